import type { z } from 'zod';

/** The ids of the games played in steps by SteppedService (mines keeps its own service). */
export const STEPPED_GAME_IDS = ['coinflip', 'hilo', 'blackjack'] as const;
export type SteppedGameId = (typeof STEPPED_GAME_IDS)[number];

export const isSteppedGame = (id: string): id is SteppedGameId =>
  (STEPPED_GAME_IDS as readonly string[]).includes(id);

/**
 * A game whose round spans several requests, as pure rules over a JSON state (the server keeps it in the
 * bet's `state` until the round ends). `act` throws IllegalActionError for a decision not allowed now.
 */
export interface SteppedEngine<P, S, A> {
  id: SteppedGameId;
  params: z.ZodType<P>;
  action: z.ZodType<A>;
  floatsNeeded: number;
  /** ×10^4 of the first stake, for the max-payout check when the round starts. */
  maxMultiplier(params: P): bigint;
  start(params: P, floats: readonly number[]): S;
  act(state: S, action: A): S;
  /** The decisions applied so far: a retried decision names the step it was made at. */
  step(state: S): number;
  done(state: S): boolean;
  /** What the player sees; the whole round once it is over. */
  view(state: S): Record<string, unknown>;
  /** The round's total stake for a first stake of `base` (grows with double, split, insurance). */
  stake(state: S, base: bigint): bigint;
  /** Payout and the bet's multiplier (×10^4 of the total stake) once the round is over. */
  result(state: S, base: bigint): { payout: bigint; multiplier: bigint };
  /**
   * The multiplier of the first stake this decision would reach if it wins (coin flip, hi-lo): the server
   * refuses it past the max payout, so the player cashes out instead. Null: nothing to check.
   */
  reachIfWon?(state: S, action: A): bigint | null;
  /** A decision the money rules refuse for this stake (insurance on a stake of one minor unit). */
  refuse?(state: S, action: A, base: bigint): string | null;
  /** The game's RTP as the catalog shows it (fraction, e.g. 0.99). */
  catalogRtp: number;
}
