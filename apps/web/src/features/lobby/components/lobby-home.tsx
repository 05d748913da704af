import { type ReactNode, useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useCategories } from '../api/get-categories.ts';
import { useGamesPages } from '../api/get-games-pages.ts';
import { COLLECTIONS } from '../lib/collections.ts';
import { GameSearchButton } from '../search/game-search-button.tsx';
import { CategorySection, type LobbyRowSpec } from './category-section.tsx';
import { LazyBlock, LazyLiveBetsStrip, LazyProvidersStrip } from './lazy-block.tsx';
import { LobbyHero } from './lobby-hero.tsx';
import { LobbyNav } from './lobby-nav.tsx';
import { Notice } from './notice.tsx';
import { RecentlyPlayed } from './recently-played.tsx';

/** New and Popular first: rows of the whole catalog, before one row per category. */
const COLLECTION_ROWS: LobbyRowSpec[] = Object.entries(COLLECTIONS).map(([value, sort]) => ({
  value,
  title: value,
  filter: { sort },
}));

/**
 * The casino home: a welcome banner (with `promo` beside it, e.g. the prize-wheel teaser), search and the
 * category chips, the live bets, the games this device played last, rows of new and popular games and one
 * per category, and the studios. Rows fetch their games as they come near the screen, the studios their
 * code too; the live bets' code comes right after the first screen's.
 */
export function LobbyHome({ promo }: { promo?: ReactNode }) {
  const { t } = useTranslation('lobby');
  const categories = useCategories();
  const firstCategory = categories.data?.[0]?.value;
  const showcase = useGamesPages({ category: firstCategory }, { enabled: firstCategory !== undefined });
  const rows = useMemo(
    () => [
      ...COLLECTION_ROWS,
      ...(categories.data ?? []).map((category) => ({
        value: category.value,
        title: category.title,
        filter: { category: category.value },
      })),
    ],
    [categories.data],
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-7 px-3 py-5 sm:px-6 sm:py-8">
      {/*
       * The banner and the promo sit side by side only where the page itself is wide (a container query,
       * so the sidebar's width counts): below 64rem the promo goes under a full-width banner. The promo
       * may use the `lobby-top` container too (the wheel teaser does).
       */}
      <div className="@container/lobby-top">
        <div className="flex flex-col gap-3 @5xl/lobby-top:flex-row">
          <LobbyHero showcase={firstCategory ? showcase.data?.pages[0]?.items : undefined} />
          <div className="empty:hidden @5xl/lobby-top:w-[21rem] @5xl/lobby-top:shrink-0">{promo}</div>
        </div>
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <GameSearchButton className="md:w-72 md:shrink-0" />
        <LobbyNav />
      </div>

      {/* Heading and a row of 5.25rem cards: the strip's height while its code arrives. */}
      <LazyBlock load={LazyLiveBetsStrip} className="h-32" eager />

      <RecentlyPlayed />

      {rows.map((row, i) => (
        <CategorySection key={`${row.filter.category ?? ''}:${row.value}`} row={row} eager={i === 0} />
      ))}

      {categories.isError && !categories.data ? (
        <Notice
          tone="error"
          title={t('grid.errorTitle')}
          text={t('grid.errorText')}
          action={
            <Button variant="primary" onClick={() => void categories.refetch()}>
              {t('grid.retry')}
            </Button>
          }
        />
      ) : (
        !categories.data && (
          <div className="flex flex-col gap-3" aria-hidden="true">
            <div className="h-6 w-40 animate-pulse rounded bg-raised" />
            <div className="h-56 animate-pulse rounded-card bg-raised/60" />
          </div>
        )
      )}

      <LazyBlock load={LazyProvidersStrip} className="h-[6.75rem]" />
    </div>
  );
}
