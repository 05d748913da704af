/**
 * Money is carried as integer minor units (bigint) and crosses JSON as a decimal string in major units.
 * Pure and exact: no floats anywhere on the path.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Parses "12.5" with precision 2 into 1250n. Returns null for malformed input or too many decimals. */
export function parseMajor(input: string, precision: number): bigint | null {
  const match = DECIMAL.exec(input.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > precision) return null;
  const minor = BigInt(whole + fraction.padEnd(precision, '0'));
  return sign ? -minor : minor;
}

/** Formats 1250n with precision 2 as "12.50". */
export function formatMajor(minor: bigint, precision: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision);
  const fraction = precision > 0 ? `.${digits.slice(digits.length - precision)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Scales a decimal string to an integer with `scale` digits after the point ("1.5", 3 → 1500n). */
function scaled(decimal: string, scale: number): bigint {
  const value = parseMajor(decimal, scale);
  if (value === null || value <= 0n) throw new RangeError(`invalid rate ${decimal}`);
  return value;
}

const RATE_SCALE = 12;

/**
 * Converts through a common quote currency (USD): both rates are prices of one major unit in USD.
 * Exact integer arithmetic, rounded toward zero.
 */
export function convertViaQuote(
  amount: bigint,
  from: { precision: number; rate: string },
  to: { precision: number; rate: string },
): bigint {
  const fromRate = scaled(trimRate(from.rate), RATE_SCALE);
  const toRate = scaled(trimRate(to.rate), RATE_SCALE);
  return (amount * fromRate * 10n ** BigInt(to.precision)) / (toRate * 10n ** BigInt(from.precision));
}

/** numeric(30,12) reads back with trailing zeros; more than 12 decimals is cut, never rounded up. */
function trimRate(rate: string): string {
  const [whole, fraction = ''] = rate.split('.');
  return fraction ? `${whole}.${fraction.slice(0, RATE_SCALE)}` : (whole ?? rate);
}
