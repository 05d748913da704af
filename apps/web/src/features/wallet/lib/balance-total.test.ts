import type { BalanceView, Money } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { activeBonuses, balanceTotal } from './balance-total.ts';

const money = (value: string, primaryValue = value, primaryPrecision = 2): Money => ({
  value,
  primaryValue,
  primaryPrecision,
  currency: { code: 'RUB', displayFormat: '{amount} ₽', icon: '' },
});
const bonus = (status: string, amount: Money) => ({ status, amount, wager: { current: '0', total: '1' } });

describe('balanceTotal (main plus every active bonus account, in minor units)', () => {
  const balance: BalanceView = {
    total: money('0.00'),
    fiat: money('0.10', '0.00123', 5),
    userBonuses: [
      bonus('active', money('0.20', '0.00246', 5)),
      bonus('Active', money('1000000000000000.05', '1.5', 1)),
      bonus('expired', money('7.00')),
    ],
  };

  it('adds exactly, at the widest precision, skipping settled bonuses', () => {
    expect(activeBonuses(balance)).toHaveLength(2);
    expect(balanceTotal(balance)).toMatchObject({
      value: '1000000000000000.35',
      primaryValue: '1.50369',
      primaryPrecision: 5,
    });
  });

  it("falls back to the server's total when an amount cannot be read", () => {
    const broken = { ...balance, fiat: money('1e3') };
    expect(balanceTotal(broken)).toBe(broken.total);
  });
});
