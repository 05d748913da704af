/**
 * Mines is played in steps (reveal, reveal, cash out), so the round lives in the bets service; these are
 * its rules. A 5×5 board, 1–24 mines placed by the bet's first floats. After k safe reveals the cash-out
 * multiplier is 0.99 / P(k safe reveals) = 0.99 × C(25, k) / C(25 − mines, k), floored to 4 decimals.
 */
import { MINES_TILES, minePositions } from '@casino/shared';
import { type Fraction, fraction, toNumber } from './fraction.ts';

/** Floats a board may use: one per mine, 24 at most. */
export const MINES_FLOATS_NEEDED = MINES_TILES - 1;

/** The RTP of every cash-out strategy, up to the 4-decimal flooring (see minesStrategyRtp). */
export const minesRtp = 0.99;

/** Mine positions 0–24 (row by row) in the order drawn, as the shared `minePositions`. */
export function minesBoard(floats: readonly number[], mines: number): number[] {
  return minePositions(floats, mines);
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

function checkMines(mines: number) {
  if (!Number.isInteger(mines) || mines < 1 || mines > MINES_TILES - 1) throw new RangeError('1–24 mines');
}

/** Most safe tiles a round can reveal. */
export const minesSafeTiles = (mines: number) => MINES_TILES - mines;

/**
 * Cash-out multiplier (×10^4) after `revealedSafe` safe reveals: floor(99 × 10^2 × C(25, k) / C(25 − m, k)),
 * exact in bigints. 0n before the first reveal: no cash-out without one.
 */
export function minesMultiplier(mines: number, revealedSafe: number): bigint {
  checkMines(mines);
  if (!Number.isInteger(revealedSafe) || revealedSafe < 0 || revealedSafe > minesSafeTiles(mines)) {
    throw new RangeError('revealed tiles out of range');
  }
  if (revealedSafe === 0) return 0n;
  return (9_900n * binomial(MINES_TILES, revealedSafe)) / binomial(MINES_TILES - mines, revealedSafe);
}

/** The multiplier of a board cleared of every safe tile. */
export function minesMaxMultiplier(mines: number): bigint {
  return minesMultiplier(mines, minesSafeTiles(mines));
}

/** P(the first k reveals are all safe) = C(25 − m, k) / C(25, k). */
export function minesSurvival(mines: number, revealedSafe: number): Fraction {
  return fraction(binomial(MINES_TILES - mines, revealedSafe), binomial(MINES_TILES, revealedSafe));
}

/**
 * Exact RTP of "cash out after k safe reveals" (k ≥ 1): P(k safe) × multiplier. At most 0.99, since the
 * multiplier is 0.99 / P(k safe) floored, and short of it by less than P(k safe) × 10^-4.
 */
export function minesStrategyRtpFraction(mines: number, revealedSafe: number): Fraction {
  const survival = minesSurvival(mines, revealedSafe);
  return fraction(survival.numerator * minesMultiplier(mines, revealedSafe), survival.denominator * 10_000n);
}

export function minesStrategyRtp(mines: number, revealedSafe: number): number {
  return toNumber(minesStrategyRtpFraction(mines, revealedSafe));
}

/** The mines rules in one object, for the bets service and the catalog. */
export const minesGame = {
  id: 'mines',
  floatsNeeded: MINES_FLOATS_NEEDED,
  board: minesBoard,
  multiplier: minesMultiplier,
  maxMultiplier: minesMaxMultiplier,
  rtp: minesRtp,
  catalogRtp: minesRtp,
  defaultParams: { mines: 3 },
} as const;
