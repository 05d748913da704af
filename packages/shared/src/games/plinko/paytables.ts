import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, type PlinkoParams } from '../schemas.ts';

export type PlinkoRisk = PlinkoParams['risk'];

/**
 * Half of each paytable, from the edge slot to the centre slot (rows / 2 + 1 values); the full table is
 * this half mirrored, so every table is symmetric by construction. Multipliers have at most 2 decimals,
 * exact at the 10^4 multiplier scale. Each table returns 98.9 %–99.1 % against the binomial distribution
 * of the slots; `plinkoRtp` computes the figure and plinko.test.ts pins every one. Exact RTPs:
 *    8 rows: low 98.984375 %, medium 99.0625 %, high 99.0625 %
 *    9 rows: low 98.984375 %, medium 99.0234375 %, high 99.0625 %
 *   10 rows: low 99.00390625 %, medium 99.0234375 %, high 99.0625 %
 *   11 rows: low 99.00390625 %, medium 99.0234375 %, high 98.96484375 %
 *   12 rows: low 98.9794921875 %, medium 98.9892578125 %, high 99.0185546875 %
 *   13 rows: low 98.9990234375 %, medium 98.994140625 %, high 99.0869140625 %
 *   14 rows: low 99.000244140625 %, medium 98.994140625 %, high 98.978271484375 %
 *   15 rows: low 99.0008544921875 %, medium 98.9984130859375 %, high 99.0264892578125 %
 *   16 rows: low 98.99871826171875 %, medium 98.98834228515625 %, high 98.9764404296875 %
 */
const HALF_TABLES: Record<number, Record<PlinkoRisk, readonly number[]>> = {
  8: { low: [5.6, 2.1, 1.1, 1, 0.5], medium: [14, 2.9, 1.3, 0.7, 0.4], high: [29, 4, 1.5, 0.3, 0.2] },
  9: { low: [5.6, 2, 1.6, 1, 0.7], medium: [15, 4.3, 1.7, 0.9, 0.5], high: [43, 7, 2, 0.6, 0.2] },
  10: {
    low: [8.9, 3, 1.4, 1.1, 1, 0.5],
    medium: [22, 5, 2, 1.3, 0.6, 0.5],
    high: [76, 10, 3, 0.9, 0.3, 0.2],
  },
  11: {
    low: [8.4, 3, 1.9, 1.3, 1, 0.7],
    medium: [24, 6, 3, 1.8, 0.7, 0.5],
    high: [140, 12, 5.2, 1.4, 0.4, 0.2],
  },
  12: {
    low: [10, 3, 1.6, 1.4, 1.1, 1, 0.5],
    medium: [33, 11, 4, 2, 1.1, 0.6, 0.3],
    high: [168, 24, 8.1, 2, 0.7, 0.2, 0.2],
  },
  13: {
    low: [8.1, 4, 3, 1.9, 1.2, 0.9, 0.7],
    medium: [43, 13, 6, 3, 1.3, 0.7, 0.4],
    high: [260, 37, 11, 4, 1, 0.2, 0.2],
  },
  14: {
    low: [7.1, 4, 1.9, 1.4, 1.3, 1.1, 1, 0.5],
    medium: [58, 15, 7, 4, 1.9, 1, 0.5, 0.2],
    high: [420, 56, 18, 5, 1.9, 0.3, 0.2, 0.2],
  },
  15: {
    low: [15, 8, 3, 2, 1.5, 1.1, 1, 0.7],
    medium: [88, 18, 11, 5, 3, 1.3, 0.5, 0.3],
    high: [620, 83, 27, 8, 3, 0.5, 0.2, 0.2],
  },
  16: {
    low: [16, 9, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.5],
    medium: [110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3],
    high: [1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2],
  },
};

function halfTable(rows: number, risk: PlinkoRisk): readonly number[] {
  const half = HALF_TABLES[rows]?.[risk];
  if (!half) throw new RangeError(`no plinko table for ${rows} rows, ${risk} risk`);
  return half;
}

/** Display multipliers of slots 0..rows (left to right), e.g. [5.6, 2.1, …, 2.1, 5.6]. */
export function plinkoMultipliers(rows: number, risk: PlinkoRisk): number[] {
  const half = halfTable(rows, risk);
  return Array.from({ length: rows + 1 }, (_, slot) => half[Math.min(slot, rows - slot)] as number);
}

const scaledTables = new Map<string, readonly bigint[]>();

/** Multipliers of slots 0..rows at the 10^4 scale (5.6 → 56000n). */
export function plinkoPaytable(rows: number, risk: PlinkoRisk): readonly bigint[] {
  const key = `${rows}:${risk}`;
  let table = scaledTables.get(key);
  if (!table) {
    table = plinkoMultipliers(rows, risk).map((multiplier) => BigInt(Math.round(multiplier * 10_000)));
    scaledTables.set(key, table);
  }
  return table;
}

/** The multiplier (×10^4) of the slot a ball lands in. */
export function plinkoSlotMultiplier(rows: number, risk: PlinkoRisk, slot: number): bigint {
  const table = plinkoPaytable(rows, risk);
  const multiplier = table[slot];
  if (multiplier === undefined) throw new RangeError(`slot ${slot} is outside a ${rows}-row board`);
  return multiplier;
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * Exact RTP of a table as a fraction: Σ C(rows, slot) × multiplier(slot) / (2^rows × 10^4). Exact for the
 * real float source too: a 32-bit float is below 0.5 for exactly half of its values.
 */
export function plinkoRtpFraction(
  rows: number,
  risk: PlinkoRisk,
): { numerator: bigint; denominator: bigint } {
  const table = plinkoPaytable(rows, risk);
  let numerator = 0n;
  table.forEach((multiplier, slot) => {
    numerator += binomial(rows, slot) * multiplier;
  });
  return { numerator, denominator: (1n << BigInt(rows)) * 10_000n };
}

export function plinkoRtp(rows: number, risk: PlinkoRisk): number {
  const { numerator, denominator } = plinkoRtpFraction(rows, risk);
  return Number(numerator) / Number(denominator);
}

export const PLINKO_ROW_COUNTS: readonly number[] = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, i) => PLINKO_MIN_ROWS + i,
);
