import { MARKET_TYPES, type MarketView, type SportsEventView, sportBySegment } from '@casino/shared';
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../components/ui/page-parts.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useEvent } from '../api/get-event.ts';
import { marketTitle } from '../lib/labels.ts';
import { EventsSkeleton, flagOf } from './event-list.tsx';
import { EventStatusLine } from './event-time.tsx';
import { FavoriteStar } from './favorite-star.tsx';
import { LockIcon } from './icons.tsx';
import { marketOpen, OddsButton } from './odds-button.tsx';
import { LoadError, SportsbookNav } from './page-parts.tsx';

function Scoreboard({ event }: { event: SportsEventView }) {
  const { t } = useTranslation('sportsbook');
  const score = event.score && event.status !== 'upcoming' ? event.score : null;
  return (
    <header className="relative overflow-hidden rounded-card border border-accent/30 bg-gradient-to-br from-accent/20 via-raised to-surface p-4 shadow-card sm:p-6">
      <div className="flex items-start justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 text-xs font-bold uppercase tracking-wider text-muted">
          <span aria-hidden="true">{flagOf(event.league.country)}</span>
          <span className="truncate">{event.league.name}</span>
        </p>
        <FavoriteStar event={event} className="-mr-1.5 -mt-1.5" />
      </div>
      <h1 className="sr-only">{`${event.home} – ${event.away}`}</h1>
      <div className="mt-2 grid grid-cols-[1fr_auto_1fr] items-center gap-3" aria-hidden="true">
        <p className="min-w-0 break-words text-right text-base font-black sm:text-xl">{event.home}</p>
        <p className="tabular rounded-lg bg-deep/60 px-3 py-1 text-xl font-black text-gold sm:text-3xl">
          {score ? `${score.home} : ${score.away}` : t('event.vs')}
        </p>
        <p className="min-w-0 break-words text-base font-black sm:text-xl">{event.away}</p>
      </div>
      {score && (
        <p className="sr-only" data-testid="event-score">
          {t('event.score', {
            home: event.home,
            away: event.away,
            homeScore: score.home,
            awayScore: score.away,
          })}
        </p>
      )}
      <div className="mt-3 flex justify-center">
        <EventStatusLine event={event} />
      </div>
    </header>
  );
}

function MarketRow({ event, market, title }: { event: SportsEventView; market: MarketView; title?: string }) {
  const { t } = useTranslation('sportsbook');
  const open = marketOpen(event, market);
  return (
    <div
      className="flex flex-col gap-1.5"
      data-testid="market"
      data-market={market.id}
      data-status={market.status}
    >
      {(title || !open) && (
        <p className="flex items-center justify-between gap-2 text-xs font-semibold text-muted">
          <span>{title}</span>
          {!open && (
            <span className="inline-flex items-center gap-1 rounded-md bg-sunken px-1.5 py-0.5 text-[0.65rem] font-bold uppercase tracking-wider text-faint">
              <LockIcon className="size-3" />
              {t(`event.market_${market.status === 'open' ? 'suspended' : market.status}`)}
            </span>
          )}
        </p>
      )}
      <div className={cn('grid gap-1.5', market.outcomes.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {market.outcomes.map((outcome) => (
          <OddsButton key={outcome.id} event={event} market={market} outcome={outcome} caption />
        ))}
      </div>
    </div>
  );
}

function MarketGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface/80 p-3 shadow-card sm:p-4"
    >
      <h2 className="text-sm font-black uppercase tracking-wider text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** /{locale}/sportsbook/event/{id}: the scoreboard and every market, grouped by kind. */
export function EventPage({ eventId, notFound }: { eventId: string; notFound: ReactNode }) {
  const { t, i18n } = useTranslation(['sportsbook', 'shell']);
  const query = useEvent(eventId);
  if (query.isPending) return <EventsSkeleton rows={6} label={t('sportsbook:page.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
      return <>{notFound}</>;
    return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const event = query.data;
  const sport = sportBySegment(event.sport);
  const root = `/${i18n.language}/sportsbook`;
  const groups = MARKET_TYPES.map((type) => ({
    type,
    markets: event.markets.filter((market) => market.type === type),
  })).filter((group) => group.markets.length > 0);

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="event-page">
      <Breadcrumb
        label={t('sportsbook:page.breadcrumb')}
        home={{ to: root, label: t('sportsbook:page.title') }}
        parent={sport ? { to: `${root}/${event.sport}`, label: t(`shell:sports.${sport.slug}`) } : undefined}
        current={`${event.home} – ${event.away}`}
      />
      <Scoreboard event={event} />
      <SportsbookNav />
      {groups.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong/70 p-6 text-center text-sm text-muted">
          {t('sportsbook:event.noMarkets')}
        </p>
      ) : (
        <div className="grid gap-3 @container">
          {groups.map((group) => (
            <MarketGroup key={group.type} title={t(`sportsbook:markets.groups.${group.type}`)}>
              {group.markets.map((market) => (
                <MarketRow
                  key={market.id}
                  event={event}
                  market={market}
                  title={
                    group.markets.length > 1 || market.type === 'map_winner'
                      ? marketTitle(t, market)
                      : undefined
                  }
                />
              ))}
            </MarketGroup>
          ))}
        </div>
      )}
    </div>
  );
}
