import { describe, expect, it } from 'vitest';
import {
  type CryptoWithdrawalCurrency,
  compileAddressFormat,
  isValidAddress,
  validateCryptoWithdrawal,
} from './crypto-withdraw.ts';

const USDT: CryptoWithdrawalCurrency = {
  code: 'USDTTRC20',
  precision: 6,
  network: 'TRC20',
  addressFormat: 'T[1-9A-HJ-NP-Za-km-z]{33}',
  minWithdrawAmount: 5_000_000n,
};
const TON: CryptoWithdrawalCurrency = {
  code: 'TON',
  precision: 9,
  network: 'TON',
  addressFormat: '[EU]Q[A-Za-z0-9_-]{46}',
  minWithdrawAmount: 100_000_000n,
};
const tronAddress = `T${'A'.repeat(33)}`;
const tonAddress = `EQ${'a'.repeat(46)}`;
const quote = { fee: 1_000_000n, minAmount: 10_000_000n, maxAmount: 1_000_000_000n };

describe('addressFormat', () => {
  it('matches the whole address only', () => {
    expect(isValidAddress(tronAddress, USDT.addressFormat)).toBe(true);
    expect(isValidAddress(`x${tronAddress}`, USDT.addressFormat)).toBe(false);
    expect(isValidAddress(`${tronAddress}x`, USDT.addressFormat)).toBe(false);
    expect(isValidAddress('ab', 'a|ab')).toBe(true);
    expect(isValidAddress('xab', 'a|ab')).toBe(false);
    expect(isValidAddress('abc', '^abc$')).toBe(true);
  });

  it('fails closed on an invalid pattern and on huge input', () => {
    expect(compileAddressFormat('([')).toBeNull();
    expect(isValidAddress('anything', '([')).toBe(false);
    expect(isValidAddress('a'.repeat(257), '.*')).toBe(false);
  });

  it('checks only presence when the currency has no pattern', () => {
    expect(isValidAddress('whatever', '')).toBe(true);
    expect(isValidAddress('', '')).toBe(false);
  });
});

describe('validateCryptoWithdrawal', () => {
  it('accepts a good withdrawal', () => {
    expect(validateCryptoWithdrawal({ amount: '25.5', address: tronAddress }, USDT, quote)).toEqual([]);
    expect(validateCryptoWithdrawal({ amount: '1', address: tonAddress, memo: '12345' }, TON)).toEqual([]);
  });

  it('requires amount and address', () => {
    expect(validateCryptoWithdrawal({ amount: '', address: '  ' }, USDT)).toEqual([
      { field: 'amount', message: 'Validation.required' },
      { field: 'address', message: 'Validation.required' },
    ]);
  });

  it('refuses malformed amounts and addresses', () => {
    expect(validateCryptoWithdrawal({ amount: '1e3', address: 'T123' }, USDT)).toEqual([
      { field: 'amount', message: 'Validation.invalid_amount' },
      { field: 'address', message: 'Validation.invalid_address' },
    ]);
    expect(validateCryptoWithdrawal({ amount: '10.1234567', address: tronAddress }, USDT)).toEqual([
      { field: 'amount', message: 'Validation.too_many_decimals', params: { decimals: '6' } },
    ]);
    expect(
      validateCryptoWithdrawal({ amount: '10', address: tronAddress }, { ...USDT, addressFormat: '(' }),
    ).toEqual([{ field: 'address', message: 'Validation.invalid_address' }]);
  });

  it('skips the address for the crypto-bot', () => {
    expect(validateCryptoWithdrawal({ amount: '10', address: '', provider: 'cryptobot' }, USDT)).toEqual([]);
    expect(validateCryptoWithdrawal({ amount: '10', address: '', provider: 'xrocket' }, USDT)).toEqual([
      { field: 'address', message: 'Validation.required' },
    ]);
  });

  it('allows a memo only on the Toncoin network', () => {
    expect(validateCryptoWithdrawal({ amount: '10', address: tronAddress, memo: 'hi' }, USDT)).toEqual([
      { field: 'memo', message: 'Validation.invalid_format' },
    ]);
    expect(validateCryptoWithdrawal({ amount: '10', address: tronAddress, memo: '  ' }, USDT)).toEqual([]);
    expect(
      validateCryptoWithdrawal({ amount: '1', address: tonAddress, memo: 'x'.repeat(121) }, TON),
    ).toEqual([{ field: 'memo', message: 'Validation.invalid_format' }]);
  });

  it('holds the amount to the fee bounds and the currency minimum', () => {
    expect(validateCryptoWithdrawal({ amount: '1001', address: tronAddress }, USDT, quote)).toEqual([
      {
        field: 'amount',
        message: 'Validation.maximum_amount',
        params: { amount: '1000.000000', currency: 'USDTTRC20' },
      },
    ]);
    expect(validateCryptoWithdrawal({ amount: '9.99', address: tronAddress }, USDT, quote)).toEqual([
      {
        field: 'amount',
        message: 'Validation.minimum_amount',
        params: { amount: '10.000000', currency: 'USDTTRC20' },
      },
    ]);
    expect(validateCryptoWithdrawal({ amount: '4', address: tronAddress }, USDT)).toEqual([
      {
        field: 'amount',
        message: 'Validation.minimum_amount',
        params: { amount: '5.000000', currency: 'USDTTRC20' },
      },
    ]);
    expect(validateCryptoWithdrawal({ amount: '1000', address: tronAddress }, USDT, quote)).toEqual([]);
  });
});
