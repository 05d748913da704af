import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bonusConversionCap,
  bonusWagerTotal,
  conversion,
  conversionCap,
  depositBonusAmount,
  freeSpinCredit,
  freeSpinsCap,
  fromBasisPoints,
  splitPayout,
  splitStake,
  toBasisPoints,
  wagerContribution,
  wagerTotal,
} from './amounts.ts';

const minor = fc.bigInt({ min: 0n, max: 10n ** 15n });

describe('bonus amounts', () => {
  it('a deposit bonus is deposit × multiplier, rounded down, capped by maxAmount', () => {
    expect(depositBonusAmount(10_000n, 15_000, null)).toBe(15_000n);
    expect(depositBonusAmount(333n, 5_000, null)).toBe(166n);
    expect(depositBonusAmount(100_000n, 10_000, 50_000n)).toBe(50_000n);
    expect(depositBonusAmount(0n, 10_000, null)).toBe(0n);
    fc.assert(
      fc.property(minor, fc.integer({ min: 0, max: 100_000 }), fc.option(minor), (deposit, bp, cap) => {
        const bonus = depositBonusAmount(deposit, bp, cap);
        expect(bonus >= 0n).toBe(true);
        expect(bonus * 10_000n <= deposit * BigInt(bp)).toBe(true);
        if (cap !== null) expect(bonus <= cap).toBe(true);
      }),
    );
  });

  it('multipliers travel as whole basis points', () => {
    expect(toBasisPoints(1.5)).toBe(15_000);
    expect(toBasisPoints(0.05)).toBe(500);
    expect(fromBasisPoints(15_000)).toBe(1.5);
    expect(() => toBasisPoints(0.123456)).toThrow(RangeError);
    expect(() => toBasisPoints(Number.NaN)).toThrow(RangeError);
  });

  it('wagering counts each game by its percent, never more than the stake', () => {
    expect(wagerTotal(1_000n, 35)).toBe(35_000n);
    expect(wagerContribution(1_000n, 100)).toBe(1_000n);
    expect(wagerContribution(1_000n, 10)).toBe(100n);
    expect(wagerContribution(1_000n, 0)).toBe(0n);
    expect(wagerContribution(1_000n, 250)).toBe(1_000n);
  });

  it('conversion moves at most the cap to main and removes the rest, adding up to the balance', () => {
    expect(conversion(5_000n, conversionCap(1_000n, 3))).toEqual({ toMain: 3_000n, removed: 2_000n });
    expect(conversion(5_000n, null)).toEqual({ toMain: 5_000n, removed: 0n });
    fc.assert(
      fc.property(minor, fc.option(minor), (balance, cap) => {
        const { toMain, removed } = conversion(balance, cap);
        expect(toMain + removed).toBe(balance);
        if (cap !== null) expect(toMain <= cap).toBe(true);
        expect(removed >= 0n).toBe(true);
      }),
    );
  });

  it('free spins win at most their cap: an amount and a multiple of the spins stake', () => {
    const caps = { maxAmount: 10_000n, maxMultiplier: 20, totalStake: 200n };
    expect(freeSpinsCap(caps)).toBe(4_000n);
    expect(freeSpinsCap({ ...caps, maxMultiplier: null })).toBe(10_000n);
    expect(freeSpinsCap({ ...caps, maxAmount: null })).toBe(4_000n);
    expect(freeSpinsCap({ maxAmount: null, maxMultiplier: null, totalStake: 200n })).toBeNull();
    expect(freeSpinCredit(3_000n, 4_000n, 0n)).toBe(3_000n);
    expect(freeSpinCredit(3_000n, 4_000n, 3_000n)).toBe(1_000n);
    expect(freeSpinCredit(3_000n, 4_000n, 4_000n)).toBe(0n);
    expect(freeSpinCredit(3_000n, null, 9_000n)).toBe(3_000n);
    expect(freeSpinCredit(0n, 4_000n, 0n)).toBe(0n);
    // However the spins fall, what they credit adds up to at most the cap.
    fc.assert(
      fc.property(fc.array(minor, { maxLength: 30 }), minor, (payouts, cap) => {
        let won = 0n;
        for (const payout of payouts) {
          const credit = freeSpinCredit(payout, cap, won);
          expect(credit >= 0n && credit <= (payout > 0n ? payout : 0n)).toBe(true);
          won += credit;
        }
        expect(won <= cap).toBe(true);
      }),
    );
  });

  it('a bonus wagers its money and its spins winnings, and converts at most both caps', () => {
    expect(bonusWagerTotal(1_000n, 30, 500n, 10)).toBe(35_000n);
    expect(bonusWagerTotal(0n, 30, 500n, 0)).toBe(0n);
    expect(bonusConversionCap({ amount: 1_000n, cap: 3_000n }, { granted: true, cap: 4_000n })).toBe(7_000n);
    expect(bonusConversionCap({ amount: 0n, cap: 0n }, { granted: true, cap: 4_000n })).toBe(4_000n);
    expect(bonusConversionCap({ amount: 1_000n, cap: 3_000n }, { granted: false, cap: null })).toBe(3_000n);
    expect(bonusConversionCap({ amount: 1_000n, cap: null }, { granted: true, cap: 4_000n })).toBeNull();
    expect(bonusConversionCap({ amount: 0n, cap: 0n }, { granted: true, cap: null })).toBeNull();
  });

  it('a stake is paid from main first, then bonus; payouts follow the stake proportions', () => {
    expect(splitStake(100n, 60n, 500n)).toEqual({ main: 60n, bonus: 40n });
    expect(splitStake(100n, 600n, 500n)).toEqual({ main: 100n, bonus: 0n });
    expect(splitStake(100n, 50n, 40n)).toBeUndefined();
    fc.assert(
      fc.property(minor, minor, minor, minor, (stake, main, bonus, payout) => {
        const split = splitStake(stake, main, bonus);
        if (!split) {
          expect(stake <= 0n || main + bonus < stake).toBe(true);
          return;
        }
        expect(split.main + split.bonus).toBe(stake);
        expect(split.main <= main && split.bonus <= bonus).toBe(true);
        expect(split.bonus === 0n || split.main === main).toBe(true);
        const paid = splitPayout(payout, split);
        expect(paid.main + paid.bonus).toBe(payout);
        if (split.bonus === 0n) expect(paid.bonus).toBe(0n);
      }),
    );
  });
});
