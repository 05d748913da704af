import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { balanceOf as balance } from './helpers.ts';

/** The embedded default: no provider configured, so every provider is a sandbox with checkout pages. */
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'casino-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>app shell</title>');
  t = await createTestApp({ RATE_LIMITS: 'off', PUBLIC_URL: 'https://casino.example', WEB_DIST: webDist });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

type Session = Awaited<ReturnType<typeof signUp>>;

const balanceOf = (s: Session) => balance(t, s);

/** The page's path from a provider url on PUBLIC_URL. */
const pagePath = (url: string) => {
  expect(url.startsWith('https://casino.example/sandbox/')).toBe(true);
  return url.slice('https://casino.example'.length);
};

const page = (pathname: string) => t.app.inject({ method: 'GET', url: pathname });
const tokenOf = (html: string) => /name="token" value="([0-9a-f]{64})"/.exec(html)?.[1] ?? '';
const press = (pathname: string, action: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, token }).toString(),
  });

async function externalOrder(s: Session, amount = '1500'): Promise<{ id: string; url: string }> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v2/wallet/orders/buy',
    headers: s.auth,
    payload: {
      amount,
      bankId: 'rub-mpayment',
      externalFields: { phone: '+79161234567' },
      callbackUrl: 'https://casino.example',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as { id: string };
  const order = (await t.app.inject({ url: `/api/v1/wallet/orders/buy/${id}`, headers: s.auth })).json() as {
    url: string;
    status: string;
  };
  expect(order.status).toBe('pay_external_invoice');
  return { id, url: order.url };
}

const orderStatus = async (s: Session, id: string) =>
  (
    (await t.app.inject({ url: `/api/v1/wallet/orders/buy/${id}`, headers: s.auth })).json() as {
      status: string;
    }
  ).status;

describe('the fiat sandbox checkout page', () => {
  it('shows the amount with Pay and Cancel, self-contained under a strict CSP', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    const { url } = await externalOrder(s);
    const response = await page(pagePath(url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('1500.00 RUB');
    expect(response.body).toContain('value="pay"');
    expect(response.body).toContain('value="cancel"');
    expect(response.body).not.toMatch(/<script|src=|href=/i);
  });

  it('Pay completes the order once through the confirm path; the page then shows it completed', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    const { id, url } = await externalOrder(s);
    const pathname = pagePath(url);
    const token = tokenOf((await page(pathname)).body);
    const paid = await press(pathname, 'pay', token);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(pathname);
    expect(await orderStatus(s, id)).toBe('completed');
    expect(await balanceOf(s)).toBe('1500.00');
    const again = await Promise.all(Array.from({ length: 5 }, () => press(pathname, 'pay', token)));
    expect(again.map((a) => a.statusCode)).toEqual(Array(5).fill(303));
    expect(await balanceOf(s)).toBe('1500.00');
    const after = await page(pathname);
    expect(after.body).toContain('Status: completed');
    expect(after.body).not.toContain('<form');
    const me = (await t.app.inject({ url: '/api/v1/me', headers: s.auth })).json() as {
      hasDeposits: boolean;
    };
    expect(me.hasDeposits).toBe(true);
  });

  it('Cancel declines the order without credit, and a later Pay changes nothing', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    const { id, url } = await externalOrder(s);
    const pathname = pagePath(url);
    const token = tokenOf((await page(pathname)).body);
    expect((await press(pathname, 'cancel', token)).statusCode).toBe(303);
    expect(await orderStatus(s, id)).toBe('declined');
    expect((await press(pathname, 'pay', token)).statusCode).toBe(303);
    expect(await orderStatus(s, id)).toBe('declined');
    expect(await balanceOf(s)).toBe('0.00');
  });

  it('Let it expire times the order out without credit; Pay and Cancel then change nothing', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    const { id, url } = await externalOrder(s);
    const pathname = pagePath(url);
    const token = tokenOf((await page(pathname)).body);
    expect((await press(pathname, 'expire', token)).statusCode).toBe(303);
    expect(await orderStatus(s, id)).toBe('timeouted');
    for (const action of ['pay', 'cancel', 'expire']) {
      expect((await press(pathname, action, token)).statusCode).toBe(303);
    }
    expect(await orderStatus(s, id)).toBe('timeouted');
    expect(await balanceOf(s)).toBe('0.00');
    expect((await page(pathname)).body).toContain('Status: timeouted');
  });

  it('cannot pay an expired order', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    const { id, url } = await externalOrder(s);
    const pathname = pagePath(url);
    const token = tokenOf((await page(pathname)).body);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await page(pathname)).body).not.toContain('<form');
    expect((await press(pathname, 'pay', token)).statusCode).toBe(303);
    expect(await orderStatus(s, id)).toBe('timeouted');
    expect(await balanceOf(s)).toBe('0.00');
  });

  it('refuses a missing or foreign form token, bad actions, unknown orders and details orders', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    const { id, url } = await externalOrder(s);
    const other = await externalOrder(s, '2000');
    const pathname = pagePath(url);
    const foreign = tokenOf((await page(pagePath(other.url))).body);
    expect((await press(pathname, 'pay', foreign)).statusCode).toBe(403);
    expect((await press(pathname, 'pay', '0'.repeat(64))).statusCode).toBe(403);
    expect((await press(pathname, 'pay', '')).statusCode).toBe(403);
    const token = tokenOf((await page(pathname)).body);
    expect((await press(pathname, 'refund', token)).statusCode).toBe(400);
    expect(await orderStatus(s, id)).toBe('pay_external_invoice');

    expect((await page('/sandbox/checkout/sbx_0000000000000000')).statusCode).toBe(404);
    expect((await page('/sandbox/checkout/..%2F..%2Fetc')).statusCode).toBe(400);
    expect((await page('/sandbox/paypal/1')).statusCode).toBe(400);
    // A details order (card to pay to) is the operator's to confirm: it has no checkout page.
    const details = await t.app.inject({
      method: 'POST',
      url: '/api/v2/wallet/orders/buy',
      headers: s.auth,
      payload: {
        amount: '1500',
        bankId: 'rub-p2p',
        externalFields: {},
        callbackUrl: 'https://casino.example',
      },
    });
    const { rows } = await t.db.database.pool.query(
      'SELECT external_id FROM cashier_transactions WHERE id = $1',
      [(details.json() as { id: string }).id],
    );
    expect((await page(`/sandbox/checkout/${rows[0].external_id}`)).statusCode).toBe(404);
    expect(await balanceOf(s)).toBe('0.00');
  });

  it('is never swallowed by the web app’s fallback: unknown sandbox paths are 404s', async () => {
    expect((await page('/en/casino')).body).toContain('app shell');
    for (const pathname of ['/sandbox/checkout/nothing', '/sandbox/unknown/1/2', '/sandbox/']) {
      const response = await page(pathname);
      expect(response.statusCode, pathname).toBe(404);
      expect(response.body, pathname).not.toContain('app shell');
    }
  });
});

describe('the fiat sandbox provider’s signed webhook', () => {
  const webhook = (body: string | Buffer, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'sandbox-signature': signature }),
      },
      payload: body,
    });

  it('completes an order when signed with the server secret, and accepts nothing tampered', async () => {
    const s = await signUp(t.app, { currency: 'RUB' });
    const { id, url } = await externalOrder(s);
    const externalId = url.split('/').pop() ?? '';
    const body = JSON.stringify({ event: 'paid', externalId });
    const signature = t.cryptoDeposits.checkout.signFiatWebhook(body);
    const tampered: Array<[string | Buffer, string | undefined]> = [[body, undefined]];
    for (let i = 0; i < 200; i++) {
      const flipped = Buffer.from(body);
      flipped[i % flipped.length] = (flipped[i % flipped.length] ?? 0) ^ (1 << (i % 7));
      tampered.push([flipped, signature]);
      tampered.push([
        body,
        `${signature.slice(0, i % 64)}${signature[i % 64] === 'a' ? 'b' : 'a'}${signature.slice((i % 64) + 1)}`,
      ]);
    }
    // Signed like a Crypto Pay sandbox update (SHA-256 of the secret as the key): a different key.
    const { signCryptoPayBody } = await import('../../src/modules/cashier/providers/crypto-pay.ts');
    tampered.push([body, signCryptoPayBody('test-secret-key-for-websocket-tokens', body)]);
    for (const [payload, sig] of tampered) expect((await webhook(payload, sig)).statusCode).toBe(401);
    expect(await orderStatus(s, id)).toBe('pay_external_invoice');

    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(body, signature)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await orderStatus(s, id)).toBe('completed');
    expect(await balanceOf(s)).toBe('1500.00');
  });
});

describe('the crypto sandbox invoices’ pages', () => {
  async function sandboxInvoice(s: Session, provider: string, amount: string, currency: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/deposit',
      headers: s.auth,
      payload: { amount, currency, provider },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { redirectUrl } = response.json() as { redirectUrl: string };
    expect(redirectUrl).toMatch(
      new RegExp(`^https://casino\\.example/sandbox/${provider}/\\d+-[0-9a-f]{24}$`),
    );
    return pagePath(redirectUrl);
  }

  it.each(['cryptobot', 'xrocket'])(
    '%s: Pay credits through the provider’s own webhook path, once',
    async (provider) => {
      const s = await signUp(t.app, { currency: 'USD' });
      const pathname = await sandboxInvoice(s, provider, '2', 'TON');
      const shown = await page(pathname);
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('2.000000000 TON');
      const token = tokenOf(shown.body);
      const presses = await Promise.all(Array.from({ length: 5 }, () => press(pathname, 'pay', token)));
      expect(presses.map((p) => p.statusCode)).toEqual(Array(5).fill(303));
      // 2 TON at $5.4.
      expect(await balanceOf(s)).toBe('10.80');
      expect((await page(pathname)).body).toContain('Status: completed');
      const { rows } = await t.db.database.pool.query(
        'SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE $1',
        [`${provider}:sandbox-${pathname.split('/').pop()?.split('-')[0]}:%`],
      );
      expect(rows[0].n).toBe(2);
    },
  );

  it.each(['cryptobot', 'xrocket'])('%s: Cancel declines the deposit', async (provider) => {
    const s = await signUp(t.app, { currency: 'USD' });
    const pathname = await sandboxInvoice(s, provider, '5', 'USDTTRC20');
    const token = tokenOf((await page(pathname)).body);
    expect((await press(pathname, 'cancel', token)).statusCode).toBe(303);
    expect((await press(pathname, 'pay', token)).statusCode).toBe(303);
    expect(await balanceOf(s)).toBe('0.00');
    const history = (await t.app.inject({ url: '/api/v2/wallet/txns', headers: s.auth })).json() as {
      items: Array<{ status: string }>;
    };
    expect(history.items).toEqual([expect.objectContaining({ status: 'declined' })]);
  });

  it('has no pages for a provider that is really configured', async () => {
    const real = await createTestApp({
      RATE_LIMITS: 'off',
      CRYPTO_PAY_TOKEN: '1:unused',
      XROCKET_PAY_TOKEN: 'unused',
      // Nothing listens here: the providers (and the rates refresh) never reach the real services.
      CRYPTO_PAY_BASE_URL: 'http://127.0.0.1:9',
      XROCKET_PAY_BASE_URL: 'http://127.0.0.1:9',
    });
    try {
      for (const pathname of ['/sandbox/cryptobot/1', '/sandbox/xrocket/1']) {
        expect((await real.app.inject({ url: pathname })).statusCode).toBe(404);
      }
      const s = await signUp(t.app, { currency: 'USD' });
      const pathname = await sandboxInvoice(s, 'cryptobot', '2', 'TON');
      // The same id on the real app: it has no sandbox invoices to show or pay.
      const response = await real.app.inject({
        method: 'POST',
        url: pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=pay&token=${'0'.repeat(64)}`,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});
