import {
  toHundredths as hundredths,
  type LimboParams,
  limboMultiplier,
  limboParams,
  limboResult,
} from '@casino/shared';
import { type Fraction, fraction, toNumber } from './fraction.ts';
import type { InstantEngine } from './types.ts';

const FLOAT_VALUES = 2n ** 32n;

/**
 * Exact RTP over the 2^32 equally likely floats k / 2^32. The result floor(99 / float) (hundredths) reaches
 * the target T iff k ≤ 99 × 2^32 / T (double division cannot flip the floor here: the quotient is at least
 * 1 / (99 × 2^32) away, relatively, from any integer it is not equal to), and a float of 0 gives the cap, so
 * P(win) = (floor(99 × 2^32 / T) + 1) / 2^32 and RTP = P(win) × T / 100: 0.99 plus up to T / (100 × 2^32)
 * (≈ 0.99000000023 at 2×, 0.99023 at the 1,000,000× cap).
 */
export function limboRtpFraction(params: LimboParams): Fraction {
  const target = BigInt(hundredths(params.target));
  const winningFloats = (99n * FLOAT_VALUES) / target + 1n;
  return fraction(winningFloats * target, FLOAT_VALUES * 100n);
}

export const limboEngine: InstantEngine<LimboParams> = {
  id: 'limbo',
  params: limboParams,
  floatsNeeded: () => 1,
  play(params, floats) {
    const result = limboResult(floats[0] as number);
    const win = result >= hundredths(params.target);
    return {
      multiplier: win ? limboMultiplier(hundredths(params.target)) : 0n,
      outcome: { result: result / 100, target: params.target, win },
    };
  },
  maxMultiplier: (params) => limboMultiplier(hundredths(params.target)),
  rtp: (params) => toNumber(limboRtpFraction(params)),
  catalogRtp: toNumber(limboRtpFraction({ target: 2 })),
  defaultParams: { target: 2 },
};
