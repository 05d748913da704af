import { fromHundredths } from './multiplier.ts';
import type { DiceParams } from './schemas.ts';

/**
 * Dice and limbo odds in integers, for the engines and the page alike: a multiplier shown in the browser is
 * then exactly the one the server pays (floats rounded 99 / 47 up to 2.1064 where the server floors to 2.1063).
 * Targets and chances travel as hundredths (of a percent for dice chances, of a multiple for limbo targets).
 */

/** A two-decimal number of the API (50.5, 2.25) as integer hundredths. */
export const toHundredths = (value: number): number => Math.round(value * 100);

/** Dice pays 99 / chance: 99 % at the 10^4 multiplier scale times hundredths of a percent. */
const DICE_PAYOUT_NUMERATOR = 99_000_000n;
/** SPEC dice limits in hundredths of a percent (0.01 %–98 %), as `diceParams` checks them. */
export const DICE_MIN_CHANCE_HUNDREDTHS = 1;
export const DICE_MAX_CHANCE_HUNDREDTHS = 9_800;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Win chance in hundredths of a percent: over → 100 − target, under → target. */
export function diceWinChance({ target, condition }: DiceParams): number {
  return condition === 'over' ? 10_000 - toHundredths(target) : toHundredths(target);
}

/** 99 / chance floored to 4 decimals, at the 10^4 scale; a chance of zero or less pays nothing. */
export function diceMultiplierForChance(chanceHundredths: number): bigint {
  if (!Number.isInteger(chanceHundredths) || chanceHundredths <= 0) return 0n;
  return DICE_PAYOUT_NUMERATOR / BigInt(chanceHundredths);
}

/** The multiplier (10^4 scale) a dice bet pays on a win. */
export const diceMultiplier = (params: DiceParams): bigint => diceMultiplierForChance(diceWinChance(params));

/** A chance (hundredths of a percent) kept within the dice limits. */
export const clampDiceChance = (chanceHundredths: number): number =>
  clamp(Math.round(chanceHundredths), DICE_MIN_CHANCE_HUNDREDTHS, DICE_MAX_CHANCE_HUNDREDTHS);

/** The chance a typed multiplier (10^4 scale) stands for: 99 / multiplier rounded half up, within limits. */
export function diceChanceForMultiplier(multiplier: bigint): number {
  if (multiplier <= 0n) return DICE_MAX_CHANCE_HUNDREDTHS;
  const rounded = (DICE_PAYOUT_NUMERATOR * 2n + multiplier) / (multiplier * 2n);
  // Past the 0.01 % floor the quotient may not fit a safe number; it is clamped anyway.
  return rounded > BigInt(DICE_MAX_CHANCE_HUNDREDTHS)
    ? DICE_MAX_CHANCE_HUNDREDTHS
    : clampDiceChance(Number(rounded));
}

/** The target (hundredths) that gives `chanceHundredths` for a condition, the chance clamped first. */
export function diceTargetForChance(chanceHundredths: number, condition: DiceParams['condition']): number {
  const chance = clampDiceChance(chanceHundredths);
  return condition === 'over' ? 10_000 - chance : chance;
}

/** Limbo limits in hundredths of a multiple (1.01×–1,000,000×), as `limboParams` checks them. */
export const LIMBO_MIN_TARGET_HUNDREDTHS = 101;
export const LIMBO_MAX_TARGET_HUNDREDTHS = 100_000_000;

/** Limbo chances are percent at this scale (10^-8 %): the 1,000,000× cap still shows as 0.000099 %. */
export const LIMBO_CHANCE_SCALE = 100_000_000n;
/** 99 % × the chance scale × 100 (targets are hundredths). */
const LIMBO_CHANCE_NUMERATOR = 99n * LIMBO_CHANCE_SCALE * 100n;

export const clampLimboTarget = (targetHundredths: number): number =>
  clamp(Math.round(targetHundredths), LIMBO_MIN_TARGET_HUNDREDTHS, LIMBO_MAX_TARGET_HUNDREDTHS);

/** A limbo win pays the target itself (10^4 scale). */
export const limboMultiplier = (targetHundredths: number): bigint => fromHundredths(targetHundredths);

/** P(result ≥ target) = 99 / target percent, at LIMBO_CHANCE_SCALE, rounded half up. */
export function limboWinChance(targetHundredths: number): bigint {
  if (!Number.isInteger(targetHundredths) || targetHundredths <= 0) return 0n;
  const target = BigInt(targetHundredths);
  return (LIMBO_CHANCE_NUMERATOR * 2n + target) / (target * 2n);
}

/** The target (hundredths, within limits) for a chance at LIMBO_CHANCE_SCALE, rounded half up. */
export function limboTargetForChance(chance: bigint): number {
  if (chance <= 0n) return LIMBO_MAX_TARGET_HUNDREDTHS;
  const rounded = (LIMBO_CHANCE_NUMERATOR * 2n + chance) / (chance * 2n);
  return rounded > BigInt(LIMBO_MAX_TARGET_HUNDREDTHS)
    ? LIMBO_MAX_TARGET_HUNDREDTHS
    : clampLimboTarget(Number(rounded));
}
