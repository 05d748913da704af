import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LAST_BET_CHANNEL } from '@casino/shared';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRealtime, type Realtime } from '../../src/modules/realtime/index.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import { ManualTimers } from './manual-timers.ts';

/**
 * createRealtime's publish option on a real Socket.IO server and PostgreSQL adapter, with the throttle's
 * timers in the test's hand: no sleeping, the window ends when the test says so.
 */
let db: TestDatabase;
let server: Server;
let realtime: Realtime;
let socket: Socket;
let closed = false;
const timers = new ManualTimers();
const received: Array<{ channel: string; payload: unknown }> = [];
let waiting: { count: number; resolve: () => void } | undefined;

/** Resolves once `count` events have arrived in all. */
function receivedCount(count: number): Promise<void> {
  return new Promise((resolve) => {
    if (received.length >= count) resolve();
    else waiting = { count, resolve };
  });
}

beforeAll(async () => {
  db = await createTestDatabase(4);
  server = createServer();
  realtime = createRealtime({
    server,
    pool: db.database.pool,
    verifyToken: async () => null,
    isSessionLive: async () => true,
    throttle: { timers },
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
  socket.onAny((channel: string, payload: unknown) => {
    received.push({ channel, payload });
    if (waiting && received.length >= waiting.count) waiting.resolve();
  });
  for (const channel of [LAST_BET_CHANNEL, 'broadcast:other']) {
    expect(await new Promise((resolve) => socket.emit('subscribe', channel, resolve))).toEqual({ ok: true });
  }
});
afterAll(async () => {
  socket.disconnect();
  if (!closed) await realtime.close();
  await new Promise((resolve) => server.close(resolve));
  await db.drop();
});

it('sends the first of a burst at once and the newest at the window’s end; unthrottled channels pass', async () => {
  for (let id = 1; id <= 5; id++) realtime.publish(LAST_BET_CHANNEL, { id }, { throttle: 'newest' });
  realtime.publish('broadcast:other', { raw: 1 });
  realtime.publish('broadcast:other', { raw: 2 });
  await receivedCount(3);
  expect(received).toEqual([
    { channel: LAST_BET_CHANNEL, payload: { id: 1 } },
    { channel: 'broadcast:other', payload: { raw: 1 } },
    { channel: 'broadcast:other', payload: { raw: 2 } },
  ]);
  timers.advance(100);
  await receivedCount(4);
  expect(received[3]).toEqual({ channel: LAST_BET_CHANNEL, payload: { id: 5 } });
  timers.advance(100);
  expect(timers.pending).toBe(0);
});

it('clears the throttle’s timers on close, even with events held', async () => {
  realtime.publish(LAST_BET_CHANNEL, { id: 6 }, { throttle: 'newest' });
  realtime.publish(LAST_BET_CHANNEL, { id: 7 }, { throttle: 'newest' });
  expect(timers.pending).toBe(1);
  closed = true;
  await realtime.close();
  expect(timers.pending).toBe(0);
});
