import { z } from 'zod';
import type { ValidationMessage } from '../errors/codes.ts';

/** SPEC §3 `externalDetailsFields`: which detail fields a method asks for. */
export interface ExternalDetailsFields {
  required: readonly string[];
  optional: readonly string[];
}

export interface ExternalFieldError {
  field: string;
  message: ValidationMessage;
}

/** No detail value is longer than this; a longer one is refused, not cut. */
export const EXTERNAL_FIELD_MAX_LENGTH = 256;

const emailSchema = z.email();
const PHONE_CHARS = /^\+?[0-9 ()-]+$/;
const CARD_CHARS = /^[0-9 ]+$/;
const PERSON_ID = /^[0-9]{10}$/;
const LATIN_NAME = /^[A-Za-z -]+$/;
const HAS_LETTER = /[A-Za-z]/;
const MONTH = /^(0[1-9]|1[0-2])$/;
const YEAR = /^[0-9]{4}$/;

const digitCount = (value: string): number => value.replace(/\D/g, '').length;

/** E.164 allows at most 15 digits; fewer than 10 is no full number anywhere we pay out. */
export const isValidPhone = (value: string): boolean =>
  PHONE_CHARS.test(value) && digitCount(value) >= 10 && digitCount(value) <= 15;

/** Exactly 16 digits; spaces between groups are allowed. */
export const isValidCard = (value: string): boolean => CARD_CHARS.test(value) && digitCount(value) === 16;

/** SPEC §5.2 full_name_latin: Latin letters, spaces and hyphens only (and at least one letter). */
export const isLatinName = (value: string): boolean => LATIN_NAME.test(value) && HAS_LETTER.test(value);

/** The format rules of SPEC §5.2 by field name; fields without one only need to be non-empty when required. */
const FORMAT_RULES: Readonly<
  Record<string, { test: (value: string) => boolean; message: ValidationMessage }>
> = {
  email: { test: (value) => emailSchema.safeParse(value).success, message: 'Validation.invalid_email' },
  phone: { test: isValidPhone, message: 'Validation.invalid_phone' },
  card: { test: isValidCard, message: 'Validation.invalid_card' },
  person_id: { test: (value) => PERSON_ID.test(value), message: 'Validation.invalid_format' },
  full_name_latin: { test: isLatinName, message: 'Validation.invalid_full_name_latin' },
  expiration_month: { test: (value) => MONTH.test(value), message: 'Validation.invalid_format' },
  expiration_year: { test: (value) => YEAR.test(value), message: 'Validation.invalid_format' },
};

const ownValue = (values: Readonly<Record<string, unknown>>, field: string): unknown =>
  Object.hasOwn(values, field) ? values[field] : undefined;

/**
 * One field's rule: a non-string or an over-long value is 'Validation.invalid_format'; empty is
 * 'Validation.required' when required and fine otherwise; a non-empty value must pass the field's format.
 */
export function validateExternalField(
  field: string,
  value: unknown,
  required: boolean,
): ValidationMessage | null {
  if (value === undefined || value === null) return required ? 'Validation.required' : null;
  if (typeof value !== 'string' || value.length > EXTERNAL_FIELD_MAX_LENGTH)
    return 'Validation.invalid_format';
  const text = value.trim();
  if (text === '') return required ? 'Validation.required' : null;
  const rule = Object.hasOwn(FORMAT_RULES, field) ? FORMAT_RULES[field] : undefined;
  return rule && !rule.test(text) ? rule.message : null;
}

/**
 * SPEC §5.2: checks every required and optional field, then refuses fields the method did not ask for.
 * A field listed as both required and optional is required. One error per field, required fields first.
 */
export function validateExternalFields(
  fields: ExternalDetailsFields,
  values: Readonly<Record<string, unknown>>,
): ExternalFieldError[] {
  const errors: ExternalFieldError[] = [];
  const required = new Set(fields.required);
  const known = new Set([...fields.required, ...fields.optional]);
  for (const field of known) {
    const message = validateExternalField(field, ownValue(values, field), required.has(field));
    if (message) errors.push({ field, message });
  }
  for (const field of Object.keys(values)) {
    if (!known.has(field)) errors.push({ field, message: 'Validation.invalid_format' });
  }
  return errors;
}

/** The stored, canonical form: every value trimmed; card and phone reduced to their digits. */
export function normalizeExternalFields(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => {
      const text = String(value).trim();
      return [field, field === 'card' || field === 'phone' ? text.replace(/\D/g, '') : text];
    }),
  );
}
