import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { guardPool } from '../src/db/tx.ts';
import type { FiatProvider } from '../src/modules/cashier/index.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestApp extends App {
  db: TestDatabase;
  /** Moves the injected clock. */
  clock: { now: Date; advance: (ms: number) => void };
  close: () => Promise<void>;
}

/**
 * Builds the real app on a fresh database. `env` overrides configuration as the environment would;
 * `poolSize` bounds the shared pool (a small one shows what happens when every connection is busy).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { poolSize?: number; fiatProviders?: FiatProvider[] } = {},
): Promise<TestApp> {
  const db = await createTestDatabase(options.poolSize);
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const config = loadConfig({
    DATABASE_URL: db.url,
    SECRET_KEY: 'test-secret-key-for-websocket-tokens',
    WEBIM_PRIVATE_KEY: 'test-webim-key',
    WEB_DIST: '/nonexistent',
    // Tests connect by DATABASE_URL, which turns the payment sandboxes off; most cashier tests drive them.
    PAYMENTS_SANDBOX: 'on',
    // Most operator tests are about other things; the two-factor tests turn it on.
    OPERATOR_TWO_FACTOR: 'optional',
    ...env,
  });
  // Any code asking the pool for a connection while it holds a transaction fails the test.
  guardPool(db.database.pool, true);
  const built = await buildApp({
    config,
    database: db.database,
    clock: () => clock.now,
    ...(options.fiatProviders ? { fiatProviders: options.fiatProviders } : {}),
  });
  await built.app.ready();
  return {
    ...built,
    db,
    clock,
    close: async () => {
      await built.app.close();
      await db.drop();
    },
  };
}

let counter = 0;

/** Registers a fresh player through the API and returns its bearer token and user. */
export async function signUp(
  app: App['app'],
  overrides: Partial<{ email: string; password: string; currency: string; language: string }> = {},
) {
  counter += 1;
  const payload = {
    email: `player${counter}-${process.pid}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string; user: { globalId: string } };
  return {
    ...body,
    email: payload.email,
    password: payload.password,
    auth: { authorization: `Bearer ${body.token}` },
  };
}

/** Credits a player's main account through the ledger from the house adjustments account. */
export async function fundPlayer(
  t: App,
  player: { id: bigint; globalId: string; currency: string },
  minor: bigint,
  idempotencyKey = `fund:${player.globalId}`,
) {
  await t.wallet.ledger.transfer({
    idempotencyKey,
    kind: 'test_credit',
    entries: [
      { account: { house: 'adjustments', currency: player.currency }, amount: -minor },
      { account: { userId: player.id, name: 'main', currency: player.currency }, amount: minor },
    ],
  });
}

/** Registers a player and credits their main account: the usual start of a money test. */
export async function fundedPlayer(
  t: App,
  minor: bigint,
  overrides: Parameters<typeof signUp>[1] = {},
  app: App['app'] = t.app,
) {
  const session = await signUp(app, overrides);
  const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
  if (!player) throw new Error('player missing');
  if (minor > 0n) await fundPlayer(t, player, minor);
  return { ...session, player };
}

/** The player's main-account balance in minor units, straight from the ledger row. */
export async function mainBalance(t: TestApp, userId: bigint): Promise<bigint> {
  const { rows } = await t.db.database.pool.query<{ balance: string }>(
    `SELECT balance FROM ledger_accounts WHERE kind = 'player' AND user_id = $1 AND name = 'main'`,
    [userId.toString()],
  );
  return BigInt(rows[0]?.balance ?? 0);
}
