import { KENO_RISKS, kenoDraw, kenoMultipliers, kenoParams, kenoRtp } from '@casino/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kenoEngine, kenoRtpExact } from './keno.ts';
import { floatStream } from './test/float-source.ts';

const ZEROS = new Array(10).fill(0);

describe('keno', () => {
  it('draws 1–10 on zero floats and pays the hits by the table', () => {
    // Draw 1…10: picks 1, 2, 3 all hit.
    expect(kenoEngine.play({ risk: 'classic', picks: [1, 2, 3] }, ZEROS)).toEqual({
      multiplier: 103_000n,
      outcome: { risk: 'classic', picks: [1, 2, 3], drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], hits: [1, 2, 3] },
    });
    expect(kenoEngine.play({ risk: 'high', picks: [40, 1] }, ZEROS).multiplier).toBe(0n); // one hit of two
    expect(kenoEngine.play({ risk: 'low', picks: [40] }, ZEROS).multiplier).toBe(7_000n); // a miss pays 0.7×
    expect(kenoEngine.floatsNeeded({ risk: 'low', picks: [1] })).toBe(10);
    expect(kenoEngine.params).toBe(kenoParams);
  });

  it('any bet: hits are the picks drawn, the multiplier is the table’s, never above the max', () => {
    const stream = floatStream('keno property');
    fc.assert(
      fc.property(
        fc.constantFrom(...KENO_RISKS),
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }),
        (risk, picks) => {
          const floats = stream.fill(new Array(10).fill(0));
          const { multiplier, outcome } = kenoEngine.play({ risk, picks }, floats);
          const drawn = kenoDraw(floats);
          expect(outcome.drawn).toEqual(drawn);
          expect(outcome.hits).toEqual(picks.filter((n) => drawn.includes(n)));
          const hits = (outcome.hits as number[]).length;
          expect(Number(multiplier) / 10_000).toBeCloseTo(
            kenoMultipliers(risk, picks.length)[hits] as number,
            10,
          );
          expect(multiplier <= kenoEngine.maxMultiplier({ risk, picks })).toBe(true);
        },
      ),
    );
  });

  it('exact RTP per table is the shared figure, 98 %–99 %', () => {
    for (const risk of KENO_RISKS) {
      for (let count = 1; count <= 10; count++) {
        const params = { risk, picks: Array.from({ length: count }, (_, i) => i + 1) };
        const exact = kenoRtpExact(params);
        expect(kenoEngine.rtp(params)).toBeCloseTo(kenoRtp(risk, count), 14);
        expect(exact.numerator * 100n >= exact.denominator * 98n).toBe(true);
        expect(exact.numerator * 100n <= exact.denominator * 99n).toBe(true);
      }
    }
    expect(kenoEngine.catalogRtp).toBe(kenoEngine.rtp(kenoEngine.defaultParams));
  });
});
