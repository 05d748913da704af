import type { Rng } from '../rng.ts';

/**
 * Single-zero roulette (37 pockets): outside bets and a straight number. Every bet returns 36 units per
 * 37 played, so the RTP is exactly 36/37 = 97.30 % whichever bet the player picks.
 */
export const POCKETS = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
export const ROULETTE_BETS = [
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen1',
  'dozen2',
  'dozen3',
  'straight',
] as const;
export type RouletteBet = (typeof ROULETTE_BETS)[number];
export const ROULETTE_RTP = { numerator: 36n, denominator: 37n };

export function pocketColor(pocket: number): 'green' | 'red' | 'black' {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

/** What the stake comes back multiplied by (stake included), or 0 when the bet loses. */
export function roulettePayout(bet: RouletteBet, pocket: number, straightNumber: number | null): number {
  if (bet === 'straight') return pocket === straightNumber ? 36 : 0;
  if (pocket === 0) return 0;
  switch (bet) {
    case 'red':
      return RED_NUMBERS.has(pocket) ? 2 : 0;
    case 'black':
      return RED_NUMBERS.has(pocket) ? 0 : 2;
    case 'odd':
      return pocket % 2 === 1 ? 2 : 0;
    case 'even':
      return pocket % 2 === 0 ? 2 : 0;
    case 'low':
      return pocket <= 18 ? 2 : 0;
    case 'high':
      return pocket >= 19 ? 2 : 0;
    case 'dozen1':
      return pocket <= 12 ? 3 : 0;
    case 'dozen2':
      return pocket >= 13 && pocket <= 24 ? 3 : 0;
    case 'dozen3':
      return pocket >= 25 ? 3 : 0;
  }
}

export interface RouletteSpin {
  pocket: number;
  color: 'green' | 'red' | 'black';
  multiplier: number;
}

export function spinRoulette(rng: Rng, bet: RouletteBet, straightNumber: number | null): RouletteSpin {
  const pocket = rng.below(POCKETS);
  return { pocket, color: pocketColor(pocket), multiplier: roulettePayout(bet, pocket, straightNumber) };
}
