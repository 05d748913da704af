/**
 * SPEC §9 fee lookup: the fee of the last level whose `from` is at or below the amount, times the amount.
 * Exact bigint arithmetic; a fee rate has at most 6 significant decimals.
 */

export interface FeeLevel {
  /** The level applies from this amount (minor units, inclusive). */
  from: bigint;
  /** A decimal fraction of the amount, e.g. '0.025' for 2.5 %. */
  fee: string;
}

export const FEE_RATE_DECIMALS = 6;
const RATE_SCALE = 10n ** BigInt(FEE_RATE_DECIMALS);
const RATE = /^(\d{1,12})(?:\.(\d{1,32}))?$/;

/**
 * '0.025' → 25000n (millionths). Trailing zeros beyond 6 decimals are fine (a numeric column reads back
 * '0.025000000000'); a 7th significant decimal, a sign or anything that is not a decimal gives null.
 */
export function parseFeeRate(fee: string): bigint | null {
  if (typeof fee !== 'string') return null;
  const match = RATE.exec(fee.trim());
  if (!match) return null;
  const [, whole = '0', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > FEE_RATE_DECIMALS) return null;
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(FEE_RATE_DECIMALS, '0'));
}

interface ParsedLevel {
  from: bigint;
  rate: bigint;
}

/** Levels sorted by `from` (stable, so of equal `from`s the later one wins), with parsed rates. */
function parsedLevels(levels: readonly FeeLevel[]): ParsedLevel[] {
  return levels
    .map((level) => {
      const rate = parseFeeRate(level.fee);
      if (rate === null) throw new RangeError(`invalid fee rate ${JSON.stringify(level.fee)}`);
      return { from: level.from, rate };
    })
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** The level that applies to `amount`, or undefined when the amount is below every level (no fee). */
export function feeLevelFor(amount: bigint, levels: readonly FeeLevel[]): FeeLevel | undefined {
  let found: FeeLevel | undefined;
  for (const level of [...levels].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))) {
    if (level.from <= amount) found = level;
  }
  return found;
}

/**
 * The fee in minor units: floor(amount × rate) of the applicable level; 0 below every level and for
 * amounts not above zero. Throws RangeError if a level's fee is not a decimal of at most 6 decimals.
 */
export function withdrawFee(amount: bigint, levels: readonly FeeLevel[]): bigint {
  if (amount <= 0n) return 0n;
  let rate = 0n;
  for (const level of parsedLevels(levels)) {
    if (level.from <= amount) rate = level.rate;
  }
  return (amount * rate) / RATE_SCALE;
}

/**
 * SPEC §5.5: the largest amount such that amount + fee(amount) ≤ balance.
 *
 * amount + fee(amount) is not monotonic across levels (a cheaper level further up can make a larger amount
 * affordable), so each level's span is solved on its own and the best is kept. Within one span with rate r
 * (scale S), a + ⌊a·r/S⌋ ≤ B  ⇔  a·(S+r) < (B+1)·S  ⇔  a ≤ ⌊((B+1)·S − 1) / (S+r)⌋, exactly.
 */
export function maxWithdrawable(balance: bigint, levels: readonly FeeLevel[]): bigint {
  if (balance <= 0n) return 0n;
  const sorted = parsedLevels(levels);
  const spans: Array<{ lo: bigint; hi: bigint; rate: bigint }> = [];
  const first = sorted[0];
  if (!first || first.from > 0n) spans.push({ lo: 0n, hi: (first?.from ?? balance + 1n) - 1n, rate: 0n });
  sorted.forEach((level, index) => {
    const next = sorted[index + 1];
    spans.push({ lo: level.from, hi: next ? next.from - 1n : balance, rate: level.rate });
  });
  let best = 0n;
  for (const span of spans) {
    const lo = span.lo < 0n ? 0n : span.lo;
    const hi = span.hi > balance ? balance : span.hi;
    if (lo > hi) continue;
    const affordable = ((balance + 1n) * RATE_SCALE - 1n) / (RATE_SCALE + span.rate);
    const top = affordable < hi ? affordable : hi;
    if (top >= lo && top > best) best = top;
  }
  return best;
}
