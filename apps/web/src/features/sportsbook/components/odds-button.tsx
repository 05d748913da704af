import type { MarketView, OutcomeView, SportsEventView } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { betSlip, useInSlip } from '../lib/bet-slip-store.ts';
import { outcomeLabel } from '../lib/labels.ts';
import { useOddsText } from '../lib/odds-format.ts';
import { useOddsFlash } from '../lib/use-odds-flash.ts';
import { LockIcon } from './icons.tsx';

/** Whether bets can be taken on a market of this event now. */
export const marketOpen = (event: Pick<SportsEventView, 'status'>, market: Pick<MarketView, 'status'>) =>
  market.status === 'open' && (event.status === 'upcoming' || event.status === 'live');

/**
 * One outcome's odds: a toggle that puts the selection on the bet slip (aria-pressed), flashing green or
 * red for a moment when the odds move, and locked while its market is suspended. `caption` shows the
 * outcome's label above the odds (the event page); the list's columns are headed instead.
 */
export function OddsButton({
  event,
  market,
  outcome,
  caption = false,
  className,
}: {
  event: SportsEventView;
  market: MarketView;
  outcome: OutcomeView;
  caption?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('sportsbook');
  const oddsText = useOddsText();
  const selected = useInSlip(outcome.id);
  const flash = useOddsFlash(outcome.odds);
  const open = marketOpen(event, market);
  const label = outcomeLabel(t, event, market, outcome.key);
  const shown = oddsText(outcome.odds);

  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={open ? t('odds.name', { label, odds: shown }) : t('odds.locked', { label })}
      disabled={!open}
      data-testid="odds-button"
      data-outcome={outcome.id}
      data-flash={flash ?? undefined}
      onClick={() =>
        betSlip.toggle({
          outcomeId: outcome.id,
          outcomeKey: outcome.key,
          odds: outcome.odds,
          eventId: event.id,
          sport: event.sport,
          home: event.home,
          away: event.away,
          startsAt: event.startsAt,
          market: { id: market.id, type: market.type, line: market.line, period: market.period },
        })
      }
      className={cn(
        'group relative flex min-h-11 min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg border px-2 py-1 text-sm font-extrabold tabular transition-colors duration-500',
        'disabled:cursor-not-allowed',
        !open && 'border-line/60 bg-sunken/60 text-faint',
        open && !selected && 'border-line bg-raised text-ink hover:border-accent/70 hover:bg-line/60',
        open && selected && 'border-accent bg-accent text-accent-ink shadow-glow',
        open && !selected && flash === 'up' && 'border-success bg-success/15 text-success',
        open && !selected && flash === 'down' && 'border-danger bg-danger/15 text-danger',
        className,
      )}
    >
      {caption && (
        <span
          className={cn(
            'w-full truncate text-center text-[0.7rem] font-semibold',
            selected ? 'text-accent-ink/85' : 'text-muted',
          )}
        >
          {label}
        </span>
      )}
      {open ? (
        <span className="flex items-center gap-1">
          {flash && (
            <span aria-hidden="true" className="text-[0.6rem]">
              {flash === 'up' ? '▲' : '▼'}
            </span>
          )}
          {shown}
        </span>
      ) : (
        <LockIcon className="size-4" />
      )}
    </button>
  );
}
