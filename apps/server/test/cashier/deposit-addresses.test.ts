import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundPlayer, signUp, type TestApp } from '../app.ts';

let t: TestApp;
let formats: Map<string, { addressFormat: string; minDepositAmount: string }>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off', SIMULATED_CHAIN: 'on' });
  const s = await signUp(t.app);
  const currencies = (
    await t.app.inject({ url: '/api/v1/wallet/currencies/bonus', headers: s.auth })
  ).json() as Array<{
    code: string;
    isFiat: boolean;
    addressFormat: string;
    minDepositAmount: string;
  }>;
  formats = new Map(currencies.filter((c) => !c.isFiat).map((c) => [c.code, c]));
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const CRYPTO = ['BTC', 'ETH', 'LTC', 'TRX', 'USDTTRC20', 'USDTERC20', 'TON', 'USDTTON', 'NOT', 'DOGS'];
const TON_FAMILY = ['TON', 'USDTTON', 'NOT', 'DOGS'];

type Session = Awaited<ReturnType<typeof signUp>>;
interface Address {
  address: string;
  memo?: string;
  minAmount: string;
}

const requestAddress = (s: Session, currency: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/txns/deposit',
    headers: s.auth,
    payload: { currency },
  });

async function addressOf(s: Session, currency: string): Promise<Address> {
  const response = await requestAddress(s, currency);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Address;
}

const latest = (s: Session, code: string) =>
  t.app.inject({ url: `/api/v1/wallet/addresses/${encodeURIComponent(code)}`, headers: s.auth });

describe('crypto deposit addresses', () => {
  it('gives every currency an address in its own published format, with its minimum deposit', async () => {
    const s = await signUp(t.app);
    expect(CRYPTO.every((code) => formats.has(code))).toBe(true);
    for (const code of CRYPTO) {
      const { address, memo, minAmount } = await addressOf(s, code);
      const format = formats.get(code);
      expect(address, code).toMatch(new RegExp(`^(?:${format?.addressFormat})$`));
      expect(minAmount, code).toBe(format?.minDepositAmount);
      if (TON_FAMILY.includes(code)) expect(memo, code).toMatch(/^\d{16}$/);
      else expect(memo, code).toBeUndefined();
    }
    expect((await addressOf(s, 'BTC')).address).toMatch(/^bc1q[a-z0-9]{38}$/);
    expect((await addressOf(s, 'LTC')).address).toMatch(/^ltc1q[a-z0-9]{38}$/);
    expect((await addressOf(s, 'TRX')).address).toMatch(/^T/);
  });

  it('keeps one address per player and currency: asking again answers the same one', async () => {
    const s = await signUp(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => requestAddress(s, 'BTC')));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await addressOf(s, 'BTC')).toEqual(answers[0]?.json());
    const listed = (await latest(s, 'BTC')).json() as Address[];
    expect(listed).toEqual([answers[0]?.json()]);
  });

  it('gives each player their own address, and on one network the same one for coin and token', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await addressOf(a, 'BTC')).address).not.toBe((await addressOf(b, 'BTC')).address);
    expect((await addressOf(a, 'ETH')).address).toBe((await addressOf(a, 'USDTERC20')).address);
    expect((await addressOf(a, 'TRX')).address).toBe((await addressOf(a, 'USDTTRC20')).address);
    expect((await addressOf(a, 'TRX')).address).not.toBe((await addressOf(b, 'TRX')).address);
  });

  it('shares one TON house address across the TON family, telling players apart by memo', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    const houses = new Set<string>();
    const memos = new Map<string, Set<string>>();
    for (const s of players) {
      for (const code of TON_FAMILY) {
        const { address, memo } = await addressOf(s, code);
        houses.add(address);
        if (!memos.has(code)) memos.set(code, new Set());
        memos.get(code)?.add(memo ?? '');
      }
    }
    expect(houses.size).toBe(1);
    for (const code of TON_FAMILY) expect(memos.get(code)?.size, code).toBe(players.length);
  });

  it('lists nothing before the first request, and refuses unknown and fiat currencies', async () => {
    const s = await signUp(t.app);
    const empty = await latest(s, 'ETH');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    for (const code of ['XYZ', 'USD', 'btc', 'JETTON']) {
      const listed = await latest(s, code);
      expect(listed.statusCode, code).toBe(400);
      expect(listed.json().detail, code).toBe('error_currency_not_supported');
      const requested = await requestAddress(s, code);
      expect(requested.statusCode, code).toBe(400);
    }
    expect((await requestAddress(s, 'XYZ')).json().detail).toBe('error_currency_not_supported');
    expect((await requestAddress(s, 'btc')).json().detail).toBe('validation_error');
  });

  it('refuses bad input and anonymous callers', async () => {
    const s = await signUp(t.app);
    for (const currency of [123, null, '', 'A'.repeat(17), ['BTC'], { code: 'BTC' }]) {
      expect((await requestAddress(s, currency)).statusCode, JSON.stringify(currency)).toBe(400);
    }
    expect((await latest(s, 'B'.repeat(33))).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/wallet/addresses/BTC' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/deposit',
      payload: { currency: 'BTC' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a withdrawal to the player’s own deposit address', async () => {
    const s = await signUp(t.app, { currency: 'USD' });
    const player = await t.auth.getPlayerByGlobalId(s.user.globalId);
    if (!player) throw new Error('player missing');
    await fundPlayer(t, player, 500_000n);
    const { address } = await addressOf(s, 'ETH');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/withdraw',
      headers: s.auth,
      payload: { currency: 'ETH', address, amount: '0.01' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toBe('error_internal_address');
  });
});
