import { WHEEL_CLIENT_SEED, type WheelPrizeView } from '@casino/shared';

/** SPEC §4.5: the idle wheel turns once every 40 s. */
export const IDLE_ROTATE_MS = 40_000;
/** How long an idle turn takes. */
export const IDLE_TURN_MS = 3000;
/** Whole turns a spin makes before it settles. */
const TURNS = 6;

export type PrizeKind = 'cash' | 'promo' | 'none';

/** A prize of 0 means no prize (SPEC §4.5); a promo prize carries its code and no money. */
export function prizeKind(prize: Pick<WheelPrizeView, 'usd' | 'promo'>): PrizeKind {
  if (prize.promo) return 'promo';
  return Number(prize.usd) > 0 ? 'cash' : 'none';
}

/** "0.50" → "0.50", "10.00" → "10": the dollars a segment shows. */
export function compactUsd(usd: string): string {
  return usd.replace(/\.00$/, '');
}

/**
 * SPEC §9: the disc shows the prize list rotated by one, so the segment under the pointer at rest (the
 * first, clockwise from the top) holds the second prize. Segment k shows prize (k + 1) mod n.
 */
export const prizeAtSegment = (segment: number, count: number): number => (segment + 1) % count;
export const segmentOfPrize = (index: number, count: number): number => (index - 1 + count) % count;

/** The prizes in the order the disc draws them, clockwise from the top. */
export function discOrder<T>(items: readonly T[]): T[] {
  return items.map((_, segment) => items[prizeAtSegment(segment, items.length)] as T);
}

/**
 * The disc's rotation (degrees, clockwise) that puts the middle of `segment` under the pointer at the
 * top, at least TURNS whole turns past `from`.
 */
export function landingRotation(segment: number, count: number, from = 0): number {
  const degrees = 360 / count;
  const settle = (360 - (segment + 0.5) * degrees) % 360;
  return Math.ceil(from / 360) * 360 + TURNS * 360 + settle;
}

/** The segment under the pointer for a rotation (the inverse of landingRotation). */
export function segmentAt(rotation: number, count: number): number {
  const normalized = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(normalized / (360 / count)) % count;
}

/** Milliseconds left until `until`, never below 0. */
export const msUntil = (until: string, now: number): number => Math.max(0, Date.parse(until) - now);

/** A countdown as HH:MM:SS (hours may pass 24 if a spin is further off). */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** A fresh client seed for a spin: 16 random bytes, hex (the server takes [A-Za-z0-9_-]{1,64}). */
export function newClientSeed(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const isClientSeed = (value: string): boolean => WHEEL_CLIENT_SEED.test(value);
