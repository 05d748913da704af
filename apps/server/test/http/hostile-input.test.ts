import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDatabaseError } from '../../src/http/database-errors.ts';
import { hostileUrlField, hostileValuePath } from '../../src/http/hostile-input.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { expectEnvelope } from '../platform/helpers.ts';

let t: TestApp;
let player: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  player = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

const json = { 'content-type': 'application/json' };

describe('hostile text answers 400 validation_error, never 500', () => {
  it.each([
    ['a NUL escape in a JSON string', '{"email":"a\\u0000@example.com","password":"correct horse battery"}'],
    ['a lone surrogate escape', '{"email":"a\\ud800@example.com","password":"correct horse battery"}'],
    ['a NUL in an object key', '{"email":"a@example.com","password":"x","\\u0000":1}'],
  ])('in the body: %s', async (_name, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: json,
      payload,
    });
    expectEnvelope(response, 400, 'validation_error');
  });

  it('in the body: raw bytes that are not UTF-8', async () => {
    const payload = Buffer.concat([
      Buffer.from('{"email":"a'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from('@example.com","password":"correct horse battery"}'),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: json,
      payload,
    });
    const body = expectEnvelope(response, 400, 'validation_error');
    expect(body.errors).toEqual([{ field: 'email', message: 'Validation.invalid_format' }]);
  });

  it('in a nested body field of a signed-in call', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { ...player.auth, ...json },
      payload: '{"firstName":"Zo\\u0000e"}',
    });
    const body = expectEnvelope(response, 400, 'validation_error');
    expect(body.errors).toEqual([{ field: 'firstName', message: 'Validation.invalid_format' }]);
  });

  it.each([
    ['a percent-encoded NUL in the path', '/api/v2/games/%00'],
    ['invalid UTF-8 in the path', '/api/v2/games/%FF%FE'],
    ['an encoded lone surrogate in the path', '/api/v2/games/%ED%A0%80'],
    ['a percent-encoded NUL in the query', '/api/v1/languages?q=%00'],
    ['invalid UTF-8 in the query', '/api/v1/languages?q=%C3%28'],
    ['a broken escape in the query', '/api/v1/languages?q=%E0%A4%A'],
    ['a NUL in a query key', '/api/v1/languages?%00=1'],
  ])('in the URL: %s', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: player.auth });
    expectEnvelope(response, 400, 'validation_error');
  });

  it('names the path param that carries it', async () => {
    const body = expectEnvelope(
      await t.app.inject({ method: 'GET', url: '/api/v1/policies/a%00b' }),
      400,
      'validation_error',
    );
    expect(body.errors).toEqual([{ field: 'slug', message: 'Validation.invalid_format' }]);
  });

  it('but an unknown path stays a 404, whatever its query', async () => {
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/nope?q=%00' }), 404, 'not_found');
  });

  it('in a header that reaches us', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { ...player.auth, 'accept-language': 'en\uD800' },
    });
    expectEnvelope(response, 400, 'validation_error');
  });

  it('leaves ordinary text alone, emoji and other scripts included', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { ...player.auth, ...json },
      payload: { firstName: 'Zoë' },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const languages = await t.app.inject({
      method: 'GET',
      url: '/api/v1/support/articles?search=%F0%9F%8E%B2+d%C3%A9p%C3%B4t',
    });
    expect(languages.statusCode).toBe(200);
  });
});

describe('the walkers', () => {
  it('name the first hostile spot', () => {
    expect(hostileValuePath({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(hostileValuePath({ a: 'fine', n: 1, z: null })).toBeNull();
    expect(hostileValuePath(Buffer.from([0, 0xff]))).toBeNull();
    expect(hostileValuePath('\uDC00')).toBe('');
    expect(hostileValuePath('😀')).toBeNull();
    expect(hostileUrlField('/api/v1/x?a=%FF')).toBe('a');
    expect(hostileUrlField('/api/v1/x/%C3%28')).toBe('url');
    expect(hostileUrlField('/api/v1/x?a=%00')).toBeNull(); // decodes: judged in the parsed query
    expect(hostileUrlField('/api/v1/x?a=1&b=%E2%82%AC')).toBeNull();
  });

  it('refuse a body nested deeper than they walk', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100; i++) deep = { d: deep };
    expect(hostileValuePath(deep)).not.toBeNull();
  });
});

describe('database errors as a backstop', () => {
  it.each(['22021', '22P05', '22P02', '22003'])('SQLSTATE %s from input is a 400', (code) => {
    expect(fromDatabaseError({ code })?.status).toBe(400);
    // Drizzle wraps the driver's error; the cause is what counts.
    expect(fromDatabaseError(new Error('Failed query', { cause: { code } }))?.status).toBe(400);
  });

  it.each(['57014', '55P03'])('a timeout (SQLSTATE %s) is a 503 with Retry-After', (code) => {
    const error = fromDatabaseError({ code });
    expect(error?.status).toBe(503);
    expect(error?.detail).toBe('service_unavailable');
    expect(error?.extra.retry_after).toBeGreaterThan(0);
  });

  it('a real fault stays a fault', () => {
    expect(fromDatabaseError({ code: '42P01' })).toBeNull();
    expect(fromDatabaseError(new Error('boom'))).toBeNull();
  });
});
