import { describe, expect, it } from 'vitest';
import { depositFields, hasDepositFields } from './deposit-fields.ts';

describe('depositFields (SPEC §5.2, §9)', () => {
  it('keeps the method fields', () => {
    expect(depositFields('sbp', { required: [], optional: ['phone'] })).toEqual({
      required: [],
      optional: ['phone'],
    });
    expect(depositFields('account_number', { required: ['full_name'], optional: ['email'] })).toEqual({
      required: ['full_name'],
      optional: ['email'],
    });
  });
  it('makes the e-mail required for e-mail based methods', () => {
    for (const method of [
      'revolut',
      'wise',
      'n26',
      'open_banking',
      'rapid_transfer',
      'neteller',
      'skrill',
      'paysafecard',
    ]) {
      expect(depositFields(method, { required: [], optional: ['email', 'phone'] })).toEqual({
        required: ['email'],
        optional: ['phone'],
      });
    }
  });
  it('never adds a field the method does not list', () => {
    expect(depositFields('skrill', { required: [], optional: [] })).toEqual({ required: [], optional: [] });
    expect(hasDepositFields({ required: [], optional: [] })).toBe(false);
  });
  it('treats a field listed twice as required', () => {
    expect(depositFields('p2p', { required: ['card'], optional: ['card'] })).toEqual({
      required: ['card'],
      optional: [],
    });
  });
});
