import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type BalanceView, playerChannel } from '@casino/shared';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { freePort } from '../../src/db/embedded.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';

/**
 * Two server copies on one database: this test process (copy A) and a real second process started as
 * `npm start` would start it (copy B). A client of B must get the event caused on A, through the
 * PostgreSQL adapter.
 */
let a: TestApp;
let b: ChildProcess;
let bUrl: string;
let socket: Socket | undefined;

const SECRET_KEY = 'cluster-test-secret';

beforeAll(async () => {
  a = await createTestApp({ RATE_LIMITS: 'off', SECRET_KEY });
  const port = await freePort();
  bUrl = `http://127.0.0.1:${port}`;
  b = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: a.db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SECRET_KEY,
      WEBIM_PRIVATE_KEY: 'x',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    b.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Casino is running')) resolve();
    });
    b.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    b.once('exit', (code) => reject(new Error(`copy B exited (${code}): ${output}`)));
  });
});

afterAll(async () => {
  socket?.disconnect();
  if (b.exitCode === null) {
    const exited = new Promise((resolve) => b.once('exit', resolve));
    b.kill('SIGTERM');
    await exited;
  }
  await a.close();
});

it('delivers an event caused on one copy to a client connected to the other', async () => {
  const session = await signUp(a.app);
  const me = (await a.app.inject({ url: '/api/v1/me', headers: session.auth })).json() as {
    globalId: string;
    websocketToken: string;
  };
  const player = await a.auth.getPlayerByGlobalId(me.globalId);
  if (!player) throw new Error('player missing');

  const client = connectSocket(bUrl, {
    transports: ['websocket'],
    auth: { token: me.websocketToken },
    reconnection: false,
  });
  socket = client;
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  const channel = playerChannel('balance', me.globalId);
  expect(await new Promise((resolve) => client.emit('subscribe', channel, resolve))).toEqual({ ok: true });

  // A learns of B through the adapter's heartbeat; once A can see B's socket, A's emits reach B.
  let seen = false;
  for (let attempt = 0; attempt < 200 && !seen; attempt++) {
    const sockets = await a.realtime.io.in(channel).fetchSockets();
    seen = sockets.some((s) => s.id === client.id);
    if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(seen).toBe(true);

  const event = new Promise<BalanceView>((resolve) => client.once(channel, resolve));
  await a.wallet.ledger.transfer({
    idempotencyKey: `cluster:${me.globalId}`,
    kind: 'test_credit',
    entries: [
      { account: { house: 'adjustments', currency: 'USD' }, amount: -4_200n },
      { account: { userId: player.id, name: 'main', currency: 'USD' }, amount: 4_200n },
    ],
  });
  expect((await event).fiat.value).toBe('42.00');
});

it("ends a session's socket on the other copy at logout, and that copy refuses its token afterwards", async () => {
  const session = await signUp(a.app);
  const me = (await a.app.inject({ url: '/api/v1/me', headers: session.auth })).json() as {
    globalId: string;
    websocketToken: string;
  };
  const connect = () =>
    connectSocket(bUrl, {
      transports: ['websocket'],
      auth: { token: me.websocketToken },
      reconnection: false,
    });
  const client = connect();
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  // Once A can see B's socket, A's disconnect reaches it through the adapter.
  let seen = false;
  for (let attempt = 0; attempt < 200 && !seen; attempt++) {
    seen = (await a.realtime.io.fetchSockets()).some((s) => s.id === client.id);
    if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(seen).toBe(true);

  const closed = new Promise<string>((resolve) => client.once('disconnect', resolve));
  const logout = await a.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: session.auth });
  expect(logout.statusCode).toBe(204);
  expect(await closed).toBe('io server disconnect');

  const again = connect();
  await expect(
    new Promise<void>((resolve, reject) => {
      again.once('connect', () => resolve());
      again.once('connect_error', reject);
    }),
  ).rejects.toThrow('unauthorized');
  again.disconnect();
});
