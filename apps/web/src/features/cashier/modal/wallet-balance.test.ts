import { describe, expect, it } from 'vitest';
import { bonusTotal } from './wallet-balance.tsx';

const bonus = (value: string, code = 'USD', status = 'active') => ({
  status,
  amount: {
    value,
    primaryValue: value,
    primaryPrecision: 2,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder, not a template.
    currency: { code, displayFormat: code === 'USD' ? '${amount}' : `{amount} ${code}`, icon: '' },
  },
  wager: { current: '0', total: '100' },
});

describe('bonusTotal: the wallet header sums the active bonuses of balance.userBonuses', () => {
  it('is absent without active bonuses', () => {
    expect(bonusTotal([])).toBeNull();
    expect(bonusTotal([bonus('5.00', 'USD', 'expired')])).toBeNull();
  });

  it('adds the active bonuses in the currency of the first, exactly', () => {
    expect(
      bonusTotal([bonus('0.10'), bonus('0.20'), bonus('7.5', 'EUR'), bonus('1.00', 'USD', 'expired')]),
    ).toEqual(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder, not a template.
      { value: '0.30', displayFormat: '${amount}' },
    );
  });
});
