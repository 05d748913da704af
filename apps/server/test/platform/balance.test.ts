import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { expectEnvelope } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t?.close();
});

const BALANCE = '/api/v1/wallet/balance';

async function balance(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: BALANCE, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function userId(globalId: string): Promise<bigint> {
  const player = await t.auth.getPlayerByGlobalId(globalId);
  if (!player) throw new Error(`no player ${globalId}`);
  return player.id;
}

/** Credits a player account from the house 'adjustments' account through the ledger. */
async function credit(globalId: string, amount: bigint, currency: string, name: 'main' | 'bonus' = 'main') {
  await t.wallet.ledger.transfer({
    idempotencyKey: `platform-test:${randomUUID()}`,
    kind: 'adjustment',
    entries: [
      { account: { house: 'adjustments', currency }, amount: -amount },
      { account: { userId: await userId(globalId), name, currency }, amount },
    ],
  });
}

const money = (value: string, primaryValue: string, code: string, primaryPrecision = 2) => ({
  value,
  primaryValue,
  primaryPrecision,
  currency: {
    code,
    displayFormat: expect.stringContaining('{amount}'),
    icon: expect.any(String),
  },
});

describe('GET /wallet/balance without a valid session', () => {
  it.each([
    ['no header', {}],
    ['a garbage token', { authorization: 'Bearer garbage' }],
    ['a 5 KB token', { authorization: `Bearer ${'a'.repeat(5 * 1024)}` }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['a bare token', { authorization: 'sometoken' }],
    [
      'Basic auth',
      { authorization: `Basic ${Buffer.from('player@example.com:password').toString('base64')}` },
    ],
    ['hostile characters', { authorization: "Bearer ' OR 1=1 --" }],
    ['a uuid', { authorization: `Bearer ${randomUUID()}` }],
  ])('%s → 401 unauthorized', async (_name, headers) => {
    const response = await t.app.inject({ method: 'GET', url: BALANCE, headers });
    expectEnvelope(response, 401, 'unauthorized');
  });

  it('a token of a logged-out session → 401 unauthorized', async () => {
    const player = await signUp(t.app);
    await balance(player.auth);
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: player.auth });
    expect(logout.statusCode, logout.body).toBeLessThan(300);
    expectEnvelope(
      await t.app.inject({ method: 'GET', url: BALANCE, headers: player.auth }),
      401,
      'unauthorized',
    );
  });

  it('the websocket token is not a session token', async () => {
    const player = await signUp(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: player.auth });
    const { websocketToken } = me.json() as { websocketToken: string };
    expectEnvelope(
      await t.app.inject({
        method: 'GET',
        url: BALANCE,
        headers: { authorization: `Bearer ${websocketToken}` },
      }),
      401,
      'unauthorized',
    );
  });
});

describe('GET /wallet/balance', () => {
  it('answers zero Money shapes and no bonuses for a fresh player', async () => {
    const player = await signUp(t.app);
    const body = await balance(player.auth);
    expect(body).toEqual({
      total: money('0.00', '0.00', 'USD'),
      fiat: money('0.00', '0.00', 'USD'),
      userBonuses: [],
    });
    expect(typeof body.total.primaryPrecision).toBe('number');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder.
    expect(body.fiat.currency.displayFormat).toBe('${amount}');
  });

  it('reflects ledger credits exactly as decimal strings', async () => {
    const player = await signUp(t.app);
    await credit(player.user.globalId, 12_345n, 'USD');
    let body = await balance(player.auth);
    expect(body.fiat).toEqual(money('123.45', '123.45', 'USD'));
    expect(body.total).toEqual(money('123.45', '123.45', 'USD'));

    await credit(player.user.globalId, 1n, 'USD');
    body = await balance(player.auth);
    expect(body.fiat.value).toBe('123.46');

    // Far beyond what a double holds exactly.
    await credit(player.user.globalId, 9_007_199_254_740_993n - 12_346n, 'USD');
    body = await balance(player.auth);
    expect(body.fiat.value).toBe('90071992547409.93');
    expect(body.total.value).toBe('90071992547409.93');
  });

  it('shows RUB balances converted to the USD primary currency by the seeded rate', async () => {
    const player = await signUp(t.app, { currency: 'RUB' });
    let body = await balance(player.auth);
    expect(body.fiat).toEqual(money('0.00', '0.00', 'RUB'));

    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: player.auth,
      payload: { currency: { primary: 'USD' } },
    });
    expect(patch.statusCode, patch.body).toBe(200);

    await credit(player.user.globalId, 1_000_000n, 'RUB');
    body = await balance(player.auth);
    expect(body.fiat).toEqual(money('10000.00', '108.00', 'RUB'));
    expect(body.total).toEqual(money('10000.00', '108.00', 'RUB'));
    expect(body.fiat.currency.displayFormat).toBe('{amount} ₽');
  });

  it('converts into a primary currency of another precision', async () => {
    const player = await signUp(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: player.auth,
      payload: { currency: { primary: 'BTC' } },
    });
    // 97,000.00 USD at 97,000 USD per BTC.
    await credit(player.user.globalId, 9_700_000n, 'USD');
    const body = await balance(player.auth);
    expect(body.fiat).toEqual(money('97000.00', '1.00000000', 'USD', 8));
  });

  it('counts a bonus-account credit in total but not in fiat', async () => {
    const player = await signUp(t.app);
    await credit(player.user.globalId, 5_000n, 'USD');
    await credit(player.user.globalId, 2_550n, 'USD', 'bonus');
    const body = await balance(player.auth);
    expect(body.fiat).toEqual(money('50.00', '50.00', 'USD'));
    expect(body.total).toEqual(money('75.50', '75.50', 'USD'));
  });

  it('ignores money held in another currency than the account one', async () => {
    const player = await signUp(t.app);
    await credit(player.user.globalId, 100n, 'USD');
    await credit(player.user.globalId, 777_777n, 'EUR');
    const body = await balance(player.auth);
    expect(body.fiat.value).toBe('1.00');
    expect(body.total.value).toBe('1.00');
  });

  it("is always the caller's own balance", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await credit(a.user.globalId, 4_200n, 'USD');
    await credit(b.user.globalId, 99_900n, 'USD');
    const bId = (await userId(b.user.globalId)).toString();

    expect((await balance(a.auth)).fiat.value).toBe('42.00');
    expect((await balance(b.auth)).fiat.value).toBe('999.00');

    for (const query of [
      `userId=${bId}`,
      `user_id=${bId}`,
      `globalId=${b.user.globalId}`,
      `id=${bId}`,
      `user=${b.user.globalId}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${BALANCE}?${query}`, headers: a.auth });
      if (response.statusCode === 200) expect(response.json().fiat.value, query).toBe('42.00');
      else expectEnvelope(response, '4xx');
    }
    const asB = await t.app.inject({
      method: 'GET',
      url: BALANCE,
      headers: { ...a.auth, 'x-user-id': bId, 'x-global-id': b.user.globalId },
    });
    expect(asB.json().fiat.value).toBe('42.00');
  });

  it('answers concurrent reads consistently', async () => {
    const player = await signUp(t.app);
    await credit(player.user.globalId, 31_415n, 'USD');
    const bodies = await Promise.all(Array.from({ length: 20 }, () => balance(player.auth)));
    for (const body of bodies) expect(body.fiat.value).toBe('314.15');
  });
});
