import { afterAll, beforeAll, expect, it } from 'vitest';
import { signCryptoPayBody } from '../../src/modules/cashier/providers/crypto-pay.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';

/** No CRYPTO_PAY_TOKEN: the embedded default. No HTTP; a webhook signed with SECRET_KEY completes deposits. */
const SECRET_KEY = 'test-secret-key-for-websocket-tokens';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off', PUBLIC_URL: 'https://casino.example' });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const webhook = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/cryptobot',
    headers: { 'content-type': 'application/json', 'crypto-pay-api-signature': signature },
    payload: body,
  });

function paidUpdate(invoiceId: string | number, amount: string, asset: string, payload: string) {
  return JSON.stringify({
    update_id: 1,
    update_type: 'invoice_paid',
    request_date: new Date().toISOString(),
    payload: { invoice_id: invoiceId, status: 'paid', asset, amount, payload },
  });
}

it('completes a Crypto Pay deposit offline with a signed sandbox webhook', async () => {
  const s = await signUp(t.app, { currency: 'USD' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/txns/deposit',
    headers: s.auth,
    payload: { amount: '2', currency: 'TON', provider: 'cryptobot' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { redirectUrl } = response.json() as { redirectUrl: string };
  // The page id is the transaction id and a keyed hash of it: nobody reaches a page by counting.
  const match = /^https:\/\/casino\.example\/sandbox\/cryptobot\/(\d+)-[0-9a-f]{24}$/.exec(redirectUrl);
  expect(match).not.toBeNull();
  const txId = match?.[1] ?? '';
  const balance = async () =>
    (
      (await t.app.inject({ url: '/api/v1/wallet/balance', headers: s.auth })).json() as {
        fiat: { value: string };
      }
    ).fiat.value;

  // Signed with anything but the server's secret: refused.
  const body = paidUpdate(`sandbox-${txId}`, '2', 'TON', txId);
  expect((await webhook(body, signCryptoPayBody('some-app-token', body))).statusCode).toBe(401);
  // A real-looking numeric invoice id is not a sandbox invoice.
  const numeric = paidUpdate(Number(txId), '2', 'TON', txId);
  expect((await webhook(numeric, signCryptoPayBody(SECRET_KEY, numeric))).statusCode).toBe(200);
  expect(await balance()).toBe('0.00');

  const signature = signCryptoPayBody(SECRET_KEY, body);
  const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(body, signature)));
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
  // 2 TON at $5.4.
  expect(await balance()).toBe('10.80');
});
