import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { expectEnvelope } from './helpers.ts';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  auth = (await signUp(t.app)).auth;
});
afterAll(async () => {
  await t?.close();
});

const LOGIN = '/api/v1/auth/login';
const JSON_TYPE = { 'content-type': 'application/json' };
const BODY_LIMIT = 64 * 1024;

const inject = (options: InjectOptions) => t.app.inject(options);
const postLogin = (payload: string, headers: Record<string, string> = JSON_TYPE) =>
  inject({ method: 'POST', url: LOGIN, headers, payload });

/** A JSON body of exactly `bytes` bytes (ASCII), shaped as a login attempt with a long password. */
function loginBodyOfSize(bytes: number): string {
  const shell = JSON.stringify({ email: 'size@example.com', password: '' });
  return JSON.stringify({ email: 'size@example.com', password: 'p'.repeat(bytes - shell.length) });
}

describe('error envelope', () => {
  it('carries detail, a fresh uuid key and the current ISO time on every error', async () => {
    const before = Date.now();
    const first = expectEnvelope(await inject({ method: 'GET', url: '/api/nope' }), 404, 'not_found');
    const second = expectEnvelope(await inject({ method: 'GET', url: '/api/nope' }), 404, 'not_found');
    expect(first.key).not.toBe(second.key);
    for (const body of [first, second]) {
      const time = Date.parse(body.time);
      expect(time).toBeGreaterThanOrEqual(before - 1000);
      expect(time).toBeLessThanOrEqual(Date.now() + 1000);
      expect(Object.keys(body).sort()).toEqual(['detail', 'key', 'time']);
    }
  });

  it('never leaks internals (stack, Fastify codes, messages)', async () => {
    const responses = [
      await inject({ method: 'GET', url: '/api/nope' }),
      await postLogin('{"email":'),
      await postLogin('x', { 'content-type': 'application/xml' }),
      await postLogin(loginBodyOfSize(BODY_LIMIT + 1)),
    ];
    for (const response of responses) {
      const body = expectEnvelope(response, '4xx');
      for (const leaked of ['stack', 'code', 'message', 'statusCode', 'error']) {
        expect(body, `${leaked} in ${response.body}`).not.toHaveProperty(leaked);
      }
      expect(response.body).not.toMatch(/FST_|at \w+ \(|node_modules/);
    }
  });
});

describe('unknown paths', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)(
    '%s of an unknown /api path → 404 not_found',
    async (method) => {
      for (const url of ['/api/nope', '/api/v1/nope', '/api/v1/wallet/nope/deeper', '/api/v2/languages']) {
        expectEnvelope(await inject({ method, url }), 404, 'not_found');
      }
    },
  );

  it('a known path with a method it does not serve → 404 not_found', async () => {
    expectEnvelope(await inject({ method: 'DELETE', url: '/api/v1/languages' }), 404, 'not_found');
    expectEnvelope(await inject({ method: 'POST', url: '/api/v1/wallet/balance' }), 404, 'not_found');
    expectEnvelope(await inject({ method: 'GET', url: LOGIN }), 404, 'not_found');
  });

  it('answers JSON even when the client asks for HTML', async () => {
    const response = await inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expectEnvelope(response, 404, 'not_found');
  });

  it('a 10 KB path segment → 404, never 500', async () => {
    const huge = 'a'.repeat(10 * 1024);
    for (const url of [`/api/v1/${huge}`, `/api/v1/wallet/${huge}`, `/api/v1/languages/${huge}`]) {
      expectEnvelope(await inject({ method: 'GET', url }), 404, 'not_found');
    }
  });
});

describe('request bodies', () => {
  it('malformed JSON → 400 invalid_json', async () => {
    for (const payload of [
      '{"email":',
      '{',
      "{'email':'a'}",
      '{"a":1,}',
      'undefined',
      '{"a":01}',
      '\u0000',
    ]) {
      expectEnvelope(await postLogin(payload), 400, 'invalid_json');
    }
  });

  it('prototype-poisoning JSON is refused with 400', async () => {
    const password = 'long enough password';
    for (const payload of [
      `{"__proto__":{"isAdmin":true},"email":"a@example.com","password":"${password}"}`,
      `{"constructor":{"prototype":{"isAdmin":true}},"email":"a@example.com","password":"${password}"}`,
    ]) {
      expectEnvelope(await postLogin(payload), 400);
    }
  });

  it('a body over 64 KiB → 413 payload_too_large on every JSON route', async () => {
    const payload = loginBodyOfSize(BODY_LIMIT + 1);
    expect(Buffer.byteLength(payload)).toBe(BODY_LIMIT + 1);
    expectEnvelope(await postLogin(payload), 413, 'payload_too_large');
    expectEnvelope(
      await inject({ method: 'POST', url: '/api/v1/auth/register', headers: JSON_TYPE, payload }),
      413,
      'payload_too_large',
    );
    expectEnvelope(
      await inject({ method: 'PATCH', url: '/api/v1/me', headers: { ...JSON_TYPE, ...auth }, payload }),
      413,
      'payload_too_large',
    );
    expectEnvelope(await postLogin(`{"a":"${'x'.repeat(1024 * 1024)}"}`), 413, 'payload_too_large');
  });

  it('a body of exactly 64 KiB is read (and then judged on its content)', async () => {
    const payload = loginBodyOfSize(BODY_LIMIT);
    expect(Buffer.byteLength(payload)).toBe(BODY_LIMIT);
    const response = await postLogin(payload);
    expect(response.statusCode).not.toBe(413);
    expectEnvelope(response, '4xx');
  });

  it('content types other than JSON → 415 unsupported_media_type', async () => {
    for (const type of [
      'application/xml',
      'text/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
      'application/vnd.api+json',
      'image/png',
      '/////',
    ]) {
      expectEnvelope(
        await postLogin('<login email="a@example.com"/>', { 'content-type': type }),
        415,
        'unsupported_media_type',
      );
    }
    expectEnvelope(
      await inject({ method: 'POST', url: LOGIN, payload: Buffer.from('{}') }),
      415,
      'unsupported_media_type',
    );
  });

  it('text/plain (which Fastify parses as a string) → 4xx envelope, never 500', async () => {
    const body = expectEnvelope(
      await postLogin('{"email":"a@example.com","password":"long enough password"}', {
        'content-type': 'text/plain',
      }),
      '4xx',
    );
    expect(['unsupported_media_type', 'validation_error']).toContain(body.detail);
  });

  it('an empty body → 400', async () => {
    expectEnvelope(await postLogin(''), 400, 'invalid_json');
    expectEnvelope(await postLogin('', { 'content-type': 'application/json; charset=utf-8' }), 400);
    expectEnvelope(await inject({ method: 'POST', url: LOGIN }), 400);
    expectEnvelope(
      await inject({ method: 'PATCH', url: '/api/v1/me', headers: { ...JSON_TYPE, ...auth } }),
      400,
    );
  });

  it('JSON that is not an object → 400 validation_error', async () => {
    for (const payload of ['null', '[]', '"text"', '42', 'true', '[{"email":"a@example.com"}]']) {
      const body = expectEnvelope(await postLogin(payload), 400, 'validation_error');
      expect(body.errors?.length).toBeGreaterThan(0);
    }
  });

  it('10,000 levels of nesting → 4xx, never 500', async () => {
    const depth = 10_000;
    const arrays = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const objects = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const inField = `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"password":"long enough password"}`;
    for (const payload of [arrays, objects, inField]) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(BODY_LIMIT);
      expectEnvelope(await postLogin(payload), '4xx');
    }
    // As deep as the body limit allows.
    const deepest = Math.floor(BODY_LIMIT / 2);
    expectEnvelope(await postLogin(`${'['.repeat(deepest)}${']'.repeat(deepest)}`), '4xx');
  });

  it('100,000 keys → 413; as many keys as fit under the limit → 400 validation_error', async () => {
    const many = JSON.stringify(Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 1])));
    expectEnvelope(await postLogin(many), 413, 'payload_too_large');

    const keys: Record<string, number> = {};
    // Each `"xyz":1,` entry is at most 8 bytes: 8,000 of them stay under the limit.
    for (let i = 0; i < 8_000; i++) keys[i.toString(36)] = 1;
    const fits = JSON.stringify(keys);
    expect(Buffer.byteLength(fits)).toBeLessThanOrEqual(BODY_LIMIT);
    const body = expectEnvelope(await postLogin(fits), 400, 'validation_error');
    expect(body.errors).toContainEqual({ field: 'email', message: 'Validation.required' });
    // The answer stays small however many keys the body had.
    expect(body.errors?.length).toBeLessThanOrEqual(50);
  });

  it('a Content-Length that does not match the body → 4xx, never 500', async () => {
    expectEnvelope(await postLogin('{}', { ...JSON_TYPE, 'content-length': '1000' }), '4xx');
  });
});

describe('query strings', () => {
  const HOSTILE = [
    'mode=1&mode=0',
    'mode[]=1',
    'mode[a]=1',
    '__proto__=1',
    '__proto__[mode]=1',
    'constructor[prototype][mode]=1',
    'mode=%00',
    'mode=%E0%A4%A',
    "mode=' OR 1=1 --",
    'mode=<script>alert(1)</script>',
    `mode=${'1'.repeat(10 * 1024)}`,
    `${'k'.repeat(10 * 1024)}=1`,
    'mode',
    'mode=',
    '&&&==&',
  ];

  it.each(HOSTILE)('GET /api/v1/languages?%s → 400 validation_error', async (query) => {
    const body = expectEnvelope(
      await inject({ method: 'GET', url: `/api/v1/languages?${query}` }),
      400,
      'validation_error',
    );
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it('hostile queries on an authenticated route are ignored or refused, never 500', async () => {
    for (const query of HOSTILE) {
      const response = await inject({ method: 'GET', url: `/api/v1/wallet/balance?${query}`, headers: auth });
      if (response.statusCode !== 200) expectEnvelope(response, '4xx');
    }
  });

  it('hostile queries on an unknown path → 404 not_found', async () => {
    for (const query of HOSTILE) {
      expectEnvelope(await inject({ method: 'GET', url: `/api/nope?${query}` }), 404, 'not_found');
    }
  });
});

describe('validation errors', () => {
  it('list each field with a SPEC §5 message key', async () => {
    const missing = expectEnvelope(await postLogin('{}'), 400, 'validation_error');
    expect(missing.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Validation.required' },
        { field: 'password', message: 'Validation.required' },
      ]),
    );

    const email = expectEnvelope(
      await postLogin(JSON.stringify({ email: 'not-an-email', password: 'long enough password' })),
      400,
      'validation_error',
    );
    expect(email.errors).toEqual([{ field: 'email', message: 'Validation.invalid_email' }]);

    const query = expectEnvelope(
      await inject({ method: 'GET', url: '/api/v1/languages?mode=abc' }),
      400,
      'validation_error',
    );
    expect(query.errors).toEqual([{ field: 'mode', message: 'Validation.invalid_format' }]);

    const nested = expectEnvelope(
      await inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers: auth,
        payload: { currency: { primary: 42 } },
      }),
      400,
      'validation_error',
    );
    expect(nested.errors?.map((e) => e.field)).toContain('currency.primary');
  });
});

describe('undecodable URLs', () => {
  it("answer 400 in the envelope, not the framework's own body", async () => {
    for (const url of ['/api/v1/%E0%A4%A', '/api/%zz', '/%E0%A4%A']) {
      expectEnvelope(await t.app.inject({ method: 'GET', url }), 400, 'validation_error');
    }
  });
});
