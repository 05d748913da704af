import { afterAll, beforeAll, expect, it } from 'vitest';
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

it('does nothing when turned off', async () => {
  const off = new RateLimiter(t.database.pool, false, () => now);
  for (let i = 0; i < 10; i++) await off.hit('off', rule);
});
