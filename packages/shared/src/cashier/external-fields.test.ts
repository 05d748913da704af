import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidCard,
  isValidPhone,
  normalizeExternalFields,
  validateExternalField,
  validateExternalFields,
} from './external-fields.ts';

const only = (field: string, value: string, required = true) =>
  validateExternalFields(
    required ? { required: [field], optional: [] } : { required: [], optional: [field] },
    {
      [field]: value,
    },
  );

describe('validateExternalFields', () => {
  it('checks e-mail', () => {
    expect(only('email', 'player@example.com')).toEqual([]);
    expect(only('email', 'player@')).toEqual([{ field: 'email', message: 'Validation.invalid_email' }]);
  });

  it('checks phones by their digits', () => {
    expect(only('phone', '+7 (912) 345-67-89')).toEqual([]);
    expect(only('phone', '79123456789')).toEqual([]);
    expect(only('phone', '+7 912 345')).toEqual([{ field: 'phone', message: 'Validation.invalid_phone' }]);
    expect(only('phone', '1234567890123456')).toEqual([
      { field: 'phone', message: 'Validation.invalid_phone' },
    ]);
    expect(only('phone', '7912345678+9')).toEqual([{ field: 'phone', message: 'Validation.invalid_phone' }]);
    expect(only('phone', '+7912345678x9')).toEqual([{ field: 'phone', message: 'Validation.invalid_phone' }]);
  });

  it('checks cards, person ids, Latin names, expiry', () => {
    expect(only('card', '4111 1111 1111 1111')).toEqual([]);
    expect(only('card', '411111111111111')).toEqual([{ field: 'card', message: 'Validation.invalid_card' }]);
    expect(only('card', '4111-1111-1111-1111')).toEqual([
      { field: 'card', message: 'Validation.invalid_card' },
    ]);
    expect(only('person_id', '1234567890')).toEqual([]);
    expect(only('person_id', '123456789')).toEqual([
      { field: 'person_id', message: 'Validation.invalid_format' },
    ]);
    expect(only('full_name_latin', 'Anna-Maria Smith')).toEqual([]);
    expect(only('full_name_latin', 'Анна Смит')).toEqual([
      { field: 'full_name_latin', message: 'Validation.invalid_full_name_latin' },
    ]);
    expect(only('full_name_latin', "O'Brien")).toEqual([
      { field: 'full_name_latin', message: 'Validation.invalid_full_name_latin' },
    ]);
    expect(only('full_name_latin', ' - ')).toEqual([
      { field: 'full_name_latin', message: 'Validation.invalid_full_name_latin' },
    ]);
    expect(only('expiration_month', '01')).toEqual([]);
    expect(only('expiration_month', '12')).toEqual([]);
    for (const bad of ['0', '00', '1', '13', 'ab']) {
      expect(only('expiration_month', bad)).toEqual([
        { field: 'expiration_month', message: 'Validation.invalid_format' },
      ]);
    }
    expect(only('expiration_year', '2031')).toEqual([]);
    expect(only('expiration_year', '31')).toEqual([
      { field: 'expiration_year', message: 'Validation.invalid_format' },
    ]);
  });

  it('requires required fields and lets optional ones be empty', () => {
    expect(validateExternalFields({ required: ['bank_name', 'card'], optional: ['email'] }, {})).toEqual([
      { field: 'bank_name', message: 'Validation.required' },
      { field: 'card', message: 'Validation.required' },
    ]);
    expect(only('bank_name', '   ')).toEqual([{ field: 'bank_name', message: 'Validation.required' }]);
    expect(only('email', '', false)).toEqual([]);
    expect(only('email', 'nope', false)).toEqual([{ field: 'email', message: 'Validation.invalid_email' }]);
    expect(only('bank_name', 'Any bank', false)).toEqual([]);
  });

  it('refuses unknown and over-long fields', () => {
    expect(validateExternalFields({ required: [], optional: ['email'] }, { email: '', extra: 'x' })).toEqual([
      { field: 'extra', message: 'Validation.invalid_format' },
    ]);
    expect(only('bank_name', 'x'.repeat(257))).toEqual([
      { field: 'bank_name', message: 'Validation.invalid_format' },
    ]);
    expect(only('bank_name', 'x'.repeat(256))).toEqual([]);
    const hostile = JSON.parse('{"__proto__": "x", "constructor": "y"}') as Record<string, string>;
    expect(validateExternalFields({ required: [], optional: [] }, hostile)).toEqual([
      { field: '__proto__', message: 'Validation.invalid_format' },
      { field: 'constructor', message: 'Validation.invalid_format' },
    ]);
    expect(validateExternalFields({ required: ['toString'], optional: [] }, {})).toEqual([
      { field: 'toString', message: 'Validation.required' },
    ]);
  });

  it('refuses values that are not strings', () => {
    expect(validateExternalField('card', 4111, true)).toBe('Validation.invalid_format');
    expect(validateExternalField('card', null, false)).toBeNull();
  });
});

describe('phone and card rules', () => {
  it('accept any 10 to 15 digits however they are grouped', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('0', '1', '5', '9'), { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        fc.array(fc.constantFrom(' ', '-', '(', ')'), { maxLength: 5 }),
        (digits, plus, separators) => {
          let phone = digits.join('');
          for (const [i, sep] of separators.entries()) {
            const at = Math.min(phone.length, i * 3 + 1);
            phone = phone.slice(0, at) + sep + phone.slice(at);
          }
          expect(isValidPhone((plus ? '+' : '') + phone)).toBe(digits.length >= 10 && digits.length <= 15);
        },
      ),
    );
  });

  it('accept exactly 16 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,24}$/), (digits) => {
        expect(isValidCard(digits)).toBe(digits.length === 16);
        expect(isValidCard(digits.replace(/(\d{4})/g, '$1 ').trim())).toBe(digits.length === 16);
      }),
    );
  });
});

describe('normalizeExternalFields', () => {
  it('trims everything and keeps only the digits of card and phone', () => {
    expect(
      normalizeExternalFields({
        card: ' 4111 1111 1111 1111 ',
        phone: '+7 (912) 345-67-89',
        bank_name: ' Sber ',
      }),
    ).toEqual({ card: '4111111111111111', phone: '79123456789', bank_name: 'Sber' });
  });

  it('keeps a hostile key an own property', () => {
    const out = normalizeExternalFields(JSON.parse('{"__proto__": " x "}') as Record<string, string>);
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});
