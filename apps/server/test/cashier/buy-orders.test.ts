import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { tinyPng } from '../fixtures/uploads.ts';
import { postBuy } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const PNG = tinyPng().toString('base64');

async function rubPlayer() {
  const session = await signUp(t.app, { currency: 'RUB' });
  const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
  if (!player) throw new Error('player missing');
  return { ...session, player };
}

type Session = Awaited<ReturnType<typeof rubPlayer>>;

function createOrder(s: Session, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return postBuy(t, s, body, headers);
}

async function newOrder(s: Session, body: Record<string, unknown> = {}): Promise<string> {
  const response = await createOrder(s, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const getOrder = (s: Session, id: string) =>
  t.app.inject({ url: `/api/v1/wallet/orders/buy/${id}`, headers: s.auth });
const balanceOf = async (s: Session) =>
  (
    (await t.app.inject({ url: '/api/v1/wallet/balance', headers: s.auth })).json() as {
      fiat: { value: string };
    }
  ).fiat.value;

describe('methods and currencies', () => {
  it('lists the fiat methods of the player’s currency with every SPEC field', async () => {
    const s = await rubPlayer();
    const methods = (
      await t.app.inject({ url: '/api/v2/wallet/orders/conditions', headers: s.auth })
    ).json() as Array<
      Record<string, unknown> & {
        currency: string;
        buy: Record<string, unknown>;
        sell: Record<string, unknown>;
      }
    >;
    expect(methods.length).toBeGreaterThanOrEqual(3);
    for (const m of methods) {
      expect(m.currency).toBe('RUB');
      for (const key of ['id', 'name', 'icon', 'iconBig', 'method', 'label', 'priority'])
        expect(m).toHaveProperty(key);
      expect(Object.keys(m.buy).sort()).toEqual([
        'externalDetailsFields',
        'maxAmount',
        'minAmount',
        'multiplyOrdersAllowed',
      ]);
      expect(Object.keys(m.sell).sort()).toEqual(['levels', 'maxAmount', 'minAmount', 'subbanks']);
    }
    expect(methods.map((m) => m.method)).toEqual(
      expect.arrayContaining(['p2p', 'sbp', 'mpayment', 'account_number']),
    );
  });

  it('lists crypto and fiat currencies with their cashier settings', async () => {
    const s = await rubPlayer();
    const list = (
      await t.app.inject({ url: '/api/v1/wallet/currencies/bonus', headers: s.auth })
    ).json() as Array<Record<string, unknown>>;
    const btc = list.find((c) => c.code === 'BTC');
    expect(btc).toMatchObject({
      isFiat: false,
      precision: 8,
      network: 'BTC',
      withdrawAllowed: true,
      depositBonusAvailable: true,
    });
    expect(new RegExp(String(btc?.addressFormat)).test('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(
      true,
    );
    expect(list.find((c) => c.code === 'RUB')).toMatchObject({ isFiat: true, network: null });
  });

  it('needs a signed-in player', async () => {
    for (const url of [
      '/api/v2/wallet/orders/conditions',
      '/api/v1/wallet/currencies/bonus',
      '/api/v2/wallet/txns',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});

describe('creating a buy order', () => {
  it('opens an order with payment details and an expiry, then shows it as the open order', async () => {
    const s = await rubPlayer();
    const id = await newOrder(s);
    const order = (await getOrder(s, id)).json() as {
      status: string;
      valueFrom: string;
      currencyFrom: string;
      bankMethod: string;
      details: { expiredAt: number; paymentDetails: { card: string; externalId: string } };
    };
    expect(order).toMatchObject({
      status: 'waiting',
      valueFrom: '1500.00',
      currencyFrom: 'RUB',
      bankMethod: 'p2p',
    });
    expect(order.details.paymentDetails.card).toMatch(/^\d{16}$/);
    expect(order.details.expiredAt).toBe(Math.floor(t.clock.now.getTime() / 1000) + 15 * 60);
    const open = await t.app.inject({
      url: '/api/v2/wallet/orders/not-expired?bank_id=rub-p2p',
      headers: s.auth,
    });
    expect((open.json() as { id: string }).id).toBe(id);
  });

  it('sends external-invoice methods to the provider’s page', async () => {
    const s = await rubPlayer();
    const id = await newOrder(s, {
      bankId: 'rub-mpayment',
      amount: '500',
      externalFields: { phone: '+79001234567' },
    });
    expect((await getOrder(s, id)).json()).toMatchObject({
      status: 'pay_external_invoice',
      url: expect.stringContaining('/sandbox/checkout/'),
    });
  });

  it('checks the amount against the method’s bounds with SPEC keys and params', async () => {
    const s = await rubPlayer();
    const low = (await createOrder(s, { amount: '499' })).json() as { errors: unknown[] };
    expect(low.errors).toEqual([
      {
        field: 'amount',
        message: 'Validation.minimum_amount',
        params: { amount: '500.00', currency: 'RUB' },
      },
    ]);
    const high = (await createOrder(s, { amount: '300001' })).json() as { errors: unknown[] };
    expect(high.errors).toEqual([
      {
        field: 'amount',
        message: 'Validation.maximum_amount',
        params: { amount: '300000.00', currency: 'RUB' },
      },
    ]);
    for (const amount of ['15.5', '-100', '1e3', 'abc', '', ' 100']) {
      const response = await createOrder(s, { amount });
      expect(response.statusCode, amount).toBe(400);
    }
  });

  it('refuses another currency’s method and unknown methods', async () => {
    const s = await rubPlayer();
    for (const bankId of ['usd-skrill', 'nope']) {
      expect((await createOrder(s, { bankId })).json()).toMatchObject({
        detail: 'error_currency_not_supported',
      });
    }
  });

  it('checks the method’s external fields', async () => {
    const s = await rubPlayer();
    const response = await createOrder(s, {
      bankId: 'rub-mpayment',
      amount: '500',
      externalFields: { phone: 'call me' },
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { errors: Array<{ field: string }> }).errors[0]?.field).toBe(
      'externalFields.phone',
    );
  });

  it('keeps one open order per single-order method and three in all', async () => {
    const s = await rubPlayer();
    await newOrder(s);
    expect((await createOrder(s)).json()).toMatchObject({ detail: 'error_orders_limit' });
    await newOrder(s, { bankId: 'rub-mpayment', amount: '500', externalFields: { phone: '+79001234567' } });
    await newOrder(s, {
      bankId: 'rub-account',
      amount: '1000',
      externalFields: { full_name: 'Ivan Petrov' },
    });
    const fourth = await createOrder(s, { bankId: 'rub-sbp', amount: '1000' });
    expect(fourth.json()).toMatchObject({ detail: 'error_orders_limit' });
  });

  it('answers a replayed Idempotency-Key with the first order', async () => {
    const s = await rubPlayer();
    const first = await createOrder(s, {}, { 'idempotency-key': 'order-1' });
    const again = await createOrder(s, {}, { 'idempotency-key': 'order-1' });
    expect(again.json()).toEqual(first.json());
  });
});

describe('paying, expiry and disputes', () => {
  it('takes the receipt and waits for confirmation', async () => {
    const s = await rubPlayer();
    const id = await newOrder(s);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/buy/${id}/paid`,
      headers: s.auth,
      payload: { name: 'Ivan Petrov', fileName: 'receipt.png', fileContent: PNG },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'wait_for_confirmation' });
  });

  it('refuses a receipt that is not an image by content, or too large', async () => {
    const s = await rubPlayer();
    const id = await newOrder(s);
    const pay = (fileContent: string, fileName = 'receipt.png') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/wallet/orders/buy/${id}/paid`,
        headers: s.auth,
        payload: { name: 'Ivan', fileName, fileContent },
      });
    expect((await pay(Buffer.from('<?php echo 1; ?>').toString('base64'))).statusCode).toBe(400);
    expect((await pay(Buffer.from('%PDF-1.7').toString('base64'), 'x.pdf')).statusCode).toBe(400);
    expect((await pay('not base64!!')).statusCode).toBe(400);
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10);
    huge.set([0xff, 0xd8, 0xff]);
    expect([400, 413]).toContain((await pay(huge.toString('base64'))).statusCode);
    expect(((await getOrder(s, id)).json() as { status: string }).status).toBe('waiting');
  });

  it('turns an unpaid order timeouted at expiry, never crediting it, and lets the player dispute it', async () => {
    const s = await rubPlayer();
    const id = await newOrder(s);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect(((await getOrder(s, id)).json() as { status: string }).status).toBe('timeouted');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/buy/${id}/paid`,
      headers: s.auth,
      payload: { name: 'Ivan', fileName: 'r.png', fileContent: PNG },
    });
    expect(paid.statusCode).toBe(409);
    const dispute = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/buy/${id}/dispute`,
      headers: s.auth,
      payload: {
        image: { name: 'receipt', fileName: 'r.png', fileContent: PNG },
        acceptOption: 'CHANGE_INVOICE',
        amount: '1400',
        comment: 'I paid 1400',
        problem: 'wrong amount',
      },
    });
    expect(dispute.statusCode, dispute.body).toBe(200);
    expect(dispute.json()).toMatchObject({ status: 'disputed' });
    expect(await balanceOf(s)).toBe('0.00');
  });

  it('hides other players’ orders behind 404 for read, paid and dispute', async () => {
    const owner = await rubPlayer();
    const other = await rubPlayer();
    const id = await newOrder(owner);
    expect((await getOrder(other, id)).statusCode).toBe(404);
    for (const path of ['paid', 'dispute']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/wallet/orders/buy/${id}/${path}`,
        headers: other.auth,
        payload:
          path === 'paid'
            ? { name: 'x', fileName: 'r.png', fileContent: PNG }
            : { image: { name: 'x', fileName: 'r.png', fileContent: PNG }, acceptOption: 'REPAY' },
      });
      expect(response.statusCode, path).toBe(404);
    }
    for (const bad of ['0', '99999999999', 'abc', '1;DROP TABLE users']) {
      expect((await getOrder(owner, encodeURIComponent(bad))).statusCode).toBe(404);
    }
  });
});

describe('completion', () => {
  it('credits the main balance exactly once, marks the deposit and shows it in history', async () => {
    const s = await rubPlayer();
    const id = await newOrder(s);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => t.orders.completeBuy(BigInt(id))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(s)).toBe('1500.00');
    const me = (await t.app.inject({ url: '/api/v1/me', headers: s.auth })).json() as {
      hasDeposits: boolean;
    };
    expect(me.hasDeposits).toBe(true);
    const history = (
      await t.app.inject({ url: '/api/v2/wallet/txns?limit=10&offset=0', headers: s.auth })
    ).json() as {
      items: Array<{
        id: string;
        type: string;
        status: string;
        originalAmount: { value: string; currency: string };
      }>;
      meta: { total: number };
    };
    expect(history.items[0]).toMatchObject({
      id,
      type: 'buy',
      status: 'completed',
      originalAmount: { value: '1500.00', currency: 'RUB' },
    });
  });

  it('declines without crediting, and a declined order cannot be confirmed afterwards… unless disputed', async () => {
    const s = await rubPlayer();
    const id = await newOrder(s);
    await t.orders.declineBuy(BigInt(id));
    expect(((await getOrder(s, id)).json() as { status: string }).status).toBe('declined');
    await expect(t.orders.declineBuy(BigInt(id))).rejects.toMatchObject({ detail: 'conflict' });
    expect(await balanceOf(s)).toBe('0.00');
  });

  it('pages the history ten at a time, newest first, only the player’s own', async () => {
    const s = await rubPlayer();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const id = await newOrder(s, {
        bankId: 'rub-mpayment',
        amount: String(100 + i),
        externalFields: { phone: '+79001234567' },
      });
      ids.push(id);
      await t.orders.declineBuy(BigInt(id));
    }
    const page = (offset: number) =>
      t.app.inject({
        url: `/api/v2/wallet/txns?is_pagination=true&offset=${offset}&limit=10`,
        headers: s.auth,
      });
    const first = (await page(0)).json() as {
      items: Array<{ id: string }>;
      meta: { total: number; limit: number; offset: number };
    };
    expect(first.meta).toEqual({ total: 12, limit: 10, offset: 0 });
    expect(first.items.map((i) => i.id)).toEqual(ids.slice(2).reverse());
    const second = (await page(10)).json() as { items: Array<{ id: string }> };
    expect(second.items.map((i) => i.id)).toEqual(ids.slice(0, 2).reverse());
    for (const q of ['limit=0', 'limit=1000', 'offset=-1', 'limit=abc']) {
      expect((await t.app.inject({ url: `/api/v2/wallet/txns?${q}`, headers: s.auth })).statusCode, q).toBe(
        400,
      );
    }
  });
});
