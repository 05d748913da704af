import { limboParams, limboResult } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { limboEngine } from './limbo.ts';

const TWO_32 = 2 ** 32;

describe('limbo', () => {
  it('wins when the result reaches the target, a result equal to the target included', () => {
    // The largest float whose result is exactly 2.00×, and the next one (1.99×).
    const k = Math.floor((99 * TWO_32) / 200);
    expect(limboResult(k / TWO_32)).toBe(200);
    expect(limboResult((k + 1) / TWO_32)).toBe(199);
    expect(limboEngine.play({ target: 2 }, [k / TWO_32])).toEqual({
      multiplier: 20_000n,
      outcome: { result: 2, target: 2, win: true },
    });
    expect(limboEngine.play({ target: 2 }, [(k + 1) / TWO_32])).toEqual({
      multiplier: 0n,
      outcome: { result: 1.99, target: 2, win: false },
    });
  });

  it('pays the target, exactly at 4 decimals', () => {
    expect(limboEngine.play({ target: 1.01 }, [0.5]).multiplier).toBe(10_100n); // 1.98× ≥ 1.01
    expect(limboEngine.play({ target: 1000000 }, [0]).multiplier).toBe(10_000_000_000n); // float 0: the cap
    expect(limboEngine.play({ target: 123.45 }, [0.5]).multiplier).toBe(0n);
    expect(limboEngine.maxMultiplier({ target: 123.45 })).toBe(1_234_500n);
    expect(limboEngine.play({ target: 1.01 }, [1 - 2 ** -32]).outcome).toEqual({
      result: 1,
      target: 1.01,
      win: false,
    });
    expect(limboEngine.floatsNeeded({ target: 2 })).toBe(1);
  });

  it('the schema holds the target to 1.01–1,000,000 with 2 decimals', () => {
    expect(limboParams.safeParse({ target: 1.01 }).success).toBe(true);
    expect(limboParams.safeParse({ target: 1 }).success).toBe(false);
    expect(limboParams.safeParse({ target: 1_000_000 }).success).toBe(true);
    expect(limboParams.safeParse({ target: 1_000_000.01 }).success).toBe(false);
    expect(limboParams.safeParse({ target: 2.005 }).success).toBe(false);
  });

  it('exact RTP: P(result ≥ M) = 0.99 / M on the 2^32 float grid, plus the cap of float 0', () => {
    for (const target of [1.01, 2, 10, 100, 1000, 12345.67, 1_000_000]) {
      const hundredths = Math.round(target * 100);
      const winning = Math.floor((99 * TWO_32) / hundredths) + 1;
      expect(limboEngine.rtp({ target })).toBeCloseTo(((winning / TWO_32) * hundredths) / 100, 12);
      expect(limboEngine.rtp({ target })).toBeGreaterThanOrEqual(0.99);
      expect(limboEngine.rtp({ target }) - 0.99).toBeLessThanOrEqual(hundredths / 100 / TWO_32);
    }
    expect(limboEngine.catalogRtp).toBeCloseTo(0.99, 9);
  });
});
