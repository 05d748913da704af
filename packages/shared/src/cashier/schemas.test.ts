import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  buyOrderRequest,
  cryptoDepositRequest,
  cryptoWithdrawRequest,
  disputeRequest,
  IMAGE_MAX_BASE64_LENGTH,
  loyaltyRequest,
  paginationQuery,
  paidRequest,
  sellRequest,
} from './schemas.ts';

/** The failing paths and their messages, as the server turns them into field errors. */
function issues(schema: z.ZodType, input: unknown): Array<[string, string]> {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const png = 'iVBORw0KGgo=';
const buy = {
  amount: '1500',
  bankId: 'rub-p2p',
  externalFields: { phone: '+79123456789' },
  callbackUrl: 'https://casino.test',
};

describe('buyOrderRequest', () => {
  it('accepts a buy order and defaults the fields', () => {
    expect(buyOrderRequest.parse(buy)).toEqual(buy);
    expect(buyOrderRequest.parse({ ...buy, externalFields: undefined, bankId: 7 })).toMatchObject({
      bankId: '7',
      externalFields: {},
    });
  });

  it('says required for missing fields', () => {
    expect(issues(buyOrderRequest, {})).toEqual([
      ['amount', 'Validation.required'],
      ['bankId', 'Validation.required'],
      ['callbackUrl', 'Validation.required'],
    ]);
    expect(issues(buyOrderRequest, undefined)).toEqual([['', 'Validation.required']]);
    expect(issues(buyOrderRequest, [])).toEqual([['', 'Validation.invalid_format']]);
  });

  it('wants a digits-only amount within the cap', () => {
    for (const amount of ['-1', '1e3', '+1', ' 1 5', '10000000000000001', '1.5.a']) {
      expect(issues(buyOrderRequest, { ...buy, amount }), amount).toEqual([
        ['amount', 'Validation.invalid_amount'],
      ]);
    }
    for (const amount of ['15.5', '12,50', '1500.', '1,500']) {
      expect(issues(buyOrderRequest, { ...buy, amount }), amount).toEqual([
        ['amount', 'Validation.whole_number'],
      ]);
    }
    expect(issues(buyOrderRequest, { ...buy, amount: 1500 })).toEqual([
      ['amount', 'Validation.invalid_format'],
    ]);
  });

  it('refuses hostile extras', () => {
    expect(issues(buyOrderRequest, { ...buy, callbackUrl: 'javascript:alert(1)' })).toEqual([
      ['callbackUrl', 'Validation.invalid_format'],
    ]);
    expect(issues(buyOrderRequest, { ...buy, callbackUrl: `https://a.test/${'x'.repeat(2048)}` })).toEqual([
      ['callbackUrl', 'Validation.invalid_format'],
    ]);
    expect(issues(buyOrderRequest, { ...buy, bankId: 'x'.repeat(65) })).toEqual([
      ['bankId', 'Validation.invalid_format'],
    ]);
    expect(issues(buyOrderRequest, { ...buy, admin: true })).toEqual([['', 'Validation.invalid_format']]);
    expect(buyOrderRequest.safeParse({ ...buy, admin: true }).error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['admin'],
    });
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'x']));
    expect(issues(buyOrderRequest, { ...buy, externalFields: many })).toEqual([
      ['externalFields', 'Validation.invalid_format'],
    ]);
    expect(issues(buyOrderRequest, { ...buy, externalFields: { phone: 'x'.repeat(257) } })).toEqual([
      ['externalFields.phone', 'Validation.invalid_format'],
    ]);
    expect(issues(buyOrderRequest, { ...buy, externalFields: { phone: 1 } })).toEqual([
      ['externalFields.phone', 'Validation.invalid_format'],
    ]);
    // zod drops a __proto__ key rather than letting it reach the prototype.
    const parsed = buyOrderRequest.parse({
      ...buy,
      externalFields: JSON.parse('{"__proto__":"x","a":"y"}'),
    });
    expect(parsed.externalFields).toEqual({ a: 'y' });
    expect(Object.getPrototypeOf(parsed.externalFields)).toBe(Object.prototype);
  });
});

describe('paidRequest and disputeRequest', () => {
  const image = { name: 'Ivan', fileName: 'receipt.png', fileContent: png };

  it('accept a receipt and a dispute', () => {
    expect(paidRequest.parse({ ...image, name: ' Ivan ' })).toEqual(image);
    expect(disputeRequest.parse({ image, acceptOption: 'CHANGE_INVOICE', amount: '150.5' })).toMatchObject({
      amount: '150.5',
    });
    expect(
      disputeRequest.parse({ image, acceptOption: 'REPAY', comment: 'late', problem: 'no money' }),
    ).toMatchObject({ acceptOption: 'REPAY' });
  });

  it('refuse missing, malformed and oversized parts', () => {
    expect(issues(paidRequest, { name: '', fileName: 'a.png' })).toEqual([
      ['name', 'Validation.required'],
      ['fileContent', 'Validation.required'],
    ]);
    expect(issues(paidRequest, { ...image, fileContent: 'not base64!' })).toEqual([
      ['fileContent', 'Validation.invalid_format'],
    ]);
    expect(issues(paidRequest, { ...image, fileContent: 'A'.repeat(IMAGE_MAX_BASE64_LENGTH + 4) })).toEqual([
      ['fileContent', 'Validation.invalid_format'],
    ]);
    expect(issues(paidRequest, { ...image, fileName: '../../etc/passwd' })).toEqual([
      ['fileName', 'Validation.invalid_format'],
    ]);
    expect(issues(paidRequest, { ...image, fileName: 'a\u0000.png' })).toEqual([
      ['fileName', 'Validation.invalid_format'],
    ]);
    expect(issues(disputeRequest, { image, acceptOption: 'REFUND' })).toEqual([
      ['acceptOption', 'Validation.invalid_format'],
    ]);
    expect(issues(disputeRequest, { image: {} })).toEqual([
      ['image.name', 'Validation.required'],
      ['image.fileName', 'Validation.required'],
      ['image.fileContent', 'Validation.required'],
      ['acceptOption', 'Validation.required'],
    ]);
    expect(issues(disputeRequest, { image, acceptOption: 'REPAY', comment: 'x'.repeat(2001) })).toEqual([
      ['comment', 'Validation.invalid_format'],
    ]);
    expect(issues(disputeRequest, { image, acceptOption: 'CHANGE_INVOICE', amount: '1,5' })).toEqual([
      ['amount', 'Validation.invalid_amount'],
    ]);
  });

  it('takes exactly 5 MB of image', () => {
    expect(IMAGE_MAX_BASE64_LENGTH).toBe(6_990_508);
  });
});

describe('cryptoDepositRequest', () => {
  it('takes an address request or a crypto-bot or xRocket invoice', () => {
    expect(cryptoDepositRequest.parse({ currency: 'BTC' })).toEqual({ currency: 'BTC' });
    expect(cryptoDepositRequest.parse({ currency: 'TON', amount: '5', provider: 'xrocket' })).toEqual({
      currency: 'TON',
      amount: '5',
      provider: 'xrocket',
    });
    expect(
      cryptoDepositRequest.parse({ currency: 'USDTTRC20', amount: '10', provider: 'cryptobot' }),
    ).toEqual({
      currency: 'USDTTRC20',
      amount: '10',
      provider: 'cryptobot',
    });
  });

  it('wants amount and provider together', () => {
    expect(issues(cryptoDepositRequest, { currency: 'BTC', amount: '10' })).toEqual([
      ['provider', 'Validation.required'],
    ]);
    expect(issues(cryptoDepositRequest, { currency: 'BTC', provider: 'cryptobot' })).toEqual([
      ['amount', 'Validation.required'],
    ]);
    expect(issues(cryptoDepositRequest, { currency: 'BTC', amount: '1', provider: 'other' })).toEqual([
      ['provider', 'Validation.invalid_format'],
    ]);
    expect(issues(cryptoDepositRequest, { currency: 'btc<script>' })).toEqual([
      ['currency', 'Validation.invalid_format'],
    ]);
    expect(issues(cryptoDepositRequest, {})).toEqual([['currency', 'Validation.required']]);
  });
});

describe('cryptoWithdrawRequest', () => {
  const body = { currency: 'TON', address: `EQ${'a'.repeat(46)}`, amount: '1.5', memo: '42' };

  it('accepts a withdrawal and a crypto-bot one without address', () => {
    expect(cryptoWithdrawRequest.parse(body)).toEqual(body);
    expect(
      cryptoWithdrawRequest.parse({ currency: 'USDTTRC20', amount: '5', provider: 'cryptobot' }),
    ).toEqual({
      currency: 'USDTTRC20',
      amount: '5',
      address: '',
      provider: 'cryptobot',
    });
  });

  it('refuses a missing address, long memo and bad amount', () => {
    expect(issues(cryptoWithdrawRequest, { currency: 'TON', amount: '1' })).toEqual([
      ['address', 'Validation.required'],
    ]);
    expect(issues(cryptoWithdrawRequest, { ...body, address: 'x'.repeat(257) })).toEqual([
      ['address', 'Validation.invalid_address'],
    ]);
    expect(issues(cryptoWithdrawRequest, { ...body, memo: 'x'.repeat(121) })).toEqual([
      ['memo', 'Validation.invalid_format'],
    ]);
    expect(issues(cryptoWithdrawRequest, { ...body, amount: '1e9' })).toEqual([
      ['amount', 'Validation.invalid_amount'],
    ]);
    expect(issues(cryptoWithdrawRequest, { ...body, provider: 'Crypto Bot' })).toEqual([
      ['provider', 'Validation.invalid_format'],
    ]);
  });
});

describe('sellRequest', () => {
  it('accepts a sell and refuses bad details', () => {
    const body = {
      amount: '5000.50',
      bankId: 'rub-sbp',
      subbankId: 'sber',
      details: { phone: '79123456789', name: 'A' },
    };
    expect(sellRequest.parse(body)).toEqual(body);
    expect(issues(sellRequest, { ...body, details: { 'Bad-Key': 'x' } })).toHaveLength(1);
    expect(issues(sellRequest, { ...body, details: 'x' })).toEqual([
      ['details', 'Validation.invalid_format'],
    ]);
    expect(issues(sellRequest, { bankId: 'b' })).toEqual([
      ['amount', 'Validation.required'],
      ['details', 'Validation.required'],
    ]);
  });
});

describe('loyaltyRequest', () => {
  it('takes the bonus choice', () => {
    const body = {
      isWelcomeEnabledFiat: true,
      isWelcomeEnabledCrypto: false,
      preferredFiat: { id: 12, isEnabled: true },
      preferredCrypto: { id: null, isEnabled: false },
    };
    expect(loyaltyRequest.parse(body)).toEqual({
      ...body,
      preferredFiat: { id: '12', isEnabled: true },
    });
    expect(issues(loyaltyRequest, { ...body, isWelcomeEnabledFiat: 'yes' })).toEqual([
      ['isWelcomeEnabledFiat', 'Validation.invalid_format'],
    ]);
    expect(issues(loyaltyRequest, { ...body, preferredCrypto: {} })).toEqual([
      ['preferredCrypto.id', 'Validation.required'],
      ['preferredCrypto.isEnabled', 'Validation.required'],
    ]);
  });
});

describe('paginationQuery', () => {
  it('coerces query strings with defaults', () => {
    expect(paginationQuery.parse({})).toEqual({ is_pagination: true, offset: 0, limit: 10 });
    expect(paginationQuery.parse({ is_pagination: 'false', offset: '20', limit: '100', _: '1' })).toEqual({
      is_pagination: false,
      offset: 20,
      limit: 100,
    });
  });

  it('refuses out-of-range and non-numeric values', () => {
    for (const limit of ['0', '101', '-1', '1.5', '1e1', 'ten', '', ' 5']) {
      expect(issues(paginationQuery, { limit }), limit).toEqual([['limit', 'Validation.invalid_format']]);
    }
    expect(issues(paginationQuery, { offset: '-1' })).toEqual([['offset', 'Validation.invalid_format']]);
    expect(issues(paginationQuery, { is_pagination: 'yes' })).toEqual([
      ['is_pagination', 'Validation.invalid_format'],
    ]);
    expect(issues(paginationQuery, { limit: ['1', '2'] })).toEqual([['limit', 'Validation.invalid_format']]);
  });
});

describe('ids', () => {
  it('take a short string or a safe integer', () => {
    expect(issues(sellRequest, { amount: '1', bankId: '', details: {} })).toEqual([
      ['bankId', 'Validation.required'],
    ]);
    expect(issues(sellRequest, { amount: '1', bankId: -1, details: {} })).toEqual([
      ['bankId', 'Validation.invalid_format'],
    ]);
    expect(issues(sellRequest, { amount: '1', bankId: 1.5, details: {} })).toEqual([
      ['bankId', 'Validation.invalid_format'],
    ]);
    expect(issues(sellRequest, { amount: '1', bankId: {}, details: {} })).toEqual([
      ['bankId', 'Validation.invalid_format'],
    ]);
  });
});
