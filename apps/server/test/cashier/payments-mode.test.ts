import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIAT_METHODS } from '../../src/modules/cashier/methods.config.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { postBuy, postSell } from './helpers.ts';

/**
 * A server on DATABASE_URL with no provider configured and no PAYMENTS_SANDBOX: nothing may be paid for
 * nothing. Methods are listed as unavailable, deposits refused, and the sandbox pages and webhooks do
 * not exist.
 */
let live: TestApp;
let sandbox: TestApp;
beforeAll(async () => {
  live = await createTestApp({ RATE_LIMITS: 'off', PAYMENTS_SANDBOX: 'off' });
  sandbox = await createTestApp({ RATE_LIMITS: 'off', PUBLIC_URL: 'https://casino.example' });
});
afterAll(async () => {
  for (const t of [live, sandbox]) {
    expect(await auditLedger(t.db.database.pool)).toEqual([]);
    await t.close();
  }
});

const buy = (
  t: TestApp,
  auth: { authorization: string },
  bankId: string,
  externalFields = {},
  amount = '1500',
) => postBuy(t, { auth }, { amount, bankId, externalFields, callbackUrl: 'https://casino.example' });

describe('with DATABASE_URL and no PAYMENTS_SANDBOX', () => {
  it('lists fiat methods as unavailable and refuses buy orders with payments_are_disabled', async () => {
    const s = await signUp(live.app, { currency: 'RUB' });
    const methods = (
      await live.app.inject({ url: '/api/v2/wallet/orders/conditions', headers: s.auth })
    ).json() as Array<{ id: string; isAvailable: boolean }>;
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) expect(method.isAvailable).toBe(false);
    const refused = await buy(live, s.auth, 'rub-p2p');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('payments_are_disabled');
    // Nor can a withdrawal be paid out without a provider.
    const sell = await postSell(live, s);
    expect(sell.statusCode).toBe(400);
    expect(sell.json().detail).toBe('payments_are_disabled');
    const { rows } = await live.db.database.pool.query('SELECT count(*)::int AS n FROM cashier_transactions');
    expect(rows[0].n).toBe(0);
  });

  it('refuses Crypto Pay and xRocket deposits that no token configures', async () => {
    const s = await signUp(live.app, { currency: 'USD' });
    for (const provider of ['cryptobot', 'xrocket']) {
      const refused = await live.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/deposit',
        headers: s.auth,
        payload: { amount: '10', currency: 'USDTTRC20', provider },
      });
      expect(refused.statusCode, provider).toBe(400);
      expect(refused.json().detail).toBe('payments_are_disabled');
    }
  });

  it('has no sandbox pages and no sandbox or unconfigured webhooks', async () => {
    for (const url of ['/sandbox/checkout/sbx_0', '/sandbox/cryptobot/1', '/sandbox/xrocket/1-00']) {
      expect((await live.app.inject({ url })).statusCode, url).toBe(404);
      const posted = await live.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=pay&token=${'0'.repeat(64)}`,
      });
      expect(posted.statusCode, url).toBe(404);
    }
    for (const url of [
      '/api/v1/webhooks/sandbox',
      '/api/v1/webhooks/cryptobot',
      '/api/v1/webhooks/xrocket',
    ]) {
      const posted = await live.app.inject({ method: 'POST', url, payload: { event: 'paid' } });
      expect(posted.statusCode, url).toBe(404);
    }
  });
});

describe('with PAYMENTS_SANDBOX=1', () => {
  it('lists every method as available and opens an order for each, with a page for external invoices', async () => {
    for (const currency of new Set(FIAT_METHODS.map((m) => m.currency))) {
      const s = await signUp(sandbox.app, { currency });
      const methods = (
        await sandbox.app.inject({ url: '/api/v2/wallet/orders/conditions', headers: s.auth })
      ).json() as Array<{ id: string; isAvailable: boolean }>;
      for (const method of methods) expect(method.isAvailable).toBe(true);
      for (const method of FIAT_METHODS.filter((m) => m.currency === currency)) {
        const fields = Object.fromEntries(
          method.buy.externalDetailsFields.required.map((f) => [
            f,
            f === 'email' ? 'player@example.com' : f === 'phone' ? '+79161234567' : 'Ivan Petrov',
          ]),
        );
        const created = await buy(sandbox, s.auth, method.id, fields, method.buy.minAmount);
        expect(created.statusCode, `${method.id}: ${created.body}`).toBe(201);
        const order = (
          await sandbox.app.inject({
            url: `/api/v1/wallet/orders/buy/${created.json().id}`,
            headers: s.auth,
          })
        ).json() as { url: string | null; status: string };
        if (method.flow === 'pay_external_invoice') {
          // The page's id is 128 bits of a keyed hash: no order is reached by counting.
          expect(order.url, method.id).toMatch(
            /^https:\/\/casino\.example\/sandbox\/checkout\/sbx_[0-9a-f]{32}$/,
          );
          expect(order.status).toBe('pay_external_invoice');
        } else {
          expect(order.url, method.id).toBeNull();
        }
        // Cancel it again, so the open-orders limit never stops the next method.
        await sandbox.db.database.pool.query(
          `UPDATE cashier_transactions SET status = 'declined' WHERE id = $1`,
          [created.json().id],
        );
      }
    }
  });

  it('reads an order without writing it: a lapsed order reads as timeouted while its row is unchanged', async () => {
    const s = await signUp(sandbox.app, { currency: 'RUB' });
    const created = await buy(sandbox, s.auth, 'rub-p2p');
    const id = created.json().id as string;
    sandbox.clock.advance(16 * 60 * 1000);
    try {
      const read = await sandbox.app.inject({ url: `/api/v1/wallet/orders/buy/${id}`, headers: s.auth });
      expect(read.json().status).toBe('timeouted');
      const { rows } = await sandbox.db.database.pool.query(
        'SELECT status FROM cashier_transactions WHERE id = $1',
        [id],
      );
      expect(rows[0].status).toBe('waiting');
      const open = await sandbox.app.inject({
        url: '/api/v2/wallet/orders/not-expired?bank_id=rub-p2p',
        headers: s.auth,
      });
      expect(open.statusCode).toBe(200);
      expect(open.body).toBe('null');
      // The schedule's sweep then marks it, whether or not its player ever comes back.
      expect(await sandbox.orders.expireLapsed()).toBeGreaterThanOrEqual(1);
      const swept = await sandbox.db.database.pool.query(
        'SELECT status FROM cashier_transactions WHERE id = $1',
        [id],
      );
      expect(swept.rows[0].status).toBe('timeouted');
    } finally {
      sandbox.clock.advance(-16 * 60 * 1000);
    }
  });
});
