import { describe, expect, it } from 'vitest';
import { profitOnWin } from '../lib/amount.ts';
import {
  chanceFor,
  clampTarget,
  formatChance,
  formatTargetValue,
  multiplierOf,
  readLimboOutcome,
  targetForChance,
} from './limbo-math.ts';

describe('limbo on the page uses the shared integer odds', () => {
  it('shows 99 / target percent', () => {
    expect(formatChance(chanceFor(2))).toBe('49.50');
    expect(formatChance(chanceFor(3))).toBe('33.00');
    expect(formatChance(chanceFor(1.01))).toBe('98.02');
    expect(formatChance(chanceFor(1_000_000))).toBe('0.000099');
    expect(formatChance(chanceFor(10_000))).toBe('0.0099');
  });

  it('keeps the target within 1.01×–1,000,000× with two decimals', () => {
    expect(clampTarget(1)).toBe(1.01);
    expect(clampTarget(2_000_000)).toBe(1_000_000);
    expect(clampTarget(2.345)).toBe(2.35);
    expect(formatTargetValue(2)).toBe('2.00');
    expect(formatTargetValue(1.1)).toBe('1.10');
  });

  it('turns a typed chance into a target; nonsense keeps the current one', () => {
    expect(targetForChance(49.5, 5)).toBe(2);
    expect(targetForChance(99, 5)).toBe(1.01);
    expect(targetForChance(Number.NaN, 5)).toBe(5);
    expect(targetForChance(0, 5)).toBe(5);
  });

  it('pays the target at the shared 10^4 scale', () => {
    expect(multiplierOf(1.15)).toBe(11_500n);
    expect(profitOnWin('1.00', multiplierOf(1.15), 2)).toBe('0.15');
    expect(profitOnWin('0.07', multiplierOf(1.5), 2)).toBe('0.03');
  });

  it('reads the outcome, comparing in hundredths when win is missing', () => {
    expect(readLimboOutcome({ result: 2, target: 2 })).toEqual({ result: 2, win: true });
    expect(readLimboOutcome({ result: 1.99, target: 2 })).toEqual({ result: 1.99, win: false });
  });
});
