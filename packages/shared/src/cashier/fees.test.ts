import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FeeLevel, feeLevelFor, maxWithdrawable, parseFeeRate, withdrawFee } from './fees.ts';

const standard: FeeLevel[] = [
  { from: 0n, fee: '0.03' },
  { from: 10_000_00n, fee: '0.02' },
  { from: 100_000_00n, fee: '0.01' },
];

/** Slow, obvious reference: every amount from the top down. */
function bruteMax(balance: bigint, levels: FeeLevel[]): bigint {
  for (let a = balance; a > 0n; a--) if (a + withdrawFee(a, levels) <= balance) return a;
  return 0n;
}

const levelsArb = fc
  .array(
    fc.record({
      from: fc.bigInt({ min: 0n, max: 400n }),
      fee: fc.integer({ min: 0, max: 1_000_000 }).map((n) => {
        const digits = String(n).padStart(7, '0');
        return `${digits.slice(0, -6)}.${digits.slice(-6)}`;
      }),
    }),
    { maxLength: 5 },
  )
  .map((levels) => levels as FeeLevel[]);

describe('parseFeeRate', () => {
  it('reads up to six significant decimals exactly', () => {
    expect(parseFeeRate('0.025')).toBe(25_000n);
    expect(parseFeeRate('0.000001')).toBe(1n);
    expect(parseFeeRate('0.025000000000')).toBe(25_000n);
    expect(parseFeeRate('1')).toBe(1_000_000n);
    expect(parseFeeRate('0')).toBe(0n);
    for (const bad of ['', '-0.01', '+0.01', '0.0000001', '1e-2', '.5', 'abc', '0.5%']) {
      expect(parseFeeRate(bad), bad).toBeNull();
    }
  });
});

describe('withdrawFee', () => {
  it('takes the last level at or below the amount', () => {
    expect(withdrawFee(5000_00n, standard)).toBe(150_00n);
    expect(withdrawFee(9_999_99n, standard)).toBe(29_999n);
    expect(withdrawFee(10_000_00n, standard)).toBe(200_00n);
    expect(withdrawFee(100_000_00n, standard)).toBe(1000_00n);
    expect(feeLevelFor(10_000_00n, standard)?.fee).toBe('0.02');
  });

  it('sorts the levels and lets the later of equal froms win', () => {
    expect(withdrawFee(50_000_00n, [...standard].reverse())).toBe(1000_00n);
    expect(
      withdrawFee(100n, [
        { from: 0n, fee: '0.5' },
        { from: 0n, fee: '0.1' },
      ]),
    ).toBe(10n);
    expect(
      feeLevelFor(100n, [
        { from: 0n, fee: '0.5' },
        { from: 0n, fee: '0.1' },
      ])?.fee,
    ).toBe('0.1');
  });

  it('charges nothing below the first level and for nothing', () => {
    expect(withdrawFee(99n, [{ from: 100n, fee: '0.1' }])).toBe(0n);
    expect(feeLevelFor(99n, [{ from: 100n, fee: '0.1' }])).toBeUndefined();
    expect(withdrawFee(0n, standard)).toBe(0n);
    expect(withdrawFee(1000n, [])).toBe(0n);
  });

  it('rounds down, exactly', () => {
    expect(withdrawFee(33n, [{ from: 0n, fee: '0.025' }])).toBe(0n);
    expect(withdrawFee(40n, [{ from: 0n, fee: '0.025' }])).toBe(1n);
    expect(withdrawFee(10n ** 30n + 1n, [{ from: 0n, fee: '0.000001' }])).toBe(10n ** 24n);
  });

  it('refuses a malformed level', () => {
    expect(() => withdrawFee(100n, [{ from: 0n, fee: '3%' }])).toThrow(RangeError);
  });

  it('is floor(amount × rate) of the chosen level', () => {
    fc.assert(
      fc.property(levelsArb, fc.bigInt({ min: 0n, max: 10n ** 15n }), (levels, amount) => {
        const level = feeLevelFor(amount, levels);
        const rate = level ? (parseFeeRate(level.fee) ?? 0n) : 0n;
        const fee = withdrawFee(amount, levels);
        expect(fee).toBe((amount * rate) / 1_000_000n);
        expect(fee >= 0n && fee <= amount).toBe(true);
      }),
    );
  });
});

describe('maxWithdrawable', () => {
  it('leaves room for the fee', () => {
    expect(maxWithdrawable(103n, [{ from: 0n, fee: '0.03' }])).toBe(100n);
    expect(maxWithdrawable(0n, standard)).toBe(0n);
    expect(maxWithdrawable(-5n, standard)).toBe(0n);
    expect(maxWithdrawable(500n, [])).toBe(500n);
  });

  it('finds a larger amount past a cheaper level', () => {
    // 999 + 5 % = 1048 does not fit 1030, but 1010 + 2 % = 1030 does.
    const levels = [
      { from: 0n, fee: '0.05' },
      { from: 1000n, fee: '0.02' },
    ];
    expect(maxWithdrawable(1030n, levels)).toBe(1010n);
    expect(bruteMax(1030n, levels)).toBe(1010n);
  });

  it('agrees with trying every amount', () => {
    fc.assert(
      fc.property(levelsArb, fc.bigInt({ min: 0n, max: 600n }), (levels, balance) => {
        expect(maxWithdrawable(balance, levels)).toBe(bruteMax(balance, levels));
      }),
      { numRuns: 300 },
    );
  });

  it('is affordable and maximal at large balances', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 20n }), (balance) => {
        const max = maxWithdrawable(balance, standard);
        expect(max + withdrawFee(max, standard) <= balance).toBe(true);
        // In the top level's span a one larger amount no longer fits.
        if (max >= 100_000_00n && max < balance) {
          expect(max + 1n + withdrawFee(max + 1n, standard) > balance).toBe(true);
        }
      }),
    );
  });
});
