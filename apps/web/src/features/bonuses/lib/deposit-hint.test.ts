import { describe, expect, it } from 'vitest';
import { bonus, money } from '../test/fixtures.tsx';
import { depositHint } from './deposit-hint.ts';

const tiers = [
  bonus(
    'personal',
    { isPersonal: true, isCurrent: true },
    { minDeposit: money('1.00', 'RUB'), amountMultiplier: 3 },
  ),
  bonus(
    'low',
    { isCurrent: true },
    { minDeposit: money('1000.00', 'RUB'), maxDeposit: money('5000.00', 'RUB') },
  ),
  bonus('high', { isCurrent: true }, { minDeposit: money('5000.00', 'RUB'), maxDeposit: null }),
  bonus('later', { isCurrent: false }, { minDeposit: money('100.00', 'RUB') }),
];

describe('deposit bonus hint (SPEC §5.1 range matching)', () => {
  it('picks the non-personal current bonus with min ≤ amount < max', () => {
    expect(depositHint(tiers, '1000', 'RUB')).toMatchObject({ kind: 'match', bonus: { id: 'low' } });
    expect(depositHint(tiers, '4999.99', 'RUB')).toMatchObject({ kind: 'match', bonus: { id: 'low' } });
    expect(depositHint(tiers, '5000', 'RUB')).toMatchObject({ kind: 'match', bonus: { id: 'high' } });
    expect(depositHint(tiers, '1000000', 'RUB')).toMatchObject({ kind: 'match', bonus: { id: 'high' } });
  });

  it('below every range, names the nearest minimum (never a personal or not-current bonus)', () => {
    const hint = depositHint(tiers, '999', 'RUB');
    expect(hint).toMatchObject({ kind: 'below', bonus: { id: 'low' } });
    expect(hint.kind === 'below' && hint.minDeposit.value).toBe('1000.00');
  });

  it('says nothing without an amount, for another currency, or with nothing in reach', () => {
    expect(depositHint(tiers, null, 'RUB')).toEqual({ kind: 'none' });
    expect(depositHint(tiers, '2000', 'USD')).toEqual({ kind: 'none' });
    expect(depositHint(tiers.slice(1, 2), '6000', 'RUB')).toEqual({ kind: 'none' });
    expect(depositHint(tiers, 'abc', 'RUB')).toEqual({ kind: 'none' });
  });
});
