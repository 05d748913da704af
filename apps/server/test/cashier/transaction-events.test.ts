import type { AddressInfo } from 'node:net';
import { type BalanceView, playerChannel, type TransactionEvent } from '@casino/shared';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../app.ts';

let t: TestApp;
let socket: Socket | undefined;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  socket?.disconnect();
  await t.close();
});

it('announces each buy-order step on transaction#{globalId} and the credit on balance#{globalId}', async () => {
  const session = await signUp(t.app, { currency: 'RUB' });
  const me = (await t.app.inject({ url: '/api/v1/me', headers: session.auth })).json() as {
    globalId: string;
    websocketToken: string;
  };
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const client = connectSocket(url, {
    transports: ['websocket'],
    auth: { token: me.websocketToken },
    reconnection: false,
  });
  socket = client;
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  const transactions = playerChannel('transaction', me.globalId);
  const balances = playerChannel('balance', me.globalId);
  for (const channel of [transactions, balances]) {
    expect(await new Promise((resolve) => client.emit('subscribe', channel, resolve))).toEqual({ ok: true });
  }
  const events: TransactionEvent[] = [];
  const next = () => new Promise<TransactionEvent>((resolve) => client.once(transactions, resolve));

  let event = next();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v2/wallet/orders/buy',
    headers: session.auth,
    payload: { amount: '2000', bankId: 'rub-p2p', externalFields: {}, callbackUrl: 'http://localhost:3000' },
  });
  const { id } = created.json() as { id: string };
  events.push(await event);

  event = next();
  const credited = new Promise<BalanceView>((resolve) => client.once(balances, resolve));
  await t.orders.completeBuy(BigInt(id));
  events.push(await event);
  expect(events).toEqual([
    { status: 'waiting', type: 'buy' },
    { status: 'completed', type: 'buy' },
  ]);
  expect((await credited).fiat.value).toBe('2000.00');
});
