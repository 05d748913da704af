import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DepositRangeBonus, matchDepositBonus } from './bonus-range.ts';

const bonus = (
  id: string,
  min: bigint | null,
  max: bigint | null,
  extra: Partial<DepositRangeBonus> = {},
) => ({
  id,
  isPersonal: false,
  isCurrent: true,
  conditions: { minDeposit: min, maxDeposit: max },
  ...extra,
});

describe('matchDepositBonus', () => {
  const tiers = [bonus('low', 1000n, 5000n), bonus('mid', 5000n, 20_000n), bonus('high', 20_000n, null)];

  it('picks the tier with min ≤ amount < max', () => {
    expect(matchDepositBonus(tiers, 999n)).toBeUndefined();
    expect(matchDepositBonus(tiers, 1000n)?.id).toBe('low');
    expect(matchDepositBonus(tiers, 4999n)?.id).toBe('low');
    expect(matchDepositBonus(tiers, 5000n)?.id).toBe('mid');
    expect(matchDepositBonus(tiers, 10n ** 12n)?.id).toBe('high');
  });

  it('skips personal and not current bonuses', () => {
    const list = [
      bonus('personal', 0n, null, { isPersonal: true }),
      bonus('old', 0n, null, { isCurrent: false }),
      bonus('open', null, null),
    ];
    expect(matchDepositBonus(list, 100n)?.id).toBe('open');
    expect(matchDepositBonus(list.slice(0, 2), 100n)).toBeUndefined();
  });

  it('matches exactly when the amount is in range', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        (min, max, amount) => {
          const found = matchDepositBonus([bonus('x', min, max)], amount);
          expect(found !== undefined).toBe(min <= amount && amount < max);
        },
      ),
    );
  });
});
