import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/http/rate-limit.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';

let t: TestDatabase;
let now = new Date('2026-11-22T10:00:00Z');
let limiter: RateLimiter;

beforeAll(async () => {
  t = await createTestDatabase(4);
  limiter = new RateLimiter(t.database.pool, true, () => now);
});
afterAll(async () => {
  await t.drop();
});

const rule = { limit: 3, windowSeconds: 60 };

it('allows the limit, refuses the next with retry_after, and opens again with the next window', async () => {
  for (let i = 0; i < 3; i++) await limiter.hit('k', rule);
  await expect(limiter.hit('k', rule)).rejects.toMatchObject({ status: 429, extra: { retry_after: 60 } });
  await expect(limiter.check('k', rule)).rejects.toMatchObject({ status: 429 });
  now = new Date(now.getTime() + 45_000);
  await expect(limiter.check('k', rule)).rejects.toMatchObject({ extra: { retry_after: 15 } });
  now = new Date(now.getTime() + 15_000);
  await limiter.hit('k', rule);
});

it('keeps counters per key and shares them through the database', async () => {
  const other = new RateLimiter(t.database.pool, true, () => now);
  for (let i = 0; i < 3; i++) await other.hit('shared', rule);
  await expect(limiter.hit('shared', rule)).rejects.toMatchObject({ status: 429 });
  await limiter.hit('unrelated', rule);
});

it('prunes windows older than a day', async () => {
  now = new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000);
  await limiter.hit('fresh', rule);
  expect(await limiter.prune()).toBeGreaterThan(0);
  const { rows } = await t.database.pool.query<{ key: string }>('SELECT key FROM rate_limit_hits');
  expect(rows.map((r) => r.key)).toEqual(['fresh']);
});

it('does nothing when turned off: nothing refused, nothing written', async () => {
  const off = new RateLimiter(t.database.pool, false, () => now);
  for (let i = 0; i < 10; i++) await expect(off.hit('off', rule)).resolves.toBeUndefined();
  await expect(off.check('off', rule)).resolves.toBeUndefined();
  for (let i = 0; i < 10; i++) await off.recordFailure('off-backoff', backoff);
  await expect(off.checkBackoff('off-backoff')).resolves.toBeUndefined();
  const { rows } = await t.database.pool.query("SELECT 1 FROM rate_limit_hits WHERE key LIKE 'off%'");
  expect(rows).toHaveLength(0);
});

const backoff = { freeFailures: 2, firstDelaySeconds: 5, maxDelaySeconds: 30, windowSeconds: 3600 };

describe('backoff', () => {
  it('lets the free failures pass, then doubles the wait up to the cap', async () => {
    now = new Date('2026-12-01T10:00:00Z');
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      await limiter.checkBackoff('b');
      await limiter.recordFailure('b', backoff);
      const refused = await limiter.checkBackoff('b').then(
        () => 0,
        (error: { status: number; extra: { retry_after: number } }) => {
          expect(error.status).toBe(429);
          return error.extra.retry_after;
        },
      );
      waits.push(refused);
      now = new Date(now.getTime() + refused * 1000);
    }
    expect(waits).toEqual([0, 0, 5, 10, 20, 30]);
  });

  it('answers the time left, and opens when it has passed', async () => {
    now = new Date('2026-12-01T12:00:00Z');
    for (let i = 0; i < 3; i++) await limiter.recordFailure('left', backoff);
    now = new Date(now.getTime() + 3_000);
    await expect(limiter.checkBackoff('left')).rejects.toMatchObject({ extra: { retry_after: 2 } });
    now = new Date(now.getTime() + 2_000);
    await limiter.checkBackoff('left');
    await limiter.checkBackoff('another key');
  });

  it('forgets a cleared key and starts again after the window', async () => {
    now = new Date('2026-12-01T14:00:00Z');
    for (let i = 0; i < 3; i++) await limiter.recordFailure('cleared', backoff);
    await expect(limiter.checkBackoff('cleared')).rejects.toMatchObject({ status: 429 });
    await limiter.clearFailures('cleared');
    await limiter.checkBackoff('cleared');
    await limiter.recordFailure('cleared', backoff);
    await limiter.recordFailure('cleared', backoff);
    await limiter.checkBackoff('cleared');

    for (let i = 0; i < 3; i++) await limiter.recordFailure('windowed', backoff);
    now = new Date(now.getTime() + 60 * 60 * 1000);
    await limiter.checkBackoff('windowed');
    await limiter.recordFailure('windowed', backoff);
    await limiter.checkBackoff('windowed');
  });
});
