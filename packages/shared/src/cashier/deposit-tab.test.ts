import { describe, expect, it } from 'vitest';
import {
  depositBonusPercent,
  externalInvoiceTarget,
  formatCountdown,
  isTonFamily,
  msUntilNextMidnight,
  orderDepositCurrencies,
  phoneDefaultCountry,
  splitFiatMethods,
} from './deposit-tab.ts';

describe('orderDepositCurrencies (SPEC §9: for Ukrainian, UAH second and RUB last)', () => {
  const codes = ['RUB', 'USD', 'EUR', 'UAH', 'KZT'];

  it('moves UAH to second and RUB to last for Ukrainian', () => {
    expect(orderDepositCurrencies(codes, 'uk')).toEqual(['USD', 'UAH', 'EUR', 'KZT', 'RUB']);
    expect(orderDepositCurrencies(codes, 'uk-UA')).toEqual(['USD', 'UAH', 'EUR', 'KZT', 'RUB']);
  });

  it('keeps the order for other languages', () => {
    expect(orderDepositCurrencies(codes, 'en')).toEqual(codes);
    expect(orderDepositCurrencies(codes, 'ru')).toEqual(codes);
    // "uz" starts like "uk" only in a careless prefix check.
    expect(orderDepositCurrencies(codes, 'ukr')).toEqual(codes);
  });

  it('handles lists without UAH or RUB, or with only those', () => {
    expect(orderDepositCurrencies(['RUB', 'USD'], 'uk')).toEqual(['USD', 'RUB']);
    expect(orderDepositCurrencies(['USD', 'EUR', 'UAH'], 'uk')).toEqual(['USD', 'UAH', 'EUR']);
    expect(orderDepositCurrencies(['UAH', 'RUB'], 'uk')).toEqual(['UAH', 'RUB']);
    expect(orderDepositCurrencies(['UAH'], 'uk')).toEqual(['UAH']);
    expect(orderDepositCurrencies([], 'uk')).toEqual([]);
  });

  it('reads codes from objects and does not mutate the input', () => {
    const items = [{ code: 'rub' }, { code: 'UAH' }, { code: 'USD' }];
    const ordered = orderDepositCurrencies(items, 'uk', (item) => item.code);
    expect(ordered.map((item) => item.code)).toEqual(['USD', 'UAH', 'rub']);
    expect(items.map((item) => item.code)).toEqual(['rub', 'UAH', 'USD']);
  });
});

describe('splitFiatMethods (SPEC §2.7: 4 at tablet size, else 6, then other)', () => {
  const methods = [1, 2, 3, 4, 5, 6, 7, 8];
  it('shows 4 at tablet size and 6 otherwise', () => {
    expect(splitFiatMethods(methods, true)).toEqual({ visible: [1, 2, 3, 4], hidden: [5, 6, 7, 8] });
    expect(splitFiatMethods(methods, false)).toEqual({ visible: [1, 2, 3, 4, 5, 6], hidden: [7, 8] });
  });
  it('hides nothing when all fit or when expanded', () => {
    expect(splitFiatMethods([1, 2, 3, 4], true)).toEqual({ visible: [1, 2, 3, 4], hidden: [] });
    expect(splitFiatMethods(methods, true, true)).toEqual({ visible: methods, hidden: [] });
  });
});

describe('depositBonusPercent (SPEC §9: depositBonus × 100)', () => {
  it('multiplies by 100 without float noise', () => {
    expect(depositBonusPercent(0.05)).toBe(5);
    expect(depositBonusPercent(0.1)).toBe(10);
    expect(depositBonusPercent(0.07)).toBe(7);
    expect(depositBonusPercent('0.125')).toBe(12.5);
  });
  it('is null without a bonus', () => {
    expect(depositBonusPercent(0)).toBeNull();
    expect(depositBonusPercent(null)).toBeNull();
    expect(depositBonusPercent(undefined)).toBeNull();
    expect(depositBonusPercent('x')).toBeNull();
    expect(depositBonusPercent(-0.1)).toBeNull();
  });
});

describe('msUntilNextMidnight (SPEC §9)', () => {
  it('counts to the next UTC midnight', () => {
    expect(msUntilNextMidnight(new Date('2025-03-10T23:59:59.000Z'), 'utc')).toBe(1000);
    expect(msUntilNextMidnight(new Date('2025-03-10T12:00:00.000Z'), 'utc')).toBe(12 * 3600_000);
    expect(msUntilNextMidnight(new Date('2025-03-10T00:00:00.000Z'), 'utc')).toBe(24 * 3600_000);
  });
  it('counts to the next local midnight', () => {
    const now = new Date(2025, 2, 10, 22, 30, 0);
    expect(msUntilNextMidnight(now)).toBe(new Date(2025, 2, 11, 0, 0, 0).getTime() - now.getTime());
  });
  it('formats as HH:MM:SS', () => {
    expect(formatCountdown(1000)).toBe('00:00:01');
    expect(formatCountdown(12 * 3600_000 + 61_999)).toBe('12:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});

describe('phoneDefaultCountry (SPEC §9)', () => {
  it('maps each listed currency', () => {
    expect(phoneDefaultCountry('IDR')).toBe('id');
    expect(phoneDefaultCountry('RUB')).toBe('ru');
    expect(phoneDefaultCountry('KZT')).toBe('kz');
    expect(phoneDefaultCountry('UAH')).toBe('ua');
    expect(phoneDefaultCountry('UZS')).toBe('uz');
    expect(phoneDefaultCountry('PLN')).toBe('pl');
    expect(phoneDefaultCountry('rub')).toBe('ru');
  });
  it('has none for other currencies', () => {
    expect(phoneDefaultCountry('USD')).toBeUndefined();
    expect(phoneDefaultCountry('toString')).toBeUndefined();
    expect(phoneDefaultCountry(null)).toBeUndefined();
    expect(phoneDefaultCountry('')).toBeUndefined();
  });
});

describe('isTonFamily and externalInvoiceTarget', () => {
  it('knows the TON currencies', () => {
    for (const code of ['TON', 'JETTON', 'NOT', 'DOGS', 'USDTTON', 'ton'])
      expect(isTonFamily(code)).toBe(true);
    for (const code of ['BTC', 'USDTTRC20', 'TONX']) expect(isTonFamily(code)).toBe(false);
  });
  it('picks parent window, new tab or frame (SPEC §4.2)', () => {
    expect(externalInvoiceTarget({ framed: true, miniApp: true })).toBe('parent');
    expect(externalInvoiceTarget({ framed: false, miniApp: true })).toBe('new-tab');
    expect(externalInvoiceTarget({ framed: false, miniApp: false })).toBe('frame');
  });
});
