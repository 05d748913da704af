import type { Rng } from '../rng.ts';

/**
 * Crash with an auto cash-out: the multiplier climbs from 1.00x until the crash point; the bet pays its
 * cash-out target when the crash point reaches it. With r uniform in [0, 2^32) the crash point, in
 * hundredths, is floor((10000 - edge) * 2^32 / (100 * (2^32 - r))), at least 100. So
 * P(crash >= k) = floor((10000 - edge) * 2^32 / (100 * k)) / 2^32 for every target k > 100, and the RTP
 * of any target is (100 - edge/100) % less under 2^-32 * k/100: crashRtp gives the exact fraction.
 */
export const RANGE = 2n ** 32n;
/** House edges (basis points) the crash titles pick from: RTP 97.50, 97.00, 96.00 and 95.00 %. */
export const CRASH_EDGES = [250, 300, 400, 500] as const;
/** Cash-out targets from 1.01x to 1000.00x, in hundredths. */
export const MIN_CASH_OUT = 101;
export const MAX_CASH_OUT = 100_000;

/** The crash point in hundredths for a 32-bit draw and a house edge in basis points. */
export function crashPointFor(draw: number, edgeBasisPoints: number): number {
  const value = ((10000n - BigInt(edgeBasisPoints)) * RANGE) / (100n * (RANGE - BigInt(draw)));
  return Math.max(100, Number(value > 100_000_000n ? 100_000_000n : value));
}

export interface CrashRound {
  /** Hundredths. */
  crashPoint: number;
  cashOut: number;
  won: boolean;
}

export function playCrash(rng: Rng, cashOut: number, edgeBasisPoints: number): CrashRound {
  const crashPoint = crashPointFor(rng.uint32(), edgeBasisPoints);
  return { crashPoint, cashOut, won: crashPoint >= cashOut };
}

/** The win in minor units: stakes are multiples of 100 minor units, so target x stake is whole. */
export function crashWin(stake: bigint, round: CrashRound): bigint {
  return round.won ? (stake * BigInt(round.cashOut)) / 100n : 0n;
}

/** The exact RTP of one cash-out target: k/100 * P(crash >= k). */
export function crashRtp(
  cashOut: number,
  edgeBasisPoints: number,
): { numerator: bigint; denominator: bigint } {
  const k = BigInt(cashOut);
  const winningDraws = ((10000n - BigInt(edgeBasisPoints)) * RANGE) / (100n * k);
  return { numerator: k * winningDraws, denominator: 100n * RANGE };
}

/** The RTP every target approaches from below: 1 - edge. */
export function crashNominalRtp(edgeBasisPoints: number): { numerator: bigint; denominator: bigint } {
  return { numerator: 10000n - BigInt(edgeBasisPoints), denominator: 10000n };
}
