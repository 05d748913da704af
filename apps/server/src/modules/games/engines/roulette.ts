import {
  pocketColor,
  type RouletteParams,
  rouletteMaxMultiplier,
  rouletteMultiplier,
  rouletteParams,
  roulettePocket,
  rouletteRtpFraction,
  winningBets,
} from '@casino/shared';
import { type Fraction, fraction, toNumber } from './fraction.ts';
import type { InstantEngine } from './types.ts';

/**
 * European roulette: one float picks the pocket (0–36); the bet's chips share its stake and each pays
 * 36 / covered of its share, so every spot returns exactly 36/37 with the pockets equally likely. A layout
 * whose shares do not divide 10^4 can lose up to 10^-4 of the stake to the multiplier's 4-decimal floor;
 * the exact figure (rouletteRtpFraction) counts it. See decision 020.
 */
export function rouletteRtpExact(params: RouletteParams): Fraction {
  const { numerator, denominator } = rouletteRtpFraction(params.bets);
  return fraction(numerator, denominator);
}

const DEFAULT_PARAMS: RouletteParams = { bets: [{ type: 'red', share: 1 }] };

export const rouletteEngine: InstantEngine<RouletteParams> = {
  id: 'roulette',
  params: rouletteParams,
  floatsNeeded: () => 1,
  play(params, floats) {
    const pocket = roulettePocket(floats[0] as number);
    return {
      multiplier: rouletteMultiplier(params.bets, pocket),
      outcome: {
        pocket,
        color: pocketColor(pocket),
        bets: params.bets,
        winning: winningBets(params.bets, pocket),
      },
    };
  },
  maxMultiplier: (params) => rouletteMaxMultiplier(params.bets),
  rtp: (params) => toNumber(rouletteRtpExact(params)),
  catalogRtp: toNumber(rouletteRtpExact(DEFAULT_PARAMS)),
  defaultParams: DEFAULT_PARAMS,
};
