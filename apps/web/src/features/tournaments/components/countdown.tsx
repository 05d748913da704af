import type { TournamentView } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { timeLeft, useNow } from '../../../lib/use-now.ts';
import { formatDateTime } from '../lib/tournament-format.ts';
import { refreshTournament } from '../lib/use-tournament-events.ts';
import { ClockIcon } from './tournament-icons.tsx';

type Timing = Pick<TournamentView, 'id' | 'status' | 'cancelled' | 'startsAt' | 'endsAt'>;

/**
 * The time left of a tournament: "Ends in" a live one, "Starts in" an upcoming one (ticking each second),
 * "Ended on" a finished one. The ticking clock is hidden from screen readers, which read the fixed date
 * instead (an announcement every second would drown the page). When the clock runs out, the tournament is
 * asked again for its new status.
 */
export function Countdown({ tournament, className }: { tournament: Timing; className?: string }) {
  const { t, i18n } = useTranslation('tournaments');
  const client = useQueryClient();
  const running = !tournament.cancelled && tournament.status !== 'finished';
  const target = Date.parse(tournament.status === 'upcoming' ? tournament.startsAt : tournament.endsAt);
  const ticking = running && Number.isFinite(target);
  const now = useNow(1000, ticking);
  const left = timeLeft(ticking ? target : 0, now);
  const elapsed = ticking && left.over;

  // Only a clock seen running out here asks again: one that was already out when drawn (the device's clock
  // ahead of the server's) would otherwise ask on every card at once, and again with each new page.
  const sawRunning = useRef(false);
  if (ticking && !left.over) sawRunning.current = true;
  useEffect(() => {
    if (elapsed && sawRunning.current) {
      sawRunning.current = false;
      void refreshTournament(client, tournament.id);
    }
  }, [elapsed, client, tournament.id]);

  let visible: string;
  let label: string;
  if (!running) {
    visible = t('time.endedOn', { date: formatDateTime(tournament.endsAt, i18n.language) });
    label = visible;
  } else {
    const time = left.days > 0 ? t('time.days', { count: left.days, clock: left.clock }) : left.clock;
    const upcoming = tournament.status === 'upcoming';
    visible = elapsed
      ? t(upcoming ? 'time.starting' : 'time.ending')
      : t(upcoming ? 'time.startsIn' : 'time.endsIn', { time });
    label = t(upcoming ? 'time.startsOn' : 'time.endsOn', {
      date: formatDateTime(upcoming ? tournament.startsAt : tournament.endsAt, i18n.language),
    });
  }

  return (
    <p
      className={cn(
        'tabular inline-flex items-center gap-1.5 text-xs font-bold',
        running ? 'text-gold-strong' : 'text-muted',
        className,
      )}
      data-testid="tournament-countdown"
    >
      <ClockIcon className="size-4 shrink-0" />
      {running ? (
        <>
          <span className="sr-only">{label}</span>
          <span aria-hidden="true" data-testid="countdown-clock">
            {visible}
          </span>
        </>
      ) : (
        <span>{visible}</span>
      )}
    </p>
  );
}
