import geoip from 'geoip-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import { isBlockedHandshake } from '../../src/http/region-guard.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { expectEnvelope } from './helpers.ts';

const US = '8.8.8.8';
const GB = '81.2.69.160';
const RU = '77.88.8.8';
const LOCAL = '127.0.0.1';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ BLOCKED_COUNTRIES: 'US,GB', TRUST_PROXY: 'off', RATE_LIMITS: 'off' });
  auth = (await signUp(t.app)).auth;
});
afterAll(async () => {
  await t?.close();
});

it('uses addresses geoip-lite places where the assertions expect', () => {
  expect(geoip.lookup(US)?.country).toBe('US');
  expect(geoip.lookup(GB)?.country).toBe('GB');
  expect(geoip.lookup(RU)?.country).toBe('RU');
  expect(geoip.lookup(LOCAL)).toBeNull();
});

const LOGIN = { email: 'someone@example.com', password: 'long enough password' };

const API_CALLS = [
  { method: 'GET', url: '/api/v1/languages' },
  { method: 'GET', url: '/api/v1/languages?mode=1' },
  { method: 'POST', url: '/api/v1/auth/login', payload: LOGIN },
  { method: 'POST', url: '/api/v1/auth/register', payload: LOGIN },
  { method: 'POST', url: '/api/v1/auth/telegram', payload: { botId: '1', payload: 'auth_date=1&hash=00' } },
  { method: 'GET', url: '/api/v1/me', authed: true },
  { method: 'PATCH', url: '/api/v1/me', authed: true, payload: { language: 'ru' } },
  { method: 'GET', url: '/api/v1/wallet/balance', authed: true },
  { method: 'GET', url: '/api/v1/wallet/balance' },
  { method: 'POST', url: '/api/v1/auth/logout', authed: true },
  { method: 'GET', url: '/api/unknown' },
  { method: 'GET', url: '/api/docs/json' },
  { method: 'GET', url: '/api/v1/languages?mode=abc' },
] as const;

function call(c: (typeof API_CALLS)[number], remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: c.method,
    url: c.url,
    remoteAddress,
    headers: { ...('authed' in c && c.authed ? auth : {}), ...headers },
    ...('payload' in c ? { payload: c.payload } : {}),
  });
}

describe('a blocked country', () => {
  it.each(API_CALLS)('$method $url → 451 region_restricted with country and ip', async (c) => {
    const body = expectEnvelope(await call(c, US), 451, 'region_restricted');
    expect(body.country).toBe('US');
    expect(body.ip).toBe(US);
  });

  it('every blocked country is refused, each with its own code', async () => {
    const body = expectEnvelope(
      await t.app.inject({ method: 'GET', url: '/api/v1/languages', remoteAddress: GB }),
      451,
      'region_restricted',
    );
    expect(body).toMatchObject({ country: 'GB', ip: GB });
  });

  it('an IPv4-mapped IPv6 address is judged by its IPv4 country', async () => {
    const body = expectEnvelope(
      await t.app.inject({ method: 'GET', url: '/api/v1/languages', remoteAddress: `::ffff:${US}` }),
      451,
      'region_restricted',
    );
    expect(body.country).toBe('US');
  });

  it('health stays open for load balancers', async () => {
    for (const url of ['/api/health', '/api/health?probe=1']) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: US });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('paths that only start like health are still refused', async () => {
    for (const url of ['/api/healthz', '/api/health/', '/api/health/../v1/languages', '/api/health;x']) {
      expectEnvelope(await t.app.inject({ method: 'GET', url, remoteAddress: US }), 451, 'region_restricted');
    }
  });

  it('other spellings of an API path are refused or unknown, never served', async () => {
    for (const url of [
      '/api//v1/languages',
      '/./api/v1/languages',
      '/api/v1/%6Canguages',
      '/API/v1/languages',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: US });
      expect([404, 451], `${url}: ${response.body}`).toContain(response.statusCode);
      expectEnvelope(response, response.statusCode);
    }
  });

  it('a refused registration creates no account', async () => {
    const email = 'blocked-register@example.com';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: US,
      payload: { email, password: 'long enough password' },
    });
    expectEnvelope(response, 451, 'region_restricted');
    const { rows } = await t.db.database.pool.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toEqual([]);
  });

  it('a client cannot unblock itself with X-Forwarded-For while TRUST_PROXY is off', async () => {
    for (const forwarded of [LOCAL, RU, `${RU}, ${LOCAL}`]) {
      const body = expectEnvelope(
        await call(API_CALLS[0], US, { 'x-forwarded-for': forwarded, 'x-real-ip': RU }),
        451,
        'region_restricted',
      );
      expect(body.ip).toBe(US);
    }
  });

  it('does not touch non-API paths', async () => {
    // No web build in this app: a page path answers the plain 404, not 451.
    expectEnvelope(
      await t.app.inject({ method: 'GET', url: '/en/casino', remoteAddress: US }),
      404,
      'not_found',
    );
  });
});

describe('an allowed address', () => {
  it.each([LOCAL, RU, '10.1.2.3', '::1'])('%s is served', async (ip) => {
    const languages = await t.app.inject({ method: 'GET', url: '/api/v1/languages', remoteAddress: ip });
    expect(languages.statusCode, languages.body).toBe(200);
    const balance = await call(API_CALLS[7], ip);
    expect(balance.statusCode, balance.body).toBe(200);
  });

  it('ignores X-Forwarded-For from a blocked country while TRUST_PROXY is off', async () => {
    for (const forwarded of [US, `${US}, ${GB}`, GB]) {
      const response = await call(API_CALLS[0], LOCAL, { 'x-forwarded-for': forwarded });
      expect(response.statusCode, response.body).toBe(200);
    }
    const login = await call(API_CALLS[2], LOCAL, { 'x-forwarded-for': US });
    expectEnvelope(login, 401, 'invalid_credentials');
  });
});

describe('percent-encoded paths', () => {
  it('cannot walk past the guard by encoding /api', async () => {
    for (const url of ['/%61pi/v1/languages', '/%61%70%69/v1/wallet/balance', '/api%2Fv1/languages']) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: US });
      expect(response.statusCode, `${url}: ${response.body}`).not.toBe(200);
      expect([451, 404]).toContain(response.statusCode);
    }
    const registered = await t.app.inject({
      method: 'POST',
      url: '/%61pi/v1/auth/register',
      remoteAddress: US,
      payload: { email: 'encoded@example.com', password: 'correct horse battery' },
    });
    expectEnvelope(registered, 451, 'region_restricted');
    const { rowCount } = await t.db.database.pool.query(
      `SELECT 1 FROM users WHERE email = 'encoded@example.com'`,
    );
    expect(rowCount).toBe(0);
  });
});

describe('socket handshakes', () => {
  const config = (trustProxy: boolean | number, blocked = ['US', 'GB']) =>
    ({ blockedCountries: new Set(blocked), trustProxy: Number(trustProxy) }) as unknown as Config;

  it('follow the same rule: the socket address unless TRUST_PROXY is on', () => {
    expect(isBlockedHandshake(config(false), { address: US, headers: {} })).toBe(true);
    expect(isBlockedHandshake(config(false), { address: `::ffff:${GB}`, headers: {} })).toBe(true);
    expect(isBlockedHandshake(config(false), { address: LOCAL, headers: {} })).toBe(false);
    expect(isBlockedHandshake(config(false), { address: LOCAL, headers: { 'x-forwarded-for': US } })).toBe(
      false,
    );
    expect(isBlockedHandshake(config(false), { address: US, headers: { 'x-forwarded-for': LOCAL } })).toBe(
      true,
    );

    expect(isBlockedHandshake(config(true), { address: LOCAL, headers: { 'x-forwarded-for': US } })).toBe(
      true,
    );
    // One trusted hop: the rightmost entry is the client; entries left of it are the client's own words.
    expect(
      isBlockedHandshake(config(true), { address: LOCAL, headers: { 'x-forwarded-for': `${US}, 10.0.0.1` } }),
    ).toBe(false);
    expect(
      isBlockedHandshake(config(true), { address: LOCAL, headers: { 'x-forwarded-for': `${RU}, ${US}` } }),
    ).toBe(true);
    // Two trusted hops reach one entry further left.
    expect(
      isBlockedHandshake(config(2), { address: LOCAL, headers: { 'x-forwarded-for': `${US}, 10.0.0.1` } }),
    ).toBe(true);
    expect(isBlockedHandshake(config(true), { address: LOCAL, headers: { 'x-forwarded-for': RU } })).toBe(
      false,
    );
    expect(isBlockedHandshake(config(true), { address: US, headers: {} })).toBe(true);
  });

  it('block nothing when no country is blocked', () => {
    expect(isBlockedHandshake(config(true, []), { address: US, headers: { 'x-forwarded-for': US } })).toBe(
      false,
    );
  });
});
