import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useCategories } from '../api/get-categories.ts';
import { useGamesPages } from '../api/get-games-pages.ts';
import { GameSearchButton } from '../search/game-search-button.tsx';
import { CategorySection } from './category-section.tsx';
import { LiveBetsStrip } from './live-bets-strip.tsx';
import { LobbyHero } from './lobby-hero.tsx';
import { LobbyNav } from './lobby-nav.tsx';
import { Notice } from './notice.tsx';
import { ProvidersStrip } from './providers-strip.tsx';

/**
 * The casino home: a welcome banner (with `promo` beside it, e.g. the prize-wheel teaser), search and the
 * category chips, the live bets, a section per category, and the providers.
 */
export function LobbyHome({ promo }: { promo?: ReactNode }) {
  const { t } = useTranslation('lobby');
  const categories = useCategories();
  const firstCategory = categories.data?.[0]?.value;
  const showcase = useGamesPages({ category: firstCategory }, { enabled: firstCategory !== undefined });

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

      <LiveBetsStrip />

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
      ) : categories.data ? (
        categories.data.map((category) => <CategorySection key={category.value} category={category} />)
      ) : (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <div className="h-6 w-40 animate-pulse rounded bg-raised" />
          <div className="h-56 animate-pulse rounded-card bg-raised/60" />
        </div>
      )}

      <ProvidersStrip />
    </div>
  );
}
