import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CryptoPayClient,
  CryptoPayError,
  signCryptoPayBody,
} from '../../src/modules/cashier/providers/crypto-pay.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import {
  type CryptoPayStandIn,
  type StandInInvoice,
  startCryptoPayStandIn,
} from '../stand-ins/crypto-pay.ts';
import { balanceOf as balance, postWebhook, tamperedWebhooks } from './helpers.ts';

let t: TestApp;
let cp: CryptoPayStandIn;
beforeAll(async () => {
  cp = await startCryptoPayStandIn();
  t = await createTestApp({
    RATE_LIMITS: 'off',
    CRYPTO_PAY_TOKEN: cp.token,
    CRYPTO_PAY_BASE_URL: cp.baseUrl,
  });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
  await cp.close();
});

async function player(currency = 'USD') {
  return signUp(t.app, { currency });
}
type Session = Awaited<ReturnType<typeof player>>;

const deposit = (s: Session, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/txns/deposit',
    headers: { ...s.auth, ...headers },
    payload,
  });

const balanceOf = (s: Session) => balance(t, s);
const webhook = (body: string | Buffer, signature?: string) =>
  postWebhook(t, '/api/v1/webhooks/cryptobot', 'crypto-pay-api-signature', body, signature);

/** Opens an invoice through the API and returns the stand-in's record of it. */
async function openInvoice(s: Session, amount = '10', currency = 'USDTTRC20'): Promise<StandInInvoice> {
  const before = cp.invoices.length;
  const response = await deposit(s, { amount, currency, provider: 'cryptobot' });
  expect(response.statusCode, response.body).toBe(200);
  const invoice = cp.invoices[before];
  if (!invoice) throw new Error('no invoice');
  expect(response.json()).toEqual({ redirectUrl: invoice.bot_invoice_url });
  return invoice;
}

async function row(invoice: StandInInvoice) {
  const { rows } = await t.db.database.pool.query(
    `SELECT * FROM cashier_transactions WHERE provider = 'cryptobot' AND external_id = $1`,
    [String(invoice.invoice_id)],
  );
  return rows[0];
}

describe('creating a Crypto Pay deposit', () => {
  it('opens an invoice at Crypto Pay and answers its bot url', async () => {
    const s = await player();
    const invoice = await openInvoice(s, '12.5');
    expect(invoice).toMatchObject({ asset: 'USDT', amount: '12.500000', status: 'active' });
    const tx = await row(invoice);
    expect(tx).toMatchObject({
      type: 'deposit',
      status: 'pending',
      provider: 'cryptobot',
      currency: 'USDTTRC20',
      amount: '12500000',
    });
    expect(invoice.payload).toBe(String(tx.id));
  });

  it('maps each currency to its Crypto Pay asset', async () => {
    const s = await player();
    expect((await openInvoice(s, '1', 'TON')).asset).toBe('TON');
    expect((await openInvoice(s, '0.001', 'BTC')).asset).toBe('BTC');
  });

  it('answers a replayed Idempotency-Key with the first invoice', async () => {
    const s = await player();
    const before = cp.invoices.length;
    const body = { amount: '10', currency: 'USDTTRC20', provider: 'cryptobot' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deposit(s, body, { 'idempotency-key': 'same-key' })),
    );
    // One runs; the others answer its reply, or 409 idempotency_in_progress while it still runs.
    const done = answers.filter((a) => a.statusCode === 200);
    const waiting = answers.filter((a) => a.statusCode === 409);
    expect(done.length + waiting.length).toBe(5);
    for (const a of waiting) expect(a.json().detail).toBe('idempotency_in_progress');
    const replay = await deposit(s, body, { 'idempotency-key': 'same-key' });
    expect(new Set([...done, replay].map((a) => a.body)).size).toBe(1);
    expect(cp.invoices.length - before).toBe(1);
  });

  it('refuses an amount below the minimum deposit with its params', async () => {
    const s = await player();
    const response = await deposit(s, { amount: '4.99', currency: 'USDTTRC20', provider: 'cryptobot' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'validation_error',
      errors: [
        {
          field: 'amount',
          message: 'Validation.minimum_amount',
          params: { amount: '5', currency: 'USDTTRC20' },
        },
      ],
    });
  });

  it('refuses more decimals than the currency has, and zero', async () => {
    const s = await player();
    for (const amount of ['10.0000001', '0']) {
      const response = await deposit(s, { amount, currency: 'USDTTRC20', provider: 'cryptobot' });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json().detail).toBe('validation_error');
    }
  });

  it('refuses currencies Crypto Pay does not take here', async () => {
    const s = await player();
    for (const currency of ['USDTERC20', 'USDTTON', 'DOGS', 'USD', 'XYZ']) {
      const response = await deposit(s, { amount: '100000', currency, provider: 'cryptobot' });
      expect(response.statusCode, currency).toBe(400);
      expect(response.json().detail, currency).toBe('error_currency_not_supported');
    }
  });

  it('answers error_currency_not_supported to an address request when no chain is watched', async () => {
    const s = await player();
    const before = cp.invoices.length;
    for (const request of [
      deposit(s, { currency: 'BTC' }),
      t.app.inject({ url: '/api/v1/wallet/addresses/BTC', headers: s.auth }),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('error_currency_not_supported');
    }
    expect(cp.invoices.length).toBe(before);
  });

  it('validates the body and needs a signed-in player', async () => {
    const s = await player();
    for (const payload of [
      { currency: 'BTC', provider: 'cryptobot' },
      { currency: 'BTC', amount: '1', provider: 'xrocket' },
      { currency: 'BTC', amount: '-1', provider: 'cryptobot' },
      { currency: 'BTC', amount: 1, provider: 'cryptobot' },
      { amount: '1', provider: 'cryptobot' },
      { currency: 'BTC', amount: '1', provider: 'cryptobot', extra: 1 },
    ]) {
      const response = await deposit(s, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/deposit',
      payload: { currency: 'BTC', amount: '1', provider: 'cryptobot' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the client sends the token: a wrong one is refused by Crypto Pay', async () => {
    const refused = cp.refused;
    const client = new CryptoPayClient({ token: 'wrong', baseUrl: cp.baseUrl });
    await expect(client.createInvoice({ asset: 'TON', amount: '1' })).rejects.toBeInstanceOf(CryptoPayError);
    expect(cp.refused).toBe(refused + 1);
  });

  it('the client pays out with transfer, once per spend_id', async () => {
    const client = new CryptoPayClient({ token: cp.token, baseUrl: cp.baseUrl });
    const paid = await client.transfer({
      user_id: 777000,
      asset: 'USDT',
      amount: '12.5',
      spend_id: 'withdraw-42',
      comment: 'Withdrawal #42',
    });
    expect(paid).toMatchObject({ status: 'completed', transfer_id: expect.any(Number) });
    expect(cp.transfers.at(-1)).toMatchObject({
      user_id: 777000,
      asset: 'USDT',
      amount: '12.5',
      spend_id: 'withdraw-42',
      comment: 'Withdrawal #42',
    });
    // A retried transfer is refused by its spend_id, so a payout can never leave twice.
    await expect(
      client.transfer({ user_id: 777000, asset: 'USDT', amount: '12.5', spend_id: 'withdraw-42' }),
    ).rejects.toMatchObject({ name: 'CryptoPayError', errorName: 'SPEND_ID_ALREADY_USED' });
    await expect(
      new CryptoPayClient({ token: 'wrong', baseUrl: cp.baseUrl }).transfer({
        user_id: 777000,
        asset: 'USDT',
        amount: '1',
        spend_id: 'withdraw-43',
      }),
    ).rejects.toMatchObject({ code: 401 });
    expect(cp.transfers.filter((t) => t.spend_id.startsWith('withdraw-4'))).toHaveLength(1);
  });

  it('leaves no transaction when Crypto Pay fails', async () => {
    const broken = await createTestApp({
      RATE_LIMITS: 'off',
      CRYPTO_PAY_TOKEN: 'not-the-app-token',
      CRYPTO_PAY_BASE_URL: cp.baseUrl,
    });
    try {
      const s = await signUp(broken.app, { currency: 'USD' });
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/deposit',
        headers: s.auth,
        payload: { amount: '10', currency: 'USDTTRC20', provider: 'cryptobot' },
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

describe('the Crypto Pay webhook', () => {
  it('credits the converted amount once and completes the deposit', async () => {
    const s = await player('EUR');
    const invoice = await openInvoice(s, '10.8');
    const { body, signature } = cp.paidUpdate(invoice);
    const response = await webhook(body, signature);
    expect(response.statusCode, response.body).toBe(200);
    // 10.8 USDT at $1 = 10.00 EUR at $1.08.
    expect(await balanceOf(s)).toBe('10.00');
    const tx = await row(invoice);
    expect(tx.status).toBe('completed');
    expect(tx.details).toMatchObject({ credited: '10.00', rate: { currency: 'EUR' } });
    expect([Number(tx.details.rate.from), Number(tx.details.rate.to)]).toEqual([1, 1.08]);
    const deposits = async () =>
      (
        await t.db.database.pool.query('SELECT deposit_count FROM users WHERE global_id = $1', [
          s.user.globalId,
        ])
      ).rows[0]?.deposit_count;
    expect(await deposits()).toBe(1);

    expect((await webhook(body, signature)).statusCode).toBe(200);
    expect(await balanceOf(s)).toBe('10.00');
    expect(await deposits()).toBe(1);
  });

  it('credits exactly once when one update arrives 20 times at once', async () => {
    const s = await player();
    const invoice = await openInvoice(s, '25');
    const { body, signature } = cp.paidUpdate(invoice);
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(body, signature)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await balanceOf(s)).toBe('25.00');
    const { rows } = await t.db.database.pool.query(
      `SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE $1`,
      [`cryptobot:${invoice.invoice_id}:%`],
    );
    expect(rows[0].n).toBe(2);
  });

  it('accepts none of 1,000 tampered bodies or signatures', async () => {
    const s = await player();
    const invoice = await openInvoice(s, '50');
    const { body, signature } = cp.paidUpdate(invoice);
    const cases = tamperedWebhooks(body, signature, {
      count: 1000,
      otherKeySignature: signCryptoPayBody('another-app-token', body),
      edit: (b) => b.replace('"paid"', '"paid" '),
    });
    for (let i = 0; i < cases.length; i += 50) {
      const answers = await Promise.all(cases.slice(i, i + 50).map((c) => webhook(c.body, c.signature)));
      for (const [k, a] of answers.entries()) {
        expect(a.statusCode, `case ${i + k}: ${a.body}`).toBe(401);
      }
    }
    expect(await balanceOf(s)).toBe('0.00');
    expect((await row(invoice)).status).toBe('pending');
    // The genuine update still goes through afterwards.
    expect((await webhook(body, signature)).statusCode).toBe(200);
    expect(await balanceOf(s)).toBe('50.00');
  });

  it('does not credit an update whose amount or asset differs from the invoice', async () => {
    const s = await player();
    const invoice = await openInvoice(s, '20');
    for (const overrides of [{ amount: '200' }, { amount: '19.99' }, { asset: 'TON' }, { payload: '1' }]) {
      const { body, signature } = cp.paidUpdate(invoice, overrides);
      expect((await webhook(body, signature)).statusCode).toBe(200);
    }
    expect(await balanceOf(s)).toBe('0.00');
    expect((await row(invoice)).status).toBe('pending');
  });

  it('answers 200 to unknown invoices, other update types and unpaid invoices without crediting', async () => {
    const s = await player();
    const invoice = await openInvoice(s, '15');
    for (const update of [
      cp.paidUpdate({ ...invoice, invoice_id: 999_999 }),
      cp.paidUpdate({ ...invoice, invoice_id: 0 }),
      cp.paidUpdate(invoice, { status: 'expired' }),
      cp.paidUpdate({ ...invoice, invoice_id: 'sandbox-1' as unknown as number }),
    ]) {
      expect((await webhook(update.body, update.signature)).statusCode).toBe(200);
    }
    const other = JSON.stringify({ update_id: 1, update_type: 'something_else', payload: {} });
    expect((await webhook(other, signCryptoPayBody(cp.token, other))).statusCode).toBe(200);
    expect(await balanceOf(s)).toBe('0.00');
  });
});
