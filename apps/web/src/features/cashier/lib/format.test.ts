import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { formatMoney, groupDigits, trimAmount } from './format.ts';

/** ICU's Russian and Ukrainian group separator is a no-break space. */
const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');
const RUB = [{ code: 'RUB', displayFormat: '{amount} ₽' }];
const USD = [{ code: 'USD', displayFormat: '$' + '{amount}' }];

describe('formatMoney', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('groups thousands in English', () => {
    expect(formatMoney('1234567.5', 'USD', USD, 'en')).toBe('$1,234,567.50');
    expect(formatMoney('1234567.5', 'RUB', RUB, 'en')).toBe('1,234,567.50 ₽');
    expect(formatMoney('1234567.5', 'EUR', undefined, 'en')).toBe('1,234,567.50 EUR');
  });

  it('groups thousands with spaces and a decimal comma in Russian and Ukrainian', () => {
    for (const locale of ['ru', 'uk']) {
      expect(formatMoney('1234567.5', 'RUB', RUB, locale)).toBe(`${nbsp('1 234 567,50')} ₽`);
      expect(formatMoney('1234567.5', 'UAH', undefined, locale)).toBe(`${nbsp('1 234 567,50')} UAH`);
    }
  });

  it('follows the current language when none is given', async () => {
    await i18n.changeLanguage('ru');
    expect(formatMoney('1234567.5', 'RUB', RUB)).toBe(`${nbsp('1 234 567,50')} ₽`);
    await i18n.changeLanguage('uk');
    expect(groupDigits('300000')).toBe(nbsp('300 000'));
    await i18n.changeLanguage('en');
    expect(formatMoney('1234567.5', 'RUB', RUB)).toBe('1,234,567.50 ₽');
  });

  it('keeps crypto precision', () => {
    expect(formatMoney('0.00012345', 'BTC', undefined, 'en')).toBe('0.00012345 BTC');
    expect(formatMoney('12500.00012345', 'BTC', undefined, 'ru')).toBe(`${nbsp('12 500,00012345')} BTC`);
  });
});

describe('groupDigits and trimAmount', () => {
  it('groups in every language', () => {
    expect(groupDigits('300000', 'en')).toBe('300,000');
    expect(groupDigits('300000', 'ru')).toBe(nbsp('300 000'));
    expect(groupDigits('300000', 'uk')).toBe(nbsp('300 000'));
  });

  it('drops a zero fraction', () => {
    expect(trimAmount('500.00')).toBe('500');
    expect(trimAmount('0.0010')).toBe('0.001');
  });
});
