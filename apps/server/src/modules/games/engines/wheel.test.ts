import {
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
  wheelMultipliers,
  wheelParams,
  wheelPaytable,
} from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { wheelEngine, wheelRtpExact } from './wheel.ts';

const TWO_32 = 2n ** 32n;

/** Float values k / 2^32 landing on segment i: floor(k × n / 2^32) = i ⇔ i × 2^32 ≤ k × n < (i + 1) × 2^32. */
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const gridCount = (segment: number, segments: number) =>
  ceilDiv(BigInt(segment + 1) * TWO_32, BigInt(segments)) -
  ceilDiv(BigInt(segment) * TWO_32, BigInt(segments));

describe('wheel', () => {
  it('one float picks the segment and pays its multiplier', () => {
    expect(wheelEngine.play({ risk: 'high', segments: 10 }, [0])).toEqual({
      multiplier: 99_000n,
      outcome: { risk: 'high', segments: 10, segment: 0, multiplier: 9.9 },
    });
    expect(wheelEngine.play({ risk: 'high', segments: 50 }, [0.5]).multiplier).toBe(0n);
    expect(wheelEngine.play({ risk: 'low', segments: 20 }, [0.05]).outcome.segment).toBe(1);
    expect(wheelEngine.play({ risk: 'medium', segments: 10 }, [1 - 2 ** -32]).multiplier).toBe(30_000n);
    expect(wheelEngine.maxMultiplier({ risk: 'high', segments: 50 })).toBe(495_000n);
    expect(wheelEngine.floatsNeeded({ risk: 'low', segments: 10 })).toBe(1);
    expect(wheelEngine.params).toBe(wheelParams);
  });

  it('every layout: exactly 99 % with equal segments; on the 2^32 float grid within 10^-8 of it', () => {
    for (const risk of WHEEL_RISKS) {
      for (const segments of WHEEL_SEGMENT_COUNTS) {
        const params = { risk, segments };
        const exact = wheelRtpExact(params);
        expect(exact).toEqual({ numerator: 99n, denominator: 100n });
        expect(wheelEngine.rtp(params)).toBe(0.99);
        // Every segment of the grid, counted exactly.
        const table = wheelPaytable(risk, segments);
        let total = 0n;
        let paid = 0n;
        table.forEach((multiplier, segment) => {
          const count = gridCount(segment, segments);
          total += count;
          paid += count * multiplier;
        });
        expect(total).toBe(TWO_32);
        const grid = Number(paid) / Number(TWO_32 * 10_000n);
        expect(Math.abs(grid - 0.99)).toBeLessThan(1e-8);
        // The engine agrees with the grid count at each segment's first float.
        let start = 0n;
        table.forEach((multiplier, segment) => {
          const played = wheelEngine.play(params, [Number(start) / 2 ** 32]);
          expect(played.outcome.segment).toBe(segment);
          expect(played.multiplier).toBe(multiplier);
          expect(played.outcome.multiplier).toBe(wheelMultipliers(risk, segments)[segment]);
          start += gridCount(segment, segments);
        });
      }
    }
    expect(wheelEngine.catalogRtp).toBe(0.99);
  });
});
