/**
 * Crash timing and the `broadcast:crash` events. The multiplier grows as e^(r·t) from 1.00× when a round
 * starts; server and browser compute it from the same function, so the stream only needs to resync.
 */
export const CRASH_CHANNEL = 'broadcast:crash';
export const CRASH_GROWTH_PER_MS = 0.00006;
export const CRASH_BETTING_MS = 7_000;
/** Pause after a crash before the next betting phase. */
export const CRASH_COOLDOWN_MS = 3_000;
export const CRASH_TICK_MS = 100;

/** Multiplier in hundredths `elapsedMs` after the start: floor(100·e^(r·t)). */
export function crashMultiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs) + 1e-9);
}

/** The first moment (ms after the start) the multiplier reaches `hundredths`. */
export function crashElapsedFor(hundredths: number): number {
  if (hundredths <= 100) return 0;
  return Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS);
}

export interface CrashRoundView {
  id: string;
  status: 'betting' | 'running' | 'crashed';
  bettingEndsAt: string;
  startedAt: string | null;
  /** Hundredths; present once crashed. */
  crashPoint: number | null;
  /** The round's chain link; revealed once crashed. */
  hash: string | null;
}

export interface CrashPlayerBet {
  betId: string;
  player: string;
  amount: string;
  currency: string;
  autoCashout: number | null;
  /** Hundredths the bet cashed out at; null while riding or after losing. */
  cashedOutAt: number | null;
  payout: string | null;
}

export type CrashEvent =
  | { type: 'betting'; round: CrashRoundView }
  | { type: 'running'; round: CrashRoundView }
  | { type: 'tick'; roundId: string; multiplier: number; elapsedMs: number }
  | { type: 'crashed'; round: CrashRoundView }
  | { type: 'bet'; roundId: string; bet: CrashPlayerBet }
  | { type: 'cashout'; roundId: string; bet: CrashPlayerBet };

/** GET /api/v1/games/crash/state */
export interface CrashState {
  round: CrashRoundView | null;
  /** Server time, so the browser can place the curve on its own clock. */
  serverTime: string;
  /** The published last link of the current chain. */
  commitment: string;
  history: Array<{ id: string; crashPoint: number; hash: string }>;
  bets: CrashPlayerBet[];
}
