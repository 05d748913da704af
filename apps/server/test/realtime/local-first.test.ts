import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LAST_BET_CHANNEL } from '@casino/shared';
import type pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRealtime, type Realtime } from '../../src/modules/realtime/index.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';

/**
 * A published event reaches this copy's sockets without waiting for the NOTIFY that carries it to the
 * other copies: here every NOTIFY is held until the test lets it go.
 */
let db: TestDatabase;
let server: Server;
let realtime: Realtime;
let socket: Socket;
const heldNotifies: Array<() => void> = [];
let holding = true;

beforeAll(async () => {
  db = await createTestDatabase(4);
  const pool = db.database.pool;
  const gated = {
    query: (...args: unknown[]) => {
      const run = () => (pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
      if (!holding || typeof args[0] !== 'string' || !args[0].includes('pg_notify')) return run();
      return new Promise((resolve, reject) => heldNotifies.push(() => run().then(resolve, reject)));
    },
    connect: () => pool.connect(),
  } as unknown as pg.Pool;
  server = createServer();
  realtime = createRealtime({
    server,
    pool: gated,
    verifyToken: async () => null,
    isSessionLive: async () => true,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  socket = connectSocket(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  expect(await new Promise((resolve) => socket.emit('subscribe', LAST_BET_CHANNEL, resolve))).toEqual({
    ok: true,
  });
});
afterAll(async () => {
  holding = false;
  for (const release of heldNotifies.splice(0)) release();
  socket.disconnect();
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
  await db.drop();
});

it('delivers to local subscribers while the NOTIFY for the other copies is still pending', async () => {
  const received = new Promise((resolve) => socket.once(LAST_BET_CHANNEL, resolve));
  realtime.publish(LAST_BET_CHANNEL, { id: '1' });
  expect(await received).toEqual({ id: '1' });
  // NOTIFYs are being held: the batcher sends one statement at a time, so none after the first went out.
  expect(heldNotifies.length).toBeGreaterThan(0);
});
