import { describe, expect, it } from 'vitest';
import { orderCurrencies } from './currency-order.ts';

const codes = (items: Array<{ code: string }>) => items.map((item) => item.code);
const list = ['USD', 'EUR', 'RUB', 'UAH', 'KZT', 'BTC'].map((code) => ({ code }));

describe('orderCurrencies (SPEC §9)', () => {
  it('puts UAH second and RUB last for Ukrainian', () => {
    expect(codes(orderCurrencies(list, 'uk'))).toEqual(['USD', 'UAH', 'EUR', 'KZT', 'BTC', 'RUB']);
  });

  it('keeps the server order otherwise', () => {
    expect(codes(orderCurrencies(list, 'ru'))).toEqual(codes(list));
    expect(codes(orderCurrencies(list, 'en'))).toEqual(codes(list));
  });

  it('copes with a list without them', () => {
    expect(codes(orderCurrencies([{ code: 'USD' }], 'uk'))).toEqual(['USD']);
  });
});
