import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { registerSecurityHeaders, TON_CONNECT_ORIGINS } from '../../src/http/security-headers.ts';
import { SANDBOX_PAGE_CSP } from '../../src/modules/cashier/sandbox-page.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';

let t: TestApp;
let secure: TestApp;

beforeAll(async () => {
  [t, secure] = await Promise.all([
    createTestApp({ RATE_LIMITS: 'off' }),
    createTestApp({ RATE_LIMITS: 'off', PUBLIC_URL: 'https://casino.example' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), secure?.close()]);
});

function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  it('gives a page our own scripts only, Telegram framing, nosniff and a referrer policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/tonconnect-manifest.json' });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual([
      "'self'",
      'https://web.telegram.org',
      'https://*.telegram.org',
    ]);
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://bridge.tonapi.io']));
    // Plain HTTP: upgrading every request would break local development.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // X-Frame-Options cannot allow Telegram; frame-ancestors decides.
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('locks API answers down: no source of any kind, never framed', async () => {
    const player = await signUp(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: player.auth });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('keeps the headers on error answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(response.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  it('lets Swagger UI style itself but still runs only our scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toMatch(/swagger/i);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('img-src')).toContain('data:');
  });

  it('sends HSTS and upgrades requests only when served over HTTPS', async () => {
    const response = await secure.app.inject({ method: 'GET', url: '/tonconnect-manifest.json' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      true,
    );
  });

  it("leaves a page's own stricter policy in place (the sandbox checkout sends one)", async () => {
    // Over a real socket: helmet writes its headers on the raw response, the route's come with writeHead.
    const app = Fastify();
    await registerSecurityHeaders(app, 'http://localhost');
    app.get('/sandbox/checkout/x', (_request, reply) =>
      reply.header('content-security-policy', SANDBOX_PAGE_CSP).type('text/html').send('<p>page</p>'),
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/sandbox/checkout/x`);
      expect(response.headers.get('content-security-policy')).toBe(SANDBOX_PAGE_CSP);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await app.close();
    }
  });
});

describe('TON Connect origins', () => {
  it("cover every bridge of the SDK's bundled wallets list", () => {
    const sdk = readFileSync(path.join(repoRoot, 'node_modules/@tonconnect/sdk/lib/esm/index.mjs'), 'utf8');
    const start = sdk.indexOf('const FALLBACK_WALLETS_LIST = [');
    expect(start).toBeGreaterThan(-1);
    const list = sdk.slice(start, sdk.indexOf('\n];', start));
    const bridges = [...list.matchAll(/\burl: '(https:\/\/[^']+)'/g)].map((m) => new URL(m[1] ?? '').origin);
    expect(bridges.length).toBeGreaterThan(5);
    expect(TON_CONNECT_ORIGINS).toEqual(expect.arrayContaining([...new Set(bridges)]));
    expect(TON_CONNECT_ORIGINS).toContain(
      new URL(/'(https:\/\/config\.ton\.org\/[^']+)'/.exec(sdk)?.[1] ?? '').origin,
    );
  });
});
