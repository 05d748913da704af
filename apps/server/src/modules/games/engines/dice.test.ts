import { diceParams } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { diceEngine, diceMultiplier, diceRtpFraction, diceWinChance } from './dice.ts';
import { toNumber } from './fraction.ts';

/** A float whose roll is exactly `roll` hundredths. */
const floatForRoll = (roll: number) => (roll + 0.5) / 10_001;

describe('dice', () => {
  it('multiplier = 99 / win chance, floored to 4 decimals', () => {
    expect(diceMultiplier({ target: 50.5, condition: 'over' })).toBe(20_000n); // 49.5 % → 2×
    expect(diceMultiplier({ target: 50, condition: 'under' })).toBe(19_800n); // 50 % → 1.98×
    expect(diceMultiplier({ target: 2, condition: 'over' })).toBe(10_102n); // 98 % → 1.010204… → 1.0102
    expect(diceMultiplier({ target: 98, condition: 'under' })).toBe(10_102n);
    expect(diceMultiplier({ target: 99.99, condition: 'over' })).toBe(99_000_000n); // 0.01 % → 9900×
    expect(diceMultiplier({ target: 0.01, condition: 'under' })).toBe(99_000_000n);
    expect(diceMultiplier({ target: 33.33, condition: 'under' })).toBe(29_702n); // 2.970297… → 2.9702
    expect(diceWinChance({ target: 12.34, condition: 'over' })).toBe(8766);
    expect(diceEngine.maxMultiplier({ target: 12.34, condition: 'under' })).toBe(80_226n);
  });

  it('over wins only above the target, under only below; a roll equal to the target loses', () => {
    const over = { target: 51.37, condition: 'over' as const };
    const under = { target: 51.37, condition: 'under' as const };
    expect(diceEngine.play(over, [floatForRoll(5137)])).toEqual({
      multiplier: 0n,
      outcome: { roll: 51.37, target: 51.37, condition: 'over', win: false },
    });
    expect(diceEngine.play(under, [floatForRoll(5137)]).multiplier).toBe(0n);
    expect(diceEngine.play(over, [floatForRoll(5138)])).toEqual({
      multiplier: diceMultiplier(over),
      outcome: { roll: 51.38, target: 51.37, condition: 'over', win: true },
    });
    expect(diceEngine.play(under, [floatForRoll(5136)]).outcome).toMatchObject({ roll: 51.36, win: true });
    expect(diceEngine.play(under, [floatForRoll(5138)]).outcome).toMatchObject({ win: false });
    expect(diceEngine.play(over, [floatForRoll(5136)]).outcome).toMatchObject({ win: false });
  });

  it('rolls span 0.00–100.00', () => {
    const params = { target: 99.99, condition: 'over' as const };
    expect(diceEngine.play(params, [0]).outcome).toMatchObject({ roll: 0, win: false });
    expect(diceEngine.play(params, [1 - 2 ** -32]).outcome).toMatchObject({ roll: 100, win: true });
    expect(diceEngine.play({ target: 0.01, condition: 'under' }, [0]).outcome).toMatchObject({ win: true });
    expect(diceEngine.floatsNeeded(params)).toBe(1);
  });

  it('the schema holds the target to 0.01–99.99 and the win chance to 0.01 %–98 %', () => {
    expect(diceParams.safeParse({ target: 2, condition: 'over' }).success).toBe(true);
    expect(diceParams.safeParse({ target: 1.99, condition: 'over' }).success).toBe(false); // 98.01 %
    expect(diceParams.safeParse({ target: 98, condition: 'under' }).success).toBe(true);
    expect(diceParams.safeParse({ target: 98.01, condition: 'under' }).success).toBe(false);
    expect(diceParams.safeParse({ target: 0.01, condition: 'under' }).success).toBe(true);
    expect(diceParams.safeParse({ target: 100, condition: 'under' }).success).toBe(false);
    expect(diceParams.safeParse({ target: 50.123, condition: 'under' }).success).toBe(false);
    expect(diceParams.safeParse({ target: 50, condition: 'sideways' }).success).toBe(false);
    expect(diceEngine.params).toBe(diceParams);
  });

  it('exact RTP: winning floats of 2^32 × floored multiplier, a hair under 0.99 × 10000 / 10001', () => {
    for (const target of [0.01, 2, 25.5, 50, 50.5, 75, 98, 99.99]) {
      for (const condition of ['over', 'under'] as const) {
        const params = { target, condition };
        if (!diceParams.safeParse(params).success) continue;
        const rtp = diceEngine.rtp(params);
        const chance = diceWinChance(params);
        // The 10001-value approximation: chance / 10001 × multiplier. The float grid moves the win
        // probability by less than one float in 2^32, so the RTP by less than multiplier / 2^32.
        const multiplier = Number(diceMultiplier(params)) / 10_000;
        const approx = (chance / 10_001) * multiplier;
        expect(Math.abs(rtp - approx)).toBeLessThan(multiplier / 2 ** 32);
        expect(rtp).toBeLessThanOrEqual((0.99 * 10_000) / 10_001 + multiplier / 2 ** 32);
        expect(rtp).toBeGreaterThan(0.9898);
      }
    }
    // 49.5 % at exactly 2×: the flooring costs nothing, only the 10001st roll does.
    const even = diceRtpFraction({ target: 50.5, condition: 'over' });
    expect(toNumber(even)).toBeCloseTo((4950 / 10_001) * 2, 8);
    expect(diceEngine.catalogRtp).toBe(toNumber(even));
  });
});
