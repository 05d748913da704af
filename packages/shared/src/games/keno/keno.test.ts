import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawPositions } from '../fairness/bytes.ts';
import { KENO_DRAWN, KENO_NUMBERS, kenoDraw } from '../fairness/outcomes.ts';
import {
  KENO_PICK_COUNTS,
  kenoDraws,
  kenoHitMultiplier,
  kenoHits,
  kenoHitWays,
  kenoMaxMultiplier,
  kenoMultipliers,
  kenoPaytable,
  kenoRtp,
  kenoRtpFraction,
} from './paytables.ts';
import { KENO_RISKS, kenoParams } from './schema.ts';

const float = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const floats = fc.array(float, { minLength: KENO_DRAWN, maxLength: KENO_DRAWN });
const picks = fc.uniqueArray(fc.integer({ min: 1, max: KENO_NUMBERS }), { minLength: 1, maxLength: 10 });

/** Exact RTPs in percent (4 decimals), pinned: a changed table must change this list on purpose. */
const PINNED_PERCENT: Record<(typeof KENO_RISKS)[number], string[]> = {
  classic: [
    '99.0000',
    '98.9231',
    '98.8968',
    '98.9605',
    '98.9858',
    '98.9665',
    '98.9815',
    '98.9634',
    '98.9753',
    '98.9695',
  ],
  low: [
    '98.7500',
    '98.8462',
    '98.8664',
    '98.9222',
    '98.9031',
    '98.9537',
    '98.9388',
    '98.9804',
    '98.9874',
    '98.7597',
  ],
  medium: [
    '98.7500',
    '98.6538',
    '98.9879',
    '98.7827',
    '98.9441',
    '98.8347',
    '98.9618',
    '98.9236',
    '98.9420',
    '98.9743',
  ],
  high: [
    '99.0000',
    '98.6538',
    '98.9879',
    '98.9058',
    '98.8894',
    '98.9988',
    '98.9618',
    '98.9571',
    '98.9645',
    '98.9508',
  ],
};

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return Math.round(result);
}

describe('keno draw', () => {
  it('draws 10 distinct numbers of 1–40 from the floats, as the shared position draw', () => {
    fc.assert(
      fc.property(floats, (values) => {
        const drawn = kenoDraw(values);
        expect(drawn).toHaveLength(KENO_DRAWN);
        expect(new Set(drawn).size).toBe(KENO_DRAWN);
        for (const n of drawn) expect(n >= 1 && n <= KENO_NUMBERS && Number.isInteger(n)).toBe(true);
        expect(drawn).toEqual(drawPositions(values, 40, 10).map((p) => p + 1));
      }),
    );
  });

  it('a float of 0 takes the lowest number left, a float near 1 the highest', () => {
    expect(kenoDraw(new Array(10).fill(0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(kenoDraw(new Array(10).fill(1 - 2 ** -32))).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
    expect(() => kenoDraw([0.5])).toThrow(RangeError);
  });

  it('counts the hits: picks that were drawn', () => {
    fc.assert(
      fc.property(picks, floats, (chosen, values) => {
        const drawn = kenoDraw(values);
        const hits = kenoHits(chosen, drawn);
        expect(hits).toBe(chosen.filter((n) => drawn.includes(n)).length);
        expect(hits).toBeLessThanOrEqual(Math.min(chosen.length, KENO_DRAWN));
      }),
    );
  });
});

describe('keno paytables', () => {
  it('one row per risk and pick count, multipliers by hits, at most 2 decimals, never above the max', () => {
    expect(KENO_PICK_COUNTS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const risk of KENO_RISKS) {
      for (const count of KENO_PICK_COUNTS) {
        const row = kenoMultipliers(risk, count);
        expect(row).toHaveLength(count + 1);
        for (const m of row) expect(Math.abs(m * 100 - Math.round(m * 100))).toBeLessThan(1e-6);
        expect(kenoPaytable(risk, count)).toEqual(row.map((m) => BigInt(Math.round(m * 10_000))));
        // All picks hit pays the most.
        expect(kenoMaxMultiplier(risk, count)).toBe(kenoHitMultiplier(risk, count, count));
      }
    }
    expect(() => kenoMultipliers('classic', 0)).toThrow(RangeError);
    expect(() => kenoMultipliers('classic', 11)).toThrow(RangeError);
    expect(() => kenoHitMultiplier('low', 3, 4)).toThrow(RangeError);
  });

  it('the hit law adds up to every draw', () => {
    for (const count of KENO_PICK_COUNTS) {
      expect(kenoHitWays(count).reduce((a, b) => a + b, 0n)).toBe(kenoDraws());
    }
    expect(kenoDraws()).toBe(847_660_528n);
  });

  it('every table returns 98 %–99 %, exactly as pinned and as a float check says', () => {
    for (const risk of KENO_RISKS) {
      KENO_PICK_COUNTS.forEach((count, index) => {
        const { numerator, denominator } = kenoRtpFraction(risk, count);
        expect(numerator * 100n >= denominator * 98n && numerator * 100n <= denominator * 99n).toBe(true);
        const rtp = kenoRtp(risk, count);
        expect((rtp * 100).toFixed(4)).toBe(PINNED_PERCENT[risk][index]);
        const row = kenoMultipliers(risk, count);
        const expected = row.reduce(
          (sum, m, hits) =>
            sum + ((binomial(count, hits) * binomial(40 - count, 10 - hits)) / binomial(40, 10)) * m,
          0,
        );
        expect(rtp).toBeCloseTo(expected, 12);
      });
    }
  });

  it('the hit law matches brute force: every draw of a smaller game (12 numbers, 4 drawn)', () => {
    // Same counting as kenoHitWays with 40/10 replaced: enumerate every 4-subset of 12 and count hits of 3 picks.
    const picksSmall = [1, 5, 9];
    const counts = [0, 0, 0, 0];
    for (let mask = 0; mask < 1 << 12; mask++) {
      let bits = 0;
      for (let i = 0; i < 12; i++) if (mask & (1 << i)) bits++;
      if (bits !== 4) continue;
      const hits = picksSmall.filter((n) => mask & (1 << (n - 1))).length;
      counts[hits] = (counts[hits] as number) + 1;
    }
    expect(counts).toEqual([0, 1, 2, 3].map((h) => binomial(3, h) * binomial(9, 4 - h)));
  });

  it('every (risk, picks, draw) pays at most the max multiplier', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KENO_RISKS), picks, floats, (risk, chosen, values) => {
        const multiplier = kenoHitMultiplier(risk, chosen.length, kenoHits(chosen, kenoDraw(values)));
        expect(multiplier >= 0n && multiplier <= kenoMaxMultiplier(risk, chosen.length)).toBe(true);
      }),
    );
  });
});

describe('keno params', () => {
  it('takes a risk and 1–10 distinct numbers of 1–40, nothing else', () => {
    expect(kenoParams.safeParse({ risk: 'classic', picks: [1] }).success).toBe(true);
    expect(kenoParams.safeParse({ risk: 'high', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 40] }).success).toBe(true);
    expect(kenoParams.safeParse({ risk: 'high', picks: [] }).success).toBe(false);
    expect(kenoParams.safeParse({ risk: 'high', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }).success).toBe(
      false,
    );
    expect(kenoParams.safeParse({ risk: 'high', picks: [0] }).success).toBe(false);
    expect(kenoParams.safeParse({ risk: 'high', picks: [41] }).success).toBe(false);
    expect(kenoParams.safeParse({ risk: 'high', picks: [2, 2] }).success).toBe(false);
    expect(kenoParams.safeParse({ risk: 'high', picks: [2.5] }).success).toBe(false);
    expect(kenoParams.safeParse({ risk: 'extreme', picks: [2] }).success).toBe(false);
    expect(kenoParams.safeParse({ risk: 'low', picks: [2], extra: 1 }).success).toBe(false);
  });

  it('accepts exactly the distinct in-range pick lists of length 1–10', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -2, max: 43 }), { maxLength: 12 }), (list) => {
        const legal =
          list.length >= 1 &&
          list.length <= 10 &&
          new Set(list).size === list.length &&
          list.every((n) => n >= 1 && n <= 40);
        expect(kenoParams.safeParse({ risk: 'medium', picks: list }).success).toBe(legal);
      }),
    );
  });
});
