import {
  clampDiceChance,
  DICE_MAX_CHANCE_HUNDREDTHS,
  type DiceParams,
  diceChanceForMultiplier,
  diceMultiplier,
  diceTargetForChance,
  diceWinChance,
  MULTIPLIER_SCALE,
  toHundredths,
} from '@casino/shared';
import { formatHundredths } from '../lib/amount.ts';

/**
 * Dice pays 99 / win chance (RTP 99 %). The page keeps the target as the API's two-decimal number, but every
 * rule runs on the shared integer odds (hundredths of a percent, multipliers at 10^4), so the multiplier shown
 * is the one the server pays.
 */
export type DiceCondition = DiceParams['condition'];

/** Hundredths back to the two-decimal number the API and the slider take. */
const fromHundredthsNumber = (hundredths: number) => hundredths / 100;

export const round2 = (value: number) => fromHundredthsNumber(toHundredths(value));

/** Win chance in hundredths of a percent. */
export const chanceOf = (target: number, condition: DiceCondition) => diceWinChance({ target, condition });

/** The target for a chance in hundredths (clamped to 0.01–98 %). */
export const targetFor = (chanceHundredths: number, condition: DiceCondition) =>
  fromHundredthsNumber(diceTargetForChance(chanceHundredths, condition));

/** A target made valid for its condition: two decimals, chance within 0.01–98 %. */
export const clampTarget = (target: number, condition: DiceCondition) =>
  targetFor(chanceOf(round2(target), condition), condition);

/** The multiplier a win pays, at the shared 10^4 scale. */
export const multiplierOf = (target: number, condition: DiceCondition): bigint =>
  diceMultiplier({ target, condition });

/** A typed percent (49.5) as hundredths within the limits. */
export const typedChance = (percent: number) => clampDiceChance(toHundredths(percent));

/** The chance a typed multiplier stands for; 1× or less (or nonsense) means the highest chance. */
export function chanceForTypedMultiplier(multiplier: number): number {
  if (!Number.isFinite(multiplier) || multiplier <= 1) return DICE_MAX_CHANCE_HUNDREDTHS;
  return diceChanceForMultiplier(BigInt(Math.round(multiplier * Number(MULTIPLIER_SCALE))));
}

/** Switching over ↔ under keeps the chance: the target mirrors. */
export const flipCondition = (target: number, condition: DiceCondition) => ({
  condition: (condition === 'over' ? 'under' : 'over') as DiceCondition,
  target: fromHundredthsNumber(10_000 - toHundredths(target)),
});

export function isWin(roll: number, target: number, condition: DiceCondition): boolean {
  const [r, t] = [toHundredths(roll), toHundredths(target)];
  return condition === 'over' ? r > t : r < t;
}

export { formatHundredths };

/** A 10^4-scale multiplier with all four decimals: 20000n → "2.0000". */
export function formatMultiplierValue(multiplier: bigint): string {
  const fraction = (multiplier % MULTIPLIER_SCALE).toString().padStart(4, '0');
  return `${multiplier / MULTIPLIER_SCALE}.${fraction}`;
}

/** A two-decimal percent (a roll or a target) as text: 42.1 → "42.10". */
export const formatPercent = (value: number) => formatHundredths(toHundredths(value));

/** A dice bet's outcome `{roll, target, condition, win}`; roll and target in percent (0.00–100.00). */
export function readDiceOutcome(outcome: Record<string, unknown>): { roll: number; win: boolean } {
  const roll = Number(outcome.roll);
  const target = Number(outcome.target);
  const condition = outcome.condition === 'under' ? 'under' : 'over';
  const win = typeof outcome.win === 'boolean' ? outcome.win : isWin(roll, target, condition);
  return { roll, win };
}
