import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertViaQuote, formatMajor, parseMajor } from './minor-units.ts';

describe('minor units', () => {
  it('parses and formats exactly', () => {
    expect(parseMajor('12.5', 2)).toBe(1250n);
    expect(parseMajor('0.000000001', 9)).toBe(1n);
    expect(parseMajor('-3', 2)).toBe(-300n);
    expect(formatMajor(1250n, 2)).toBe('12.50');
    expect(formatMajor(5n, 8)).toBe('0.00000005');
    expect(formatMajor(-7n, 2)).toBe('-0.07');
    expect(formatMajor(42n, 0)).toBe('42');
  });

  it('refuses malformed amounts and excess precision', () => {
    for (const bad of ['', '1.', '.5', '1e3', '0x10', '1,5', 'NaN', ' ', '1.234']) {
      expect(parseMajor(bad, 2)).toBeNull();
    }
  });

  it('round-trips any amount at any precision', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.integer({ min: 0, max: 18 }),
        (n, p) => {
          expect(parseMajor(formatMajor(n, p), p)).toBe(n);
        },
      ),
    );
  });

  it('converts without creating value', () => {
    expect(convertViaQuote(10_000n, { precision: 2, rate: '0.0108' }, { precision: 2, rate: '1' })).toBe(
      108n,
    );
    expect(
      convertViaQuote(100_000_000n, { precision: 8, rate: '97000' }, { precision: 2, rate: '1.08' }),
    ).toBe(8_981_481n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (n) => {
        const there = convertViaQuote(n, { precision: 2, rate: '0.0108' }, { precision: 2, rate: '1' });
        const back = convertViaQuote(there, { precision: 2, rate: '1' }, { precision: 2, rate: '0.0108' });
        expect(back <= n).toBe(true);
      }),
    );
  });
});
