import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../src/modules/auth/index.ts';
import { OPERATOR_SESSION_TTL_MS, upsertOperator } from '../../src/modules/backoffice/index.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { bearer, expectError, freshIp } from '../auth/helpers.ts';
import { ADMIN, signInOperator } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const UUID = '00000000-0000-4000-8000-000000000000';

/** Every operator-only route, with a body valid enough to pass validation. */
const ADMIN_ROUTES = [
  { method: 'POST', url: `${ADMIN}/auth/logout` },
  { method: 'GET', url: `${ADMIN}/players/${UUID}` },
  {
    method: 'POST',
    url: `${ADMIN}/players/${UUID}/adjustments`,
    payload: { amount: '1.00', currency: 'USD', reason: 'x' },
    headers: { 'idempotency-key': 'k' },
  },
  { method: 'POST', url: `${ADMIN}/players/${UUID}/ban`, payload: { reason: 'other' } },
  { method: 'POST', url: `${ADMIN}/players/${UUID}/unban` },
  { method: 'POST', url: `${ADMIN}/players/${UUID}/vip`, payload: { isVip: true } },
  { method: 'GET', url: `${ADMIN}/audit` },
  { method: 'GET', url: `${ADMIN}/audit?subjectType=player&limit=5` },
] as const;

function call(route: (typeof ADMIN_ROUTES)[number], headers: Record<string, string>) {
  return t.app.inject({
    method: route.method,
    url: route.url,
    headers: { ...('headers' in route ? route.headers : {}), ...headers },
    ...('payload' in route ? { payload: route.payload } : {}),
  });
}

const login = (email: string, password: string, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: `${ADMIN}/auth/login`,
    payload: { email, password },
    remoteAddress: ip,
  });

describe('operator sign-in', () => {
  it('answers an opaque token whose SHA-256 is stored, expiring in 12 hours by the injected clock', async () => {
    const operator = await signInOperator(t);
    expect(operator.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await t.db.database.pool.query<{
      token_hash: string;
      expires_at: Date;
      operator_id: string;
    }>('SELECT token_hash, expires_at, operator_id FROM operator_sessions WHERE operator_id = $1', [
      operator.id.toString(),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(tokenHash(operator.token));
    expect(rows[0]?.expires_at.getTime()).toBe(t.clock.now.getTime() + OPERATOR_SESSION_TTL_MS);
    expect((await call(ADMIN_ROUTES[6], operator.auth)).statusCode).toBe(200);
  });

  it('signs in with the e-mail in any case and refuses a wrong password or unknown e-mail alike', async () => {
    await upsertOperator(t.db.database.db, 'Case.Op@Casino.Test', 'a long enough secret');
    expect((await login('CASE.OP@casino.test', 'a long enough secret')).statusCode).toBe(200);
    expectError(await login('case.op@casino.test', 'a long enough secreT'), 401, 'invalid_credentials');
    expectError(await login('nobody@casino.test', 'a long enough secret'), 401, 'invalid_credentials');
  });

  it('does not let a player sign in here with player credentials', async () => {
    const player = await signUp(t.app);
    expectError(await login(player.email, player.password), 401, 'invalid_credentials');
  });

  it('ends the session on logout; the token stops working at once', async () => {
    const operator = await signInOperator(t);
    const out = await t.app.inject({ method: 'POST', url: `${ADMIN}/auth/logout`, headers: operator.auth });
    expect(out.statusCode).toBe(204);
    expectError(await call(ADMIN_ROUTES[6], operator.auth), 401, 'unauthorized');
    expectError(
      await t.app.inject({ method: 'POST', url: `${ADMIN}/auth/logout`, headers: operator.auth }),
      401,
      'unauthorized',
    );
  });

  it('refuses a token after 12 hours and removes its session', async () => {
    const operator = await signInOperator(t);
    t.clock.advance(OPERATOR_SESSION_TTL_MS - 1000);
    expect((await call(ADMIN_ROUTES[6], operator.auth)).statusCode).toBe(200);
    t.clock.advance(1000);
    expectError(await call(ADMIN_ROUTES[6], operator.auth), 401, 'unauthorized');
    const { rowCount } = await t.db.database.pool.query(
      'SELECT 1 FROM operator_sessions WHERE token_hash = $1',
      [tokenHash(operator.token)],
    );
    expect(rowCount).toBe(0);
  });

  it('ends open sessions when the operator gets a new password', async () => {
    const operator = await signInOperator(t);
    const result = await upsertOperator(t.db.database.db, operator.email, 'a brand new password');
    expect(result).toMatchObject({ id: operator.id, created: false });
    expectError(await call(ADMIN_ROUTES[6], operator.auth), 401, 'unauthorized');
    expectError(await login(operator.email, operator.password), 401, 'invalid_credentials');
    expect((await login(operator.email, 'a brand new password')).statusCode).toBe(200);
  });

  it('slows guessing per (account, address): the guesser waits, the operator elsewhere signs in', async () => {
    await upsertOperator(t.db.database.db, 'locked@casino.test', 'the right password');
    const attacker = freshIp();
    for (let i = 0; i < 4; i++) {
      expectError(await login('locked@casino.test', 'wrong password', attacker), 401, 'invalid_credentials');
    }
    const locked = expectError(
      await login('locked@casino.test', 'the right password', attacker),
      429,
      'too_many_requests',
    );
    expect(locked.retry_after).toBe(2);
    expect((await login('locked@casino.test', 'the right password')).statusCode).toBe(200);
    t.clock.advance(2000);
    expect((await login('locked@casino.test', 'the right password', attacker)).statusCode).toBe(200);

    const ip = freshIp();
    for (let i = 0; i < 60; i++) {
      expectError(await login(`ip${i}@casino.test`, 'whatever password', ip), 401, 'invalid_credentials');
    }
    expectError(await login('locked@casino.test', 'the right password', ip), 429, 'too_many_requests');
  });
});

describe('who may call /api/admin', () => {
  it('answers 401 without a token or with a malformed or unknown one, on every route', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: `Bearer ${'x'.repeat(500)}` },
      bearer('A'.repeat(43)),
      bearer("' OR 1=1 --"),
    ]) {
      for (const route of ADMIN_ROUTES) {
        expectError(await call(route, headers), 401, 'unauthorized');
      }
    }
  });

  it("answers 403 forbidden to a player's token on every route, banned or not", async () => {
    const player = await signUp(t.app);
    for (const route of ADMIN_ROUTES) {
      expectError(await call(route, player.auth), 403, 'forbidden');
    }
    const id = (await t.auth.getPlayerByGlobalId(player.user.globalId))?.id ?? 0n;
    await t.auth.ban(id, 'other');
    for (const route of ADMIN_ROUTES) {
      expectError(await call(route, player.auth), 403, 'forbidden');
    }
    await t.auth.unban(id);
    // The player's own session is untouched by the attempts.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: player.auth })).statusCode).toBe(
      200,
    );
  });

  it('refuses a logged-out player token with 401', async () => {
    const player = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: player.auth });
    expectError(await call(ADMIN_ROUTES[1], player.auth), 401, 'unauthorized');
  });

  it('answers 401 before validating input, so bad bodies without a session learn nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/players/${UUID}/ban`,
      payload: { reason: 'not a reason', extra: 1 },
    });
    expectError(response, 401, 'unauthorized');
  });

  it("does not accept an operator's token on player routes", async () => {
    const operator = await signInOperator(t);
    for (const [method, url] of [
      ['GET', '/api/v1/me'],
      ['GET', '/api/v1/wallet/balance'],
      ['POST', '/api/v1/auth/logout'],
    ] as const) {
      expectError(await t.app.inject({ method, url, headers: operator.auth }), 401, 'unauthorized');
    }
  });

  it('documents the admin routes with the backoffice tag and bearer security', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
    };
    const login = document.paths[`${ADMIN}/auth/login`]?.post;
    expect(login?.tags).toEqual(['backoffice']);
    for (const [path, method] of [
      [`${ADMIN}/auth/logout`, 'post'],
      [`${ADMIN}/players/{globalId}`, 'get'],
      [`${ADMIN}/players/{globalId}/adjustments`, 'post'],
      [`${ADMIN}/players/{globalId}/ban`, 'post'],
      [`${ADMIN}/players/{globalId}/unban`, 'post'],
      [`${ADMIN}/players/{globalId}/vip`, 'post'],
      [`${ADMIN}/audit`, 'get'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(['backoffice']);
      expect(operation?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
  });
});
