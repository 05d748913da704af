import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { expectError } from '../auth/helpers.ts';
import { ADMIN, auditCount, auditRows, signInOperator } from './helpers.ts';

let t: TestApp;
let operator: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  operator = await signInOperator(t);
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = operator.auth) =>
  t.app.inject({
    method: 'POST',
    url: `${ADMIN}${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const get = (url: string, headers: Record<string, string> = operator.auth) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/admin/v1/players/{globalId}', () => {
  it('answers the player summary with the balance', async () => {
    const player = await signUp(t.app, { currency: 'EUR', language: 'uk' });
    const response = await get(`${ADMIN}/players/${player.user.globalId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      globalId: player.user.globalId,
      email: player.email,
      language: 'uk',
      currency: 'EUR',
      isVip: false,
      vipManager: null,
      vipLevel: 0,
      banReason: null,
      buyBanned: false,
      fiatBanned: false,
      depositCount: 0,
      balance: {
        total: expect.objectContaining({ value: '0.00', currency: expect.objectContaining({ code: 'EUR' }) }),
        fiat: expect.objectContaining({ value: '0.00' }),
        userBonuses: [],
      },
    });
    // Reading writes no audit row.
    expect(await auditRows(t, player.user.globalId)).toHaveLength(0);
  });

  it('shows deposits counted by recordDeposit', async () => {
    const player = await signUp(t.app);
    const id = (await t.auth.getPlayerByGlobalId(player.user.globalId))?.id ?? 0n;
    const client = await t.db.database.pool.connect();
    try {
      await client.query('BEGIN');
      await t.auth.recordDeposit(id, { client, afterCommit: () => {} });
      await client.query('ROLLBACK');
      await client.query('BEGIN');
      await t.auth.recordDeposit(id, { client, afterCommit: () => {} });
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect((await get(`${ADMIN}/players/${player.user.globalId}`)).json().depositCount).toBe(1);
    expect((await get('/api/v1/me', player.auth)).json().hasDeposits).toBe(true);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '%27%20OR%201%3D1', 'z'.repeat(100)]) {
      expectError(await get(`${ADMIN}/players/${id}`), 404, 'not_found');
    }
  });
});

describe('ban and unban', () => {
  it('bans: the player gets 401 banned with the reason at once; unban restores the same session', async () => {
    const player = await signUp(t.app);
    const banned = await post(`/players/${player.user.globalId}/ban`, { reason: 'multiaccounting' });
    expect(banned.statusCode, banned.body).toBe(200);
    expect(banned.json()).toMatchObject({ globalId: player.user.globalId, banReason: 'multiaccounting' });
    expect(expectError(await get('/api/v1/me', player.auth), 401, 'banned').reason).toBe('multiaccounting');

    // A second ban with another reason replaces it; every call is its own audit row.
    await post(`/players/${player.user.globalId}/ban`, { reason: 'bonus_abuse' });
    expect(expectError(await get('/api/v1/me', player.auth), 401, 'banned').reason).toBe('bonus_abuse');

    const unbanned = await post(`/players/${player.user.globalId}/unban`);
    expect(unbanned.statusCode, unbanned.body).toBe(200);
    expect(unbanned.json().banReason).toBeNull();
    expect((await get('/api/v1/me', player.auth)).statusCode).toBe(200);

    const rows = await auditRows(t, player.user.globalId);
    expect(rows.map((r) => [r.action, r.before, r.after, r.operator_id, r.subject_type])).toEqual([
      ['player.ban', { banReason: null }, { banReason: 'multiaccounting' }, operator.id.toString(), 'player'],
      [
        'player.ban',
        { banReason: 'multiaccounting' },
        { banReason: 'bonus_abuse' },
        operator.id.toString(),
        'player',
      ],
      ['player.unban', { banReason: 'bonus_abuse' }, { banReason: null }, operator.id.toString(), 'player'],
    ]);
  });

  it('accepts every SPEC ban reason and nothing else', async () => {
    const player = await signUp(t.app);
    for (const reason of [
      'ddos',
      'multiaccounting',
      'bruteforce',
      'kyc',
      'bonus_abuse',
      'restricted_geo',
      'balance_check',
      'other',
    ]) {
      expect((await post(`/players/${player.user.globalId}/ban`, { reason })).statusCode).toBe(200);
    }
    const count = await auditCount(t);
    for (const reason of [
      'bonus abuse',
      'OTHER',
      '',
      'x'.repeat(5000),
      1,
      null,
      ['other'],
      { reason: 'other' },
    ]) {
      const body = expectError(
        await post(`/players/${player.user.globalId}/ban`, { reason }),
        400,
        'validation_error',
      );
      expect(body.errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    }
    expectError(await post(`/players/${player.user.globalId}/ban`, {}), 400, 'validation_error');
    expect(await auditCount(t)).toBe(count);
  });

  it('answers 404 for unknown players and writes nothing', async () => {
    const count = await auditCount(t);
    expectError(
      await post('/players/00000000-0000-4000-8000-000000000000/ban', { reason: 'other' }),
      404,
      'not_found',
    );
    expectError(await post('/players/00000000-0000-4000-8000-000000000000/unban'), 404, 'not_found');
    expectError(await post('/players/bad/vip', { isVip: true }), 404, 'not_found');
    expect(await auditCount(t)).toBe(count);
  });
});

describe('POST /api/admin/v1/players/{globalId}/vip', () => {
  it('sets VIP and the manager: /api/v1/me shows isVip and vipManager.telegramUsername', async () => {
    const player = await signUp(t.app);
    const set = await post(`/players/${player.user.globalId}/vip`, {
      isVip: true,
      vipManagerTelegram: '@vip_manager_1',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ isVip: true, vipManager: { telegramUsername: 'vip_manager_1' } });
    const me = (await get('/api/v1/me', player.auth)).json();
    expect(me.isVip).toBe(true);
    expect(me.vipManager).toEqual({ telegramUsername: 'vip_manager_1' });

    // Without a manager, and then no longer VIP.
    await post(`/players/${player.user.globalId}/vip`, { isVip: true, vipManagerTelegram: null });
    expect((await get('/api/v1/me', player.auth)).json()).toMatchObject({ isVip: true, vipManager: null });
    await post(`/players/${player.user.globalId}/vip`, { isVip: false });
    expect((await get('/api/v1/me', player.auth)).json()).toMatchObject({ isVip: false, vipManager: null });

    const rows = await auditRows(t, player.user.globalId);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      [
        'player.vip',
        { isVip: false, vipManagerTelegram: null, level: 0 },
        { isVip: true, vipManagerTelegram: 'vip_manager_1', level: 0 },
      ],
      [
        'player.vip',
        { isVip: true, vipManagerTelegram: 'vip_manager_1', level: 0 },
        { isVip: true, vipManagerTelegram: null, level: 0 },
      ],
      [
        'player.vip',
        { isVip: true, vipManagerTelegram: null, level: 0 },
        { isVip: false, vipManagerTelegram: null, level: 0 },
      ],
    ]);
  });

  it('sets the VIP level, which the viewer shows with what is left to the next one', async () => {
    const player = await signUp(t.app);
    const set = await post(`/players/${player.user.globalId}/vip`, { isVip: true, level: 4 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ isVip: true, vipLevel: 4 });
    expect((await get('/api/v1/me', player.auth)).json().vip).toEqual({
      level: 4,
      wagered: '0.00',
      toNextLevel: '1000000.00', // diamond: 1,000,000 USD
    });
    for (const level of [-1, 6, 1.5, '2']) {
      expectError(
        await post(`/players/${player.user.globalId}/vip`, { isVip: true, level }),
        400,
        'validation_error',
      );
    }
  });

  it('refuses bad handles and bodies', async () => {
    const player = await signUp(t.app);
    const count = await auditCount(t);
    for (const body of [
      { isVip: true, vipManagerTelegram: 'abcd' },
      { isVip: true, vipManagerTelegram: 'a'.repeat(33) },
      { isVip: true, vipManagerTelegram: '@@abcde' },
      { isVip: true, vipManagerTelegram: 'abc de' },
      { isVip: true, vipManagerTelegram: 'abcde-f' },
      { isVip: true, vipManagerTelegram: '' },
      { isVip: true, vipManagerTelegram: 'жжжжжж' },
      { isVip: true, vipManagerTelegram: 12345 },
      { isVip: 'true' },
      { isVip: 1 },
      { vipManagerTelegram: 'abcdef' },
      { isVip: true, extra: 1 },
    ]) {
      expectError(await post(`/players/${player.user.globalId}/vip`, body), 400, 'validation_error');
    }
    expect(await auditCount(t)).toBe(count);
    // Boundaries: 5 and 32 characters, with or without @.
    expect(
      (await post(`/players/${player.user.globalId}/vip`, { isVip: true, vipManagerTelegram: 'abcde' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(`/players/${player.user.globalId}/vip`, {
          isVip: true,
          vipManagerTelegram: `@${'a'.repeat(32)}`,
        })
      ).json().vipManager,
    ).toEqual({ telegramUsername: 'a'.repeat(32) });
  });
});

describe('the audit log', () => {
  it('lists rows newest first with filters and pages', async () => {
    const player = await signUp(t.app);
    const other = await signUp(t.app);
    await post(`/players/${player.user.globalId}/ban`, { reason: 'kyc' });
    await post(`/players/${other.user.globalId}/ban`, { reason: 'kyc' });
    await post(`/players/${player.user.globalId}/unban`);
    await post(`/players/${player.user.globalId}/vip`, { isVip: true });

    const page = await get(`${ADMIN}/audit?subjectType=player&subjectId=${player.user.globalId}&limit=2`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.meta).toEqual({ total: 3, offset: 0, limit: 2 });
    expect(body.items.map((i: { action: string }) => i.action)).toEqual(['player.vip', 'player.unban']);
    expect(body.items[0]).toMatchObject({
      operator: { id: operator.id.toString(), email: operator.email },
      subjectType: 'player',
      subjectId: player.user.globalId,
      before: { isVip: false, vipManagerTelegram: null },
      after: { isVip: true, vipManagerTelegram: null },
    });
    expect(new Date(body.items[0].createdAt).toISOString()).toBe(body.items[0].createdAt);

    const next = (await get(`${ADMIN}/audit?subjectId=${player.user.globalId}&offset=2&limit=2`)).json();
    expect(next.meta).toEqual({ total: 3, offset: 2, limit: 2 });
    expect(next.items.map((i: { action: string }) => i.action)).toEqual(['player.ban']);

    const all = (await get(`${ADMIN}/audit`)).json();
    expect(all.meta).toEqual({ total: await auditCount(t), offset: 0, limit: 20 });
    expect(all.items.length).toBe(Math.min(20, all.meta.total));
    const ids = all.items.map((i: { id: string }) => BigInt(i.id));
    expect([...ids].sort((a, b) => (a < b ? 1 : -1))).toEqual(ids);

    expect((await get(`${ADMIN}/audit?subjectType=order`)).json()).toMatchObject({
      items: [],
      meta: { total: 0 },
    });
  });

  it('refuses bad list queries with 400', async () => {
    for (const query of [
      'offset=-1',
      'offset=abc',
      'offset=',
      'offset=1e3',
      'limit=0',
      'limit=101',
      'limit=1.5',
      'limit=1&limit=2',
      'subjectType=Player',
      `subjectType=${'a'.repeat(33)}`,
      `subjectId=${'a'.repeat(101)}`,
      'subjectId=',
      'unknown=1',
      'offset=99999999999',
    ]) {
      expectError(await get(`${ADMIN}/audit?${query}`), 400, 'validation_error');
    }
  });

  it('cannot be updated or deleted (the database raises LG004)', async () => {
    const player = await signUp(t.app);
    await post(`/players/${player.user.globalId}/ban`, { reason: 'ddos' });
    const [row] = await auditRows(t, player.user.globalId);
    const pool = t.db.database.pool;
    for (const sql of [
      'UPDATE audit_log SET action = $2 WHERE id = $1',
      'UPDATE audit_log SET after = NULL WHERE id = $1 AND $2::text IS NOT NULL',
      'DELETE FROM audit_log WHERE id = $1 AND $2::text IS NOT NULL',
    ]) {
      await expect(pool.query(sql, [row?.id, 'player.unban'])).rejects.toMatchObject({ code: 'LG004' });
    }
    expect(await auditRows(t, player.user.globalId)).toEqual([row]);
  });
});

describe('atomicity', () => {
  it('commits no change whose audit row cannot be written', async () => {
    const player = await signUp(t.app);
    const pool = t.db.database.pool;
    // A stand-in for any failure of the audit insert: the change must roll back with it.
    await pool.query(`CREATE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END; $$`);
    await pool.query(`CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW
      WHEN (NEW.subject_id = '${player.user.globalId}') EXECUTE FUNCTION test_refuse_audit()`);
    try {
      expectError(
        await post(`/players/${player.user.globalId}/ban`, { reason: 'other' }),
        500,
        'internal_error',
      );
      expectError(
        await post(`/players/${player.user.globalId}/vip`, { isVip: true, vipManagerTelegram: 'someone' }),
        500,
      );
      const adjust = await t.app.inject({
        method: 'POST',
        url: `${ADMIN}/players/${player.user.globalId}/adjustments`,
        headers: { ...operator.auth, 'idempotency-key': 'atomic' },
        payload: { amount: '5', currency: 'USD', reason: 'r' },
      });
      expectError(adjust, 500, 'internal_error');
      const summary = (await get(`${ADMIN}/players/${player.user.globalId}`)).json();
      expect(summary).toMatchObject({ banReason: null, isVip: false, vipManager: null });
      expect(summary.balance.fiat.value).toBe('0.00');
    } finally {
      await pool.query('DROP TRIGGER test_refuse_audit ON audit_log');
      await pool.query('DROP FUNCTION test_refuse_audit()');
    }
    // The same key works once the audit can be written: nothing of the failed attempt was kept.
    const retry = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/players/${player.user.globalId}/adjustments`,
      headers: { ...operator.auth, 'idempotency-key': 'atomic' },
      payload: { amount: '5', currency: 'USD', reason: 'r' },
    });
    expect(retry.json().fiat.value).toBe('5.00');
    expect(await auditRows(t, player.user.globalId)).toHaveLength(1);
  });
});
