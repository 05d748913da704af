import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMajor } from '../money/minor-units.ts';
import {
  checkAmountBounds,
  MAX_AMOUNT_MAJOR,
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
      error: { message: 'Validation.invalid_amount' },
    });
    expect(validateAmount('10', RUB, { min: 100_00n })).toEqual({
      error: { message: 'Validation.minimum_amount', params: { amount: '100.00', currency: 'RUB' } },
    });
    expect(validateAmount('150', RUB, { min: 100_00n }, { digitsOnly: true })).toEqual({ amount: 150_00n });
  });
});
