import { type BalanceView, LAST_BET_CHANNEL, type LastBet, playerChannel } from '@casino/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';
import { subscribePlayer } from '../realtime-client.ts';

/**
 * The app's live-bet and balance events go through the throttle: a run of bets faster than the window
 * may be coalesced, but the newest bet and the final balance always arrive, in order.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

it('delivers the newest live bet and the final balance of a run of bets, in order', async () => {
  const s = await fundedPlayer(t, 100_000n, { currency: 'USD' });
  const client = await subscribePlayer(t, s);
  const ack = await new Promise((resolve) => client.socket.emit('subscribe', LAST_BET_CHANNEL, resolve));
  expect(ack).toEqual({ ok: true });
  const balances: string[] = [];
  const bets: string[] = [];
  let finalBalance = '';
  let lastBetId = '';
  let settled: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    settled = resolve;
  });
  const check = () => {
    if (balances.at(-1) === finalBalance && bets.at(-1) === lastBetId) settled();
  };
  client.socket.on(playerChannel('balance', s.user.globalId), (view: BalanceView) => {
    balances.push(view.fiat.value);
    check();
  });
  client.socket.on(LAST_BET_CHANNEL, (bet: LastBet) => {
    bets.push(bet.id);
    check();
  });

  const BETS = 8;
  for (let i = 0; i < BETS; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/games/dice/bets',
      headers: { ...s.auth, 'idempotency-key': `throttled-${i}` },
      payload: { amount: '1.00', params: { target: 50, condition: 'over' } },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { bet: { id: string }; balance: BalanceView };
    finalBalance = body.balance.fiat.value;
    lastBetId = body.bet.id;
  }
  check();
  await done;
  // No more events than bets, each bet at most once, newest last.
  expect(bets.length).toBeLessThanOrEqual(BETS);
  expect(bets.map(BigInt)).toEqual([...bets.map(BigInt)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  expect(new Set(bets).size).toBe(bets.length);
  expect(balances.length).toBeLessThanOrEqual(BETS);
  client.socket.disconnect();
});
