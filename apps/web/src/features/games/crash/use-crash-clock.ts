import { type CrashRoundView, crashElapsedFor, crashMultiplierAt } from '@casino/shared';
import { useFrameTime } from './use-frame-time.ts';

export interface CrashClock {
  /** ms since the round started on the server's clock (the crash moment once crashed). */
  elapsed: number;
  /** Hundredths: live while running, the crash point once crashed. */
  multiplier: number;
  bettingLeftMs: number;
}

/** Where the round stands at `serverNow` (our clock plus the measured offset). */
export function crashClockAt(round: CrashRoundView | null, serverNow: number): CrashClock {
  if (round?.status === 'crashed' && round.crashPoint !== null) {
    return { elapsed: crashElapsedFor(round.crashPoint), multiplier: round.crashPoint, bettingLeftMs: 0 };
  }
  if (round?.status === 'running' && round.startedAt) {
    const elapsed = Math.max(0, serverNow - Date.parse(round.startedAt));
    return { elapsed, multiplier: crashMultiplierAt(elapsed), bettingLeftMs: 0 };
  }
  const bettingLeftMs =
    round?.status === 'betting' ? Math.max(0, Date.parse(round.bettingEndsAt) - serverNow) : 0;
  return { elapsed: 0, multiplier: 100, bettingLeftMs };
}

/**
 * The round's clock, redrawn every frame while it moves. Only the components that show it call this, so the
 * rest of the page does not re-render 60 times a second.
 */
export function useCrashClock(round: CrashRoundView | null, clockOffset: number, animate = true): CrashClock {
  const moving = round?.status === 'betting' || round?.status === 'running';
  const now = useFrameTime(animate && moving);
  return crashClockAt(round, now + clockOffset);
}
