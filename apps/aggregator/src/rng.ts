/**
 * A seeded generator for the engines and the catalogue: sfc32 keyed by a cyrb128 hash of a string seed.
 * Engines take it as an argument, so a round is a pure function of its seed (the server draws round
 * seeds from node:crypto; tests pass fixed ones).
 */
export interface Rng {
  /** A uniform 32-bit unsigned integer. */
  uint32(): number;
  /** A uniform integer in [0, n), unbiased (rejection sampling), for 1 <= n <= 2^32. */
  below(n: number): number;
}

function cyrb128(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function seededRng(seed: string): Rng {
  let [a, b, c, d] = cyrb128(seed);
  const uint32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  // A few rounds so seeds that differ in one character diverge at once.
  for (let i = 0; i < 12; i++) uint32();
  return {
    uint32,
    below(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`below(${n})`);
      // Values at or above the largest multiple of n would favour small results: draw again.
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const x = uint32();
        if (x < limit) return x % n;
      }
    },
  };
}

/** Picks one item; the list must not be empty. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[rng.below(items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

/** A Fisher-Yates shuffle into a new array. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
