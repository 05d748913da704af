import { type SportsEventView, sportBySegment } from '@casino/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { mainMarket } from '../lib/labels.ts';
import { EventStatusLine } from './event-time.tsx';
import { FavoriteStar } from './favorite-star.tsx';
import { OddsButton } from './odds-button.tsx';

/** A country's flag from its ISO code (regional indicator letters); a globe for international play. */
export const flagOf = (country: string | null) =>
  country && /^[A-Z]{2}$/.test(country)
    ? String.fromCodePoint(...[...country].map((c) => 0x1f1a5 + c.charCodeAt(0)))
    : '🌐';

function SportGlyph({ sport }: { sport: string }) {
  const entry = sportBySegment(sport);
  return (
    <span aria-hidden="true" className="text-sm leading-none">
      {entry && [...entry.icon].length <= 2 ? entry.icon : '🎮'}
    </span>
  );
}

/** One event: its start or live clock, the teams (with the score once live), the main market's odds. */
export function EventRow({ event }: { event: SportsEventView }) {
  const { t, i18n } = useTranslation('sportsbook');
  const market = mainMarket(event);
  const more = event.marketCount - (market ? 1 : 0);
  const score = event.score && event.status !== 'upcoming' ? event.score : null;
  const href = `/${i18n.language}/sportsbook/event/${event.id}`;
  return (
    <li
      className="@container flex flex-col gap-2 border-t border-line/50 px-3 py-2.5 first:border-t-0 sm:px-4"
      data-testid="event-row"
      data-event={event.id}
    >
      <div className="flex flex-col gap-2 @xl:flex-row @xl:items-center @xl:gap-4">
        <div className="flex min-w-0 flex-1 items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <EventStatusLine event={event} />
            <Link
              to={href}
              className="group flex min-w-0 flex-col text-sm font-bold text-ink hover:text-accent-strong"
            >
              <span className="flex min-w-0 items-center justify-between gap-2">
                <span className="truncate">{event.home}</span>
                {score && (
                  <span className="tabular font-black text-gold" data-testid="score-home">
                    {score.home}
                  </span>
                )}
              </span>
              <span className="flex min-w-0 items-center justify-between gap-2">
                <span className="truncate">{event.away}</span>
                {score && (
                  <span className="tabular font-black text-gold" data-testid="score-away">
                    {score.away}
                  </span>
                )}
              </span>
            </Link>
          </div>
          <FavoriteStar event={event} className="-mr-1.5 -mt-1" />
        </div>
        <div className="flex items-center gap-1.5 @xl:w-[19rem] @xl:shrink-0">
          {market ? (
            <div
              className={cn(
                'grid min-w-0 flex-1 gap-1.5',
                market.outcomes.length === 3 ? 'grid-cols-3' : 'grid-cols-2',
              )}
            >
              {market.outcomes.map((outcome) => (
                <OddsButton key={outcome.id} event={event} market={market} outcome={outcome} caption />
              ))}
            </div>
          ) : (
            <p className="flex-1 text-center text-xs text-faint">{t('event.noMarkets')}</p>
          )}
          <Link
            to={href}
            aria-label={t('event.allMarketsOf', { event: `${event.home} – ${event.away}` })}
            className="grid min-h-11 min-w-11 place-items-center rounded-lg border border-line/60 px-1.5 text-xs font-bold text-muted hover:border-accent/60 hover:text-ink"
          >
            {more > 0 ? `+${more}` : '›'}
          </Link>
        </div>
      </div>
    </li>
  );
}

/** Events grouped under their league's heading (with the sport's icon when the list mixes sports). */
export function EventList({
  events,
  showSport = false,
  testId,
}: {
  events: readonly SportsEventView[];
  showSport?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation(['sportsbook', 'shell']);
  const groups = new Map<string, SportsEventView[]>();
  for (const event of events) {
    const key = `${event.sport}/${event.league.id}`;
    const group = groups.get(key);
    if (group) group.push(event);
    else groups.set(key, [event]);
  }
  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      {[...groups.values()].map((group) => {
        const first = group[0] as SportsEventView;
        const sport = sportBySegment(first.sport);
        return (
          <section
            key={`${first.sport}/${first.league.id}`}
            aria-label={first.league.name}
            className="overflow-hidden rounded-card border border-line bg-surface/80 shadow-card"
            data-testid="league"
          >
            <h3 className="flex min-w-0 items-center gap-2 border-b border-line/60 bg-raised/50 px-3 py-2 text-xs font-bold uppercase tracking-wider text-muted sm:px-4">
              {showSport && <SportGlyph sport={first.sport} />}
              <span aria-hidden="true">{flagOf(first.league.country)}</span>
              <span className="truncate">
                {showSport && sport ? `${t(`shell:sports.${sport.slug}`)} · ` : ''}
                {first.league.name}
              </span>
            </h3>
            <ul>
              {group.map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** Placeholder rows while events load. */
export function EventsSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <div aria-busy="true" className="overflow-hidden rounded-card border border-line bg-surface/80">
      <span role="status" className="sr-only">
        {label}
      </span>
      <div className="h-8 border-b border-line/60 bg-raised/50" />
      {Array.from({ length: rows }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          key={index}
          className="flex flex-col gap-2 border-t border-line/50 px-4 py-3 first:border-t-0 sm:flex-row sm:items-center"
        >
          <div className="flex flex-1 flex-col gap-1.5">
            <span className="h-3 w-20 animate-pulse rounded bg-raised" />
            <span className="h-3.5 w-40 animate-pulse rounded bg-raised" />
            <span className="h-3.5 w-32 animate-pulse rounded bg-raised" />
          </div>
          <div className="grid grid-cols-3 gap-1.5 sm:w-64">
            <span className="h-11 animate-pulse rounded-lg bg-raised" />
            <span className="h-11 animate-pulse rounded-lg bg-raised" />
            <span className="h-11 animate-pulse rounded-lg bg-raised" />
          </div>
        </div>
      ))}
    </div>
  );
}
