import type { DailyReport, PlayerBets, PlayerLedger, PlayerSearch, Protection } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';
import { ADMIN, signInOperator } from './helpers.ts';

let t: TestApp;
let operator: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  operator = await signInOperator(t);
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t?.close();
});

const get = (url: string) => t.app.inject({ url: `${ADMIN}${url}`, headers: operator.auth });
let keys = 0;
const dice = (s: { auth: Record<string, string> }, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/games/dice/bets',
    headers: { ...s.auth, 'idempotency-key': `views-${++keys}` },
    payload: { amount, params: { target: 50, condition: 'under' } },
  });

describe('player search and page', () => {
  it('finds a player by e-mail prefix, global id and Telegram id, and never by a LIKE pattern', async () => {
    const s = await fundedPlayer(t, 0n, { email: `needle.${process.pid}@example.com` });
    await t.db.database.pool.query(
      `UPDATE users SET telegram_id = 777000111, telegram_username = 'NeedleTg' WHERE global_id = $1`,
      [s.user.globalId],
    );
    for (const query of [
      `needle.${process.pid}`,
      s.user.globalId,
      '777000111',
      '@needletg',
      `NEEDLE.${process.pid}@EXAMPLE.COM`,
    ]) {
      const found = (await get(`/players?query=${encodeURIComponent(query)}`)).json() as PlayerSearch;
      expect(
        found.items.map((p) => p.globalId),
        query,
      ).toContain(s.user.globalId);
    }
    const pattern = (await get(`/players?query=${encodeURIComponent('%')}`)).json() as PlayerSearch;
    expect(pattern.items).toEqual([]);
    const hostile = await get(`/players?query=${'x'.repeat(500)}`);
    expect(hostile.statusCode).toBe(400);
    expect((await get('/players?limit=1000')).statusCode).toBe(400);
  });

  it('shows a player’s ledger, bets, sessions and limits, newest first', async () => {
    const s = await fundedPlayer(t, 10_000n, { currency: 'USD' });
    expect((await dice(s, '2')).statusCode).toBe(201);
    expect((await dice(s, '3')).statusCode).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/protection/limits/deposit/week',
      headers: s.auth,
      payload: { amount: '250' },
    });
    const id = s.user.globalId;
    const bets = (await get(`/players/${id}/bets`)).json() as PlayerBets;
    expect(bets.meta.total).toBe(2);
    expect(bets.items.map((b) => b.amount)).toEqual(['3.00', '2.00']);
    const ledger = (await get(`/players/${id}/ledger?limit=100`)).json() as PlayerLedger;
    expect(ledger.items.at(-1)).toMatchObject({
      kind: 'test_credit',
      account: 'main',
      amount: '100.00',
      currency: 'USD',
    });
    expect(ledger.items.filter((l) => l.kind === 'bet_stake').map((l) => l.amount)).toEqual([
      '-3.00',
      '-2.00',
    ]);
    const sessions = (await get(`/players/${id}/sessions`)).json() as { items: unknown[] };
    expect(sessions.items).toHaveLength(1);
    const protection = (await get(`/players/${id}/protection`)).json() as Protection;
    expect(protection.limits).toMatchObject([{ kind: 'deposit', period: 'week', amount: '250.00' }]);
    const bonuses = (await get(`/players/${id}/bonuses`)).json() as {
      items: unknown[];
      meta: { total: number };
    };
    expect(bonuses).toEqual({ items: [], meta: { total: 0, offset: 0, limit: 20 } });
    for (const tab of ['bets', 'ledger', 'transactions', 'sessions', 'protection', 'bonuses']) {
      expect((await get(`/players/00000000-0000-4000-8000-000000000000/${tab}`)).statusCode, tab).toBe(404);
    }
    expect((await get('/orders/buy/123456/receipt')).statusCode).toBe(404);
  });
});

describe('reports and ledger health', () => {
  it('sums each UTC day’s bets per currency, with GGR, and exports the same as CSV', async () => {
    const s = await fundedPlayer(t, 50_000n, { currency: 'EUR' });
    const results = await Promise.all([dice(s, '10'), dice(s, '5')]);
    const payouts = results.map((r) => (r.json() as { bet: { payout: string } }).bet.payout);
    const day = t.clock.now.toISOString().slice(0, 10);
    const report = (await get(`/reports/daily?from=${day}&to=${day}&currency=EUR`)).json() as DailyReport;
    expect(report.items).toHaveLength(1);
    const [row] = report.items;
    expect(row).toMatchObject({ day, currency: 'EUR', bets: 2, stakes: '15.00' });
    const paid = payouts.reduce((sum, p) => sum + BigInt(p.replace('.', '')), 0n);
    expect(row?.payouts.replace('.', '')).toBe(paid.toString().padStart(3, '0'));
    expect(BigInt(row?.ggr.replace('.', '') ?? '0')).toBe(1500n - paid);

    const csv = await get(`/reports/daily?from=${day}&to=${day}&currency=EUR&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, line] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'day,currency,deposits,depositCount,withdrawals,withdrawalCount,bets,stakes,payouts,ggr,bonusCost',
    );
    expect(line).toBe(
      [
        day,
        'EUR',
        row?.deposits,
        0,
        row?.withdrawals,
        0,
        2,
        '15.00',
        row?.payouts,
        row?.ggr,
        row?.bonusCost,
      ].join(','),
    );

    for (const bad of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'from=2020-01-01&to=2026-01-01',
      'to=2026-01-01',
    ]) {
      expect((await get(`/reports/daily?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('runs the ledger audit from the screen', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/ledger/audit`,
      headers: operator.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, violations: [] });
  });
});
