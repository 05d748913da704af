import type { ValidationMessage } from '../errors/codes.ts';
import { formatMajor } from '../money/minor-units.ts';

/** No amount anywhere in the cashier exceeds 10^15 major units; larger input is refused as malformed. */
export const MAX_AMOUNT_MAJOR = 10n ** 15n;

/** Longer than any amount within the cap at any sane precision; keeps BigInt() off hostile megabyte strings. */
const MAX_AMOUNT_INPUT_LENGTH = 64;

/** Unsigned decimal: digits, optionally a point and more digits. No sign, exponent, grouping or inner spaces. */
const DECIMAL_AMOUNT = /^(\d+)(?:\.(\d+))?$/;
const DIGITS_ONLY = /^\d+$/;

const capFor = (precision: number): bigint => MAX_AMOUNT_MAJOR * 10n ** BigInt(precision);

/**
 * SPEC §5.1: an amount must be a decimal number. Parses "12.5" at precision 2 into 1250n; returns null for
 * anything else, for more decimals than the currency has, and for more than 10^15 major units.
 * Whitespace around the number is ignored; inside it is not.
 */
export function parseAmount(input: string, precision: number): bigint | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text.length === 0 || text.length > MAX_AMOUNT_INPUT_LENGTH) return null;
  const match = DECIMAL_AMOUNT.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > precision) return null;
  const minor = BigInt(whole + fraction.padEnd(precision, '0'));
  return minor > capFor(precision) ? null : minor;
}

/**
 * SPEC §5.1: fiat deposit amounts are digits only ("1500"), whole major units of a currency whose minor
 * units carry `precision` decimals; "1500" at precision 2 is 150000n. Null for anything else.
 */
export function parseFiatAmount(input: string, precision: number): bigint | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text.length === 0 || text.length > MAX_AMOUNT_INPUT_LENGTH || !DIGITS_ONLY.test(text)) return null;
  const major = BigInt(text);
  return major > MAX_AMOUNT_MAJOR ? null : major * 10n ** BigInt(precision);
}

export interface AmountCurrency {
  code: string;
  precision: number;
}

export interface AmountBounds {
  /** Inclusive lower bound in minor units; none when absent. */
  min?: bigint | null;
  /** Inclusive upper bound in minor units; none when absent. */
  max?: bigint | null;
}

export interface AmountBoundsError {
  message: Extract<ValidationMessage, 'Validation.minimum_amount' | 'Validation.maximum_amount'>;
  /** The bound that was crossed, as a major-unit string, and the currency code. */
  params: { amount: string; currency: string };
}

/** SPEC §5.1/§5.4/§5.5: below min gives 'Validation.minimum_amount', above max 'Validation.maximum_amount'. */
export function checkAmountBounds(
  amount: bigint,
  bounds: AmountBounds,
  currency: AmountCurrency,
): AmountBoundsError | null {
  if (bounds.min !== undefined && bounds.min !== null && amount < bounds.min) {
    return {
      message: 'Validation.minimum_amount',
      params: { amount: formatMajor(bounds.min, currency.precision), currency: currency.code },
    };
  }
  if (bounds.max !== undefined && bounds.max !== null && amount > bounds.max) {
    return {
      message: 'Validation.maximum_amount',
      params: { amount: formatMajor(bounds.max, currency.precision), currency: currency.code },
    };
  }
  return null;
}

export interface AmountRuleResult {
  message: ValidationMessage;
  params?: { amount: string; currency: string };
}

/**
 * The whole amount rule of a form field: empty is 'Validation.required', malformed or not above zero is
 * 'Validation.invalid_amount', then the bounds. `digitsOnly` selects the fiat deposit form (SPEC §5.1).
 * Returns the parsed minor units, or the error.
 */
export function validateAmount(
  input: string | null | undefined,
  currency: AmountCurrency,
  bounds: AmountBounds = {},
  options: { digitsOnly?: boolean } = {},
): { amount: bigint } | { error: AmountRuleResult } {
  if (input === null || input === undefined || typeof input !== 'string' || input.trim() === '') {
    return { error: { message: 'Validation.required' } };
  }
  const amount = options.digitsOnly
    ? parseFiatAmount(input, currency.precision)
    : parseAmount(input, currency.precision);
  if (amount === null || amount <= 0n) return { error: { message: 'Validation.invalid_amount' } };
  const outside = checkAmountBounds(amount, bounds, currency);
  return outside ? { error: outside } : { amount };
}
