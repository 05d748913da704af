import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextWheelSpinDate,
  pickWeighted,
  verifyWheelSpin,
  wheelDay,
  wheelFloat,
  wheelIndex,
  wheelMessage,
  wheelSpinBody,
} from './wheel.ts';

const weightsArb = fc
  .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 15 })
  .filter((w) => w.some((x) => x > 0));
/** Floats as the draw makes them: k / 2^32. */
const floatArb = fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((k) => k / 2 ** 32);

describe('pickWeighted', () => {
  it('is deterministic and lands on a slot with weight', () => {
    fc.assert(
      fc.property(weightsArb, floatArb, (weights, float) => {
        const slot = pickWeighted(weights, float);
        expect(pickWeighted(weights, float)).toBe(slot);
        expect(slot).toBeGreaterThanOrEqual(0);
        expect(slot).toBeLessThan(weights.length);
        expect(weights[slot]).toBeGreaterThan(0);
      }),
    );
  });

  it('never picks a zero weight, however the floats fall', () => {
    const weights = [0, 3, 0, 0, 1, 0];
    const seen = new Set<number>();
    for (let k = 0; k < 4096; k++) seen.add(pickWeighted(weights, k / 4096));
    expect([...seen].sort()).toEqual([1, 4]);
  });

  it('gives each slot a share of [0, 1) proportional to its weight, in slot order', () => {
    const weights = [1, 2, 0, 1];
    // Total 4: [0, .25) → 0, [.25, .75) → 1, [.75, 1) → 3.
    expect(pickWeighted(weights, 0)).toBe(0);
    expect(pickWeighted(weights, 0.2499)).toBe(0);
    expect(pickWeighted(weights, 0.25)).toBe(1);
    expect(pickWeighted(weights, 0.7499)).toBe(1);
    expect(pickWeighted(weights, 0.75)).toBe(3);
    expect(pickWeighted(weights, 1 - 2 ** -32)).toBe(3);
  });

  it('is monotone in the float', () => {
    fc.assert(
      fc.property(weightsArb, floatArb, floatArb, (weights, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(pickWeighted(weights, lo)).toBeLessThanOrEqual(pickWeighted(weights, hi));
      }),
    );
  });

  it('refuses what cannot be drawn from', () => {
    expect(() => pickWeighted([], 0.5)).toThrow(RangeError);
    expect(() => pickWeighted([0, 0], 0.5)).toThrow(RangeError);
    expect(() => pickWeighted([1, -1, 2], 0.5)).toThrow(RangeError);
    expect(() => pickWeighted([1.5], 0.5)).toThrow(RangeError);
    expect(() => pickWeighted([1], 1)).toThrow(RangeError);
    expect(() => pickWeighted([1], -0.1)).toThrow(RangeError);
    expect(() => pickWeighted([1], Number.NaN)).toThrow(RangeError);
  });
});

describe('the draw', () => {
  const seeds = {
    serverSeed: 'a'.repeat(64),
    clientSeed: 'lucky-7',
    userGlobalId: 'u-123',
    day: '2025-03-01',
  };
  const weights = [2200, 1800, 1500, 1000, 800, 1800, 300, 2200, 60, 1500, 15, 1800, 800, 3, 100];

  it('reads the first 4 bytes of HMAC-SHA256(serverSeed, clientSeed:userGlobalId:day)', async () => {
    // Pinned from Node: createHmac('sha256', 'a'×64).update('lucky-7:u-123:2025-03-01') starts f51ae990.
    const expected = 0xf51ae990 / 2 ** 32;
    expect(wheelMessage(seeds.clientSeed, seeds.userGlobalId, seeds.day)).toBe('lucky-7:u-123:2025-03-01');
    expect(await wheelFloat(seeds)).toBe(expected);
    // 0.9574… of the total weight 15 878 is 15 202: past slot 11's running 14 975, within slot 12's 15 775.
    expect(await wheelIndex({ ...seeds, weights })).toBe(12);
    expect(pickWeighted(weights, expected)).toBe(12);
  });

  it('changes with every input and repeats for the same ones', async () => {
    const base = await wheelFloat(seeds);
    expect(await wheelFloat(seeds)).toBe(base);
    for (const change of [
      { serverSeed: 'b'.repeat(64) },
      { clientSeed: 'lucky-8' },
      { userGlobalId: 'u-124' },
      { day: '2025-03-02' },
    ]) {
      expect(await wheelFloat({ ...seeds, ...change })).not.toBe(base);
    }
  });

  it('verifies a revealed spin and catches a wrong seed, hash or index', async () => {
    // sha256('a'×64), pinned from Node.
    const seedHash = 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb';
    const index = await wheelIndex({ ...seeds, weights });
    expect(await verifyWheelSpin({ ...seeds, weights, seedHash, index })).toEqual({
      hashMatches: true,
      index,
      valid: true,
    });
    expect((await verifyWheelSpin({ ...seeds, weights, seedHash: '0'.repeat(64), index })).valid).toBe(false);
    const other = (index + 1) % weights.length;
    expect(await verifyWheelSpin({ ...seeds, weights, seedHash, index: other })).toEqual({
      hashMatches: true,
      index,
      valid: false,
    });
  });
});

describe('days and input', () => {
  it('takes the UTC day and the next UTC midnight', () => {
    expect(wheelDay(new Date('2025-03-01T23:59:59.999Z'))).toBe('2025-03-01');
    expect(wheelDay(new Date('2025-03-02T00:00:00.000Z'))).toBe('2025-03-02');
    expect(nextWheelSpinDate('2025-02-28')).toBe('2025-03-01T00:00:00.000Z');
    expect(nextWheelSpinDate('2024-12-31')).toBe('2025-01-01T00:00:00.000Z');
    expect(() => nextWheelSpinDate('nope')).toThrow(RangeError);
  });

  it('takes up to 64 characters of [A-Za-z0-9_-] as the client seed, or none', () => {
    expect(wheelSpinBody.safeParse({}).success).toBe(true);
    expect(wheelSpinBody.safeParse({ clientSeed: 'Ab_-9' }).success).toBe(true);
    expect(wheelSpinBody.safeParse({ clientSeed: 'x'.repeat(64) }).success).toBe(true);
    for (const clientSeed of ['', 'x'.repeat(65), 'a b', 'ä', 'a:b', 42, null]) {
      expect(wheelSpinBody.safeParse({ clientSeed }).success).toBe(false);
    }
    expect(wheelSpinBody.safeParse({ clientSeed: 'a', extra: 1 }).success).toBe(false);
  });
});
