import { describe, expect, it } from 'vitest';
import {
  diceChanceForMultiplier,
  diceMultiplier,
  diceMultiplierForChance,
  diceTargetForChance,
  diceWinChance,
  LIMBO_MAX_TARGET_HUNDREDTHS,
  LIMBO_MIN_TARGET_HUNDREDTHS,
  limboMultiplier,
  limboTargetForChance,
  limboWinChance,
  toHundredths,
} from './instant-odds.ts';
import { formatMultiplier, payoutFor } from './multiplier.ts';

describe('dice odds in integers', () => {
  it('reads the chance in hundredths of a percent', () => {
    expect(diceWinChance({ target: 50.5, condition: 'over' })).toBe(4950);
    expect(diceWinChance({ target: 20, condition: 'under' })).toBe(2000);
    // 0.29 × 100 is 28.999… in floats: the hundredths still come out whole.
    expect(diceWinChance({ target: 0.29, condition: 'under' })).toBe(29);
    expect(toHundredths(50.5)).toBe(5050);
  });

  it('floors 99 / chance to 4 decimals where floats would round it up', () => {
    expect(diceMultiplier({ target: 50.5, condition: 'over' })).toBe(20_000n);
    // 99 / 47 = 2.10638…: a float shown with toFixed(4) says 2.1064, the bet pays 2.1063.
    expect(diceMultiplierForChance(4700)).toBe(21_063n);
    expect(formatMultiplier(diceMultiplierForChance(4700))).toBe('2.1063');
    expect(diceMultiplierForChance(9800)).toBe(10_102n);
    expect(diceMultiplierForChance(1)).toBe(99_000_000n);
    expect(diceMultiplierForChance(0)).toBe(0n);
  });

  it('pays exactly what the multiplier says', () => {
    expect(payoutFor(1000n, diceMultiplierForChance(4700))).toBe(2106n);
  });

  it('turns a typed multiplier back into a chance within 0.01–98 %', () => {
    expect(diceChanceForMultiplier(40_000n)).toBe(2475);
    expect(diceChanceForMultiplier(10_000n)).toBe(9800);
    expect(diceChanceForMultiplier(1_000_000_000n)).toBe(1);
    expect(diceChanceForMultiplier(0n)).toBe(9800);
  });

  it('places the target for a chance on either side', () => {
    expect(diceTargetForChance(2500, 'over')).toBe(7500);
    expect(diceTargetForChance(2500, 'under')).toBe(2500);
    expect(diceTargetForChance(9999, 'over')).toBe(200);
    expect(diceTargetForChance(0, 'under')).toBe(1);
  });
});

describe('limbo odds in integers', () => {
  it('pays the target itself', () => {
    expect(limboMultiplier(225)).toBe(22_500n);
    expect(payoutFor(1000n, limboMultiplier(toHundredths(2.25)))).toBe(2250n);
  });

  it('gives 99 / target percent at 10^-8 %', () => {
    expect(limboWinChance(200)).toBe(4_950_000_000n);
    expect(limboWinChance(LIMBO_MAX_TARGET_HUNDREDTHS)).toBe(9_900n);
    expect(limboWinChance(0)).toBe(0n);
  });

  it('turns a chance into a target within 1.01×–1,000,000×', () => {
    expect(limboTargetForChance(4_950_000_000n)).toBe(200);
    expect(limboTargetForChance(9_800_000_000n)).toBe(LIMBO_MIN_TARGET_HUNDREDTHS);
    expect(limboTargetForChance(1n)).toBe(LIMBO_MAX_TARGET_HUNDREDTHS);
    expect(limboTargetForChance(0n)).toBe(LIMBO_MAX_TARGET_HUNDREDTHS);
  });
});
