import {
  type DiceParams,
  diceMultiplier,
  diceParams,
  diceRoll,
  diceWinChance,
  toHundredths as hundredths,
} from '@casino/shared';
import { type Fraction, fraction, toNumber } from './fraction.ts';
import type { InstantEngine } from './types.ts';

/** Rolls are hundredths 0–10000 (0.00–100.00): 10001 values. */
const ROLL_VALUES = 10_001;
/** A 32-bit float: the fairness floats take 2^32 equally likely values k / 2^32. */
const FLOAT_VALUES = 2n ** 32n;

// The payout rules are the page's too: said once in packages/shared (games/instant-odds).
export { diceMultiplier, diceWinChance };

/** Float values (of 2^32) whose roll floor(k × 10001 / 2^32) is below `roll` = ceil(roll × 2^32 / 10001). */
function floatsBelowRoll(roll: number): bigint {
  const scaled = BigInt(roll) * FLOAT_VALUES;
  const values = BigInt(ROLL_VALUES);
  return (scaled + values - 1n) / values;
}

/**
 * Exact RTP over the 2^32 equally likely floats: the winning rolls (over: target+1 … 10000; under:
 * 0 … target−1, so a roll equal to the target loses) counted float by float, times the floored multiplier.
 * About 0.99 × 10000 / 10001 ≈ 0.98990, less the flooring.
 */
export function diceRtpFraction(params: DiceParams): Fraction {
  const target = hundredths(params.target);
  const winningFloats =
    params.condition === 'over' ? FLOAT_VALUES - floatsBelowRoll(target + 1) : floatsBelowRoll(target);
  return fraction(winningFloats * diceMultiplier(params), FLOAT_VALUES * 10_000n);
}

export const diceEngine: InstantEngine<DiceParams> = {
  id: 'dice',
  params: diceParams,
  floatsNeeded: () => 1,
  play(params, floats) {
    const roll = diceRoll(floats[0] as number);
    const target = hundredths(params.target);
    const win = params.condition === 'over' ? roll > target : roll < target;
    return {
      multiplier: win ? diceMultiplier(params) : 0n,
      outcome: { roll: roll / 100, target: params.target, condition: params.condition, win },
    };
  },
  maxMultiplier: diceMultiplier,
  rtp: (params) => toNumber(diceRtpFraction(params)),
  catalogRtp: toNumber(diceRtpFraction({ target: 50.5, condition: 'over' })),
  defaultParams: { target: 50.5, condition: 'over' },
};

export { ROLL_VALUES as DICE_ROLL_VALUES };
