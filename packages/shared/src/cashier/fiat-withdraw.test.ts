import { describe, expect, it } from 'vitest';
import { type FiatWithdrawalMethod, fillNameFields, validateFiatWithdrawal } from './fiat-withdraw.ts';

const levels = [
  { from: 0n, fee: '0.03' },
  { from: 10_000_00n, fee: '0.02' },
];
const method = (name: string, required: string[] = [], optional: string[] = []): FiatWithdrawalMethod => ({
  method: name,
  currency: 'RUB',
  precision: 2,
  sell: {
    minAmount: 1000_00n,
    maxAmount: 500_000_00n,
    levels,
    externalDetailsFields: { required, optional },
  },
});
const rich = 10_000_000_00n;
const card = '4111 1111 1111 1111';

describe('validateFiatWithdrawal', () => {
  it('accepts a good withdrawal', () => {
    expect(
      validateFiatWithdrawal({ amount: '5000', name: 'Ivan Petrov', details: { card } }, method('p2p'), rich),
    ).toEqual([]);
  });

  it('holds the amount to min, max and what the balance pays after the fee', () => {
    expect(
      validateFiatWithdrawal({ amount: '999.99', name: 'A', details: { card } }, method('p2p'), rich),
    ).toEqual([
      {
        field: 'amount',
        message: 'Validation.minimum_amount',
        params: { amount: '1000.00', currency: 'RUB' },
      },
    ]);
    expect(
      validateFiatWithdrawal({ amount: '500000.01', name: 'A', details: { card } }, method('p2p'), rich),
    ).toEqual([
      {
        field: 'amount',
        message: 'Validation.maximum_amount',
        params: { amount: '500000.00', currency: 'RUB' },
      },
    ]);
    // 2060.00 pays 2000.00 + 3 %.
    expect(
      validateFiatWithdrawal({ amount: '2000', name: 'A', details: { card } }, method('p2p'), 2060_00n),
    ).toEqual([]);
    expect(
      validateFiatWithdrawal({ amount: '2000.01', name: 'A', details: { card } }, method('p2p'), 2060_00n),
    ).toEqual([
      {
        field: 'amount',
        message: 'Validation.maximum_amount',
        params: { amount: '2000.00', currency: 'RUB' },
      },
    ]);
    expect(
      validateFiatWithdrawal({ amount: 'lots', name: 'A', details: { card } }, method('p2p'), rich),
    ).toEqual([{ field: 'amount', message: 'Validation.invalid_amount' }]);
  });

  it('requires a name except for game_store and blik', () => {
    expect(
      validateFiatWithdrawal({ amount: '5000', name: ' ', details: { card } }, method('p2p'), rich),
    ).toEqual([{ field: 'name', message: 'Validation.required' }]);
    expect(validateFiatWithdrawal({ amount: '5000', details: {} }, method('blik'), rich)).toEqual([]);
    expect(validateFiatWithdrawal({ amount: '5000', details: {} }, method('game_store'), rich)).toEqual([]);
    expect(
      validateFiatWithdrawal(
        { amount: '5000', name: 'x'.repeat(201), details: { card } },
        method('p2p'),
        rich,
      ),
    ).toEqual([{ field: 'name', message: 'Validation.invalid_format' }]);
  });

  it('wants a Latin name when full_name_latin is required', () => {
    const latin = method('mpayment', ['full_name_latin']);
    expect(validateFiatWithdrawal({ amount: '5000', name: 'Иван Петров', details: {} }, latin, rich)).toEqual(
      [{ field: 'name', message: 'Validation.invalid_full_name_latin' }],
    );
    expect(validateFiatWithdrawal({ amount: '5000', name: 'Ivan Petrov', details: {} }, latin, rich)).toEqual(
      [],
    );
    expect(
      validateFiatWithdrawal(
        { amount: '5000', name: 'Иван', details: {} },
        { ...method('x'), requiresLatinName: true },
        rich,
      ),
    ).toEqual([{ field: 'name', message: 'Validation.invalid_full_name_latin' }]);
    expect(
      validateFiatWithdrawal({ amount: '5000', name: 'Иван Петров', details: {} }, method('mpayment'), rich),
    ).toEqual([]);
  });

  it('wants the per-method detail with its format', () => {
    expect(validateFiatWithdrawal({ amount: '5000', name: 'A', details: {} }, method('p2p'), rich)).toEqual([
      { field: 'details.card', message: 'Validation.required' },
    ]);
    expect(
      validateFiatWithdrawal({ amount: '5000', name: 'A', details: { card: '4111' } }, method('p2p'), rich),
    ).toEqual([{ field: 'details.card', message: 'Validation.invalid_card' }]);
    expect(validateFiatWithdrawal({ amount: '5000', name: 'A', details: {} }, method('sbp'), rich)).toEqual([
      { field: 'details.phone', message: 'Validation.required' },
    ]);
    expect(
      validateFiatWithdrawal({ amount: '5000', name: 'A', details: { phone: '12' } }, method('sbp'), rich),
    ).toEqual([{ field: 'details.phone', message: 'Validation.invalid_phone' }]);
    expect(
      validateFiatWithdrawal({ amount: '5000', name: 'A', details: {} }, method('account_number'), rich),
    ).toEqual([{ field: 'details.account_number_online_banking_ph', message: 'Validation.required' }]);
  });

  it('ignores full-name fields (filled from name), is lenient with optional ones, refuses unknown ones', () => {
    const m = method('mpayment', ['full_name', 'bank_name'], ['email']);
    const details = fillNameFields(
      'Ivan Petrov',
      { bank_name: 'Sber', email: '' },
      m.sell.externalDetailsFields ?? undefined,
    );
    expect(validateFiatWithdrawal({ amount: '5000', name: 'Ivan Petrov', details }, m, rich)).toEqual([]);
    expect(
      validateFiatWithdrawal(
        { amount: '5000', name: 'Ivan', details: { bank_name: 'Sber', email: 'bad' } },
        m,
        rich,
      ),
    ).toEqual([{ field: 'details.email', message: 'Validation.invalid_email' }]);
    expect(
      validateFiatWithdrawal(
        { amount: '5000', name: 'Ivan', details: { bank_name: 'Sber', iban: 'x' } },
        m,
        rich,
      ),
    ).toEqual([{ field: 'details.iban', message: 'Validation.invalid_format' }]);
  });
});

describe('fillNameFields', () => {
  it('splits on the first space and fills every full-name field', () => {
    expect(fillNameFields('  Anna   Maria  Smith ', { card: '1' })).toEqual({
      card: '1',
      name: 'Anna Maria Smith',
      first_name: 'Anna',
      last_name: 'Maria Smith',
      full_name: 'Anna Maria Smith',
      full_name_latin: 'Anna Maria Smith',
    });
    expect(fillNameFields('Cher', {})).toMatchObject({ first_name: 'Cher', last_name: '' });
  });

  it('fills only the fields a method lists when told', () => {
    expect(fillNameFields('Anna Smith', {}, { required: ['first_name', 'last_name'], optional: [] })).toEqual(
      {
        name: 'Anna Smith',
        first_name: 'Anna',
        last_name: 'Smith',
      },
    );
  });

  it('does not change the given details', () => {
    const details = { card: '1' };
    fillNameFields('A B', details);
    expect(details).toEqual({ card: '1' });
  });
});
