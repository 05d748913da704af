import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { connect, type Database } from '../../src/db/client.ts';
import { signUp } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import { expectEnvelope } from '../platform/helpers.ts';

/** Small bounds so the test waits milliseconds, not the production seconds. */
const CONNECT_MS = 300;
const LOCK_MS = 300;

let db: TestDatabase;
let database: Database;
let built: App;

beforeAll(async () => {
  db = await createTestDatabase(1);
  // A small pool, as in the scenario: every connection held means nobody else gets one.
  database = connect(db.url, 3, { connect: CONNECT_MS, lock: LOCK_MS });
  const config = loadConfig({
    DATABASE_URL: db.url,
    SECRET_KEY: 'test-secret-key-for-websocket-tokens',
    WEBIM_PRIVATE_KEY: 'test-webim-key',
    WEB_DIST: '/nonexistent',
    RATE_LIMITS: 'off',
  });
  built = await buildApp({ config, database });
  await built.app.ready();
});
afterAll(async () => {
  await built?.app.close();
  await database?.close();
  await db?.drop();
});

/**
 * Holds every pooled connection anyone can get: realtime keeps one for LISTEN and borrows others for its
 * heartbeats, so connections are taken until the pool refuses one (after its small connect timeout).
 */
async function holdAll(pool: pg.Pool): Promise<() => void> {
  const held: pg.PoolClient[] = [];
  for (;;) {
    try {
      held.push(await pool.connect());
    } catch {
      break;
    }
  }
  expect(held.length).toBeGreaterThan(0);
  return () => {
    for (const client of held) client.release();
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe('database timeouts', () => {
  it('every new session carries statement, lock and idle-in-transaction timeouts', async () => {
    const plain = connect(db.url, 1);
    try {
      const { rows } = await plain.pool.query<Record<string, string>>(
        `SELECT current_setting('statement_timeout') AS statement,
                current_setting('lock_timeout') AS lock,
                current_setting('idle_in_transaction_session_timeout') AS idle`,
      );
      expect(rows[0]).toEqual({ statement: '15s', lock: '5s', idle: '30s' });
      expect(plain.pool.options.connectionTimeoutMillis).toBe(5_000);
    } finally {
      await plain.close();
    }
  });

  it('a request that cannot get a connection answers 503 with Retry-After within the bound', async () => {
    const release = await holdAll(database.pool);
    try {
      const { result: response, ms } = await timed(() =>
        built.app.inject({ method: 'GET', url: '/api/v1/languages' }),
      );
      expectEnvelope(response, 503, 'service_unavailable');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(ms).toBeLessThan(CONNECT_MS + 1_500);
    } finally {
      release();
    }
    // Released: the pool serves again.
    expect((await built.app.inject({ method: 'GET', url: '/api/v1/languages' })).statusCode).toBe(200);
  });

  it('health answers promptly while the pool is exhausted, and says it is degraded', async () => {
    const release = await holdAll(database.pool);
    try {
      // A request queued for a connection while the probe runs: the pool is saturated.
      const queued = built.app.inject({ method: 'GET', url: '/api/v1/languages' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const { result: health, ms } = await timed(() =>
        built.app.inject({ method: 'GET', url: '/api/health' }),
      );
      expect(ms).toBeLessThan(1_000);
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'degraded' });
      expect(health.headers['retry-after']).toBeDefined();
      expect((await queued).statusCode).toBe(503);
    } finally {
      release();
    }
    const health = await built.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('a statement waiting on a held row lock answers 503 with Retry-After, not a hang', async () => {
    const player = await signUp(built.app);
    const holder = await database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM users WHERE global_id = $1 FOR UPDATE', [player.user.globalId]);
      const { result: response, ms } = await timed(() =>
        built.app.inject({
          method: 'PATCH',
          url: '/api/v1/me',
          headers: player.auth,
          payload: { firstName: 'Locked' },
        }),
      );
      expectEnvelope(response, 503, 'service_unavailable');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(ms).toBeLessThan(LOCK_MS + 2_000);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
  });
});
