import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMajor } from '../money/minor-units.ts';
import {
  canonicalAmount,
  checkAmountBounds,
  decimalSeparatorOf,
  MAX_AMOUNT_MAJOR,
  normalizeAmountInput,
  parseAmount,
  parseFiatAmount,
  validateAmount,
} from './amount.ts';

const RUB = { code: 'RUB', precision: 2 };

describe('parseAmount', () => {
  it('parses decimal numbers into minor units', () => {
    expect(parseAmount('12.5', 2)).toBe(1250n);
    expect(parseAmount('12', 2)).toBe(1200n);
    expect(parseAmount('0.00000001', 8)).toBe(1n);
    expect(parseAmount(' 7.10 ', 2)).toBe(710n);
    expect(parseAmount('0', 2)).toBe(0n);
    expect(parseAmount('007', 0)).toBe(7n);
  });

  it('refuses anything that is not a plain decimal within precision', () => {
    for (const bad of [
      '',
      ' ',
      '+1',
      '-1',
      '1e3',
      '1E3',
      '1 000',
      '1. 5',
      '1.',
      '.5',
      '1,5',
      '0x10',
      'NaN',
      'Infinity',
      '١٢',
      '1.234',
      '1.5\n2',
    ]) {
      expect(parseAmount(bad, 2), bad).toBeNull();
    }
    expect(parseAmount('1.5', 0)).toBeNull();
  });

  it('caps amounts at 10^15 major units', () => {
    expect(parseAmount('1000000000000000', 2)).toBe(MAX_AMOUNT_MAJOR * 100n);
    expect(parseAmount('1000000000000000.01', 2)).toBeNull();
    expect(parseAmount('9'.repeat(40), 0)).toBeNull();
    expect(parseAmount('1'.repeat(100_000), 2)).toBeNull();
  });

  it('round-trips every amount up to the cap at any precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 18 }), fc.bigInt({ min: 0n, max: 10n ** 33n }), (p, n) => {
        const amount = n % (MAX_AMOUNT_MAJOR * 10n ** BigInt(p) + 1n);
        expect(parseAmount(formatMajor(amount, p), p)).toBe(amount);
      }),
    );
  });

  it('never accepts a string with a sign, exponent or inner space', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('+', '-', 'e', 'E', ' ', ','), fc.string(), (a, mark, b) => {
        const input = `1${a}${mark}${b}1`;
        expect(parseAmount(input, 18)).toBeNull();
      }),
    );
  });
});

describe('parseFiatAmount', () => {
  it('takes whole major units only', () => {
    expect(parseFiatAmount('1500', 2)).toBe(150_000n);
    expect(parseFiatAmount('1500', 0)).toBe(1500n);
    expect(parseFiatAmount(' 5 ', 2)).toBe(500n);
    for (const bad of ['', '15.00', '1.5', '+5', '-5', '1e3', '1 500', 'abc']) {
      expect(parseFiatAmount(bad, 2), bad).toBeNull();
    }
    expect(parseFiatAmount('1000000000000001', 2)).toBeNull();
  });

  it('is the decimal parse of the same digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_AMOUNT_MAJOR }), fc.integer({ min: 0, max: 9 }), (n, p) => {
        expect(parseFiatAmount(n.toString(), p)).toBe(parseAmount(n.toString(), p));
      }),
    );
  });
});

describe('checkAmountBounds', () => {
  it('reports the crossed bound in major units with the currency', () => {
    expect(checkAmountBounds(499_99n, { min: 500_00n, max: 300_000_00n }, RUB)).toEqual({
      message: 'Validation.minimum_amount',
      params: { amount: '500.00', currency: 'RUB' },
    });
    expect(checkAmountBounds(300_000_01n, { min: 500_00n, max: 300_000_00n }, RUB)).toEqual({
      message: 'Validation.maximum_amount',
      params: { amount: '300000.00', currency: 'RUB' },
    });
    expect(checkAmountBounds(500_00n, { min: 500_00n, max: 500_00n }, RUB)).toBeNull();
    expect(checkAmountBounds(1n, {}, RUB)).toBeNull();
  });

  it('passes exactly the amounts within [min, max]', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (a, b, amount) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const result = checkAmountBounds(amount, { min, max }, RUB);
          if (amount < min) expect(result?.message).toBe('Validation.minimum_amount');
          else if (amount > max) expect(result?.message).toBe('Validation.maximum_amount');
          else expect(result).toBeNull();
        },
      ),
    );
  });
});

describe('validateAmount', () => {
  it('says required, invalid, out of bounds, or gives the amount', () => {
    expect(validateAmount('', RUB)).toEqual({ error: { message: 'Validation.required' } });
    expect(validateAmount(undefined, RUB)).toEqual({ error: { message: 'Validation.required' } });
    expect(validateAmount('abc', RUB)).toEqual({ error: { message: 'Validation.invalid_amount' } });
    expect(validateAmount('0', RUB)).toEqual({ error: { message: 'Validation.invalid_amount' } });
    expect(validateAmount('10.5', RUB, {}, { digitsOnly: true })).toEqual({
      error: { message: 'Validation.whole_number' },
    });
    expect(validateAmount('10', RUB, { min: 100_00n })).toEqual({
      error: { message: 'Validation.minimum_amount', params: { amount: '100.00', currency: 'RUB' } },
    });
    expect(validateAmount('150', RUB, { min: 100_00n }, { digitsOnly: true })).toEqual({ amount: 150_00n });
  });
});

describe('validateAmount: separators are explained, never dropped', () => {
  it('refuses "12.50" and "12,50" in a whole-number field with the whole-number message, not 1250', () => {
    for (const text of ['12.50', '12,50', '12.', '1,500', ' 12.50 ']) {
      expect(validateAmount(text, RUB, {}, { digitsOnly: true })).toEqual({
        error: { message: 'Validation.whole_number' },
      });
    }
    expect(validateAmount('12a', RUB, {}, { digitsOnly: true })).toEqual({
      error: { message: 'Validation.invalid_amount' },
    });
  });

  it('refuses more decimals than the currency has, saying how many it has', () => {
    expect(validateAmount('12.505', RUB)).toEqual({
      error: { message: 'Validation.too_many_decimals', params: { decimals: '2' } },
    });
    expect(validateAmount('0.000000001', { code: 'BTC', precision: 8 })).toEqual({
      error: { message: 'Validation.too_many_decimals', params: { decimals: '8' } },
    });
    expect(validateAmount('1.5', { code: 'JPY', precision: 0 })).toEqual({
      error: { message: 'Validation.whole_number' },
    });
    expect(validateAmount('12.50', RUB)).toEqual({ amount: 1250n });
  });

  it('any amount with a fraction in a digits-only field is whole_number, never a number', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,6}$/),
        fc.constantFrom('.', ','),
        fc.stringMatching(/^\d{0,4}$/),
        (whole, separator, fraction) => {
          const result = validateAmount(`${whole}${separator}${fraction}`, RUB, {}, { digitsOnly: true });
          expect(result).toEqual({ error: { message: 'Validation.whole_number' } });
        },
      ),
    );
  });
});

describe('decimalSeparatorOf', () => {
  it('is the point in English and the comma in Russian and Ukrainian', () => {
    expect(decimalSeparatorOf('en')).toBe('.');
    expect(decimalSeparatorOf('ru')).toBe(',');
    expect(decimalSeparatorOf('uk')).toBe(',');
    expect(decimalSeparatorOf('not a locale!')).toBe('.');
  });
});

describe('canonicalAmount', () => {
  it('reads a point or a comma as the decimal separator and drops digit-group spaces', () => {
    expect(canonicalAmount('12.50')).toBe('12.50');
    expect(canonicalAmount('12,50')).toBe('12.50');
    expect(canonicalAmount('12,50', ',')).toBe('12.50');
    expect(canonicalAmount('1 234,5', ',')).toBe('1234.5');
    expect(canonicalAmount('1\u00a0234,56', ',')).toBe('1234.56');
    expect(canonicalAmount('1\u202f234,56', ',')).toBe('1234.56');
    expect(canonicalAmount(' 7 ')).toBe('7');
  });

  it('drops grouping points and commas when both kinds appear or one repeats', () => {
    expect(canonicalAmount('1,234.50')).toBe('1234.50');
    expect(canonicalAmount('1.234,50', ',')).toBe('1234.50');
    expect(canonicalAmount('1,234,567')).toBe('1234567');
    expect(canonicalAmount('1.234.567', ',')).toBe('1234567');
  });

  it('reads "1,500" as 1500 where the point is decimal and as 1.5 where the comma is', () => {
    expect(canonicalAmount('1,500', '.')).toBe('1500');
    expect(canonicalAmount('1,500', ',')).toBe('1.500');
    expect(canonicalAmount('0,500', '.')).toBe('0.500');
    expect(canonicalAmount('1,50', '.')).toBe('1.50');
  });

  it('keeps unfinished input as typed', () => {
    expect(canonicalAmount('12,')).toBe('12.');
    expect(canonicalAmount(',')).toBe('.');
    expect(canonicalAmount('')).toBe('');
  });

  it('refuses what is not a number as people write one', () => {
    for (const bad of ['1.2.3', '12,34,5', '1,23.4', '1.234,5.6', '-1', '1e3', 'abc', '12$', '1,2345.6']) {
      expect(canonicalAmount(bad)).toBeNull();
    }
  });
});

describe('normalizeAmountInput', () => {
  const en = { decimal: '.' as const };
  const ru = { decimal: ',' as const };

  it('keeps the value of an amount typed with a point or a comma', () => {
    expect(normalizeAmountInput('12,50', 2, ru)).toEqual({ value: '12.50' });
    expect(normalizeAmountInput('12.50', 2, ru)).toEqual({ value: '12.50' });
    expect(normalizeAmountInput('12,50', 2, en)).toEqual({ value: '12.50' });
    expect(normalizeAmountInput('1 234,5', 2, ru)).toEqual({ value: '1234.5' });
    expect(normalizeAmountInput('12.', 2, en)).toEqual({ value: '12' });
    expect(normalizeAmountInput(',5', 8, ru)).toEqual({ value: '0.5' });
  });

  it('refuses more decimals than the precision with a message', () => {
    expect(normalizeAmountInput('3,14159', 2, ru)).toEqual({
      error: { message: 'Validation.too_many_decimals', params: { decimals: '2' } },
    });
    expect(normalizeAmountInput('1,234.567', 2, en)).toEqual({
      error: { message: 'Validation.too_many_decimals', params: { decimals: '2' } },
    });
  });

  it('refuses any separator in a whole-number field instead of dropping it', () => {
    for (const text of ['12.50', '12,50', '1,500', '12.']) {
      expect(normalizeAmountInput(text, 2, { wholeOnly: true })).toEqual({
        error: { message: 'Validation.whole_number' },
      });
    }
    expect(normalizeAmountInput('1 500', 2, { wholeOnly: true })).toEqual({ value: '1500' });
    expect(normalizeAmountInput('15a', 2, { wholeOnly: true })).toEqual({
      error: { message: 'Validation.invalid_amount' },
    });
  });

  it('says required for nothing and invalid for garbage', () => {
    expect(normalizeAmountInput('  ', 2)).toEqual({ error: { message: 'Validation.required' } });
    expect(normalizeAmountInput(undefined, 2)).toEqual({ error: { message: 'Validation.required' } });
    expect(normalizeAmountInput('.', 2)).toEqual({ error: { message: 'Validation.invalid_amount' } });
    expect(normalizeAmountInput('1.2.3', 2)).toEqual({ error: { message: 'Validation.invalid_amount' } });
  });

  it('any amount formatted by Intl in en, ru or uk reads back to the same minor units', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom('en', 'ru', 'uk'),
        fc.boolean(),
        (minor, precision, locale, grouping) => {
          const major = formatMajor(minor, precision);
          const typed = new Intl.NumberFormat(locale, {
            minimumFractionDigits: precision,
            maximumFractionDigits: precision,
            useGrouping: grouping,
          }).format(major as unknown as number);
          const result = normalizeAmountInput(typed, precision, { decimal: decimalSeparatorOf(locale) });
          expect('value' in result && parseAmount(result.value, precision)).toBe(minor);
        },
      ),
    );
  });

  it('a point or a comma with up to precision decimals keeps its value in either locale', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^(0|[1-9]\d{0,5})$/),
        fc.stringMatching(/^\d{1,2}$/).filter((f) => f.length !== 3),
        fc.constantFrom('.', ','),
        fc.constantFrom('.' as const, ',' as const),
        (whole, fraction, separator, decimal) => {
          const result = normalizeAmountInput(`${whole}${separator}${fraction}`, 2, { decimal });
          expect(result).toEqual({ value: `${whole}.${fraction}` });
        },
      ),
    );
  });

  it('more decimals than the precision is always refused, never cut', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,6}$/),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom('.', ','),
        (whole, precision, separator) => {
          const fraction = '1'.repeat(precision + 1);
          const result = normalizeAmountInput(`${whole}${separator}${fraction}`, precision, { decimal: ',' });
          expect('error' in result).toBe(true);
        },
      ),
    );
  });
});
