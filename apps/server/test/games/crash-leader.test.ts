import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CRASH_CHANNEL, type CrashEvent, crashMultiplierAt } from '@casino/shared';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { connect, type Database } from '../../src/db/client.ts';
import { LEAD_RETRY_MS } from '../../src/modules/games/crash/crash-driver.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';
import { firstCrashedMs, firstMsAt, RoundStepper } from './crash-helpers.ts';

/**
 * Three server copies on one database, as three processes would run them: copy A is the test app, B and C
 * are built the same way with their own pools. All share the injected clock.
 */
let a: TestApp;
const copies: Array<{ app: App; database: Database }> = [];
let socket: Socket | undefined;
const events: CrashEvent[] = [];
let onEvent: (() => void) | undefined;

async function copy(): Promise<App> {
  const database = connect(a.db.url, 5);
  const config = loadConfig({
    DATABASE_URL: a.db.url,
    SECRET_KEY: 'test-secret-key-for-websocket-tokens',
    WEBIM_PRIVATE_KEY: 'test-webim-key',
    WEB_DIST: '/nonexistent',
    RATE_LIMITS: 'off',
  });
  const app = await buildApp({ config, database, clock: () => a.clock.now });
  await app.app.ready();
  copies.push({ app, database });
  return app;
}

beforeAll(async () => {
  a = await createTestApp({ RATE_LIMITS: 'off' });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  const client = connectSocket(`http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`, {
    transports: ['websocket'],
    reconnection: false,
  });
  socket = client;
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  client.on(CRASH_CHANNEL, (event: CrashEvent) => {
    events.push(event);
    onEvent?.();
  });
  expect(await new Promise((resolve) => client.emit('subscribe', CRASH_CHANNEL, resolve))).toEqual({
    ok: true,
  });
});
afterAll(async () => {
  socket?.disconnect();
  for (const { app, database } of copies) {
    await app.app.close();
    await database.close();
  }
  expect(await auditLedger(a.db.database.pool)).toEqual([]);
  await a.close();
});

/** Resolves when an event the predicate accepts has reached copy A's socket (fails after 10 s). */
function received(predicate: (event: CrashEvent) => boolean): Promise<CrashEvent> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('no such crash event reached the socket')), 10_000);
    const check = () => {
      const found = events.find(predicate);
      if (!found) return;
      clearTimeout(timeout);
      onEvent = undefined;
      resolve(found);
    };
    onEvent = check;
    check();
  });
}

async function liveRounds(): Promise<number> {
  const { rows } = await a.db.database.pool.query(`SELECT id FROM crash_rounds WHERE status <> 'crashed'`);
  return rows.length;
}

/** The backend pid holding the crash leader's advisory lock in this database. */
async function leaderPid(): Promise<number | undefined> {
  const { rows } = await a.db.database.pool.query<{ pid: number }>(
    `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  return rows[0]?.pid;
}

describe('crash leader election', () => {
  it('lets exactly one copy drive; when it stops or dies another continues the live round', async () => {
    const b = await copy();
    const c = await copy();
    const drivers = { a: a.games.crashDriver, b: b.games.crashDriver, c: c.games.crashDriver };
    const stepA = new RoundStepper(a.db.database.pool, a.clock, () => drivers.a);

    // A ticks first and leads; B and C tick too, but only relay.
    await drivers.a.tick();
    await Promise.all([drivers.b.tick(), drivers.c.tick(), drivers.a.tick()]);
    expect([drivers.a.isLeader, drivers.b.isLeader, drivers.c.isLeader]).toEqual([true, false, false]);
    expect(await liveRounds()).toBe(1);
    // A round long enough to outlive the first takeover (the multiplier is about 1.07× then).
    const round = await stepA.bettingWith(200);
    await received((e) => e.type === 'betting' && e.round.id === round.id.toString());

    // Bets and cash-outs are served by any copy: place them through B and C.
    const manual = await fundedPlayer(b, 100_00n);
    const auto = await fundedPlayer(c, 100_00n);
    const betOn = (app: App['app'], session: typeof manual, params: unknown, key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/games/crash/bets',
        headers: { ...session.auth, 'idempotency-key': key },
        payload: { amount: '1.00', params },
      });
    expect((await betOn(b.app, manual, {}, 'lead-1')).statusCode).toBe(201);
    expect((await betOn(c.app, auto, { autoCashout: 1.2 }, 'lead-2')).statusCode).toBe(201);
    await received((e) => e.type === 'bet' && e.roundId === round.id.toString());

    // The round runs under A; B and C ticking changes nothing.
    a.clock.now = round.bettingEndsAt;
    await Promise.all([drivers.b.tick(), drivers.c.tick()]);
    expect((await stepA.live())?.status).toBe('betting');
    const running = await stepA.start(round);

    // A stops (a shutdown): its lock goes with it, and B, at its next attempt, continues the same round.
    await drivers.a.stop();
    expect(drivers.a.isLeader).toBe(false);
    stepA.at(running, firstMsAt(110));
    a.clock.advance(LEAD_RETRY_MS);
    await drivers.b.tick();
    await drivers.c.tick();
    expect([drivers.b.isLeader, drivers.c.isLeader]).toEqual([true, false]);
    // Exact takeover: the multiplier follows from started_at alone.
    const elapsed = a.clock.now.getTime() - running.startedAt.getTime();
    await received(
      (e) => e.type === 'tick' && e.elapsedMs === elapsed && e.multiplier === crashMultiplierAt(elapsed),
    );

    // B dies (its session ends): C takes over; a round that should have crashed meanwhile crashes at once,
    // at its own crash point, paying the auto cash-out below it and nothing to the bet that rode on.
    const pid = await leaderPid();
    expect(pid).toBeDefined();
    await a.db.database.pool.query('SELECT pg_terminate_backend($1)', [pid]);
    for (let i = 0; i < 1000 && (await leaderPid()) === pid; i++) await nextTurn();
    stepA.at(running, firstCrashedMs(round.crashPoint) + 5_000);
    a.clock.advance(LEAD_RETRY_MS);
    await drivers.c.tick();
    await drivers.b.tick();
    expect([drivers.b.isLeader, drivers.c.isLeader]).toEqual([false, true]);
    expect(await stepA.live()).toBeUndefined();
    const { rows } = await a.db.database.pool.query<{ status: string; crash_point: number }>(
      'SELECT status, crash_point FROM crash_rounds WHERE id = $1',
      [round.id.toString()],
    );
    expect(rows[0]).toEqual({ status: 'crashed', crash_point: round.crashPoint });
    await received((e) => e.type === 'crashed' && e.round.id === round.id.toString());
    const payouts = await a.db.database.pool.query<{ params: { autoCashout?: number }; payout: string }>(
      `SELECT params, payout FROM game_bets WHERE crash_round_id = $1 AND status = 'settled'`,
      [round.id.toString()],
    );
    const byKind = Object.fromEntries(
      payouts.rows.map((r) => [r.params.autoCashout ? 'auto' : 'manual', r.payout]),
    );
    expect(byKind).toEqual({ auto: '120', manual: '0' });

    // After the cooldown the new leader opens the next round, and B stays a relay.
    a.clock.advance(3_000);
    await drivers.c.tick();
    await drivers.b.tick();
    expect(await liveRounds()).toBe(1);
    expect([drivers.b.isLeader, drivers.c.isLeader]).toEqual([false, true]);
  });
});
