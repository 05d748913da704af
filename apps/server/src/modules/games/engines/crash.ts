/**
 * Crash rules the server plays by: the hash chain a round's result comes from, when a round has crashed,
 * and when a cash-out wins. Pure: seed, stake, limits and elapsed time come in as arguments.
 */
import { createHash } from 'node:crypto';
import { CRASH_MIN_AUTO_CASHOUT, crashMultiplierAt, MAX_RESULT_HUNDREDTHS } from '@casino/shared';

/**
 * Links per chain. Rounds per chain = length − 1 (the commitment itself is never played): at one round
 * every ~15 s a chain lasts about 40 hours, and the link of round n costs length − 2 − n hashes to derive.
 */
export const CRASH_CHAIN_LENGTH = 10_000;

/** The lowest multiplier a cash-out (manual or auto) may take, in hundredths: 1.01×. */
export const CRASH_MIN_CASHOUT = Math.round(CRASH_MIN_AUTO_CASHOUT * 100);

/**
 * RTP of every auto cash-out target T (hundredths ≥ 101): the bet pays T with P(crash point ≥ T) = 0.99 / T
 * (the crash point is limbo's result: floor(99 / f) for a uniform f, so crash ≥ T ⇔ f ≤ 0.99 / T), hence
 * E[payout] = T · 0.99 / T = 0.99. A manual cash-out at m is the same bet with T = m decided late, so no
 * strategy beats 0.99 (up to the 2^-32 granularity of f).
 */
export const crashRtp = 0.99;

/** SHA-256 of the hex string, as the shared `sha256Hex` (synchronous: a chain walk is thousands of hashes). */
function nextLink(link: string): string {
  return createHash('sha256').update(link, 'utf8').digest('hex');
}

/** link[steps] of the chain that starts with `seed` = link[0]. */
export function chainLink(seed: string, steps: number): string {
  let link = seed;
  for (let i = 0; i < steps; i++) link = nextLink(link);
  return link;
}

/** The chain's last link, published before its first round. */
export function chainCommitment(seed: string, length: number): string {
  return chainLink(seed, length - 1);
}

/** How many rounds a chain of `length` links plays. */
export const roundsInChain = (length: number): number => length - 1;

/**
 * The link round `index` (0-based) of the chain plays: link[length − 2 − index]. Round 0's hash hashes to
 * the commitment, and each later round's to the round before, so links are revealed backwards.
 */
export function roundHash(seed: string, length: number, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= roundsInChain(length)) {
    throw new RangeError(`round ${index} is outside a chain of ${length} links`);
  }
  return chainLink(seed, length - 2 - index);
}

/**
 * The one rule that decides every cash-out, manual or auto: a cash-out at multiplier m (hundredths) wins iff
 * m ≤ crash point. A cash-out exactly at the crash point therefore wins, which is what makes an auto
 * cash-out at T win with probability P(crash ≥ T) = 0.99 / T and the RTP exactly 0.99.
 */
export function cashOutWins(multiplier: number, crashPoint: number): boolean {
  return multiplier <= crashPoint;
}

/**
 * A round has crashed `elapsedMs` after its start once the multiplier has passed the crash point: the curve
 * rises to the crash point, stays there while it still shows it, and ends the moment it would show more.
 * It is the complement of `cashOutWins`, so at any instant exactly one of "cash out" and "crash" holds.
 */
export function hasCrashed(elapsedMs: number, crashPoint: number): boolean {
  return !cashOutWins(crashMultiplierAt(elapsedMs), crashPoint);
}

/**
 * The highest multiplier (hundredths) at which stake × multiplier stays within the max payout: floor(maxPayout · 100 /
 * stake). A manual bet is cashed out automatically here (see `crashTarget`), never above the game's cap.
 */
export function maxPayoutMultiplier(stake: bigint, maxPayout: bigint): number {
  const cap = (maxPayout * 100n) / stake;
  return cap > BigInt(MAX_RESULT_HUNDREDTHS) ? MAX_RESULT_HUNDREDTHS : Number(cap);
}

export interface CrashTarget {
  /** Hundredths at which the bet cashes out by itself. */
  target: number;
  /** Why: the player's auto cash-out, or the max payout per bet reached. */
  by: 'auto_cashout' | 'max_payout';
}

/**
 * Where a bet cashes out by itself: its auto cash-out target, or, without one (or with one above it, which
 * intake refuses anyway), the multiplier at which its payout reaches the max payout per bet. So a manual bet
 * needs no cap at placement and can never be paid more than the max payout.
 */
export function crashTarget(autoCashout: number | null, stake: bigint, maxPayout: bigint): CrashTarget {
  const cap = maxPayoutMultiplier(stake, maxPayout);
  if (autoCashout !== null && autoCashout <= cap) return { target: autoCashout, by: 'auto_cashout' };
  return { target: cap, by: 'max_payout' };
}

/** The params' autoCashout (a decimal like 2.5) in hundredths. */
export const autoCashoutHundredths = (autoCashout: number | undefined): number | null =>
  autoCashout === undefined ? null : Math.round(autoCashout * 100);
