import {
  clampLimboTarget,
  LIMBO_CHANCE_SCALE,
  limboMultiplier,
  limboTargetForChance,
  limboWinChance,
  toHundredths,
} from '@casino/shared';
import { formatHundredths } from '../lib/amount.ts';

/**
 * Limbo: P(result ≥ target) = 0.99 / target, so the win chance is 99 / target percent. The target stays the
 * API's two-decimal number; the rules are the shared integer odds, so the page pays what the server pays.
 */
export const round2 = (value: number) => toHundredths(value) / 100;

export const clampTarget = (target: number) => clampLimboTarget(toHundredths(target)) / 100;

/** The multiplier a win pays (the target), at the shared 10^4 scale. */
export const multiplierOf = (target: number): bigint => limboMultiplier(toHundredths(target));

/** The win chance in percent at LIMBO_CHANCE_SCALE. */
export const chanceFor = (target: number): bigint => limboWinChance(toHundredths(target));

/** The target a typed chance (percent) stands for, within 1.01×–1,000,000×; nonsense keeps `fallback`. */
export function targetForChance(percent: number, fallback: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return fallback;
  return limboTargetForChance(BigInt(Math.round(percent * Number(LIMBO_CHANCE_SCALE)))) / 100;
}

/** The target with its two decimals, for the input field: 2 → "2.00". */
export const formatTargetValue = (target: number) => formatHundredths(toHundredths(target));

/** 49.5 % → "49.50"; a chance under 0.01 % keeps two significant digits (1,000,000× → "0.000099"). */
export function formatChance(chance: bigint): string {
  const hundredthsUnit = LIMBO_CHANCE_SCALE / 100n;
  if (chance >= hundredthsUnit) {
    return formatHundredths(Number((chance + hundredthsUnit / 2n) / hundredthsUnit));
  }
  if (chance <= 0n) return '0';
  let digits = chance.toString().length;
  let significant = chance;
  if (digits > 2) {
    const unit = 10n ** BigInt(digits - 2);
    significant = (chance + unit / 2n) / unit;
    // Rounding 99.5… up carries into a third digit: 0.00999999 → 0.010.
    if (significant === 100n) {
      significant = 10n;
      digits += 1;
    }
  }
  const scaleDigits = LIMBO_CHANCE_SCALE.toString().length - 1;
  const decimals = scaleDigits - Math.max(digits - 2, 0);
  return `0.${significant.toString().padStart(decimals, '0')}`;
}

/** 2 → "2.00", 1234567.5 → "1,234,567.50" in the page's language. */
export function formatTarget(value: number, locale?: string): string {
  return value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A limbo bet's outcome `{result, target, win}`; result and target are multipliers. */
export function readLimboOutcome(outcome: Record<string, unknown>): { result: number; win: boolean } {
  const result = Number(outcome.result);
  const target = Number(outcome.target);
  const win = typeof outcome.win === 'boolean' ? outcome.win : toHundredths(result) >= toHundredths(target);
  return { result, win };
}
