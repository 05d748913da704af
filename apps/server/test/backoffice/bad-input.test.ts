import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { expectError } from '../auth/helpers.ts';
import { ADMIN, auditCount, signInOperator } from './helpers.ts';

let t: TestApp;
let operator: Awaited<ReturnType<typeof signInOperator>>;
let globalId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  operator = await signInOperator(t);
  globalId = (await signUp(t.app)).user.globalId;
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const HOSTILE = [
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u0000',
  'a\u0000b',
  '%00%27--',
  '../../etc/passwd',
];
const HUGE = 'x'.repeat(10 * 1024);
const WRONG_TYPES: unknown[] = [42, -1, 1.5, true, null, [], ['a'], {}, { a: 1 }];

interface Route {
  url: () => string;
  valid: Record<string, unknown>;
  required: string[];
  authed: boolean;
  headers?: () => Record<string, string>;
}

let key = 0;
const routes: Record<string, Route> = {
  login: {
    url: () => `${ADMIN}/auth/login`,
    valid: { email: 'someone@casino.test', password: 'a password' },
    required: ['email', 'password'],
    authed: false,
  },
  adjustments: {
    url: () => `${ADMIN}/players/${globalId}/adjustments`,
    valid: { amount: '1.00', currency: 'USD', reason: 'test' },
    required: ['amount', 'currency', 'reason'],
    authed: true,
    headers: () => ({ 'idempotency-key': `bad-input-${++key}` }),
  },
  ban: {
    url: () => `${ADMIN}/players/${globalId}/ban`,
    valid: { reason: 'other' },
    required: ['reason'],
    authed: true,
  },
  vip: {
    url: () => `${ADMIN}/players/${globalId}/vip`,
    valid: { isVip: true, vipManagerTelegram: 'manager' },
    required: ['isVip'],
    authed: true,
  },
  chainPayment: {
    url: () => `${ADMIN}/sandbox/chain-payments`,
    valid: { currency: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: '0.001' },
    required: ['currency', 'address', 'amount'],
    authed: true,
  },
};

function send(route: Route, payload: unknown, raw = false, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: route.url(),
    headers: {
      ...(route.authed ? operator.auth : {}),
      ...(route.headers?.() ?? {}),
      'content-type': contentType,
    },
    payload: raw ? (payload as string) : JSON.stringify(payload),
  });
}

describe.each(Object.entries(routes))('POST %s bad input', (_name, route) => {
  it.each(route.required)('missing %s → Validation.required', async (field) => {
    const { [field]: _dropped, ...rest } = route.valid;
    const body = expectError(await send(route, rest), 400, 'validation_error');
    expect(body.errors).toContainEqual({ field, message: 'Validation.required' });
  });

  it('wrong types, hostile and oversized values in every field → 400 naming the field', async () => {
    for (const field of Object.keys(route.valid)) {
      for (const value of [...WRONG_TYPES, ...HOSTILE, HUGE]) {
        // Valid after all: a password is any text up to 128 characters, a reason any printable text, a
        // manager may be null, isVip may be true.
        const short = typeof value === 'string' && value.length <= 128;
        if (field === 'password' && short) continue;
        if ((field === 'reason' || field === 'address') && short && !value.includes('\u0000')) continue;
        if (field === 'vipManagerTelegram' && value === null) continue;
        if (field === 'isVip' && typeof value === 'boolean') continue;
        const response = await send(route, { ...route.valid, [field]: value });
        const body = expectError(response, 400, 'validation_error');
        expect(body.errors, `${field}=${JSON.stringify(value).slice(0, 40)}`).toEqual(
          expect.arrayContaining([expect.objectContaining({ field })]),
        );
      }
    }
  });

  it('unknown fields → 400 naming them', async () => {
    const body = expectError(await send(route, { ...route.valid, isAdmin: true }), 400, 'validation_error');
    expect(body.errors).toContainEqual({ field: 'isAdmin', message: 'Validation.invalid_format' });
  });

  it('bodies that are not objects, broken JSON, other media types and oversized bodies → 4xx envelope', async () => {
    for (const payload of ['[]', '"text"', '42', 'null', 'true']) {
      expectError(await send(route, payload, true), 400, 'validation_error');
    }
    for (const payload of ['{', '{"a":', '\u0000', '{"amount": 1,}']) {
      expectError(await send(route, payload, true), 400, 'invalid_json');
    }
    expectError(await send(route, 'amount=1', true, 'application/x-www-form-urlencoded'), 415);
    expectError(await send(route, 'x'.repeat(100 * 1024), true), 413, 'payload_too_large');
    expectError(
      await send(route, { ...route.valid, padding: 'x'.repeat(70 * 1024) }),
      413,
      'payload_too_large',
    );
    expectError(
      await send(
        route,
        JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))),
        true,
      ),
      400,
    );
  });

  it('prototype pollution attempts are refused and pollute nothing', async () => {
    const response = await send(
      route,
      `{"__proto__": {"polluted": 1}, ${JSON.stringify(route.valid).slice(1)}`,
      true,
    );
    expectError(response, '4xx');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('no input reaches a 500', () => {
  it('hostile path params, query strings and headers on every route', async () => {
    const before = await auditCount(t);
    const ids = [...HOSTILE.map(encodeURIComponent), '%', '%zz', 'a'.repeat(300), '..', '%2e%2e'];
    for (const id of ids) {
      for (const [method, url, payload] of [
        ['GET', `${ADMIN}/players/${id}`, undefined],
        ['POST', `${ADMIN}/players/${id}/ban`, { reason: 'other' }],
        ['POST', `${ADMIN}/players/${id}/unban`, undefined],
        ['POST', `${ADMIN}/players/${id}/vip`, { isVip: true }],
        ['POST', `${ADMIN}/players/${id}/adjustments`, { amount: '1', currency: 'USD', reason: 'r' }],
        ['POST', `${ADMIN}/disputes/${id}/accept`, { amount: '1' }],
        ['POST', `${ADMIN}/disputes/${id}/reject`, { reason: 'r' }],
        ['GET', `${ADMIN}/disputes?status=${id}`, undefined],
        ['GET', `${ADMIN}/chain-deposits?status=${id}`, undefined],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...operator.auth, 'idempotency-key': 'hostile' },
          ...(payload ? { payload } : {}),
        });
        expectError(response, '4xx');
      }
    }
    for (const value of HOSTILE) {
      const url = `${ADMIN}/audit?subjectId=${encodeURIComponent(value)}&subjectType=player`;
      const response = await t.app.inject({ method: 'GET', url, headers: operator.auth });
      if (value.includes('\u0000')) expectError(response, 400, 'validation_error');
      else expect(response.json()).toMatchObject({ items: [], meta: { total: 0 } });
    }
    for (const value of [...HOSTILE.filter((h) => !h.includes('\u0000')), 'k'.repeat(201)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${ADMIN}/players/${globalId}/adjustments`,
        headers: { ...operator.auth, 'idempotency-key': value },
        payload: { amount: '0.01', currency: 'USD', reason: 'header' },
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    expect(await auditCount(t)).toBeGreaterThanOrEqual(before);
  });

  it('an unknown admin path answers 404 in the envelope', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: `${ADMIN}/nothing`, headers: operator.auth }),
      404,
      'not_found',
    );
    expectError(
      await t.app.inject({ method: 'DELETE', url: `${ADMIN}/audit`, headers: operator.auth }),
      404,
      'not_found',
    );
  });
});
