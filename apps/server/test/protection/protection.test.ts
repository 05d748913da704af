import { type PlayerLimit, type PlaySession, type Protection, parseMajor, type Viewer } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, mainBalance, type TestApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;
type Session = Awaited<ReturnType<typeof fundedPlayer>>;
let keys = 0;

const setLimit = (s: Session, kind: string, period: string, amount: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/me/protection/limits/${kind}/${period}`,
    headers: s.auth,
    payload: { amount },
  });
const removeLimit = (s: Session, kind: string, period: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/me/protection/limits/${kind}/${period}`, headers: s.auth });
const overview = async (s: Session) =>
  (await t.app.inject({ url: '/api/v1/me/protection', headers: s.auth })).json() as Protection;
const dice = (s: Session, amount: string, key = `dice-${++keys}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/games/dice/bets',
    headers: { ...s.auth, 'idempotency-key': key },
    payload: { amount, params: { target: 50, condition: 'under' } },
  });
const mines = (s: Session, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/games/mines/bets',
    headers: { ...s.auth, 'idempotency-key': `mines-${++keys}` },
    payload: { amount, params: { mines: 3 } },
  });
const cashOutMines = (s: Session) =>
  t.app.inject({ method: 'POST', url: '/api/v1/games/mines/round/cashout', headers: s.auth });
const tonDeposit = (s: Session, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/txns/deposit',
    headers: { ...s.auth, 'idempotency-key': `deposit-${++keys}` },
    payload: { amount, currency: 'TON', provider: 'cryptobot' },
  });
const exclude = (s: Session, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/me/protection/exclusion',
    headers: s.auth,
    payload: { password: s.password, ...body },
  });
const viewer = async (s: Session) =>
  (await t.app.inject({ url: '/api/v1/me', headers: s.auth })).json() as Viewer;

describe('limits', () => {
  it('applies a new or lowered limit at once, a raise or removal only after 24 hours', async () => {
    const s = await fundedPlayer(t, 0n, { currency: 'USD' });
    const set = await setLimit(s, 'deposit', 'day', '100');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      kind: 'deposit',
      period: 'day',
      amount: '100.00',
      currency: 'USD',
      used: '0.00',
      pending: null,
    });

    const lowered = (await setLimit(s, 'deposit', 'day', '50')).json() as PlayerLimit;
    expect(lowered).toMatchObject({ amount: '50.00', pending: null });

    const raised = (await setLimit(s, 'deposit', 'day', '500')).json() as PlayerLimit;
    expect(raised.amount).toBe('50.00');
    expect(raised.pending?.amount).toBe('500.00');
    const from = new Date(raised.pending?.from ?? 0).getTime();
    expect(from).toBe(t.clock.now.getTime() + DAY);

    // Asking again does not push the date out.
    t.clock.advance(60 * 60 * 1000);
    expect(((await setLimit(s, 'deposit', 'day', '500')).json() as PlayerLimit).pending?.from).toBe(
      raised.pending?.from,
    );
    t.clock.advance(DAY - 60 * 60 * 1000 - 1000);
    expect((await overview(s)).limits[0]).toMatchObject({ amount: '50.00' });
    t.clock.advance(1000);
    expect((await overview(s)).limits[0]).toMatchObject({ amount: '500.00', pending: null });

    const removal = await removeLimit(s, 'deposit', 'day');
    expect(removal.statusCode).toBe(200);
    expect(removal.json()).toMatchObject({ amount: '500.00', pending: { amount: null } });
    t.clock.advance(DAY);
    expect((await overview(s)).limits).toEqual([]);
    expect((await removeLimit(s, 'deposit', 'day')).statusCode).toBe(204);
  });

  it('refuses bad input with field errors, and never another shape', async () => {
    const s = await fundedPlayer(t, 0n);
    for (const amount of ['abc', '-5', '0', '1e9', '', 12, null, '9'.repeat(39), '1.234']) {
      const response = await setLimit(s, 'wager', 'week', amount);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'validation_error' });
    }
    expect((await setLimit(s, 'spend', 'week', '10')).statusCode).toBe(400);
    expect((await setLimit(s, 'wager', 'year', '10')).statusCode).toBe(400);
    const noBody = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/protection/limits/wager/day',
      headers: s.auth,
    });
    expect(noBody.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/me/protection' })).statusCode).toBe(401);
  });

  it('parallel deposits never pass a deposit limit together', async () => {
    const s = await fundedPlayer(t, 0n, { currency: 'USD' });
    // 1 TON is $5.40 at the seeded rate: $30 holds five of them, not six.
    expect((await setLimit(s, 'deposit', 'day', '30')).statusCode).toBe(200);
    const responses = await Promise.all(Array.from({ length: 50 }, () => tonDeposit(s, '1')));
    const accepted = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(accepted).toHaveLength(5);
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'deposit_limit_exceeded',
        params: { period: 'day', amount: '30.00', currency: 'USD', remaining: '3.00' },
      });
    }
    expect((await overview(s)).limits[0]).toMatchObject({ used: '27.00' });
  });

  it('counts bets against wager limits in instant games, including 50 at once', async () => {
    const s = await fundedPlayer(t, 100_000n, { currency: 'USD' });
    expect((await setLimit(s, 'wager', 'day', '10')).statusCode).toBe(200);
    const before = await mainBalance(t, s.player.id);
    const responses = await Promise.all(Array.from({ length: 50 }, () => dice(s, '1')));
    const placed = responses.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(10);
    for (const r of responses.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toMatchObject({
        detail: 'wager_limit_exceeded',
        params: { period: 'day', remaining: '0.00' },
      });
    }
    // Money adds up: the balance moved by exactly the placed bets' results.
    const results = placed.map((r) => r.json() as { bet: { amount: string; payout: string } });
    const net = results.reduce((sum, r) => sum + (parseMajor(r.bet.payout, 2) ?? 0n) - 100n, 0n);
    expect(await mainBalance(t, s.player.id)).toBe(before + net);
    const limit = (await overview(s)).limits[0] as PlayerLimit;
    expect(limit.used).toBe('10.00');

    // The next period starts from zero.
    t.clock.advance(new Date(limit.resetsAt).getTime() - t.clock.now.getTime());
    expect((await dice(s, '1')).statusCode).toBe(201);
  });

  it('counts an open round as lost until it settles under a loss limit', async () => {
    const s = await fundedPlayer(t, 100_000n, { currency: 'USD' });
    expect((await setLimit(s, 'loss', 'week', '5')).statusCode).toBe(200);
    const first = await mines(s, '4');
    expect(first.statusCode, first.body).toBe(201);
    const refused = await dice(s, '2');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: 'loss_limit_exceeded',
      params: { period: 'week', remaining: '1.00' },
    });
    // Cashing out before any tile returns the stake... or the round is lost; either way it is now settled.
    await cashOutMines(s);
    const { rows } = await t.db.database.pool.query<{ payout: string }>(
      `SELECT payout FROM game_bets WHERE user_id = $1 AND game_id = 'mines'`,
      [s.player.id.toString()],
    );
    const lost = 400n - BigInt(rows[0]?.payout ?? 0);
    const mayStake = 500n - lost;
    if (mayStake >= 100n) expect((await dice(s, '1')).statusCode).toBe(201);
    else expect((await dice(s, '1')).statusCode).toBe(400);
  });
});

describe('under load', () => {
  it('takes 50 limit changes and 50 exclusions at once: all answer, the state is one of them', async () => {
    const s = await fundedPlayer(t, 0n, { currency: 'USD' });
    const amounts = Array.from({ length: 50 }, (_, i) => String(100 + i));
    const set = await Promise.all(amounts.map((amount) => setLimit(s, 'loss', 'month', amount)));
    expect(set.map((r) => r.statusCode)).toEqual(amounts.map(() => 200));
    // The first one set applies; every later, higher one waits as a raise; never two rows.
    const { limits } = await overview(s);
    expect(limits).toHaveLength(1);
    expect(Number(limits[0]?.amount)).toBeGreaterThanOrEqual(100);

    const durations = ['1d', '2d', '7d', '14d', '30d', '42d'];
    const excluded = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        exclude(s, { kind: 'time_out', duration: durations[i % durations.length] }),
      ),
    );
    for (const r of excluded) expect([200, 400], r.body).toContain(r.statusCode);
    expect((await viewer(s)).exclusion?.until).toBe(new Date(t.clock.now.getTime() + 42 * DAY).toISOString());
  });
});

describe('time-out and self-exclusion', () => {
  it('stops play and deposits, never withdrawals, and ends only when its time is up', async () => {
    const s = await fundedPlayer(t, 50_000n, { currency: 'USD' });
    const wrong = await exclude(s, { kind: 'time_out', duration: '1d', password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errors: [{ field: 'password', message: 'Validation.wrong_password' }],
    });
    expect((await exclude(s, { kind: 'time_out', duration: '6m' })).statusCode).toBe(400);

    const excluded = await exclude(s, { kind: 'time_out', duration: '7d' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const until = new Date(t.clock.now.getTime() + 7 * DAY).toISOString();
    expect(excluded.json()).toEqual({ kind: 'time_out', until });
    expect((await viewer(s)).exclusion).toEqual({ kind: 'time_out', until });

    for (const response of [await dice(s, '1'), await mines(s, '1'), await tonDeposit(s, '1')]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({
        detail: 'player_excluded',
        params: { kind: 'time_out', until },
      });
    }
    const promo = await t.app.inject({
      method: 'POST',
      url: '/api/v1/promo-codes/activate',
      headers: s.auth,
      payload: { code: 'WELCOME' },
    });
    expect(promo.statusCode).toBe(403);

    // The remaining balance can still be withdrawn.
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/withdraw',
      headers: s.auth,
      payload: { currency: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '0.001' },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);

    // Never shortened; lengthened or turned into a self-exclusion, yes.
    const shorter = await exclude(s, { kind: 'time_out', duration: '1d' });
    expect(shorter.statusCode).toBe(400);
    expect(shorter.json()).toMatchObject({ detail: 'exclusion_active' });
    expect((await exclude(s, { kind: 'time_out', duration: '14d' })).statusCode).toBe(200);

    t.clock.advance(14 * DAY - 1000);
    expect((await dice(s, '1')).statusCode).toBe(403);
    t.clock.advance(1000);
    expect((await viewer(s)).exclusion).toBeNull();
    expect((await dice(s, '1')).statusCode).toBe(201);
  });

  it('keeps a self-exclusion from turning into a time-out, and a permanent one forever', async () => {
    const s = await fundedPlayer(t, 1000n, { currency: 'USD' });
    expect((await exclude(s, { kind: 'self_exclusion', duration: 'permanent' })).json()).toEqual({
      kind: 'self_exclusion',
      until: null,
    });
    expect((await exclude(s, { kind: 'time_out', duration: '42d' })).statusCode).toBe(400);
    expect((await exclude(s, { kind: 'self_exclusion', duration: '5y' })).statusCode).toBe(400);
    t.clock.advance(2 * DAY);
    const bet = await dice(s, '1');
    expect(bet.statusCode).toBe(403);
    expect(bet.json()).toMatchObject({ params: { until: 'permanent' } });
    t.clock.advance(-2 * DAY);
  });
});

describe('reality check', () => {
  it('saves the interval and reports the session’s play since sign-in', async () => {
    const s = await fundedPlayer(t, 10_000n, { currency: 'USD' });
    for (const intervalMinutes of [7, 0, '30', 100_000]) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/me/protection/reality-check',
        headers: s.auth,
        payload: { intervalMinutes },
      });
      expect(bad.statusCode).toBe(400);
    }
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/protection/reality-check',
      headers: s.auth,
      payload: { intervalMinutes: 30 },
    });
    expect(saved.json()).toEqual({ intervalMinutes: 30 });
    expect((await viewer(s)).realityCheckMinutes).toBe(30);

    const placed = await Promise.all([dice(s, '2'), dice(s, '3')]);
    const payouts = placed.map(
      (r) => parseMajor((r.json() as { bet: { payout: string } }).bet.payout, 2) ?? 0n,
    );
    const session = (
      await t.app.inject({ url: '/api/v1/me/protection/session', headers: s.auth })
    ).json() as PlaySession;
    expect(session).toMatchObject({ intervalMinutes: 30, currency: 'USD', bets: 2, wagered: '5.00' });
    expect(parseMajor(session.net, 2)).toBe(payouts.reduce((sum, p) => sum + p, 0n) - 500n);
    expect(new Date(session.now).getTime()).toBe(t.clock.now.getTime());
  });
});
