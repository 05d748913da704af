import type { TournamentStatus } from '@casino/shared';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useGameCatalog } from '../api/get-catalog.ts';
import { TOURNAMENTS_PAGE_SIZE, useTournaments } from '../api/get-tournaments.ts';
import { Breadcrumb, StateNotice } from './page-parts.tsx';
import { TournamentCard, TournamentCardSkeleton } from './tournament-card.tsx';
import { TrophyIcon } from './tournament-icons.tsx';

/** The tabs as the URL names them (?tab=), and the status each lists. */
export const TOURNAMENT_TABS = ['live', 'upcoming', 'finished'] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];
const STATUS_OF: Record<TournamentTab, TournamentStatus> = {
  live: 'active',
  upcoming: 'upcoming',
  finished: 'finished',
};
const isTab = (value: string | null): value is TournamentTab =>
  (TOURNAMENT_TABS as readonly string[]).includes(value ?? '');

/** Columns follow the space the page has (container queries), so the sidebar narrows it gracefully. */
const GRID = 'grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3';

function CardsSkeleton() {
  const { t } = useTranslation('tournaments');
  return (
    <div aria-busy="true" data-testid="tournaments-skeleton">
      <span role="status" className="sr-only">
        {t('page.loading')}
      </span>
      <div className={GRID}>
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <TournamentCardSkeleton key={key} />
        ))}
      </div>
    </div>
  );
}

/** One tab's tournaments: cards a page at a time, or its loading, empty or error state. */
function TabContent({ tab }: { tab: TournamentTab }) {
  const { t } = useTranslation('tournaments');
  const list = useTournaments(STATUS_OF[tab]);
  const catalog = useGameCatalog();
  const grid = useRef<HTMLDivElement>(null);

  if (list.isPending) return <CardsSkeleton />;
  if (list.isError && !list.data)
    return (
      <StateNotice
        tone="error"
        title={t('page.errorTitle')}
        text={t('page.errorText')}
        action={
          <Button onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('page.retry')}
          </Button>
        }
      />
    );
  const items = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages.at(-1)?.meta.total ?? items.length;
  if (items.length === 0)
    return <StateNotice tone="empty" title={t(`empty.${tab}.title`)} text={t(`empty.${tab}.text`)} />;

  const shown = items.length;
  return (
    <div className="flex flex-col gap-5">
      <div ref={grid} className={GRID} data-testid="tournament-cards">
        {items.map((tournament) => (
          <TournamentCard key={tournament.id} tournament={tournament} catalog={catalog} />
        ))}
        {list.isFetchingNextPage &&
          Array.from({ length: Math.min(TOURNAMENTS_PAGE_SIZE, total - shown) }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <TournamentCardSkeleton key={index} />
          ))}
      </div>
      {list.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm font-semibold text-danger">
          {t('page.moreError')}
        </p>
      )}
      {list.hasNextPage && (
        <div className="flex flex-col items-center gap-2">
          <p className="tabular text-xs font-semibold text-muted">{t('page.shown', { shown, total })}</p>
          <Button
            loading={list.isFetchingNextPage}
            onClick={() =>
              void list.fetchNextPage().then(() =>
                // Focus moves to the first card revealed, so a keyboard goes on from where the list grew.
                requestAnimationFrame(() =>
                  grid.current
                    ?.querySelectorAll<HTMLElement>('[data-testid="tournament-card"] a')
                    [shown]?.focus(),
                ),
              )
            }
          >
            {t('page.more')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * /{locale}/tournaments (SPEC §2.1): Live, Upcoming and Finished tabs (the tab in the URL's ?tab=; Live by
 * default, Upcoming when nothing is live), each a grid of tournament cards with show-more paging.
 */
export function TournamentsPage() {
  const { t } = useTranslation('tournaments');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  // The live tab's first page decides the default (and is the live tab's own query: no extra request).
  const live = useTournaments('active');
  const nothingLive = live.isSuccess && (live.data.pages[0]?.meta.total ?? 0) === 0;
  const tab: TournamentTab = isTab(asked) ? asked : nothingLive ? 'upcoming' : 'live';

  const select = (next: TournamentTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div
      className="@container mx-auto flex w-full max-w-7xl flex-col gap-6 px-3 py-5 sm:px-6 sm:py-8"
      data-testid="tournaments-page"
    >
      <div className="flex flex-col gap-3">
        <Breadcrumb current={t('page.eyebrow')} />
        <header className="relative overflow-hidden rounded-card border border-accent/30 bg-gradient-to-br from-accent/20 via-raised to-surface p-5 shadow-card sm:p-8">
          <div
            className="pointer-events-none absolute -right-24 -top-24 size-80 rounded-full bg-gold/10 blur-3xl"
            aria-hidden="true"
          />
          <div className="relative flex min-w-0 items-center gap-4">
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-2xl border border-gold/40 bg-gradient-to-br from-gold/30 to-raised text-gold shadow-glow-gold"
            >
              <TrophyIcon className="size-7" />
            </span>
            <div className="min-w-0">
              <p className="text-xs font-bold uppercase tracking-[0.2em] text-neon">{t('page.eyebrow')}</p>
              <h1 className="text-2xl font-black tracking-tight sm:text-3xl">{t('page.title')}</h1>
              <p className="mt-1 max-w-xl text-sm text-ink/85">{t('page.text')}</p>
            </div>
          </div>
        </header>
      </div>
      <Tabs
        label={t('page.tabs')}
        tabs={TOURNAMENT_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        value={tab}
        onChange={select}
      >
        <TabContent key={tab} tab={tab} />
      </Tabs>
    </div>
  );
}
