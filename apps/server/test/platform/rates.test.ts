import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RatesSource, refreshRates } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t.close();
});

const source = (rates: Record<string, string>): RatesSource => ({
  name: 'test feed',
  usdRates: async () => new Map(Object.entries(rates)),
});

it('stores a live source’s rates and primaryValue follows them', async () => {
  const session = await signUp(t.app, { currency: 'RUB' });
  await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/me',
    headers: session.auth,
    payload: { currency: { primary: 'USD' } },
  });
  const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
  if (!player) throw new Error('player missing');
  await t.wallet.ledger.transfer({
    idempotencyKey: `rates:${player.globalId}`,
    kind: 'test_credit',
    entries: [
      { account: { house: 'adjustments', currency: 'RUB' }, amount: -1_000_000n },
      { account: { userId: player.id, name: 'main', currency: 'RUB' }, amount: 1_000_000n },
    ],
  });
  const result = await refreshRates(
    t.db.database.pool,
    source({ RUB: '0.0125', XYZ: '5', BTC: '0', EUR: '-1', TON: 'abc' }),
    t.clock.now,
  );
  expect(result.updated).toEqual(['RUB']);
  expect(result.rejected.sort()).toEqual(['BTC', 'EUR', 'TON', 'XYZ']);
  const balance = (await t.app.inject({ url: '/api/v1/wallet/balance', headers: session.auth })).json() as {
    fiat: { value: string; primaryValue: string };
  };
  expect(balance.fiat).toMatchObject({ value: '10000.00', primaryValue: '125.00' });
});
