import { randomBytes } from 'node:crypto';
import {
  crashElapsedFor,
  crashMultiplierAt,
  crashPoint,
  followsInChain,
  fromHundredths,
  hashForward,
  MAX_RESULT_HUNDREDTHS,
  newServerSeed,
  payoutFor,
} from '@casino/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRASH_MIN_CASHOUT,
  cashOutWins,
  chainCommitment,
  chainLink,
  crashRtp,
  crashTarget,
  hasCrashed,
  maxPayoutMultiplier,
  roundHash,
} from '../../src/modules/games/engines/crash.ts';

/** Crash points of `n` random round hashes (only the first 4 bytes of a hash decide its point). */
function randomCrashPoints(n: number): Int32Array {
  const bytes = randomBytes(4 * n);
  const points = new Int32Array(n);
  for (let i = 0; i < n; i++) points[i] = crashPoint(bytes.subarray(4 * i, 4 * i + 4).toString('hex'));
  return points;
}

describe('crash RTP by simulation', () => {
  const ROUNDS = 1_000_000;
  const points = randomCrashPoints(ROUNDS);

  it.each([150, 200, 1000])('an auto cash-out at %i hundredths returns 0.99 (|z| < 4)', (target) => {
    let paid = 0;
    for (const point of points) if (cashOutWins(target, point)) paid += target / 100;
    const p = crashRtp / (target / 100);
    const sd = (target / 100) * Math.sqrt(p * (1 - p));
    const z = (paid / ROUNDS - crashRtp) / (sd / Math.sqrt(ROUNDS));
    expect(Math.abs(z), `rtp ${paid / ROUNDS}, z ${z}`).toBeLessThan(4);
  });

  it('pays a cash-out exactly at the crash point, by hand or by target alike', () => {
    // Manual: the curve shows the crash point before it passes it, and a cash-out then wins.
    // Below ~166× the curve moves less than 0.01× per millisecond, so it shows every value on the way.
    for (const point of points.subarray(0, 5000)) {
      if (point >= 10_000) continue;
      let elapsed = crashElapsedFor(point);
      while (elapsed > 0 && crashMultiplierAt(elapsed - 1) >= point) elapsed -= 1;
      while (crashMultiplierAt(elapsed) < point) elapsed += 1;
      expect(crashMultiplierAt(elapsed)).toBe(point);
      expect(hasCrashed(elapsed, point)).toBe(false);
      expect(cashOutWins(crashMultiplierAt(elapsed), point)).toBe(true);
      expect(cashOutWins(point, point)).toBe(true);
      expect(cashOutWins(point + 1, point)).toBe(false);
    }
  });

  it('has crashed exactly when a cash-out at the current multiplier would lose', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 100, max: MAX_RESULT_HUNDREDTHS }),
        (elapsed, point) => hasCrashed(elapsed, point) === !cashOutWins(crashMultiplierAt(elapsed), point),
      ),
    );
  });
});

describe('crash chain', () => {
  it('hashes as the shared (Web Crypto) code does', async () => {
    const seed = newServerSeed();
    expect(chainLink(seed, 0)).toBe(seed);
    expect(chainLink(seed, 7)).toBe(await hashForward(seed, 7));
  });

  it('plays links backwards: round 0 hashes to the commitment, each round to the one before', async () => {
    const seed = newServerSeed();
    const length = 12;
    const commitment = chainCommitment(seed, length);
    let previous = commitment;
    for (let n = 0; n < length - 1; n++) {
      const hash = roundHash(seed, length, n);
      expect(await followsInChain(hash, previous), `round ${n}`).toBe(true);
      previous = hash;
    }
    // The last round plays the seed itself; there is no round after it.
    expect(roundHash(seed, length, length - 2)).toBe(seed);
    expect(() => roundHash(seed, length, length - 1)).toThrow(RangeError);
    expect(() => roundHash(seed, length, -1)).toThrow(RangeError);
  });
});

describe('max payout target', () => {
  it('is the highest multiplier at which stake × multiplier stays within the max payout', () => {
    expect(maxPayoutMultiplier(200n, 300n)).toBe(150);
    expect(crashTarget(null, 200n, 300n)).toEqual({ target: 150, by: 'max_payout' });
    expect(crashTarget(120, 200n, 300n)).toEqual({ target: 120, by: 'auto_cashout' });
    expect(maxPayoutMultiplier(1n, 10n ** 18n)).toBe(MAX_RESULT_HUNDREDTHS);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (stake, k) => {
          const maxPayout = stake + k;
          const cap = maxPayoutMultiplier(stake, maxPayout);
          expect(cap).toBeGreaterThanOrEqual(100);
          expect(payoutFor(stake, fromHundredths(cap))).toBeLessThanOrEqual(maxPayout);
          if (cap < MAX_RESULT_HUNDREDTHS) expect(stake * BigInt(cap + 1)).toBeGreaterThan(maxPayout * 100n);
        },
      ),
    );
  });

  it('starts cash-outs at 1.01×, the auto cash-out minimum', () => {
    expect(CRASH_MIN_CASHOUT).toBe(101);
  });
});
