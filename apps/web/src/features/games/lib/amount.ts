import { formatMajor, parseMajor, payoutFor } from '@casino/shared';

/**
 * Bet amounts are decimal strings in the player's currency; arithmetic runs on integer minor units so ½ and
 * 2× never produce float dust.
 */

/** Digits after the point of a decimal string ("0.01" → 2, "5" → 0). */
export function precisionOf(decimal: string): number {
  const [, fraction = ''] = decimal.split('.');
  return fraction.length;
}

export function toMinor(decimal: string, precision: number): bigint | null {
  return parseMajor(decimal, precision);
}

export const fromMinor = (minor: bigint, precision: number) => formatMajor(minor, precision);

/** Typed input to a decimal with at most `precision` digits: commas become points, extra digits are cut. */
export function normalizeTyped(text: string, precision: number): string | null {
  const cleaned = text.trim().replace(',', '.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (!whole && !fraction) return null;
  const digits = fraction.slice(0, precision);
  return `${whole || '0'}${precision > 0 ? `.${digits.padEnd(precision, '0')}` : ''}`;
}

export function clampMinor(value: bigint, min: bigint, max: bigint): bigint {
  if (max < min) return min;
  return value < min ? min : value > max ? max : value;
}

/** Signed difference a − b as a decimal string. */
export function subtract(a: string, b: string, precision: number): string {
  return fromMinor((toMinor(a, precision) ?? 0n) - (toMinor(b, precision) ?? 0n), precision);
}

/** What a win adds on top of the stake, as the server pays it: payoutFor(stake, multiplier at 10^4) − stake. */
export function profitOnWin(stake: string, multiplier: bigint, precision: number): string {
  const minor = toMinor(stake, precision);
  if (minor === null || multiplier <= 0n) return fromMinor(0n, precision);
  return fromMinor(payoutFor(minor, multiplier) - minor, precision);
}

/** Integer hundredths with two decimals (4950 → "49.50"), so chances and targets never print float dust. */
export function formatHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
