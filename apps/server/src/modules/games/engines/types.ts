import type { z } from 'zod';

/** What one bet of an instant game produced. */
export interface PlayResult {
  /** ×10^4; 0n is a loss. payout = floor(amount × multiplier / 10^4). */
  multiplier: bigint;
  /** JSON-safe: numbers, strings, booleans, arrays and plain objects. */
  outcome: Record<string, unknown>;
}

/** A game settled in one step from the bet's fairness floats. Pure and deterministic. */
export interface InstantEngine<P = unknown> {
  id: string;
  /** The shared schema of the bet's params. */
  params: z.ZodType<P>;
  /** Upper bound of the floats one bet may consume. */
  floatsNeeded(params: P): number;
  play(params: P, floats: readonly number[]): PlayResult;
  /** ×10^4, for the max-payout-per-bet check. */
  maxMultiplier(params: P): bigint;
  /** Exact RTP as a fraction of the stake (0.99), computed from the rules. */
  rtp(params: P): number;
  /** The RTP the catalog shows: exact, for `defaultParams`. */
  catalogRtp: number;
  /** The settings the catalog figure is for, and the game screen starts with. */
  defaultParams: P;
}
