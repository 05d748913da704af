/**
 * Sportsbook odds and payouts. Decimal odds travel as strings with two decimals ("1.95") and are kept as
 * integer hundredths (195n), so every payout is exact bigint arithmetic, rounded down once at the end.
 */

export const ODDS_MIN = 101n;
export const ODDS_MAX = 100_000n;
/** A multi holds at most this many legs. */
export const MAX_SELECTIONS = 20;

export const ACCEPT_ODDS = ['none', 'higher', 'any'] as const;
export type AcceptOdds = (typeof ACCEPT_ODDS)[number];

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export type LegResult = 'pending' | 'won' | 'lost' | 'void';
export type SportsBetStatus = 'open' | 'won' | 'lost' | 'void' | 'cashed_out';

export interface Leg {
  /** Hundredths, as placed. */
  odds: bigint;
  result: LegResult;
}

const HUNDRED = 100n;
const ODDS_TEXT = /^(\d{1,4})(?:\.(\d{1,2}))?$/;

/** "1.95" → 195n; null for anything that is not decimal odds within ODDS_MIN..ODDS_MAX. */
export function parseOdds(text: string): bigint | null {
  const match = ODDS_TEXT.exec(text);
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(2, '0'));
  const odds = whole * HUNDRED + fraction;
  return odds >= ODDS_MIN && odds <= ODDS_MAX ? odds : null;
}

/** 195n → "1.95". */
export function formatOdds(odds: bigint): string {
  return `${odds / HUNDRED}.${(odds % HUNDRED).toString().padStart(2, '0')}`;
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/** Odds as the player chose to read them: decimal "1.95", fractional "19/20", American "-105" / "+150". */
export function displayOdds(odds: bigint, format: OddsFormat): string {
  if (format === 'decimal') return formatOdds(odds);
  const profit = odds - HUNDRED;
  if (format === 'fractional') {
    const divisor = gcd(profit, HUNDRED);
    return `${profit / divisor}/${HUNDRED / divisor}`;
  }
  if (odds >= 200n) return `+${profit}`;
  // −100 / (d − 1), rounded half away from zero.
  return `-${(10_000n * 2n + profit) / (2n * profit)}`;
}

/** Whether odds that are now `current` may be taken by a player who asked for `requested`. */
export function oddsAcceptable(requested: bigint, current: bigint, accept: AcceptOdds): boolean {
  if (accept === 'any') return true;
  if (accept === 'higher') return current >= requested;
  return current === requested;
}

/** stake × Π odds, in minor units, rounded down. */
export function potentialPayout(stake: bigint, odds: readonly bigint[]): bigint {
  let numerator = stake;
  let denominator = 1n;
  for (const o of odds) {
    numerator *= o;
    denominator *= HUNDRED;
  }
  return numerator / denominator;
}

/** The multi's odds as shown (hundredths, rounded down); a single's are its leg's. */
export function combinedOdds(odds: readonly bigint[]): bigint {
  let numerator = HUNDRED;
  let denominator = 1n;
  for (const o of odds) {
    numerator *= o;
    denominator *= HUNDRED;
  }
  return numerator / denominator;
}

/**
 * A bet's state from its legs: lost as soon as one leg loses, open while any leg is pending, void when
 * every leg is void, won otherwise.
 */
export function betStatusOf(legs: readonly Leg[]): Exclude<SportsBetStatus, 'cashed_out'> {
  if (legs.some((leg) => leg.result === 'lost')) return 'lost';
  if (legs.some((leg) => leg.result === 'pending')) return 'open';
  if (legs.every((leg) => leg.result === 'void')) return 'void';
  return 'won';
}

/**
 * What a settled bet pays in minor units: 0 when lost, the stake back when void, otherwise stake × the
 * odds of its won legs (a void leg counts as 1.00). null while it is open.
 */
export function betPayout(stake: bigint, legs: readonly Leg[]): bigint | null {
  const status = betStatusOf(legs);
  if (status === 'open') return null;
  if (status === 'lost') return 0n;
  if (status === 'void') return stake;
  return potentialPayout(
    stake,
    legs.filter((leg) => leg.result === 'won').map((leg) => leg.odds),
  );
}

export interface CashoutLeg extends Leg {
  /** The outcome's odds now (hundredths); null when its market is suspended or closed. */
  current: bigint | null;
}

/**
 * The cash-out offer in minor units: the bet's fair value at today's odds, stake × Π placed / Π current
 * over the pending legs (won legs keep their placed odds, void legs count 1.00), less the operator's
 * cash-out margin in basis points. null when nothing can be offered: the bet has lost, has no pending
 * leg, or a pending leg's market is not open.
 */
export function cashoutOffer(
  stake: bigint,
  legs: readonly CashoutLeg[],
  marginBasisPoints: number,
): bigint | null {
  if (betStatusOf(legs) !== 'open') return null;
  let numerator = stake * BigInt(10_000 - marginBasisPoints);
  let denominator = 10_000n;
  for (const leg of legs) {
    if (leg.result === 'void') continue;
    numerator *= leg.odds;
    denominator *= HUNDRED;
    if (leg.result === 'pending') {
      if (leg.current === null) return null;
      numerator *= HUNDRED;
      denominator *= leg.current;
    }
  }
  const offer = numerator / denominator;
  return offer > 0n ? offer : null;
}

/**
 * Odds from fair probabilities (summing to 1) with the operator's margin in basis points: each price is
 * 1 / (p × (1 + margin)), rounded down to hundredths and kept within ODDS_MIN..ODDS_MAX. Prices are not
 * money, so floats are fine here; the result is exact hundredths.
 */
export function oddsWithMargin(probabilities: readonly number[], marginBasisPoints: number): bigint[] {
  const overround = 1 + marginBasisPoints / 10_000;
  return probabilities.map((p) => {
    const raw = p > 0 ? Math.floor(100 / (p * overround)) : Number(ODDS_MAX);
    return BigInt(Math.min(Number(ODDS_MAX), Math.max(Number(ODDS_MIN), raw)));
  });
}
