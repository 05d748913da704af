import { createHash } from 'node:crypto';
import { pickWeighted, verifyWheelSpin, wheelFloat, wheelIndex } from '@casino/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { SEED_WHEEL_PRIZES } from '../../src/modules/wheel/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { expectError } from '../auth/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

interface MoneyView {
  value: string;
  primaryValue: string;
  primaryPrecision: number;
  currency: { code: string; displayFormat: string; icon: string };
}
interface PrizeView {
  amount: MoneyView;
  promo: string | null;
  balanceType: 'main' | 'bonus';
  usd: string;
}
interface SpinView {
  index: number;
  prize: PrizeView;
  nextSpinDate: string;
  fairness: { serverSeed: string; seedHash: string; clientSeed: string; day: string; weights: number[] };
}

async function player(currency = 'USD') {
  const session = await signUp(t.app, { currency });
  const found = await t.auth.getPlayerByGlobalId(session.user.globalId);
  if (!found) throw new Error('player missing');
  return { ...session, player: found };
}
type Session = Awaited<ReturnType<typeof player>>;

const prizes = (s: Session) => t.app.inject({ url: '/api/v1/wheel/prizes', headers: s.auth });
const user = async (s: Session) => {
  const response = await t.app.inject({ url: '/api/v1/wheel/user', headers: s.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { canSpin: boolean; nextSpinDate: string | null; seedHash: string };
};
const spin = (s: Session, payload: object | string = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/wheel/spin', headers: { ...s.auth, ...headers }, payload });

const pool = () => t.db.database.pool;

/** Leaves weight only on `slot`, so the draw must land there. */
async function onlySlot(slot: number) {
  await pool().query('UPDATE wheel_prizes SET weight = CASE WHEN slot = $1 THEN 1 ELSE 0 END', [slot]);
}

async function restoreWeights() {
  for (const p of SEED_WHEEL_PRIZES)
    await pool().query('UPDATE wheel_prizes SET weight = $2 WHERE slot = $1', [p.slot, p.weight]);
}

async function accounts(s: Session) {
  return t.wallet.ledger.playerBalances(s.player.id, s.player.currency);
}

const prizeTransfers = async (s: Session) =>
  (
    await pool().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transfers tr
       WHERE tr.kind = 'wheel_prize' AND tr.metadata->>'spinId' IN (SELECT id::text FROM wheel_spins WHERE user_id = $1)`,
      [s.player.id.toString()],
    )
  ).rows[0]?.n;

const nextMidnight = (at: Date) => {
  const d = new Date(at);
  d.setUTCHours(24, 0, 0, 0);
  return d;
};

beforeEach(async () => {
  await restoreWeights();
});

describe('wheel prizes', () => {
  it('lists the 15 slots in slot order, priced from US cents in the account currency and shown in USD', async () => {
    const s = await player('USD');
    const response = await prizes(s);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json() as { items: Array<PrizeView & { weight: number }> };
    expect(items).toHaveLength(15);
    expect(items.map((i) => i.weight)).toEqual(SEED_WHEEL_PRIZES.map((p) => p.weight));
    expect(items[0]).toEqual({
      amount: {
        value: '0.50',
        primaryValue: '0.50',
        primaryPrecision: 2,
        // biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder.
        currency: { code: 'USD', displayFormat: '${amount}', icon: '/icons/currencies/usd.svg' },
      },
      promo: null,
      balanceType: 'main',
      usd: '0.50',
      weight: SEED_WHEEL_PRIZES[0]?.weight,
    });
    expect(items[1]).toMatchObject({ amount: { value: '0.00' }, promo: null, usd: '0.00' });
    expect(items[3]).toMatchObject({ amount: { value: '0.00' }, promo: 'WHEELSPINS', usd: '0.00' });
    expect(items[13]).toMatchObject({ amount: { value: '50.00' }, usd: '50.00' });
    expect(items[6]).toMatchObject({ balanceType: 'bonus', usd: '5.00' });
  });

  it('converts at the stored rate and follows the primary currency', async () => {
    const s = await player('EUR');
    const before = (await prizes(s)).json() as { items: PrizeView[] };
    // 1 EUR = 1.08 USD: 50 cents are 0.46 EUR (rounded toward zero), 50 dollars 46.29 EUR.
    expect(before.items[0]).toMatchObject({
      amount: { value: '0.46', currency: { code: 'EUR' } },
      usd: '0.50',
    });
    expect(before.items[13]).toMatchObject({ amount: { value: '46.29' }, usd: '50.00' });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: s.auth,
      payload: { currency: { primary: 'USD' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = (await prizes(s)).json() as { items: PrizeView[] };
    expect(after.items[13]?.amount).toMatchObject({
      value: '46.29',
      primaryValue: '49.99',
      primaryPrecision: 2,
    });
  });

  it('answers guests 401 on every wheel call', async () => {
    for (const request of [
      { url: '/api/v1/wheel/prizes' },
      { url: '/api/v1/wheel/user' },
      { method: 'POST' as const, url: '/api/v1/wheel/spin', payload: {} },
    ]) {
      expectError(await t.app.inject(request), 401, 'unauthorized');
    }
  });
});

describe('who may spin', () => {
  it('offers a daily spin to players with zero deposits, one per UTC day, again after midnight', async () => {
    await onlySlot(1);
    const s = await player();
    const first = await user(s);
    expect(first).toEqual({
      canSpin: true,
      nextSpinDate: null,
      seedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Reading again keeps the committed seed.
    expect((await user(s)).seedHash).toBe(first.seedHash);

    const spun = await spin(s);
    expect(spun.statusCode, spun.body).toBe(200);
    const midnight = nextMidnight(t.clock.now).toISOString();
    expect((spun.json() as SpinView).nextSpinDate).toBe(midnight);

    const after = await user(s);
    expect(after).toMatchObject({ canSpin: false, nextSpinDate: midnight });
    expect(after.seedHash).not.toBe(first.seedHash);
    const again = expectError(await spin(s), 409, 'wheel_spun_today');
    expect(again.params).toEqual({ nextSpinDate: midnight });

    // Past midnight the next spin opens.
    t.clock.advance(nextMidnight(t.clock.now).getTime() - t.clock.now.getTime() + 1);
    expect(await user(s)).toMatchObject({ canSpin: true, nextSpinDate: null, seedHash: after.seedHash });
    expect((await spin(s)).statusCode).toBe(200);
    expect(
      (
        await pool().query('SELECT day::text FROM wheel_spins WHERE user_id = $1 ORDER BY day', [
          s.player.id.toString(),
        ])
      ).rows.length,
    ).toBe(2);
  });

  it('refuses players who have deposited', async () => {
    const s = await player();
    await pool().query('UPDATE users SET deposit_count = 1 WHERE id = $1', [s.player.id.toString()]);
    expect(await user(s)).toMatchObject({ canSpin: false, nextSpinDate: null });
    expectError(await spin(s), 403, 'wheel_unavailable');
    expect(
      (await pool().query('SELECT 1 FROM wheel_spins WHERE user_id = $1', [s.player.id.toString()])).rowCount,
    ).toBe(0);
  });

  it('is not offered while no prize has weight', async () => {
    await pool().query('UPDATE wheel_prizes SET weight = 0');
    const s = await player();
    expect((await user(s)).canSpin).toBe(false);
    expectError(await spin(s), 403, 'wheel_unavailable');
  });
});

describe('prizes paid', () => {
  it('credits a money prize to the main account through the ledger, once', async () => {
    await onlySlot(8); // 10 dollars
    const s = await player('EUR');
    const houseBefore = await t.wallet.ledger.houseBalance('bonus_cost', 'EUR');
    const response = await spin(s, { clientSeed: 'my-seed_1' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as SpinView;
    expect(body.index).toBe(8);
    expect(body.prize).toEqual({
      amount: expect.objectContaining({ value: '9.25', currency: expect.objectContaining({ code: 'EUR' }) }),
      promo: null,
      balanceType: 'main',
      usd: '10.00',
    });
    expect(body.fairness.clientSeed).toBe('my-seed_1');
    expect(await accounts(s)).toEqual({ main: 925n, bonus: 0n });
    expect(await t.wallet.ledger.houseBalance('bonus_cost', 'EUR')).toBe(houseBefore - 925n);
    expect(await prizeTransfers(s)).toBe(1);
    const row = (
      await pool().query(
        'SELECT slot, amount, currency, promo, balance_type FROM wheel_spins WHERE user_id = $1',
        [s.player.id.toString()],
      )
    ).rows[0];
    expect(row).toEqual({ slot: 8, amount: '925', currency: 'EUR', promo: null, balance_type: 'main' });
    // The wallet shows it.
    const balance = await t.app.inject({ url: '/api/v1/wallet/balance', headers: s.auth });
    expect(balance.json()).toMatchObject({ fiat: { value: '9.25' } });
  });

  it('pays a bonus-balance prize as a wagered bonus', async () => {
    await onlySlot(6); // 5 dollars, bonus
    const s = await player();
    const response = await spin(s);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as SpinView).prize).toMatchObject({ balanceType: 'bonus', usd: '5.00' });
    expect(await accounts(s)).toEqual({ main: 0n, bonus: 500n });
    const bonuses = await pool().query(
      'SELECT source, amount, status FROM player_bonuses WHERE user_id = $1',
      [s.player.id.toString()],
    );
    expect(bonuses.rows).toEqual([
      { source: expect.stringMatching(/^wheel:\d+$/), amount: '500', status: 'active' },
    ]);
  });

  it('pays nothing for an empty slot and shows the code for a promo slot', async () => {
    await onlySlot(1);
    const empty = await player();
    const none = (await spin(empty)).json() as SpinView;
    expect(none.prize).toMatchObject({ amount: { value: '0.00' }, promo: null, usd: '0.00' });
    expect(await accounts(empty)).toEqual({ main: 0n, bonus: 0n });

    await onlySlot(3);
    const lucky = await player();
    const promo = (await spin(lucky)).json() as SpinView;
    expect(promo.index).toBe(3);
    expect(promo.prize).toMatchObject({ amount: { value: '0.00' }, promo: 'WHEELSPINS' });
    expect(await accounts(lucky)).toEqual({ main: 0n, bonus: 0n });
    expect(await prizeTransfers(lucky)).toBe(0);
  });

  it('of 100 parallel spins by one player exactly one wins and one prize is paid', async () => {
    await onlySlot(2); // 1 dollar
    const s = await player();
    const responses = await Promise.all(Array.from({ length: 100 }, () => spin(s)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) expectError(r, 409, 'wheel_spun_today');
    expect(await accounts(s)).toEqual({ main: 100n, bonus: 0n });
    expect(await prizeTransfers(s)).toBe(1);
    expect(
      (await pool().query('SELECT 1 FROM wheel_spins WHERE user_id = $1', [s.player.id.toString()])).rowCount,
    ).toBe(1);
  });

  it('answers a retried spin with the same Idempotency-Key with the first result', async () => {
    await onlySlot(0);
    const s = await player();
    const first = await spin(s, {}, { 'idempotency-key': 'wheel-retry-1' });
    const retry = await spin(s, {}, { 'idempotency-key': 'wheel-retry-1' });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await accounts(s)).toEqual({ main: 50n, bonus: 0n });
  });
});

describe('provably fair', () => {
  it('reveals the committed seed; the shared function recomputes the index from it', async () => {
    const s = await player();
    const before = await user(s);
    const response = await spin(s, { clientSeed: 'check-me' });
    expect(response.statusCode, response.body).toBe(200);
    const { index, fairness } = response.json() as SpinView;
    expect(fairness.seedHash).toBe(before.seedHash);
    expect(createHash('sha256').update(fairness.serverSeed).digest('hex')).toBe(before.seedHash);
    expect(fairness.weights).toEqual(SEED_WHEEL_PRIZES.map((p) => p.weight));
    expect(fairness.day).toBe(t.clock.now.toISOString().slice(0, 10));
    const input = { ...fairness, userGlobalId: s.user.globalId };
    expect(await wheelIndex(input)).toBe(index);
    expect(pickWeighted(fairness.weights, await wheelFloat(input))).toBe(index);
    expect(await verifyWheelSpin({ ...input, index })).toEqual({ hashMatches: true, index, valid: true });
    // The next seed is a fresh one, committed before its spin.
    const next = await user(s);
    expect(next.seedHash).not.toBe(before.seedHash);
    const seedRow = (
      await pool().query('SELECT server_seed FROM wheel_seeds WHERE user_id = $1', [s.player.id.toString()])
    ).rows[0] as { server_seed: string };
    expect(createHash('sha256').update(seedRow.server_seed).digest('hex')).toBe(next.seedHash);
    expect(seedRow.server_seed).not.toBe(fairness.serverSeed);
  });

  it('draws a random client seed when none is given', async () => {
    const a = ((await spin(await player())).json() as SpinView).fairness.clientSeed;
    const b = ((await spin(await player())).json() as SpinView).fairness.clientSeed;
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});

describe('bad input', () => {
  it.each([
    ['a number', { clientSeed: 42 }],
    ['null', { clientSeed: null }],
    ['an empty seed', { clientSeed: '' }],
    ['a huge seed', { clientSeed: 'x'.repeat(10_000) }],
    ['65 characters', { clientSeed: 'x'.repeat(65) }],
    ['punctuation', { clientSeed: "'; DROP TABLE wheel_spins; --" }],
    ['an unknown field', { clientSeed: 'ok', index: 3 }],
    ['an array body', ['x']],
  ])('refuses %s with 400 and spins nothing', async (_name, payload) => {
    const s = await player();
    const response = await spin(s, payload);
    expectError(response, 400);
    expect(
      (await pool().query('SELECT 1 FROM wheel_spins WHERE user_id = $1', [s.player.id.toString()])).rowCount,
    ).toBe(0);
  });

  it('refuses a body that is not JSON (415) and malformed JSON (400) with the envelope', async () => {
    expectError(await spin(await player(), 'spin'), 415, 'unsupported_media_type');
    const s = await player();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wheel/spin',
      headers: { ...s.auth, 'content-type': 'application/json' },
      payload: '{"clientSeed":',
    });
    expectError(response, 400);
  });
});
