/**
 * Raw game results from fairness floats: what the fairness page recomputes in the browser. Payout rules
 * (paytables, multipliers) live in the server's engines; these are only the draws.
 */
import { drawPositions } from './bytes.ts';

/** Dice roll 0.00–100.00 as hundredths (0–10000): floor(float × 10001). */
export function diceRoll(float: number): number {
  return Math.floor(float * 10001);
}

/** Highest limbo and crash result, in hundredths (1,000,000×). */
export const MAX_RESULT_HUNDREDTHS = 100_000_000;

/**
 * Limbo result in hundredths: max(1, floor(99 / float) / 100), so that P(result ≥ M) = 0.99 / M. Capped at
 * the highest target; a float of 0 gives the cap.
 */
export function limboResult(float: number): number {
  if (float <= 0) return MAX_RESULT_HUNDREDTHS;
  return Math.min(MAX_RESULT_HUNDREDTHS, Math.max(100, Math.floor(99 / float)));
}

/** Plinko: one float per row, below 0.5 falls left (0) else right (1). The slot is the number of rights. */
export function plinkoPath(floats: readonly number[], rows: number): { path: number[]; slot: number } {
  const path = floats.slice(0, rows).map((float) => (float < 0.5 ? 0 : 1));
  if (path.length < rows) throw new RangeError('not enough floats');
  return { path, slot: path.reduce<number>((sum, step) => sum + step, 0) };
}

export const MINES_TILES = 25;

/** Mine positions (0–24, row by row) of a 5×5 board. */
export function minePositions(floats: readonly number[], mines: number): number[] {
  return drawPositions(floats, MINES_TILES, mines);
}

/** Slot reel stops: one float per reel picks a stop on that reel's strip. */
export function reelStops(floats: readonly number[], stripLengths: readonly number[]): number[] {
  if (floats.length < stripLengths.length) throw new RangeError('not enough floats');
  return stripLengths.map((length, reel) => Math.floor((floats[reel] as number) * length));
}

/** Keno: numbers 1–40, 10 drawn. */
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;

/** The 10 keno numbers (1–40) in the order drawn: the floats draw without replacement, as mines' tiles. */
export function kenoDraw(floats: readonly number[]): number[] {
  return drawPositions(floats, KENO_NUMBERS, KENO_DRAWN).map((position) => position + 1);
}

/** Wheel: one float picks one of the segments (0 is the first clockwise from the pointer). */
export function wheelSegment(float: number, segments: number): number {
  if (!Number.isInteger(segments) || segments < 1)
    throw new RangeError('segments must be a positive integer');
  return Math.floor(float * segments);
}

/** European roulette: 37 pockets, 0–36; one float picks the pocket the ball lands in. */
export const ROULETTE_POCKETS = 37;

export function roulettePocket(float: number): number {
  return Math.floor(float * ROULETTE_POCKETS);
}

/**
 * Hi-lo and blackjack: one float, one card 0–51 (floor(float × 52)). Cards are drawn with replacement: each
 * is independent of the others, as from an endless shoe (blackjack's 8-deck shoe is approximated so).
 */
export function playingCard(float: number): number {
  return Math.floor(float * 52);
}

/** Coin flip: below 0.5 heads, else tails. */
export function coinSide(float: number): 'heads' | 'tails' {
  return float < 0.5 ? 'heads' : 'tails';
}
