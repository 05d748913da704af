/**
 * European roulette: one zero, 37 pockets (0–36). A bet is a layout of chips, each on one spot of the table
 * with an integer share of the stake (decision 020). Every spot covering n numbers pays 36 / n times its
 * share (35:1 straight … 1:1 even money), so every spot returns exactly 36/37; zero loses the outside bets.
 * The table: 1–36 in 12 rows of 3 (row 1 = 1 2 3), columns 1, 2, 3 are the numbers ≡ 1, 2, 0 (mod 3).
 */
import { ROULETTE_POCKETS } from '../fairness/outcomes.ts';
import type { RouletteBet } from './schema.ts';

export const ROULETTE_INSIDE_BETS = ['straight', 'split', 'street', 'corner', 'line'] as const;
export const ROULETTE_GROUP_BETS = ['dozen', 'column'] as const;
export const ROULETTE_EVEN_MONEY_BETS = ['red', 'black', 'even', 'odd', 'low', 'high'] as const;
export type RouletteInsideBet = (typeof ROULETTE_INSIDE_BETS)[number];
export type RouletteBetType = RouletteBet['type'];

/** Numbers an inside spot covers. */
export const ROULETTE_SPOT_SIZE: Record<RouletteInsideBet, number> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  line: 6,
};

export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

export function pocketColor(pocket: number): 'green' | 'red' | 'black' {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.includes(pocket) ? 'red' : 'black';
}

/** The wheel's pocket order, clockwise from zero (for drawing it). */
export const ROULETTE_WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/**
 * Whether `numbers` (any order) form a legal inside spot of `type`: a straight is one of 0–36; a split two
 * side by side or one above the other (or 0 with 1, 2 or 3); a street a row of three (or 0-1-2, 0-2-3); a
 * corner a square of four (or 0-1-2-3); a line two neighbouring rows.
 */
export function isLegalSpot(type: RouletteInsideBet, numbers: readonly number[]): boolean {
  if (numbers.length !== ROULETTE_SPOT_SIZE[type]) return false;
  if (!numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 36)) return false;
  const [a = -1, b = -1, c = -1, d = -1] = sorted(numbers);
  const same = (expected: readonly number[]) => sorted(numbers).every((n, i) => n === expected[i]);
  switch (type) {
    case 'straight':
      return true;
    case 'split':
      if (a === 0) return b >= 1 && b <= 3;
      return (b === a + 1 && a % 3 !== 0) || b === a + 3;
    case 'street':
      if (a === 0) return (b === 1 && c === 2) || (b === 2 && c === 3);
      return a % 3 === 1 && same(range(a, 3));
    case 'corner':
      if (a === 0) return same([0, 1, 2, 3]);
      return a % 3 !== 0 && b === a + 1 && c === a + 3 && d === a + 4;
    case 'line':
      return a >= 1 && a % 3 === 1 && a <= 31 && same(range(a, 6));
  }
}

/** The numbers a chip covers (its spot's numbers, or the dozen's, column's or colour's...). */
export function coveredNumbers(bet: RouletteBet): number[] {
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return sorted(bet.numbers);
    case 'dozen':
      return range(bet.index * 12 + 1, 12);
    case 'column':
      return range(1, 36).filter((n) => (n - 1) % 3 === bet.index);
    case 'red':
      return [...RED_NUMBERS];
    case 'black':
      return range(1, 36).filter((n) => !RED_NUMBERS.includes(n));
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 18);
  }
}

/** A chip's spot as a key ("split:1-2", "dozen:0", "red"): one chip per spot. */
export function spotKey(bet: RouletteBet): string {
  if ('numbers' in bet) return `${bet.type}:${sorted(bet.numbers).join('-')}`;
  if ('index' in bet) return `${bet.type}:${bet.index}`;
  return bet.type;
}

/** Whether a chip covers `pocket`, without building its number list (the engine's hot path). */
export function covers(bet: RouletteBet, pocket: number): boolean {
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return bet.numbers.includes(pocket);
    case 'dozen':
      return pocket >= 1 && Math.floor((pocket - 1) / 12) === bet.index;
    case 'column':
      return pocket >= 1 && (pocket - 1) % 3 === bet.index;
    case 'red':
      return RED_NUMBERS.includes(pocket);
    case 'black':
      return pocket >= 1 && !RED_NUMBERS.includes(pocket);
    case 'even':
      return pocket >= 1 && pocket % 2 === 0;
    case 'odd':
      return pocket % 2 === 1;
    case 'low':
      return pocket >= 1 && pocket <= 18;
    case 'high':
      return pocket >= 19;
  }
}

/** What a spot pays per unit of its share, counting the share back: 36 / covered (36, 18, 12, 9, 6, 3, 2). */
export function spotReturn(bet: RouletteBet): number {
  if ('numbers' in bet) return 36 / bet.numbers.length;
  return 'index' in bet ? 3 : 2;
}

/** Σ share × 36 / covered over the chips covering `pocket`: the units the layout gets back. */
export function layoutReturn(bets: readonly RouletteBet[], pocket: number): bigint {
  let units = 0;
  for (const bet of bets) if (covers(bet, pocket)) units += bet.share * spotReturn(bet);
  return BigInt(units);
}

export const totalShares = (bets: readonly RouletteBet[]): bigint =>
  bets.reduce((sum, bet) => sum + BigInt(bet.share), 0n);

/**
 * The multiplier (×10^4) of the whole stake when the ball lands on `pocket`: the units back over the
 * shares, floored to 4 decimals. Exact (no flooring) for one chip, for chips of one kind, and whenever the
 * shares add up to a divisor of 10^4 (see rouletteRtpFraction).
 */
export function rouletteMultiplier(bets: readonly RouletteBet[], pocket: number): bigint {
  const shares = totalShares(bets);
  if (shares <= 0n) throw new RangeError('a roulette bet needs a chip');
  return (10_000n * layoutReturn(bets, pocket)) / shares;
}

/** Σ over the 37 pockets of the multiplier / (37 × 10^4): 36/37 for every layout the flooring spares. */
export function rouletteRtpFraction(bets: readonly RouletteBet[]): {
  numerator: bigint;
  denominator: bigint;
} {
  let numerator = 0n;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++) numerator += rouletteMultiplier(bets, pocket);
  return { numerator, denominator: BigInt(ROULETTE_POCKETS) * 10_000n };
}

export function rouletteMaxMultiplier(bets: readonly RouletteBet[]): bigint {
  let max = 0n;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++) {
    const multiplier = rouletteMultiplier(bets, pocket);
    if (multiplier > max) max = multiplier;
  }
  return max;
}

/** Indices of the chips that win on `pocket`. */
export const winningBets = (bets: readonly RouletteBet[], pocket: number): number[] =>
  bets.flatMap((bet, index) => (covers(bet, pocket) ? [index] : []));
