import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { formatMajor, LAST_BET_CHANNEL, type LastBet } from '@casino/shared';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { AppError } from '../../src/http/errors.ts';
import {
  bankrollOf,
  createSimulation,
  emailOf,
  MAX_DELAY_MS,
  MIN_DELAY_MS,
  ROSTER,
  SIMULATED_DOMAIN,
  type SimulationDeps,
  type SimulationTimer,
} from '../../src/modules/simulation/index.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, mainBalance, type TestApp } from '../app.ts';

/** The timer the simulation waits on: the test fires each bet itself, nothing sleeps. */
function manualTimer() {
  const state = {
    pending: undefined as { ms: number; task: () => Promise<void> } | undefined,
    delays: [] as number[],
  };
  const timer: SimulationTimer = (ms, task) => {
    const entry = { ms, task };
    state.pending = entry;
    state.delays.push(ms);
    return () => {
      if (state.pending === entry) state.pending = undefined;
    };
  };
  return {
    timer,
    state,
    /** Runs the scheduled bet to its end (and so schedules the next). */
    async fire() {
      const entry = state.pending;
      if (!entry) throw new Error('nothing scheduled');
      state.pending = undefined;
      await entry.task();
    },
  };
}

/** mulberry32: the same bets on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function recordingLog() {
  const lines: { level: string; message: string; data: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push({ level, data: (args[0] ?? {}) as Record<string, unknown>, message: String(args[1] ?? '') });
    };
  return { lines, log: { debug: at('debug'), info: at('info'), warn: at('warn') } };
}

let t: TestApp;
let socket: Socket;
const streamed: LastBet[] = [];
let onStreamed: (() => void) | undefined;

const count = async (sql: string, values: unknown[] = []) =>
  Number((await t.db.database.pool.query<{ n: string }>(sql, values)).rows[0]?.n ?? 0);
const betCount = () => count('SELECT count(*) AS n FROM game_bets');
const creditCount = () =>
  count(`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'simulation_credit'`);
const simulatedUsers = () =>
  count('SELECT count(*) AS n FROM users WHERE email LIKE $1', [`%@${SIMULATED_DOMAIN}`]);
const depsOf = (app: TestApp, log: SimulationDeps['log']): SimulationDeps => ({
  players: app.auth,
  ledger: app.wallet.ledger,
  bets: app.games.bets,
  log,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  socket = connectSocket(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, {
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  expect(await new Promise((resolve) => socket.emit('subscribe', LAST_BET_CHANNEL, resolve))).toEqual({
    ok: true,
  });
  socket.on(LAST_BET_CHANNEL, (bet: LastBet) => {
    streamed.push(bet);
    onStreamed?.();
  });
});

afterAll(async () => {
  socket.disconnect();
  // The last test closed the app itself.
  await t.db.drop();
});

describe('SIMULATED_PLAYERS', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-simulation-config-'));
  const base = { SECRET_KEY: 'k', WEBIM_PRIVATE_KEY: 'w', DATA_DIR: dataDir };
  const url = 'postgres://casino@127.0.0.1:1/casino';

  it('is on in the embedded default, off under DATABASE_URL, and either way when set', () => {
    expect(loadConfig(base).simulatedPlayers).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: url }).simulatedPlayers).toBe(false);
    expect(loadConfig({ ...base, DATABASE_URL: url, SIMULATED_PLAYERS: 'on' }).simulatedPlayers).toBe(true);
    expect(loadConfig({ ...base, SIMULATED_PLAYERS: 'off' }).simulatedPlayers).toBe(false);
    expect(loadConfig({ ...base, SIMULATED_PLAYERS: '0' }).simulatedPlayers).toBe(false);
  });

  it('nothing simulates in a test app until a test starts it', async () => {
    expect(await simulatedUsers()).toBe(0);
    expect(await betCount()).toBe(0);
  });
});

describe('simulated players', () => {
  const clock = manualTimer();
  const BETS = 30;

  it('start: every simulated player exists once, funded through the ledger', async () => {
    await t.simulation.start({ timer: clock.timer, random: seeded(14) });
    expect(await simulatedUsers()).toBe(ROSTER.length);
    expect(await creditCount()).toBe(ROSTER.length);
    for (const profile of ROSTER) {
      const player = await t.auth.getPlayerByEmail(emailOf(profile));
      if (!player) throw new Error(`${profile.handle} missing`);
      expect(player.currency).toBe(profile.currency);
      expect(await mainBalance(t, player.id)).toBe(bankrollOf(t.games.bets.limitsFor(player.currency)));
    }
    // Set up, it waits for the first bet; none was placed yet.
    expect(clock.state.pending).toBeDefined();
    expect(await betCount()).toBe(0);
    expect(await auditLedger(t.db.database.pool)).toEqual([]);
  });

  it('fires real bets of several players into the live feed, the histories and the ledger', async () => {
    for (let i = 0; i < BETS; i++) await clock.fire();
    expect(await betCount()).toBe(BETS);
    for (const delay of clock.state.delays) {
      expect(delay).toBeGreaterThanOrEqual(MIN_DELAY_MS);
      expect(delay).toBeLessThanOrEqual(MAX_DELAY_MS);
    }

    // The public feed, as the page reads it and as it streams. The stream is throttled (at most 10 events a
    // second, the newest kept), so a burst arrives thinned, in order, and always ends with the newest bet.
    const last = (await t.app.inject({ url: '/api/v1/games/last-bets' })).json() as LastBet[];
    expect(last).toHaveLength(10);
    expect(new Set(last.map((bet) => bet.player)).size).toBeGreaterThanOrEqual(4);
    const newest = last[0]?.id;
    await new Promise<void>((resolve) => {
      onStreamed = () => streamed.some((bet) => bet.id === newest) && resolve();
      onStreamed();
    });
    const ids = streamed.map((bet) => BigInt(bet.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(streamed.at(-1)?.id).toBe(newest);
    const { rows } = await t.db.database.pool.query<{ currencies: number; games: number }>(
      'SELECT count(DISTINCT currency)::int AS currencies, count(DISTINCT game_id)::int AS games FROM game_bets',
    );
    expect(rows[0]?.currencies).toBeGreaterThanOrEqual(2);
    expect(rows[0]?.games).toBeGreaterThanOrEqual(4);

    // Each bet is in its player's history, and the books balance.
    let histories = 0;
    for (const profile of ROSTER) {
      const player = await t.auth.getPlayerByEmail(emailOf(profile));
      if (!player) throw new Error(`${profile.handle} missing`);
      histories += (await t.games.bets.history(player, { offset: 0, limit: 1 })).meta.total;
    }
    expect(histories).toBe(BETS);
    expect(await auditLedger(t.db.database.pool)).toEqual([]);
  });

  it('stop: the bet in flight finishes, and none comes after', async () => {
    const before = await betCount();
    const scheduled = clock.state.pending;
    if (!scheduled) throw new Error('nothing scheduled');
    const inFlight = clock.fire();
    await t.simulation.stop();
    await inFlight;
    expect(await betCount()).toBe(before + 1);
    expect(clock.state.pending).toBeUndefined();
    // A timer that fired anyway (late) bets nothing either.
    await scheduled.task();
    expect(await betCount()).toBe(before + 1);
  });

  it('a second start (a restart) finds the same players and funds no one twice', async () => {
    const credits = await creditCount();
    const second = manualTimer();
    await t.simulation.start({ timer: second.timer, random: seeded(7) });
    expect(await simulatedUsers()).toBe(ROSTER.length);
    // Nobody fell below a tenth of the bankroll in 31 bets.
    expect(await creditCount()).toBe(credits);
    await second.fire();
    await t.simulation.stop();
  });

  it('a player low on money is topped up through the ledger before the next bet', async () => {
    const profile = ROSTER[0];
    if (!profile) throw new Error('empty roster');
    const player = await t.auth.getPlayerByEmail(emailOf(profile));
    if (!player) throw new Error('missing');
    const balance = await mainBalance(t, player.id);
    await t.wallet.ledger.transfer({
      idempotencyKey: `test:drain:${player.globalId}`,
      kind: 'test_debit',
      entries: [
        { account: { userId: player.id, name: 'main', currency: player.currency }, amount: -balance },
        { account: { house: 'adjustments', currency: player.currency }, amount: balance },
      ],
    });
    const credits = await creditCount();
    const one = manualTimer();
    const { log } = recordingLog();
    const simulation = createSimulation({ ...depsOf(t, log), roster: [profile] });
    await simulation.start({ timer: one.timer, random: seeded(3) });
    expect(await creditCount()).toBe(credits + 1);
    const bankroll = bankrollOf(t.games.bets.limitsFor(player.currency));
    expect(await mainBalance(t, player.id)).toBe(bankroll);
    const bets = await betCount();
    await one.fire();
    expect(await betCount()).toBe(bets + 1);
    await simulation.stop();
    expect(await auditLedger(t.db.database.pool)).toEqual([]);
  });

  it('a refused bet or an unexpected error is logged, and the bets go on', async () => {
    const { lines, log } = recordingLog();
    const real = t.games.bets;
    let calls = 0;
    const refusals: unknown[] = [];
    const bets: SimulationDeps['bets'] = {
      limitsFor: (currency) => real.limitsFor(currency),
      lastBetId: (userId) => real.lastBetId(userId),
      playInstant: async (request) => {
        calls += 1;
        if (calls === 1) {
          // The largest bet the limits allow: twice the bankroll, more than the player has.
          const limits = real.limitsFor(request.player.currency);
          return real
            .playInstant({
              ...request,
              gameId: 'dice',
              amount: formatMajor(limits.maxBet, limits.precision),
              params: { target: 50, condition: 'over' },
            })
            .catch((error: unknown) => {
              refusals.push(error);
              throw error;
            });
        }
        if (calls === 2) throw new Error('database went away');
        return real.playInstant(request);
      },
    };
    const simulation = createSimulation({ ...depsOf(t, log), bets });
    const timer = manualTimer();
    await simulation.start({ timer: timer.timer, random: seeded(99) });
    const before = await betCount();
    await timer.fire();
    await timer.fire();
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toBeInstanceOf(AppError);
    expect((refusals[0] as AppError).detail).toBe('insufficient_balance');
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'debug', data: { detail: 'insufficient_balance' } }),
    );
    expect(lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      'simulated bet failed',
    ]);
    expect(await betCount()).toBe(before);
    // Still scheduled, and the next ones are placed.
    for (let i = 0; i < 3; i++) await timer.fire();
    expect(await betCount()).toBe(before + 3);
    expect(lines.filter((line) => line.message === 'simulated bet')).toHaveLength(3);
    await simulation.stop();
    expect(await auditLedger(t.db.database.pool)).toEqual([]);
  });

  it('closing the app stops it: no bet after close', async () => {
    const timer = manualTimer();
    await t.simulation.start({ timer: timer.timer, random: seeded(5) });
    await timer.fire();
    const scheduled = timer.state.pending;
    if (!scheduled) throw new Error('nothing scheduled');
    const before = await betCount();
    await t.app.close();
    expect(timer.state.pending).toBeUndefined();
    await scheduled.task();
    expect(await betCount()).toBe(before);
    expect(await auditLedger(t.db.database.pool)).toEqual([]);
  });
});
