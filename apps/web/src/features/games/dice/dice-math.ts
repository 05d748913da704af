import { DICE_MAX_CHANCE, DICE_MIN_CHANCE, type DiceParams } from '@casino/shared';

/** Dice pays 99 / win chance (RTP 99 %); chance and target move in hundredths of a percent. */
export type DiceCondition = DiceParams['condition'];

export const round2 = (value: number) => Math.round(value * 100) / 100;

export const chanceOf = (target: number, condition: DiceCondition) =>
  round2(condition === 'over' ? 100 - target : target);

export const clampChance = (chance: number) =>
  Math.min(DICE_MAX_CHANCE, Math.max(DICE_MIN_CHANCE, round2(chance)));

export const targetFor = (chance: number, condition: DiceCondition) =>
  round2(condition === 'over' ? 100 - clampChance(chance) : clampChance(chance));

/** A target made valid for its condition: two decimals, chance within 0.01–98 %. */
export const clampTarget = (target: number, condition: DiceCondition) =>
  targetFor(chanceOf(round2(target), condition), condition);

export const multiplierFor = (chance: number) => 99 / chance;

/** The chance a typed multiplier stands for, rounded to hundredths and kept within the limits. */
export const chanceForMultiplier = (multiplier: number) => clampChance(99 / multiplier);

/** Switching over ↔ under keeps the chance: the target mirrors. */
export const flipCondition = (target: number, condition: DiceCondition) => ({
  condition: (condition === 'over' ? 'under' : 'over') as DiceCondition,
  target: round2(100 - target),
});

export function isWin(roll: number, target: number, condition: DiceCondition): boolean {
  return condition === 'over' ? roll > target : roll < target;
}

export const formatMultiplierValue = (multiplier: number) => multiplier.toFixed(4);
export const formatPercent = (value: number) => value.toFixed(2);

/** A dice bet's outcome `{roll, target, condition, win}`; roll and target in percent (0.00–100.00). */
export function readDiceOutcome(outcome: Record<string, unknown>): { roll: number; win: boolean } {
  const roll = Number(outcome.roll);
  const target = Number(outcome.target);
  const condition = outcome.condition === 'under' ? 'under' : 'over';
  const win = typeof outcome.win === 'boolean' ? outcome.win : isWin(roll, target, condition);
  return { roll, win };
}
