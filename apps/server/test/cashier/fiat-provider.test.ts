import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { StandInFiatProvider } from '../stand-ins/fiat-provider.ts';
import { balanceOf, postBuy } from './helpers.ts';

/** A real fiat provider plugged in behind FiatProvider, assigned to one method by FIAT_PROVIDERS. */
const acme = new StandInFiatProvider();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMITS: 'off', PAYMENTS_SANDBOX: 'off', FIAT_PROVIDERS: 'rub-mpayment:acme' },
    { fiatProviders: [acme] },
  );
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const webhook = (body: object, signature?: string) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/fiat/acme',
    headers: { 'content-type': 'application/json', 'acme-signature': signature ?? acme.sign(raw) },
    payload: raw,
  });
};

async function acmeOrder() {
  const s = await signUp(t.app, { currency: 'RUB' });
  const created = await postBuy(t, s, { bankId: 'rub-mpayment', externalFields: { phone: '+79161234567' } });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const order = (await t.app.inject({ url: `/api/v1/wallet/orders/buy/${id}`, headers: s.auth })).json();
  return { s, id, order };
}

describe('a fiat provider assigned by FIAT_PROVIDERS', () => {
  it('serves only its method; the others are unavailable', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    const methods = (
      await t.app.inject({ url: '/api/v2/wallet/orders/conditions', headers: s.auth })
    ).json() as Array<{
      id: string;
      isAvailable: boolean;
    }>;
    expect(methods.filter((m) => m.isAvailable).map((m) => m.id)).toEqual(['rub-mpayment']);
    expect((await postBuy(t, s)).json().detail).toBe('payments_are_disabled');
  });

  it('opens its payment page, and its signed webhook credits the order once', async () => {
    const { s, id, order } = await acmeOrder();
    expect(order.url).toBe(`https://pay.acme.example/acme_${id}`);
    expect(acme.invoices.at(-1)).toMatchObject({
      amount: '1500.00',
      currency: 'RUB',
      flow: 'pay_external_invoice',
    });

    const paid = { payment_id: `acme_${id}`, state: 'succeeded' };
    expect((await webhook(paid, '0'.repeat(64))).statusCode).toBe(401);
    expect(await balanceOf(t, s)).toBe('0.00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(paid)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await balanceOf(t, s)).toBe('1500.00');
    // A late failure report changes nothing.
    expect((await webhook({ payment_id: `acme_${id}`, state: 'failed' })).statusCode).toBe(200);
    expect(await balanceOf(t, s)).toBe('1500.00');
  });

  it('declines on a failure report and ignores reports about orders it did not open', async () => {
    const { s, id } = await acmeOrder();
    expect((await webhook({ payment_id: `acme_${id}`, state: 'failed' })).statusCode).toBe(200);
    const order = (await t.app.inject({ url: `/api/v1/wallet/orders/buy/${id}`, headers: s.auth })).json();
    expect(order.status).toBe('declined');
    expect((await webhook({ payment_id: 'acme_999999', state: 'succeeded' })).statusCode).toBe(200);
    expect((await webhook({ nonsense: true })).statusCode).toBe(200);
    expect(await balanceOf(t, s)).toBe('0.00');
  });

  it('credits a payment the provider reports after the player cancelled or the window closed, once', async () => {
    const cancelled = await acmeOrder();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/buy/${cancelled.id}/cancel`,
      headers: cancelled.s.auth,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const lapsed = await acmeOrder();
    t.clock.advance(16 * 60 * 1000);
    try {
      expect(await t.orders.expireLapsed()).toBeGreaterThanOrEqual(1);
      for (const { s, id } of [cancelled, lapsed]) {
        const paid = { payment_id: `acme_${id}`, state: 'succeeded' };
        for (let i = 0; i < 3; i++) expect((await webhook(paid)).statusCode).toBe(200);
        // The money reached the provider: it is the player's, whatever the order's state was.
        expect(await balanceOf(t, s)).toBe('1500.00');
      }
    } finally {
      t.clock.advance(-16 * 60 * 1000);
    }
  });

  it('leaves the order declined, not waiting, when the provider is down', async () => {
    acme.failInvoices = true;
    try {
      const s = await signUp(t.app, { currency: 'RUB' });
      const response = await postBuy(t, s, {
        bankId: 'rub-mpayment',
        externalFields: { phone: '+79161234567' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().detail).toBe('payments_are_disabled');
      const history = (await t.app.inject({ url: '/api/v2/wallet/txns', headers: s.auth })).json();
      expect(history.items.map((i: { status: string }) => i.status)).toEqual(['declined']);
    } finally {
      acme.failInvoices = false;
    }
  });
});
