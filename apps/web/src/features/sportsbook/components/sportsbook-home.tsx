import { type SportsEventView, sportBySegment } from '@casino/shared';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useEvents } from '../api/get-events.ts';
import { useSports } from '../api/get-sports.ts';
import { EventList, EventsSkeleton } from './event-list.tsx';
import { LoadError, PageHeading, SectionHeading, SportsbookNav, StateNotice } from './page-parts.tsx';

const SOON_COUNT = 8;

/** Every sport with events, with its live count: a quick way in on phones, where the sidebar is a drawer. */
function SportChips() {
  const { t, i18n } = useTranslation(['sportsbook', 'shell']);
  const sports = useSports();
  const shown = (sports.data ?? []).filter((sport) => sport.live + sport.upcoming > 0);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('home.sports')} className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {shown.map((sport) => {
          const entry = sportBySegment(sport.id);
          if (!entry) return null;
          return (
            <li key={sport.id}>
              <Link
                to={`/${i18n.language}/sportsbook/${sport.id}`}
                className="flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border border-line bg-raised/70 px-3 text-sm font-bold text-ink hover:border-accent/70"
              >
                <span aria-hidden="true">{[...entry.icon].length <= 2 ? entry.icon : '🎮'}</span>
                {t(`shell:sports.${entry.slug}`)}
                {sport.live > 0 && (
                  <span className="rounded-md bg-danger-deep px-1.5 text-xs font-black text-ink">
                    {t('sportsbook:sport.liveCount', { count: sport.live })}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** /{locale}/sportsbook: live now, starting soon and the top leagues, across every sport. */
export function SportsbookHome() {
  const { t } = useTranslation('sportsbook');
  const live = useEvents({ live: true });
  const upcoming = useEvents({ live: false }, 50);
  const liveEvents = live.data?.pages.flatMap((page) => page.data) ?? [];
  const upcomingEvents = upcoming.data?.pages.flatMap((page) => page.data) ?? [];
  const soon = upcomingEvents.slice(0, SOON_COUNT);
  const soonIds = new Set(soon.map((e) => e.id));
  const top = upcomingEvents.filter((event: SportsEventView) => event.league.top && !soonIds.has(event.id));

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="sportsbook-home">
      <PageHeading eyebrow={t('page.eyebrow')} title={t('page.title')} text={t('page.text')} />
      <SportsbookNav />
      <SportChips />

      <section aria-labelledby="sb-live" className="flex flex-col gap-3">
        <SectionHeading
          id="sb-live"
          title={t('home.live')}
          badge={
            live.data && liveEvents.length > 0 ? (
              <span className="rounded-md bg-danger-deep px-2 py-0.5 text-xs font-black text-ink">
                {live.data.pages[0]?.meta.total ?? liveEvents.length}
              </span>
            ) : undefined
          }
        />
        {live.isPending ? (
          <EventsSkeleton label={t('page.loading')} />
        ) : live.isError && !live.data ? (
          <LoadError onRetry={() => void live.refetch()} retrying={live.isFetching} />
        ) : liveEvents.length === 0 ? (
          <StateNotice tone="empty" title={t('home.noLive')} text={t('home.noLiveText')} />
        ) : (
          <>
            <EventList events={liveEvents} showSport testId="live-events" />
            {live.hasNextPage && (
              <Button
                className="self-center"
                loading={live.isFetchingNextPage}
                onClick={() => void live.fetchNextPage()}
              >
                {t('page.more')}
              </Button>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="sb-soon" className="flex flex-col gap-3">
        <SectionHeading id="sb-soon" title={t('home.soon')} />
        {upcoming.isPending ? (
          <EventsSkeleton label={t('page.loading')} />
        ) : upcoming.isError && !upcoming.data ? (
          <LoadError onRetry={() => void upcoming.refetch()} retrying={upcoming.isFetching} />
        ) : soon.length === 0 ? (
          <StateNotice tone="empty" title={t('home.noSoon')} />
        ) : (
          <EventList events={soon} showSport testId="soon-events" />
        )}
      </section>

      {top.length > 0 && (
        <section aria-labelledby="sb-top" className="flex flex-col gap-3">
          <SectionHeading id="sb-top" title={t('home.top')} />
          <EventList events={top} showSport testId="top-events" />
        </section>
      )}
    </div>
  );
}
