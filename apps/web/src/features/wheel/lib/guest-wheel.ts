/** SPEC §2.3 / §9: the guest wheel stops on one of 14 indexes, chosen in the browser. */
export const GUEST_SEGMENTS = 14;
/** SPEC §4.5: the spin animates for 4 s; the result shows at 5 s. */
export const SPIN_MS = 4000;
export const RESULT_MS = 5000;
/** Whole turns before the wheel settles. */
const TURNS = 6;

export type GuestPrize =
  | { kind: 'bonus'; percent: number }
  | { kind: 'spins'; count: number }
  | { kind: 'cash'; amount: number };

/** What each segment shows, clockwise from the top. Cash prizes are in USD (SPEC §4.5). */
export const GUEST_PRIZES: readonly GuestPrize[] = [
  { kind: 'bonus', percent: 100 },
  { kind: 'spins', count: 25 },
  { kind: 'cash', amount: 5 },
  { kind: 'bonus', percent: 150 },
  { kind: 'spins', count: 50 },
  { kind: 'cash', amount: 10 },
  { kind: 'bonus', percent: 200 },
  { kind: 'spins', count: 100 },
  { kind: 'cash', amount: 20 },
  { kind: 'bonus', percent: 125 },
  { kind: 'spins', count: 75 },
  { kind: 'cash', amount: 50 },
  { kind: 'bonus', percent: 250 },
  { kind: 'spins', count: 150 },
];

/** A uniform integer in [0, count) from crypto.getRandomValues (rejection sampling: no modulo bias). */
export function randomIndex(count: number = GUEST_SEGMENTS): number {
  const limit = Math.floor(0x1_0000_0000 / count) * count;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % count;
  }
}

export const SEGMENT_DEGREES = 360 / GUEST_SEGMENTS;

/**
 * The disc's rotation (degrees, clockwise) that puts the middle of segment `index` under the pointer at
 * the top, at least `TURNS` whole turns past `from`.
 */
export function rotationFor(index: number, from = 0): number {
  const settle = (360 - (index + 0.5) * SEGMENT_DEGREES) % 360;
  const base = Math.ceil(from / 360) * 360 + TURNS * 360;
  return base + settle;
}

/** The segment under the pointer for a rotation (the inverse of rotationFor). */
export function indexAt(rotation: number): number {
  const normalized = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(normalized / SEGMENT_DEGREES) % GUEST_SEGMENTS;
}

const KEY = 'casino.guestWheel';

/** A guest spins once on this device; the result is remembered so the invite stays. */
export function readGuestSpin(): number | null {
  try {
    const value = Number(localStorage.getItem(KEY));
    return localStorage.getItem(KEY) !== null &&
      Number.isInteger(value) &&
      value >= 0 &&
      value < GUEST_SEGMENTS
      ? value
      : null;
  } catch {
    return null;
  }
}

export function saveGuestSpin(index: number): void {
  try {
    localStorage.setItem(KEY, String(index));
  } catch {
    // Without storage the guest may spin again after a reload.
  }
}
