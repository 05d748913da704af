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
  /** Bounds carry `amount` and `currency`; 'Validation.too_many_decimals' carries `decimals`. */
  params?: Record<string, string>;
}

/** A separator between digits and nothing else ("12.50", "12,5", "1.234,5"), as a person types a fraction. */
const SEPARATED_DIGITS = /^\d*[.,][\d.,]*$/;
/** A dot-decimal with a fraction ("12.505"), to tell too many decimals apart from garbage. */
const DOT_DECIMAL = /^\d+\.(\d+)$/;

/**
 * Why a strict amount string fails before its bounds: 'Validation.whole_number' when a whole-number field
 * (or a currency without decimals) got a decimal separator, 'Validation.too_many_decimals' (with
 * `decimals`) when the fraction is longer than the currency's precision, else 'Validation.invalid_amount'.
 */
function malformedAmount(text: string, precision: number, digitsOnly: boolean): AmountRuleResult {
  if ((digitsOnly || precision === 0) && /\d/.test(text) && SEPARATED_DIGITS.test(text)) {
    return { message: 'Validation.whole_number' };
  }
  const fraction = DOT_DECIMAL.exec(text)?.[1];
  if (!digitsOnly && fraction !== undefined && fraction.length > precision) {
    return { message: 'Validation.too_many_decimals', params: { decimals: String(precision) } };
  }
  return { message: 'Validation.invalid_amount' };
}

/**
 * The whole amount rule of a form field: empty is 'Validation.required'; a decimal separator where whole
 * units are due (`digitsOnly`, the fiat deposit form of SPEC §5.1, or a currency without decimals) is
 * 'Validation.whole_number' ("12.50" is never read as 1250); more decimals than the precision is
 * 'Validation.too_many_decimals' with `decimals`; other malformed input or not above zero is
 * 'Validation.invalid_amount'; then the bounds. The input is the strict form (a point, no grouping): typed
 * text goes through normalizeAmountInput first.
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
  if (amount === null)
    return { error: malformedAmount(input.trim(), currency.precision, !!options.digitsOnly) };
  if (amount <= 0n) return { error: { message: 'Validation.invalid_amount' } };
  const outside = checkAmountBounds(amount, bounds, currency);
  return outside ? { error: outside } : { amount };
}

export type DecimalSeparator = '.' | ',';

/** The decimal separator of a locale ("en" → ".", "ru" and "uk" → ","); "." when Intl does not say. */
export function decimalSeparatorOf(locale: string): DecimalSeparator {
  try {
    const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
    return part?.value === ',' ? ',' : '.';
  } catch {
    return '.';
  }
}

/** Spaces people and Intl put between digit groups: space, no-break space, thin and narrow no-break space. */
const GROUP_SPACES = /[\s\u00a0\u2009\u202f]/g;
const GROUPED = { '.': /^[1-9]\d{0,2}(?:\.\d{3})+$/, ',': /^[1-9]\d{0,2}(?:,\d{3})+$/ } as const;

/**
 * An amount as a person types it, in the strict form parseAmount reads: digit-group spaces dropped, the
 * decimal separator (a point or a comma) made a point, grouping points or commas dropped. Every digit is
 * kept and nothing is rounded; null when the text is not a number as people write one.
 * - "12,50" and "12.50" → "12.50"; "1 234,5" → "1234.5"; "1,234.50" and "1.234,50" → "1234.50".
 * - One separator is the decimal one, except a comma before exactly three digits after a 1–3 digit group
 *   where the locale's decimal separator is a point ("1,500" in English is 1500; in Russian it is 1.5).
 * - Unfinished input while typing keeps its shape: "12," → "12.", "," → ".".
 */
export function canonicalAmount(input: string, decimal: DecimalSeparator = '.'): string | null {
  if (typeof input !== 'string' || input.length > MAX_AMOUNT_INPUT_LENGTH * 2) return null;
  const text = input.trim().replace(GROUP_SPACES, '');
  if (!/^[\d.,]*$/.test(text) || text.length > MAX_AMOUNT_INPUT_LENGTH) return null;
  const points = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  if (points + commas === 0) return text;
  if (points > 0 && commas > 0) {
    // Both: the last one is the decimal separator and may appear once; the other groups thousands.
    const last = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const group = last === '.' ? ',' : '.';
    if ((last === '.' ? points : commas) !== 1) return null;
    const at = text.lastIndexOf(last);
    const whole = text.slice(0, at);
    if (!GROUPED[group].test(whole)) return null;
    return `${whole.split(group).join('')}.${text.slice(at + 1)}`;
  }
  const separator = points > 0 ? '.' : ',';
  if (points + commas > 1) return GROUPED[separator].test(text) ? text.split(separator).join('') : null;
  const [whole = '', fraction = ''] = text.split(separator);
  if (separator !== decimal && decimal === '.' && fraction.length === 3 && GROUPED[','].test(text)) {
    return whole + fraction;
  }
  return `${whole}.${fraction}`;
}

export type AmountInputResult = { value: string } | { error: AmountRuleResult };

/**
 * A typed amount checked for its form before its bounds (SPEC §5.1): empty is 'Validation.required'; in a
 * whole-number field (`wholeOnly`, the fiat deposit) any decimal point or comma is 'Validation.whole_number',
 * never dropped; elsewhere a point or a comma (per `decimal`, the locale's) keeps its value and more
 * decimals than `precision` is 'Validation.too_many_decimals'. The value is the strict form ("1234.5",
 * "1500") that validateAmount and the server read; a trailing separator ("12.") is dropped.
 */
export function normalizeAmountInput(
  input: string | null | undefined,
  precision: number,
  options: { wholeOnly?: boolean; decimal?: DecimalSeparator } = {},
): AmountInputResult {
  if (typeof input !== 'string' || input.trim() === '') return { error: { message: 'Validation.required' } };
  const text = input.trim().replace(GROUP_SPACES, '');
  if (options.wholeOnly) {
    if (DIGITS_ONLY.test(text) && text.length <= MAX_AMOUNT_INPUT_LENGTH) return { value: text };
    return { error: malformedAmount(text, precision, true) };
  }
  const canonical = canonicalAmount(text, options.decimal ?? '.');
  if (canonical === null) return { error: { message: 'Validation.invalid_amount' } };
  const value = canonical.endsWith('.') ? canonical.slice(0, -1) : canonical;
  const strict = value.startsWith('.') ? `0${value}` : value;
  if (!DECIMAL_AMOUNT.test(strict)) return { error: { message: 'Validation.invalid_amount' } };
  if (parseAmount(strict, precision) === null) return { error: malformedAmount(strict, precision, false) };
  return { value: strict };
}
