import { PLINKO_RISKS, PLINKO_ROW_COUNTS, plinkoMultipliers, plinkoParams, plinkoRtp } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { plinkoEngine } from './plinko.ts';

describe('plinko', () => {
  it('a ball falls right on floats ≥ 0.5 and pays the slot it lands in', () => {
    const allLeft = plinkoEngine.play({ rows: 8, risk: 'low' }, new Array(8).fill(0.1));
    expect(allLeft).toEqual({
      multiplier: 56_000n,
      outcome: { path: [0, 0, 0, 0, 0, 0, 0, 0], slot: 0, rows: 8, risk: 'low' },
    });
    const allRight = plinkoEngine.play({ rows: 16, risk: 'high' }, new Array(16).fill(0.5));
    expect(allRight.multiplier).toBe(10_000_000n);
    expect(allRight.outcome.slot).toBe(16);
    const middle = plinkoEngine.play(
      { rows: 12, risk: 'medium' },
      [0, 1 - 2 ** -32].flatMap((f) => new Array(6).fill(f)),
    );
    expect(middle.outcome.slot).toBe(6);
    expect(middle.multiplier).toBe(3_000n);
  });

  it('uses one float per row; the max multiplier is the edge slot', () => {
    for (const rows of PLINKO_ROW_COUNTS) {
      for (const risk of PLINKO_RISKS) {
        expect(plinkoEngine.floatsNeeded({ rows, risk })).toBe(rows);
        expect(plinkoEngine.maxMultiplier({ rows, risk })).toBe(
          BigInt(Math.round((plinkoMultipliers(rows, risk)[0] as number) * 1e4)),
        );
        expect(plinkoEngine.rtp({ rows, risk })).toBe(plinkoRtp(rows, risk));
      }
    }
    expect(() => plinkoEngine.play({ rows: 8, risk: 'low' }, [0.1])).toThrow(RangeError);
  });

  it('the schema takes 8–16 rows and the three risks', () => {
    expect(plinkoParams.safeParse({ rows: 8, risk: 'low' }).success).toBe(true);
    expect(plinkoParams.safeParse({ rows: 7, risk: 'low' }).success).toBe(false);
    expect(plinkoParams.safeParse({ rows: 17, risk: 'low' }).success).toBe(false);
    expect(plinkoParams.safeParse({ rows: 10.5, risk: 'low' }).success).toBe(false);
    expect(plinkoParams.safeParse({ rows: 10, risk: 'extreme' }).success).toBe(false);
    expect(plinkoEngine.catalogRtp).toBe(plinkoRtp(16, 'medium'));
  });
});
