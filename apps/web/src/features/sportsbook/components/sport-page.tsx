import { type SportEntry, sportKindOf, sportSegment } from '@casino/shared';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useEvents } from '../api/get-events.ts';
import type { EventsFilter } from '../api/keys.ts';
import { EventList, EventsSkeleton } from './event-list.tsx';
import { LoadError, PageHeading, SectionHeading, SportsbookNav, StateNotice } from './page-parts.tsx';

/** One part of a sport's page (live or upcoming): leagues with their events, a page at a time. */
function EventsSection({
  id,
  title,
  filter,
  empty,
  hideWhenEmpty = false,
}: {
  id: string;
  title: string;
  filter: EventsFilter;
  empty: { title: string; text?: string };
  hideWhenEmpty?: boolean;
}) {
  const { t } = useTranslation('sportsbook');
  const list = useEvents(filter);
  const events = list.data?.pages.flatMap((page) => page.data) ?? [];
  if (hideWhenEmpty && list.isSuccess && events.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <SectionHeading id={id} title={title} />
      {list.isPending ? (
        <EventsSkeleton label={t('page.loading')} />
      ) : list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : events.length === 0 ? (
        <StateNotice tone="empty" title={empty.title} text={empty.text} />
      ) : (
        <>
          <EventList events={events} testId={`${id}-events`} />
          {list.isFetchNextPageError && (
            <p role="alert" className="text-center text-sm font-semibold text-danger">
              {t('page.moreError')}
            </p>
          )}
          {list.hasNextPage && (
            <Button
              className="self-center"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('page.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** /{locale}/sportsbook/{slug-id}: the sport's live events, then its upcoming ones, by league. */
export function SportPage({ sport }: { sport: SportEntry }) {
  const { t } = useTranslation(['sportsbook', 'shell']);
  const segment = sportSegment(sport);
  const name = t(`shell:sports.${sport.slug}`);
  const cyber = sportKindOf(sport) === 'cybersport';
  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="sport-page">
      <PageHeading
        eyebrow={t(cyber ? 'sportsbook:sport.cybersport' : 'sportsbook:sport.sport')}
        title={name}
        icon={cyber ? <span className="text-sm font-black">{sport.icon}</span> : sport.icon}
      />
      <SportsbookNav />
      <EventsSection
        id="sport-live"
        title={t('sportsbook:sport.live')}
        filter={{ sport: segment, live: true }}
        empty={{ title: t('sportsbook:home.noLive') }}
        hideWhenEmpty
      />
      <EventsSection
        id="sport-upcoming"
        title={t('sportsbook:sport.upcoming')}
        filter={{ sport: segment, live: false }}
        empty={{
          title: t('sportsbook:sport.empty', { sport: name }),
          text: t('sportsbook:sport.emptyText'),
        }}
      />
    </div>
  );
}
