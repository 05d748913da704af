import { describe, expect, it } from 'vitest';
import { PLINKO_RISKS } from '../schemas.ts';
import {
  PLINKO_ROW_COUNTS,
  plinkoMultipliers,
  plinkoPaytable,
  plinkoRtp,
  plinkoRtpFraction,
  plinkoSlotMultiplier,
} from './paytables.ts';

/** Exact RTP numerators over 2^rows × 10^4, pinned: a changed table must change this list on purpose. */
const EXACT_NUMERATORS: Record<number, [low: bigint, medium: bigint, high: bigint]> = {
  8: [2534000n, 2536000n, 2536000n],
  9: [5068000n, 5070000n, 5072000n],
  10: [10138000n, 10140000n, 10144000n],
  11: [20276000n, 20280000n, 20268000n],
  12: [40542000n, 40546000n, 40558000n],
  13: [81100000n, 81096000n, 81172000n],
  14: [162202000n, 162192000n, 162166000n],
  15: [324406000n, 324398000n, 324490000n],
  16: [648798000n, 648730000n, 648652000n],
};

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return Math.round(result);
}

describe('plinko paytables', () => {
  it('has a table for every row count and risk', () => {
    expect(PLINKO_ROW_COUNTS).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    for (const rows of PLINKO_ROW_COUNTS) {
      for (const risk of PLINKO_RISKS) {
        const table = plinkoMultipliers(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect(table).toEqual([...table].reverse()); // symmetric
        for (const multiplier of table) {
          expect(multiplier).toBeGreaterThan(0);
          expect(Math.abs(multiplier * 10_000 - Math.round(multiplier * 10_000))).toBeLessThan(1e-6);
        }
        // The edges pay the most and the centre the least.
        expect(table[0]).toBe(Math.max(...table));
        expect(table[rows >> 1]).toBe(Math.min(...table));
        expect(plinkoPaytable(rows, risk)).toEqual(table.map((m) => BigInt(Math.round(m * 10_000))));
      }
    }
    expect(() => plinkoMultipliers(7, 'low')).toThrow(RangeError);
    expect(() => plinkoMultipliers(17, 'high')).toThrow(RangeError);
  });

  it('pays the slot the ball lands in, at the 10^4 scale', () => {
    expect(plinkoSlotMultiplier(8, 'low', 0)).toBe(56_000n);
    expect(plinkoSlotMultiplier(8, 'low', 4)).toBe(5_000n);
    expect(plinkoSlotMultiplier(8, 'low', 8)).toBe(56_000n);
    expect(plinkoSlotMultiplier(16, 'high', 0)).toBe(10_000_000n);
    expect(plinkoSlotMultiplier(16, 'high', 8)).toBe(2_000n);
    expect(() => plinkoSlotMultiplier(8, 'low', 9)).toThrow(RangeError);
  });

  it('returns 98.9 %–99.1 % on every table, exactly as pinned', () => {
    PLINKO_ROW_COUNTS.forEach((rows) => {
      PLINKO_RISKS.forEach((risk, index) => {
        const exact = plinkoRtpFraction(rows, risk);
        expect(exact.denominator).toBe(2n ** BigInt(rows) * 10_000n);
        expect(exact.numerator).toBe(EXACT_NUMERATORS[rows]?.[index]);
        const rtp = plinkoRtp(rows, risk);
        expect(rtp).toBeGreaterThanOrEqual(0.989);
        expect(rtp).toBeLessThanOrEqual(0.991);
        // Independently: Σ C(n, k) / 2^n × multiplier in floating point.
        const table = plinkoMultipliers(rows, risk);
        const expected = table.reduce((sum, m, slot) => sum + (binomial(rows, slot) / 2 ** rows) * m, 0);
        expect(rtp).toBeCloseTo(expected, 12);
      });
    });
  });
});
