import type { AddressInfo } from 'node:net';
import { LAST_BET_CHANNEL, type LastBet } from '@casino/shared';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, fundPlayer, signUp, type TestApp } from '../app.ts';

let t: TestApp;
let socket: Socket;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  socket = connectSocket(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, {
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
});
afterAll(async () => {
  socket.disconnect();
  await t.close();
});

it('publishes each settled bet on broadcast:last_bet with a masked name, after commit', async () => {
  const ack = await new Promise((resolve) => socket.emit('subscribe', LAST_BET_CHANNEL, resolve));
  expect(ack).toEqual({ ok: true });
  const session = await signUp(t.app, { email: `livebets-${process.pid}@example.com`, currency: 'USD' });
  const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
  if (!player) throw new Error('no player');
  await fundPlayer(t, player, 1000n);
  const received = new Promise<LastBet>((resolve) => socket.once(LAST_BET_CHANNEL, resolve));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/games/limbo/bets',
    headers: { ...session.auth, 'idempotency-key': 'live-1' },
    payload: { amount: '1.00', params: { target: 3 } },
  });
  const { bet } = response.json() as { bet: { id: string; payout: string; multiplier: string } };
  const event = await received;
  expect(event).toMatchObject({
    id: bet.id,
    game: 'limbo',
    gameTitle: 'Limbo',
    player: 'li***',
    amount: '1.00',
    currency: 'USD',
    payout: bet.payout,
    multiplier: bet.multiplier,
  });
  expect(JSON.stringify(event)).not.toContain('livebets-');
  const last = (await t.app.inject({ url: '/api/v1/games/last-bets' })).json() as LastBet[];
  expect(last[0]).toEqual(event);
});
