import type { FieldError } from '../errors/codes.ts';
import { validateAmount } from './amount.ts';
import { type ExternalDetailsFields, isLatinName, validateExternalFields } from './external-fields.ts';
import { type FeeLevel, maxWithdrawable } from './fees.ts';

/** SPEC §5.5: full-name detail fields are not shown; they are filled from the name field. */
export const FULL_NAME_FIELDS = ['first_name', 'last_name', 'full_name', 'full_name_latin'] as const;
export type FullNameField = (typeof FULL_NAME_FIELDS)[number];

/** SPEC §5.5: methods whose withdrawal needs no name (the game-store entry and blik). */
export const NAME_OPTIONAL_METHODS = ['game_store', 'blik'] as const;

/** SPEC §5.5: the detail each method needs whatever its field lists say. */
export const METHOD_REQUIRED_DETAILS: Readonly<Record<string, string>> = Object.freeze({
  p2p: 'card',
  account_number: 'account_number_online_banking_ph',
  sbp: 'phone',
});

export const WITHDRAW_NAME_MAX_LENGTH = 200;

export interface FiatWithdrawalInput {
  amount: string;
  name?: string | null;
  details: Readonly<Record<string, unknown>>;
}

export interface FiatWithdrawalMethod {
  /** SPEC §3 `method`: p2p, account_number, sbp, mpayment, blik, game_store, ... */
  method: string;
  /** The method's currency code and its precision. */
  currency: string;
  precision: number;
  sell: {
    /** Minor units. */
    minAmount: bigint;
    maxAmount: bigint;
    levels: readonly FeeLevel[];
    /** The chosen subbank's fields when it has them, else the method's. */
    externalDetailsFields?: ExternalDetailsFields | null;
  };
  /** Force the Latin-only name rule even when full_name_latin is not a required field. */
  requiresLatinName?: boolean;
}

/** The payload carries the name itself as details.name (SPEC §3 fiat withdraw payload). */
export const NAME_DETAIL_FIELD = 'name';

const isFullNameField = (field: string): boolean => (FULL_NAME_FIELDS as readonly string[]).includes(field);
const isNameField = (field: string): boolean => field === NAME_DETAIL_FIELD || isFullNameField(field);

/**
 * SPEC §5.5: a copy of `details` with the name fields filled from `name`: details.name, full_name and
 * full_name_latin get the whole name (spaces collapsed), first_name the part before the first space and
 * last_name the rest. With `fields`, only the full-name fields the method lists are filled (name always is).
 */
export function fillNameFields(
  name: string,
  details: Readonly<Record<string, string>>,
  fields?: ExternalDetailsFields,
): Record<string, string> {
  const whole = name.trim().replace(/\s+/g, ' ');
  const space = whole.indexOf(' ');
  const names: Record<FullNameField, string> = {
    first_name: space === -1 ? whole : whole.slice(0, space),
    last_name: space === -1 ? '' : whole.slice(space + 1),
    full_name: whole,
    full_name_latin: whole,
  };
  const wanted = fields ? new Set([...fields.required, ...fields.optional]) : undefined;
  const filled: Record<string, string> = Object.fromEntries(Object.entries(details));
  filled[NAME_DETAIL_FIELD] = whole;
  for (const field of FULL_NAME_FIELDS) {
    if (!wanted || wanted.has(field)) filled[field] = names[field];
  }
  return filled;
}

/**
 * SPEC §5.5 fiat withdrawal rules. Field errors name the form field ('amount', 'name', 'details.card').
 * - amount: at least minAmount, at most maxAmount and at most maxWithdrawable(balance, levels); a too large
 *   amount reports the smaller of the two caps.
 * - name: required unless the method is game_store or blik; Latin only when full_name_latin is required.
 * - details: the method's fields (plus the per-method must-have) by the SPEC §5.2 rules; full-name fields are
 *   ignored here because they are filled from name, and so is details.name. The server passes
 *   `name: details.name` since the sell payload carries the name inside details.
 */
export function validateFiatWithdrawal(
  input: FiatWithdrawalInput,
  method: FiatWithdrawalMethod,
  balance: bigint,
): FieldError[] {
  const errors: FieldError[] = [];
  const currency = { code: method.currency, precision: method.precision };
  const affordable = maxWithdrawable(balance, method.sell.levels);
  const max = affordable < method.sell.maxAmount ? affordable : method.sell.maxAmount;
  const checked = validateAmount(input.amount, currency, { min: method.sell.minAmount, max });
  if ('error' in checked) errors.push({ field: 'amount', ...checked.error });

  const fields = method.sell.externalDetailsFields ?? { required: [], optional: [] };
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const nameOptional = (NAME_OPTIONAL_METHODS as readonly string[]).includes(method.method);
  const latin = method.requiresLatinName === true || fields.required.includes('full_name_latin');
  if (input.name !== undefined && input.name !== null && typeof input.name !== 'string') {
    errors.push({ field: 'name', message: 'Validation.invalid_format' });
  } else if (name === '') {
    if (!nameOptional) errors.push({ field: 'name', message: 'Validation.required' });
  } else if (name.length > WITHDRAW_NAME_MAX_LENGTH) {
    errors.push({ field: 'name', message: 'Validation.invalid_format' });
  } else if (latin && !isLatinName(name)) {
    errors.push({ field: 'name', message: 'Validation.invalid_full_name_latin' });
  }

  const mustHave = Object.hasOwn(METHOD_REQUIRED_DETAILS, method.method)
    ? METHOD_REQUIRED_DETAILS[method.method]
    : undefined;
  const required = [...fields.required, ...(mustHave ? [mustHave] : [])].filter((f) => !isNameField(f));
  const optional = fields.optional.filter((f) => !isNameField(f));
  const details = Object.fromEntries(Object.entries(input.details).filter(([field]) => !isNameField(field)));
  for (const error of validateExternalFields({ required, optional }, details)) {
    errors.push({ field: `details.${error.field}`, message: error.message });
  }
  return errors;
}
