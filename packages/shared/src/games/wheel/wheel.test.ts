import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wheelSegment } from '../fairness/outcomes.ts';
import {
  wheelLegend,
  wheelMaxMultiplier,
  wheelMultipliers,
  wheelPaytable,
  wheelRtpFraction,
  wheelSegmentMultiplier,
} from './layouts.ts';
import { WHEEL_RISKS, WHEEL_SEGMENT_COUNTS, wheelParams } from './schema.ts';

const float = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const setting = fc.record({
  risk: fc.constantFrom(...WHEEL_RISKS),
  segments: fc.constantFrom(...WHEEL_SEGMENT_COUNTS),
});

describe('wheel layouts', () => {
  it('every risk × segment count returns exactly 99 %', () => {
    for (const risk of WHEEL_RISKS) {
      for (const segments of WHEEL_SEGMENT_COUNTS) {
        const row = wheelMultipliers(risk, segments);
        expect(row).toHaveLength(segments);
        for (const m of row) expect(Math.abs(m * 100 - Math.round(m * 100))).toBeLessThan(1e-6);
        const { numerator, denominator } = wheelRtpFraction(risk, segments);
        expect(numerator * 100n).toBe(denominator * 99n);
        expect(wheelPaytable(risk, segments).reduce((a, b) => a + b, 0n)).toBe(BigInt(segments) * 9_900n);
      }
    }
  });

  it('risk shapes: low never pays above 1.5×, high pays 0.99 × segments on one segment', () => {
    for (const segments of WHEEL_SEGMENT_COUNTS) {
      expect(Math.max(...wheelMultipliers('low', segments))).toBe(1.5);
      expect(wheelLegend('high', segments)).toEqual([(segments * 99) / 100, 0]);
      expect(wheelMaxMultiplier('high', segments)).toBe(BigInt(segments) * 9_900n);
      expect(wheelMultipliers('high', segments).filter((m) => m > 0)).toHaveLength(1);
      // Medium: every other segment is empty.
      expect(wheelMultipliers('medium', segments).filter((m) => m === 0)).toHaveLength(segments / 2);
    }
    expect(() => wheelMultipliers('low', 15)).toThrow(RangeError);
    expect(() => wheelSegmentMultiplier('low', 10, 10)).toThrow(RangeError);
  });

  it('one float picks a segment in range, paying at most the max', () => {
    fc.assert(
      fc.property(setting, float, ({ risk, segments }, value) => {
        const segment = wheelSegment(value, segments);
        expect(Number.isInteger(segment) && segment >= 0 && segment < segments).toBe(true);
        const multiplier = wheelSegmentMultiplier(risk, segments, segment);
        expect(multiplier >= 0n && multiplier <= wheelMaxMultiplier(risk, segments)).toBe(true);
      }),
    );
    expect(wheelSegment(0, 10)).toBe(0);
    expect(wheelSegment(1 - 2 ** -32, 50)).toBe(49);
    expect(wheelSegment(0.5, 30)).toBe(15);
  });

  it('the schema takes the three risks and 10–50 segments in tens', () => {
    expect(wheelParams.safeParse({ risk: 'low', segments: 10 }).success).toBe(true);
    expect(wheelParams.safeParse({ risk: 'high', segments: 50 }).success).toBe(true);
    for (const segments of [0, 5, 15, 60, 10.5, '10']) {
      expect(wheelParams.safeParse({ risk: 'low', segments }).success).toBe(false);
    }
    expect(wheelParams.safeParse({ risk: 'extreme', segments: 10 }).success).toBe(false);
    expect(wheelParams.safeParse({ risk: 'low', segments: 10, spin: 1 }).success).toBe(false);
  });
});
