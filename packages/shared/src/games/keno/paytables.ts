import { KENO_DRAWN, KENO_NUMBERS } from '../fairness/outcomes.ts';
import { KENO_MAX_PICKS, type KenoParams } from './schema.ts';

export type KenoRisk = KenoParams['risk'];

/**
 * Keno paytables: per risk, one row per pick count (1–10), multiplier by hits (0…picks). Multipliers have at
 * most 2 decimals, exact at the 10^4 scale. Each row returns 98 %–99 % against the hypergeometric law of
 * the hits (`kenoRtpFraction`; keno.test.ts pins every figure). Exact RTPs, picks 1…10:
 *   classic: 99.0000 98.9231 98.8968 98.9605 98.9858 98.9665 98.9815 98.9634 98.9753 98.9695 %
 *   low:     98.7500 98.8462 98.8664 98.9222 98.9031 98.9537 98.9388 98.9804 98.9874 98.7597 %
 *   medium:  98.7500 98.6538 98.9879 98.7827 98.9441 98.8347 98.9618 98.9236 98.9420 98.9743 %
 *   high:    99.0000 98.6538 98.9879 98.9058 98.8894 98.9988 98.9618 98.9571 98.9645 98.9508 %
 */
const TABLES: Record<KenoRisk, readonly (readonly number[])[]> = {
  classic: [
    [0, 3.96],
    [0, 1.9, 4.48],
    [0, 1, 3.1, 10.3],
    [0, 0.8, 1.8, 5, 22.5],
    [0, 0.25, 1.4, 4.1, 16.5, 36],
    [0, 0, 1, 3.68, 7, 16.5, 40],
    [0, 0, 0.47, 3, 4.5, 14, 31, 60],
    [0, 0, 0, 2.2, 4, 13, 21.5, 55, 70],
    [0, 0, 0, 1.55, 3, 8, 15, 44, 60, 85],
    [0, 0, 0, 1.4, 2.25, 4.5, 7.9, 17, 50, 80, 100],
  ],
  low: [
    [0.7, 1.85],
    [0, 2, 3.8],
    [0, 1.1, 1.38, 26],
    [0, 0, 2.2, 7.9, 90],
    [0, 0, 1.5, 4.2, 13, 300],
    [0, 0, 1.1, 2, 6.2, 100, 690],
    [0, 0, 1.1, 1.6, 3.5, 15, 225, 700],
    [0, 0, 1.1, 1.5, 2, 5.5, 38.8, 100, 800],
    [0, 0, 1.1, 1.3, 1.7, 2.5, 7.3, 49, 250, 1000],
    [0, 0, 1.1, 1.2, 1.3, 1.8, 3.5, 13, 50, 250, 1000],
  ],
  medium: [
    [0.4, 2.75],
    [0, 1.8, 5.1],
    [0, 0, 2.8, 50],
    [0, 0, 1.7, 10, 100],
    [0, 0, 1.4, 4, 14, 390],
    [0, 0, 0, 3, 9, 180, 710],
    [0, 0, 0, 2, 7, 30, 400, 800],
    [0, 0, 0, 2, 4, 11, 67, 400, 900],
    [0, 0, 0, 2, 2.5, 5, 15, 100, 500, 1000],
    [0, 0, 0, 1.6, 2, 4, 7, 26, 100, 500, 1000],
  ],
  high: [
    [0, 3.96],
    [0, 0, 17.1],
    [0, 0, 0, 81.5],
    [0, 0, 0, 10, 259],
    [0, 0, 0, 4.5, 48, 450],
    [0, 0, 0, 0, 11, 350, 710],
    [0, 0, 0, 0, 7, 90, 400, 800],
    [0, 0, 0, 0, 5, 20, 270, 600, 900],
    [0, 0, 0, 0, 4, 11, 56, 500, 800, 1000],
    [0, 0, 0, 0, 3.5, 8, 13, 62, 500, 800, 1000],
  ],
};

/** Display multipliers by hits 0…picks, e.g. classic 2 picks → [0, 1.9, 4.48]. */
export function kenoMultipliers(risk: KenoRisk, picks: number): readonly number[] {
  const row = TABLES[risk]?.[picks - 1];
  if (!row) throw new RangeError(`no keno table for ${risk} risk, ${picks} picks`);
  return row;
}

const scaledTables = new Map<string, readonly bigint[]>();

/** Multipliers by hits at the 10^4 scale (4.48 → 44800n). */
export function kenoPaytable(risk: KenoRisk, picks: number): readonly bigint[] {
  const key = `${risk}:${picks}`;
  let table = scaledTables.get(key);
  if (!table) {
    table = kenoMultipliers(risk, picks).map((multiplier) => BigInt(Math.round(multiplier * 10_000)));
    scaledTables.set(key, table);
  }
  return table;
}

/** The multiplier (×10^4) of `hits` hits out of `picks` picks. */
export function kenoHitMultiplier(risk: KenoRisk, picks: number, hits: number): bigint {
  const multiplier = kenoPaytable(risk, picks)[hits];
  if (multiplier === undefined) throw new RangeError(`${hits} hits is outside ${picks} picks`);
  return multiplier;
}

/** How many of the picks were drawn. */
export function kenoHits(picks: readonly number[], drawn: readonly number[]): number {
  const draw = new Set(drawn);
  return picks.reduce((hits, pick) => hits + (draw.has(pick) ? 1 : 0), 0);
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * Ways (of C(40, 10) equally likely draws) to hit h of `picks`: C(picks, h) × C(40 − picks, 10 − h), the
 * hypergeometric law. Index = hits.
 */
export function kenoHitWays(picks: number): bigint[] {
  return Array.from(
    { length: picks + 1 },
    (_, hits) => binomial(picks, hits) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - hits),
  );
}

/** All C(40, 10) draws. */
export const kenoDraws = (): bigint => binomial(KENO_NUMBERS, KENO_DRAWN);

/** Exact RTP of a table: Σ ways(h) × multiplier(h) / (C(40, 10) × 10^4). Depends on the pick count only. */
export function kenoRtpFraction(risk: KenoRisk, picks: number): { numerator: bigint; denominator: bigint } {
  const table = kenoPaytable(risk, picks);
  const numerator = kenoHitWays(picks).reduce((sum, ways, hits) => sum + ways * (table[hits] as bigint), 0n);
  return { numerator, denominator: kenoDraws() * 10_000n };
}

export function kenoRtp(risk: KenoRisk, picks: number): number {
  const { numerator, denominator } = kenoRtpFraction(risk, picks);
  return Number(numerator) / Number(denominator);
}

/** The highest multiplier (×10^4) of a table: all picks hit, except where a table pays most below that. */
export function kenoMaxMultiplier(risk: KenoRisk, picks: number): bigint {
  return kenoPaytable(risk, picks).reduce((a, b) => (a > b ? a : b), 0n);
}

export const KENO_PICK_COUNTS: readonly number[] = Array.from({ length: KENO_MAX_PICKS }, (_, i) => i + 1);
