import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '@casino/shared';

/** Limbo: P(result ≥ target) = 0.99 / target, so the win chance is 99 / target percent. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

export const clampTarget = (target: number) =>
  Math.min(LIMBO_MAX_TARGET, Math.max(LIMBO_MIN_TARGET, round2(target)));

export const chanceFor = (target: number) => 99 / target;

export const targetForChance = (chance: number) => clampTarget(99 / chance);

/** 49.5 → "49.50"; tiny chances keep their significant digits (0.0000099). */
export function formatChance(chance: number): string {
  if (chance >= 0.01) return chance.toFixed(2);
  return chance.toPrecision(2);
}

/** 2 → "2.00", 1234567.5 → "1,234,567.50" in the page's language. */
export function formatTarget(value: number, locale?: string): string {
  return value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A limbo bet's outcome `{result, target, win}`; result and target are multipliers. */
export function readLimboOutcome(outcome: Record<string, unknown>): { result: number; win: boolean } {
  const result = Number(outcome.result);
  const target = Number(outcome.target);
  return { result, win: typeof outcome.win === 'boolean' ? outcome.win : result >= target };
}
