import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signXrocketBody,
  XrocketPayClient,
  XrocketPayError,
} from '../../src/modules/cashier/providers/xrocket.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import {
  startXrocketPayStandIn,
  type XrocketPayStandIn,
  type XrocketStandInInvoice,
} from '../stand-ins/xrocket-pay.ts';
import { balanceOf as balance, postWebhook, tamperedWebhooks } from './helpers.ts';

let t: TestApp;
let xr: XrocketPayStandIn;
beforeAll(async () => {
  xr = await startXrocketPayStandIn();
  t = await createTestApp({
    RATE_LIMITS: 'off',
    XROCKET_PAY_TOKEN: xr.token,
    XROCKET_PAY_BASE_URL: xr.baseUrl,
    PUBLIC_URL: 'https://casino.example',
  });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
  await xr.close();
});

const player = (currency = 'USD') => signUp(t.app, { currency });
type Session = Awaited<ReturnType<typeof player>>;

const deposit = (s: Session, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/wallet/txns/deposit', headers: s.auth, payload });

const balanceOf = (s: Session) => balance(t, s);
const webhook = (body: string | Buffer, signature?: string) =>
  postWebhook(t, '/api/v1/webhooks/xrocket', 'rocket-pay-signature', body, signature);

async function openInvoice(s: Session, amount = '10', currency = 'USDTTON'): Promise<XrocketStandInInvoice> {
  const before = xr.invoices.length;
  const response = await deposit(s, { amount, currency, provider: 'xrocket' });
  expect(response.statusCode, response.body).toBe(200);
  const invoice = xr.invoices[before];
  if (!invoice) throw new Error('no invoice');
  expect(response.json()).toEqual({ redirectUrl: invoice.link });
  return invoice;
}

async function row(invoice: XrocketStandInInvoice) {
  const { rows } = await t.db.database.pool.query(
    `SELECT * FROM cashier_transactions WHERE provider = 'xrocket' AND external_id = $1`,
    [String(invoice.id)],
  );
  return rows[0];
}

describe('creating an xRocket Pay deposit', () => {
  it('opens a one-time invoice at xRocket in its currency and answers its link', async () => {
    const s = await player();
    const invoice = await openInvoice(s, '12.5', 'TON');
    expect(invoice).toMatchObject({
      currency: 'TONCOIN',
      amount: 12.5,
      totalActivations: 1,
      status: 'active',
    });
    expect(invoice.callbackUrl).toBe('https://casino.example');
    const tx = await row(invoice);
    expect(tx).toMatchObject({ type: 'deposit', status: 'pending', currency: 'TON', amount: '12500000000' });
    expect(invoice.payload).toBe(String(tx.id));
    expect((await openInvoice(s, '5', 'USDTTON')).currency).toBe('USDT');
  });

  it('refuses currencies xRocket does not take here, and amounts below the minimum', async () => {
    const s = await player();
    for (const currency of ['BTC', 'USDTERC20', 'LTC', 'USD', 'XYZ']) {
      const response = await deposit(s, { amount: '100000', currency, provider: 'xrocket' });
      expect(response.statusCode, currency).toBe(400);
      expect(response.json().detail, currency).toBe('error_currency_not_supported');
    }
    const small = await deposit(s, { amount: '0.5', currency: 'TON', provider: 'xrocket' });
    expect(small.json()).toMatchObject({
      detail: 'validation_error',
      errors: [
        { field: 'amount', message: 'Validation.minimum_amount', params: { amount: '1', currency: 'TON' } },
      ],
    });
  });

  it('the client sends Rocket-Pay-Key: a wrong one is refused', async () => {
    const refused = xr.refused;
    const client = new XrocketPayClient({ token: 'wrong', baseUrl: xr.baseUrl });
    await expect(client.createInvoice({ amount: 1, currency: 'TONCOIN' })).rejects.toBeInstanceOf(
      XrocketPayError,
    );
    expect(xr.refused).toBe(refused + 1);
    const right = new XrocketPayClient({ token: xr.token, baseUrl: xr.baseUrl });
    const created = await right.createInvoice({ amount: 2, currency: 'TONCOIN', payload: 'p' });
    expect(await right.getInvoice(created.id)).toMatchObject({ id: created.id, amount: 2, payload: 'p' });
  });

  it('leaves no transaction when xRocket fails', async () => {
    const broken = await createTestApp({
      RATE_LIMITS: 'off',
      XROCKET_PAY_TOKEN: 'not-the-api-key',
      XROCKET_PAY_BASE_URL: xr.baseUrl,
    });
    try {
      const s = await signUp(broken.app, { currency: 'USD' });
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/deposit',
        headers: s.auth,
        payload: { amount: '10', currency: 'TON', provider: 'xrocket' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().detail).toBe('payments_are_disabled');
      const { rows } = await broken.db.database.pool.query(
        'SELECT count(*)::int AS n FROM cashier_transactions',
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await broken.close();
    }
  });
});

describe('the xRocket Pay webhook', () => {
  it('credits the converted amount once, completes the deposit and counts it', async () => {
    const s = await player('EUR');
    const invoice = await openInvoice(s, '10.8');
    const { body, signature } = xr.paidWebhook(invoice);
    expect((await webhook(body, signature)).statusCode).toBe(200);
    // 10.8 USDT at $1 = 10.00 EUR at $1.08.
    expect(await balanceOf(s)).toBe('10.00');
    expect((await row(invoice)).status).toBe('completed');
    expect((await webhook(body, signature)).statusCode).toBe(200);
    expect(await balanceOf(s)).toBe('10.00');
    const me = (await t.app.inject({ url: '/api/v1/me', headers: s.auth })).json() as {
      hasDeposits: boolean;
    };
    expect(me.hasDeposits).toBe(true);
  });

  it('credits exactly once when one webhook arrives 20 times at once', async () => {
    const s = await player();
    const invoice = await openInvoice(s, '25');
    const { body, signature } = xr.paidWebhook(invoice);
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(body, signature)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await balanceOf(s)).toBe('25.00');
    const { rows } = await t.db.database.pool.query(
      'SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE $1',
      [`xrocket:${invoice.id}:%`],
    );
    expect(rows[0].n).toBe(2);
  });

  it('accepts none of 600 tampered bodies or signatures', async () => {
    const s = await player();
    const invoice = await openInvoice(s, '50');
    const { body, signature } = xr.paidWebhook(invoice);
    const cases = tamperedWebhooks(body, signature, {
      count: 600,
      otherKeySignature: signXrocketBody('another-api-key', body),
      // The same JSON with another amount, signed as the original: the signature covers the bytes.
      edit: (b) => b.replace(`"amount":${invoice.amount}`, `"amount":${invoice.amount * 10}`),
    });
    for (let i = 0; i < cases.length; i += 50) {
      const answers = await Promise.all(cases.slice(i, i + 50).map((c) => webhook(c.body, c.signature)));
      for (const [k, a] of answers.entries()) expect(a.statusCode, `case ${i + k}: ${a.body}`).toBe(401);
    }
    expect(await balanceOf(s)).toBe('0.00');
    expect((await row(invoice)).status).toBe('pending');
    expect((await webhook(body, signature)).statusCode).toBe(200);
    expect(await balanceOf(s)).toBe('50.00');
  });

  it('does not credit a webhook whose amount, currency, payload or status differs from the invoice', async () => {
    const s = await player();
    const invoice = await openInvoice(s, '20');
    for (const overrides of [
      { amount: 200 },
      { amount: 19.99 },
      { currency: 'TONCOIN' },
      { payload: '1' },
      { status: 'expired' },
      { id: 999_999 },
      { id: 'sandbox-1' },
    ]) {
      const { body, signature } = xr.paidWebhook(invoice, overrides);
      expect((await webhook(body, signature)).statusCode).toBe(200);
    }
    const other = JSON.stringify({ type: 'somethingElse', timestamp: new Date().toISOString(), data: {} });
    expect((await webhook(other, signXrocketBody(xr.token, other))).statusCode).toBe(200);
    expect(await balanceOf(s)).toBe('0.00');
    expect((await row(invoice)).status).toBe('pending');
  });
});
