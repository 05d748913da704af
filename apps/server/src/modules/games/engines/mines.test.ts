import { MINES_TILES, minePositions } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { toNumber } from './fraction.ts';
import {
  MINES_FLOATS_NEEDED,
  minesBoard,
  minesMaxMultiplier,
  minesMultiplier,
  minesRtp,
  minesSafeTiles,
  minesStrategyRtp,
  minesStrategyRtpFraction,
  minesSurvival,
} from './mines.ts';

describe('mines', () => {
  it('known multipliers: floor(0.99 × C(25, k) / C(25 − mines, k) × 10^4)', () => {
    expect(minesMultiplier(1, 1)).toBe(10_312n); // 0.99 × 25 / 24 = 1.03125
    expect(minesMultiplier(3, 1)).toBe(11_250n); // 0.99 × 25 / 22 = 1.125
    expect(minesMultiplier(3, 2)).toBe(12_857n); // 0.99 × 300 / 231 = 1.285714…
    expect(minesMultiplier(24, 1)).toBe(247_500n); // 0.99 × 25
    expect(minesMultiplier(1, 24)).toBe(247_500n); // 0.99 × 25 / 1
    expect(minesMultiplier(5, 5)).toBe(33_925n); // 0.99 × 53130 / 15504 = 3.392594…
    expect(minesMaxMultiplier(12)).toBe(51_482_970_000n); // 0.99 × C(25, 13) = 5148297
    expect(minesMaxMultiplier(24)).toBe(247_500n);
    expect(minesMultiplier(3, 0)).toBe(0n); // no cash-out before a reveal
    expect(() => minesMultiplier(3, 23)).toThrow(RangeError);
    expect(() => minesMultiplier(0, 1)).toThrow(RangeError);
    expect(() => minesMultiplier(25, 0)).toThrow(RangeError);
  });

  it('the multiplier grows with every safe reveal', () => {
    for (let mines = 1; mines < MINES_TILES; mines++) {
      let previous = 0n;
      for (let k = 1; k <= minesSafeTiles(mines); k++) {
        const multiplier = minesMultiplier(mines, k);
        expect(multiplier).toBeGreaterThan(previous);
        previous = multiplier;
      }
      expect(minesMaxMultiplier(mines)).toBe(previous);
    }
  });

  it('every "cash out after k reveals" strategy returns at most 0.99, short of it only by the flooring', () => {
    for (let mines = 1; mines < MINES_TILES; mines++) {
      for (let k = 1; k <= minesSafeTiles(mines); k++) {
        const exact = minesStrategyRtpFraction(mines, k);
        expect(exact.numerator * 100n).toBeLessThanOrEqual(99n * exact.denominator);
        const survival = toNumber(minesSurvival(mines, k));
        const rtp = minesStrategyRtp(mines, k);
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(0.99 - rtp).toBeLessThan(survival * 1e-4 + 1e-15);
      }
    }
    expect(minesRtp).toBe(0.99);
  });

  it('the board is the shared mine positions: distinct tiles 0–24', () => {
    const floats = Array.from({ length: MINES_FLOATS_NEEDED }, (_, i) => (i * 0.381966) % 1);
    for (const mines of [1, 3, 12, 24]) {
      const board = minesBoard(floats, mines);
      expect(board).toEqual(minePositions(floats, mines));
      expect(new Set(board).size).toBe(mines);
      for (const tile of board) expect(tile >= 0 && tile < 25).toBe(true);
    }
    expect(MINES_FLOATS_NEEDED).toBe(24);
  });
});
