import { z } from 'zod';
import { floatFromBytes, hmacSha256, sha256Hex } from '../games/fairness/bytes.ts';
import type { Money } from '../money/money.ts';

/**
 * The players' wheel of luck (SPEC §2.3, §4.5): one spin a UTC day for players with zero deposits, drawn
 * provably fair. The server commits to a seed by showing its SHA-256 before the spin and reveals it with the
 * result; the slot is HMAC-SHA256(serverSeed, `${clientSeed}:${userGlobalId}:${day}`), its first 4 bytes
 * read as a float in [0, 1), picked over the prizes' weights in slot order. Web Crypto only, so the browser
 * recomputes the slot with this very code.
 */

/** SPEC §3 / §9: up to 15 prizes. */
export const WHEEL_MAX_PRIZES = 15;

/** A client seed: what the player (or the page, by default) mixes into the draw. */
export const WHEEL_CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/** POST /api/v1/wheel/spin body. */
export const wheelSpinBody = z
  .object({
    clientSeed: z
      .string({ error: 'Validation.invalid_format' })
      .regex(WHEEL_CLIENT_SEED, { error: 'Validation.invalid_format' })
      .optional(),
  })
  .strict();
export type WheelSpinBody = z.infer<typeof wheelSpinBody>;

export type WheelBalanceType = 'main' | 'bonus';

/** One prize as GET /api/v1/wheel/prizes lists it: amount 0 and no promo is "no prize". */
export interface WheelPrizeView {
  /** In the player's account currency; primaryValue in their primary currency. */
  amount: Money;
  promo: string | null;
  balanceType: WheelBalanceType;
  /** The prize in US dollars, major units ("0.50"): SPEC §4.5 shows it in USD. */
  usd: string;
  /** The slot's relative chance: published so the draw can be checked. */
  weight: number;
}

export interface WheelPrizesView {
  items: WheelPrizeView[];
}

export interface WheelUserView {
  canSpin: boolean;
  /** The next UTC midnight after today's spin; null while a spin is available (or never will be). */
  nextSpinDate: string | null;
  /** SHA-256 of the committed server seed of the next spin. */
  seedHash: string;
}

export interface WheelFairness {
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  /** The UTC day (YYYY-MM-DD) mixed into the draw. */
  day: string;
  /** The weights the draw picked over, in slot order (the prizes list's order). */
  weights: number[];
}

export interface WheelSpinResult {
  /** Position of the prize in the prizes list. */
  index: number;
  prize: Omit<WheelPrizeView, 'weight'>;
  nextSpinDate: string;
  fairness: WheelFairness;
}

/** The UTC day of an instant, YYYY-MM-DD. */
export const wheelDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The UTC midnight that ends `day` (YYYY-MM-DD): when the next spin opens. */
export function nextWheelSpinDate(day: string): string {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start)) throw new RangeError(`not a day: ${day}`);
  return new Date(start + 24 * 60 * 60 * 1000).toISOString();
}

/** The message HMAC-signed for a player's spin of one day. */
export const wheelMessage = (clientSeed: string, userGlobalId: string, day: string): string =>
  `${clientSeed}:${userGlobalId}:${day}`;

/**
 * The slot a float in [0, 1) lands on: the float scaled to the sum of the weights, then the first slot
 * whose running total passes it. A zero weight never wins; the same float and weights always give the same
 * slot.
 */
export function pickWeighted(weights: readonly number[], float: number): number {
  if (!(float >= 0 && float < 1)) throw new RangeError('float must be in [0, 1)');
  let total = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError('weights must be whole and ≥ 0');
    total += weight;
  }
  if (total <= 0 || !Number.isSafeInteger(total)) throw new RangeError('no weight to pick from');
  // An integer target keeps the pick exact: floats from 4 bytes times a safe integer round the same anywhere.
  const target = Math.floor(float * total);
  let running = 0;
  for (const [slot, weight] of weights.entries()) {
    running += weight;
    if (target < running) return slot;
  }
  // Unreachable: target < total.
  throw new RangeError('no weight to pick from');
}

export interface WheelDrawInput {
  serverSeed: string;
  clientSeed: string;
  userGlobalId: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  weights: readonly number[];
}

/** The float in [0, 1) of a spin: the first 4 bytes of its HMAC. */
export async function wheelFloat(input: Omit<WheelDrawInput, 'weights'>): Promise<number> {
  const bytes = await hmacSha256(
    input.serverSeed,
    wheelMessage(input.clientSeed, input.userGlobalId, input.day),
  );
  return floatFromBytes(bytes, 0);
}

/** The index a spin lands on. */
export async function wheelIndex(input: WheelDrawInput): Promise<number> {
  return pickWeighted(input.weights, await wheelFloat(input));
}

export interface WheelVerification {
  /** The revealed server seed hashes to the hash shown before the spin. */
  hashMatches: boolean;
  /** The index recomputed from the seeds. */
  index: number;
  /** Both hold and the recomputed index is the one the server answered. */
  valid: boolean;
}

/** Checks a revealed spin in the browser (or anywhere): the seed's commitment and the index it gives. */
export async function verifyWheelSpin(
  input: WheelDrawInput & { seedHash: string; index: number },
): Promise<WheelVerification> {
  const hashMatches = (await sha256Hex(input.serverSeed)) === input.seedHash.toLowerCase();
  const index = await wheelIndex(input);
  return { hashMatches, index, valid: hashMatches && index === input.index };
}
