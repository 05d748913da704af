/** Exact non-negative fractions of bigints, for RTP figures computed without rounding. */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator: bigint): Fraction {
  if (denominator <= 0n) throw new RangeError('the denominator must be positive');
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

const DIGITS = 10n ** 18n;

/** The nearest double (to ~1e-17 for values around 1). */
export function toNumber({ numerator, denominator }: Fraction): number {
  const whole = numerator / denominator;
  const rest = ((numerator % denominator) * DIGITS) / denominator;
  return Number(whole) + Number(rest) / Number(DIGITS);
}
