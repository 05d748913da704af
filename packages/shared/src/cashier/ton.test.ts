import { describe, expect, it } from 'vitest';
import { isJetton, isTonCurrency, tonCurrencyPrecision, tonValidUntil, toTonUnits } from './ton.ts';

describe('TON currencies (SPEC §9)', () => {
  it('knows the five TON currencies and nothing else', () => {
    for (const code of ['TON', 'JETTON', 'NOT', 'DOGS', 'USDTTON']) expect(isTonCurrency(code)).toBe(true);
    for (const code of ['BTC', 'USDTTRC20', 'ton', '']) expect(isTonCurrency(code)).toBe(false);
  });

  it('sends TON as nanotons and the rest as jettons', () => {
    expect(isJetton('TON')).toBe(false);
    expect(isJetton('NOT')).toBe(true);
    expect(isJetton('USDTTON')).toBe(true);
  });

  it('uses precision 1e9, and 1e6 for USDT on TON', () => {
    expect(tonCurrencyPrecision('TON')).toBe(9);
    expect(tonCurrencyPrecision('NOT')).toBe(9);
    expect(tonCurrencyPrecision('DOGS')).toBe(9);
    expect(tonCurrencyPrecision('USDTTON')).toBe(6);
  });

  it('converts major units exactly', () => {
    expect(toTonUnits('1.5', 'TON')).toBe(1_500_000_000n);
    expect(toTonUnits('0.000000001', 'TON')).toBe(1n);
    expect(toTonUnits('12.345678', 'USDTTON')).toBe(12_345_678n);
    expect(toTonUnits('1000', 'NOT')).toBe(1_000_000_000_000n);
  });

  it('refuses amounts that are not positive or too precise', () => {
    expect(toTonUnits('0', 'TON')).toBeNull();
    expect(toTonUnits('-1', 'TON')).toBeNull();
    expect(toTonUnits('1.0000001', 'USDTTON')).toBeNull();
    expect(toTonUnits('abc', 'TON')).toBeNull();
  });

  it('is valid for 360 s from now, in unix seconds', () => {
    expect(tonValidUntil(new Date('2026-01-01T00:00:00.900Z'))).toBe(
      Math.floor(Date.UTC(2026, 0, 1) / 1000) + 360,
    );
  });
});
