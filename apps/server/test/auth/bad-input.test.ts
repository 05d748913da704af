import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { expectError } from './helpers.ts';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  auth = (await signUp(t.app)).auth;
});
afterAll(async () => {
  await t.close();
});

const HOSTILE = ["' OR 1=1 --", '<script>alert(1)</script>', '\u0000', 'a\u0000b@example.com', '%00%27--'];
const HUGE = 'x'.repeat(10 * 1024);
const WRONG_TYPES: unknown[] = [42, -1, 1.5, true, null, [], ['a'], {}, { a: 1 }];

interface Route {
  method: 'POST' | 'PATCH';
  url: string;
  valid: Record<string, unknown>;
  required: string[];
  authed?: boolean;
}

const routes: Route[] = [
  {
    method: 'POST',
    url: '/api/v1/auth/register',
    valid: { email: 'valid@example.com', password: 'long enough password', language: 'en', currency: 'USD' },
    required: ['email', 'password'],
  },
  {
    method: 'POST',
    url: '/api/v1/auth/login',
    valid: { email: 'valid@example.com', password: 'long enough password' },
    required: ['email', 'password'],
  },
  {
    method: 'POST',
    url: '/api/v1/auth/telegram',
    valid: { botId: '1', payload: 'auth_date=1&hash=00' },
    required: ['botId', 'payload'],
  },
  {
    method: 'PATCH',
    url: '/api/v1/me',
    valid: {
      language: 'en',
      firstName: 'Anna',
      lastName: 'Smith',
      gender: 'female',
      dateOfBirth: '1990-01-01',
    },
    required: [],
    authed: true,
  },
];

function send(route: Route, payload: unknown, raw = false) {
  return t.app.inject({
    method: route.method,
    url: route.url,
    headers: { ...(route.authed ? auth : {}), 'content-type': 'application/json' },
    payload: raw ? (payload as string) : JSON.stringify(payload),
  });
}

describe.each(routes)('$method $url bad input', (route) => {
  it.each(route.required)('missing %s → Validation.required', async (field) => {
    const { [field]: _dropped, ...rest } = route.valid;
    const body = expectError(await send(route, rest), 400, 'validation_error');
    expect(body.errors).toContainEqual({ field, message: 'Validation.required' });
  });

  it('wrong types in every field → 400 validation_error naming the field', async () => {
    for (const field of Object.keys(route.valid)) {
      for (const value of WRONG_TYPES) {
        // botId may be a number; `{}`-typed values are the interesting part there.
        if (field === 'botId' && typeof value === 'number' && Number.isInteger(value) && value >= 0) continue;
        const body = expectError(
          await send(route, { ...route.valid, [field]: value }),
          400,
          'validation_error',
        );
        const errors = body.errors as Array<{ field: string; message: string }>;
        expect(errors.length, `${field}=${JSON.stringify(value)}`).toBeGreaterThan(0);
        expect(errors.map((e) => e.field)).toContain(field);
      }
    }
  });

  it('10 KB strings in every field → 4xx, never 500', async () => {
    for (const field of Object.keys(route.valid)) {
      const response = await send(route, { ...route.valid, [field]: HUGE });
      const telegramPayload = route.url.endsWith('/telegram') && field !== 'promo';
      // A 10 KB botId is unknown and a 10 KB init data is over the cap: both are refused.
      expectError(response, telegramPayload ? '4xx' : 400);
    }
  });

  it('hostile strings in every field → 4xx with the envelope, never 500', async () => {
    for (const field of Object.keys(route.valid)) {
      for (const value of HOSTILE) {
        const response = await send(route, { ...route.valid, [field]: value });
        // Any character may be part of a password; such a request is simply a (register or login) attempt.
        if (field === 'password') expect(response.statusCode, response.body).toBeLessThan(500);
        else expectError(response, '4xx');
      }
    }
  });

  it('unknown fields → 400 with the field named', async () => {
    const body = expectError(await send(route, { ...route.valid, isAdmin: true }), 400, 'validation_error');
    expect(body.errors).toEqual([{ field: 'isAdmin', message: 'Validation.invalid_format' }]);
    expectError(await send(route, { ...route.valid, __proto__: { x: 1 }, constructor: 'x' }), 400);
  });

  it('bodies that are not objects → 4xx', async () => {
    for (const body of [null, [], 'string', 42, true]) {
      expectError(await send(route, body), 400);
    }
    expectError(await send(route, '{"email":', true), 400, 'invalid_json');
    expectError(await send(route, '', true), 400);
    expectError(
      await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { ...(route.authed ? auth : {}), 'content-type': 'text/plain' },
        payload: 'email=a',
      }),
      '4xx',
    );
  });
});

describe('hostile strings never reach the database as SQL', () => {
  it('register with a hostile password works as a plain password', async () => {
    // No NUL in it: text with NUL bytes is refused as a whole (400) before it reaches any handler.
    const password = "' OR 1=1 --<script>";
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'hostile@example.com', password },
    });
    expect(response.statusCode).toBe(201);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'hostile@example.com', password: "' OR 1=1 --" },
    });
    expectError(wrong, 401, 'invalid_credentials');
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'hostile@example.com', password },
    });
    expect(right.statusCode).toBe(200);
  });

  it('login with a hostile e-mail is a validation error', async () => {
    for (const email of ["' OR 1=1 --", "admin@example.com' --", '<script>@x.y']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'whatever password' },
      });
      const body = expectError(response, 400, 'validation_error');
      expect(body.errors).toEqual([{ field: 'email', message: 'Validation.invalid_email' }]);
    }
  });
});
