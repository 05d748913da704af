import type { TransactionEvent } from '@casino/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { subscribePlayer } from '../realtime-client.ts';

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
  const client = await subscribePlayer(t, session);
  socket = client.socket;
  const events: TransactionEvent[] = [];

  let event = client.nextTransaction();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v2/wallet/orders/buy',
    headers: session.auth,
    payload: { amount: '2000', bankId: 'rub-p2p', externalFields: {}, callbackUrl: 'http://localhost:3000' },
  });
  const { id } = created.json() as { id: string };
  events.push(await event);

  event = client.nextTransaction();
  const credited = client.nextBalance();
  await t.orders.completeBuy(BigInt(id));
  events.push(await event);
  expect(events).toEqual([
    { status: 'waiting', type: 'buy' },
    { status: 'completed', type: 'buy' },
  ]);
  expect((await credited).fiat.value).toBe('2000.00');
});
