import { WHEEL_SEGMENT_COUNTS, type WheelParams } from './schema.ts';

export type WheelRisk = WheelParams['risk'];

/** Low risk: this block of 10 segments, repeated (1.5 + 7 × 1.2 = 9.9). */
const LOW_BLOCK = [1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0];

/** Medium risk: one layout per segment count, every other segment empty. */
const MEDIUM: Record<number, readonly number[]> = {
  10: [0, 1.9, 0, 1.5, 0, 2, 0, 1.5, 0, 3],
  20: [1.5, 0, 2, 0, 2, 0, 2, 0, 1.5, 0, 3, 0, 1.8, 0, 2, 0, 2, 0, 2, 0],
  30: [
    1.5, 0, 1.5, 0, 2, 0, 1.5, 0, 2, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 2, 0, 1.7, 0, 4, 0, 1.5, 0, 2, 0,
  ],
  40: [
    2, 0, 3, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 2, 0, 1.6, 0, 2, 0, 1.5,
    0, 3, 0, 1.5, 0, 2, 0, 1.5, 0,
  ],
  50: [
    2, 0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 1.5, 0, 2, 0, 2, 0,
    1.5, 0, 3, 0, 1.5, 0, 2, 0, 1.5, 0, 1.5, 0, 5, 0, 1.5, 0, 2, 0, 1.5, 0,
  ],
};

/**
 * The segments of a wheel, clockwise from the pointer at the start, as display multipliers. Every layout's
 * multipliers add up to exactly 0.99 × segments, so a uniformly chosen segment returns exactly 99 %:
 * low repeats LOW_BLOCK, medium is MEDIUM's table, high is one segment of 0.99 × segments and the rest 0.
 */
export function wheelMultipliers(risk: WheelRisk, segments: number): readonly number[] {
  if (!(WHEEL_SEGMENT_COUNTS as readonly number[]).includes(segments)) {
    throw new RangeError(`no ${segments}-segment wheel`);
  }
  switch (risk) {
    case 'low':
      return Array.from({ length: segments }, (_, i) => LOW_BLOCK[i % LOW_BLOCK.length] as number);
    case 'medium':
      return MEDIUM[segments] as readonly number[];
    case 'high':
      return Array.from({ length: segments }, (_, i) => (i === 0 ? (segments * 99) / 100 : 0));
    default:
      throw new RangeError(`no ${String(risk)} wheel`);
  }
}

const scaledTables = new Map<string, readonly bigint[]>();

/** Segment multipliers at the 10^4 scale (1.5 → 15000n). */
export function wheelPaytable(risk: WheelRisk, segments: number): readonly bigint[] {
  const key = `${risk}:${segments}`;
  let table = scaledTables.get(key);
  if (!table) {
    table = wheelMultipliers(risk, segments).map((multiplier) => BigInt(Math.round(multiplier * 10_000)));
    scaledTables.set(key, table);
  }
  return table;
}

export function wheelSegmentMultiplier(risk: WheelRisk, segments: number, segment: number): bigint {
  const multiplier = wheelPaytable(risk, segments)[segment];
  if (multiplier === undefined)
    throw new RangeError(`segment ${segment} is outside a ${segments}-segment wheel`);
  return multiplier;
}

/** Exact RTP with each segment equally likely: Σ multiplier / (segments × 10^4) = 99/100 for every layout. */
export function wheelRtpFraction(
  risk: WheelRisk,
  segments: number,
): { numerator: bigint; denominator: bigint } {
  const numerator = wheelPaytable(risk, segments).reduce((sum, multiplier) => sum + multiplier, 0n);
  return { numerator, denominator: BigInt(segments) * 10_000n };
}

export function wheelMaxMultiplier(risk: WheelRisk, segments: number): bigint {
  return wheelPaytable(risk, segments).reduce((a, b) => (a > b ? a : b), 0n);
}

/** The distinct multipliers of a wheel, highest first (its legend). */
export function wheelLegend(risk: WheelRisk, segments: number): number[] {
  return [...new Set(wheelMultipliers(risk, segments))].sort((a, b) => b - a);
}
