import type { AddressInfo } from 'node:net';
import { type BalanceView, playerChannel } from '@casino/shared';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../app.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function player() {
  const session = await signUp(t.app);
  const me = (await t.app.inject({ url: '/api/v1/me', headers: session.auth })).json() as {
    globalId: string;
    websocketToken: string;
  };
  const found = await t.auth.getPlayerByGlobalId(me.globalId);
  if (!found) throw new Error('player missing');
  return { ...me, id: found.id };
}

function connect(token?: string): Promise<Socket> {
  const socket = connectSocket(url, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function subscribe(socket: Socket, channel: unknown): Promise<{ ok: boolean; error?: string }> {
  return new Promise((resolve) => socket.emit('subscribe', channel, resolve));
}

function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}

async function credit(userId: bigint, amount: bigint, key: string) {
  await t.wallet.ledger.transfer({
    idempotencyKey: key,
    kind: 'test_credit',
    entries: [
      { account: { house: 'adjustments', currency: 'USD' }, amount: -amount },
      { account: { userId, name: 'main', currency: 'USD' }, amount },
    ],
  });
}

describe('connecting', () => {
  it('refuses a forged, expired or malformed websocketToken', async () => {
    const me = await player();
    await expect(connect(`${me.websocketToken}x`)).rejects.toThrow('unauthorized');
    await expect(connect('not-a-token')).rejects.toThrow('unauthorized');
    t.clock.advance(2 * 60 * 60 * 1000);
    await expect(connect(me.websocketToken)).rejects.toThrow('unauthorized');
    t.clock.advance(-2 * 60 * 60 * 1000);
  });

  it('lets a guest listen to broadcasts only', async () => {
    const me = await player();
    const guest = await connect();
    expect(await subscribe(guest, 'broadcast:last_bet')).toEqual({ ok: true });
    expect(await subscribe(guest, playerChannel('balance', me.globalId))).toEqual({
      ok: false,
      error: 'forbidden',
    });
  });
});

describe('subscriptions', () => {
  it('allows only the player’s own channels and broadcasts', async () => {
    const me = await player();
    const other = await player();
    const socket = await connect(me.websocketToken);
    for (const kind of ['balance', 'transaction', 'tournaments', 'interface_actions'] as const) {
      expect(await subscribe(socket, playerChannel(kind, me.globalId))).toEqual({ ok: true });
      expect(await subscribe(socket, playerChannel(kind, other.globalId))).toEqual({
        ok: false,
        error: 'forbidden',
      });
    }
    expect(await subscribe(socket, 'broadcast:last_bet')).toEqual({ ok: true });
    for (const hostile of ['balance#*', `balance#${me.globalId}x`, 'broadcast:../x', '', socket.id]) {
      expect((await subscribe(socket, hostile)).ok).toBe(false);
    }
    expect(await subscribe(socket, 'x'.repeat(10_000))).toEqual({ ok: false, error: 'invalid_channel' });
    expect(await subscribe(socket, { channel: 'broadcast:last_bet' })).toEqual({
      ok: false,
      error: 'invalid_channel',
    });
  });

  it('emits the new Balance on balance#{globalId} after every committed change', async () => {
    const me = await player();
    const socket = await connect(me.websocketToken);
    await subscribe(socket, playerChannel('balance', me.globalId));
    const event = next<BalanceView>(socket, playerChannel('balance', me.globalId));
    await credit(me.id, 12_345n, `rt:${me.globalId}:1`);
    const balance = await event;
    expect(balance.fiat.value).toBe('123.45');
    expect(balance.total.currency.code).toBe('USD');
  });

  it('does not deliver another player’s balance events', async () => {
    const me = await player();
    const other = await player();
    const socket = await connect(me.websocketToken);
    await subscribe(socket, playerChannel('balance', me.globalId));
    const received: string[] = [];
    socket.onAny((event: string) => received.push(event));
    await credit(other.id, 100n, `rt:${other.globalId}:other`);
    // Then one of our own: when it arrives, the other player's would have arrived before it.
    const own = next<BalanceView>(socket, playerChannel('balance', me.globalId));
    await credit(me.id, 100n, `rt:${me.globalId}:own`);
    await own;
    expect(received).toEqual([playerChannel('balance', me.globalId)]);
  });
});
