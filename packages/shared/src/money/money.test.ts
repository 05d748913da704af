import { describe, expect, it } from 'vitest';
import { formatAmount, formatDisplay } from './money.ts';

/** ICU writes the Russian and Ukrainian group separator as a no-break space. */
const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

describe('formatAmount', () => {
  it('groups thousands and writes the decimal separator in English', () => {
    expect(formatAmount('1234567.5', 'en')).toBe('1,234,567.50');
    expect(formatAmount('1234567', 'en')).toBe('1,234,567');
    expect(formatAmount('999', 'en')).toBe('999');
    expect(formatAmount('1000.00', 'en')).toBe('1,000.00');
  });

  it('groups thousands with spaces and a decimal comma in Russian and Ukrainian', () => {
    for (const locale of ['ru', 'uk']) {
      expect(formatAmount('1234567.5', locale)).toBe(nbsp('1 234 567,50'));
      expect(formatAmount('300000', locale)).toBe(nbsp('300 000'));
      expect(formatAmount('12.34', locale)).toBe('12,34');
    }
  });

  it('keeps every digit of crypto precision and of amounts beyond a double', () => {
    expect(formatAmount('0.00012345', 'en')).toBe('0.00012345');
    expect(formatAmount('0.00012345', 'ru')).toBe('0,00012345');
    expect(formatAmount('12345678901234567890.123456789', 'en')).toBe('12,345,678,901,234,567,890.123456789');
  });

  it('keeps the sign and leaves what is not a plain decimal alone', () => {
    expect(formatAmount('-1500.25', 'en')).toBe('-1,500.25');
    expect(formatAmount('12.', 'en')).toBe('12.');
    expect(formatAmount('', 'ru')).toBe('');
    expect(formatAmount('—', 'uk')).toBe('—');
  });
});

describe('formatDisplay', () => {
  it('puts the amount into the currency format as given without a locale', () => {});

  it('writes the amount for the language when given one', () => {
    expect(formatDisplay('1234567.5', '$' + '{amount}', 'en')).toBe('$1,234,567.50');
    expect(formatDisplay('1234567.5', '{amount} ₽', 'ru')).toBe(`${nbsp('1 234 567,50')} ₽`);
    expect(formatDisplay('1234567.5', '{amount} ₴', 'uk')).toBe(`${nbsp('1 234 567,50')} ₴`);
  });
});
