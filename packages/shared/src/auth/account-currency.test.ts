import { describe, expect, it } from 'vitest';
import { ACCOUNT_CURRENCIES, defaultAccountCurrency } from './account-currency.ts';

describe('defaultAccountCurrency', () => {
  it('follows the site language when it names a currency', () => {
    expect(defaultAccountCurrency('ru', ['en-US'])).toBe('RUB');
    expect(defaultAccountCurrency('uk', ['de-DE'])).toBe('UAH');
  });

  it('else follows the first browser language that names one', () => {
    expect(defaultAccountCurrency('en', ['de-DE', 'en-US'])).toBe('EUR');
    expect(defaultAccountCurrency('en', ['en', 'pl'])).toBe('PLN');
    expect(defaultAccountCurrency('en', ['kk-KZ'])).toBe('KZT');
    expect(defaultAccountCurrency('en', ['zh-Hant-TW', 'id'])).toBe('IDR');
  });

  it('falls back to USD', () => {
    expect(defaultAccountCurrency('en')).toBe('USD');
    expect(defaultAccountCurrency('en', ['en-GB', 'ja'])).toBe('USD');
  });

  it('always answers a currency an account can be opened in', () => {
    for (const languages of [['fr-FR'], ['uz'], ['ru-UA'], ['xx'], []])
      expect(ACCOUNT_CURRENCIES).toContain(defaultAccountCurrency('en', languages));
  });
});
