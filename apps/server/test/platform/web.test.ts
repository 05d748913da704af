import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';
import { expectEnvelope } from './helpers.ts';

const INDEX = '<!doctype html><html><head><title>Casino test build</title></head><body></body></html>';
const SCRIPT = 'console.log("casino test build");';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'casino-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'assets', 'app.js'), SCRIPT);
  // As the build's precompress step writes them beside each file.
  await writeFile(path.join(webDist, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(webDist, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ WEB_DIST: webDist, RATE_LIMITS: 'off', PUBLIC_URL: 'https://casino.example/' });
});
afterAll(async () => {
  await t?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

function expectIndex(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toBe(INDEX);
}

describe('web build', () => {
  it('serves the TON Connect manifest for PUBLIC_URL', async () => {
    const response = await get('/tonconnect-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      url: 'https://casino.example',
      name: 'Casino',
      iconUrl: 'https://casino.example/tonconnect-icon.png',
      termsOfUseUrl: 'https://casino.example/en/policies/terms',
      privacyPolicyUrl: 'https://casino.example/en/policies/privacy',
    });
  });

  it('answers HEAD for a page like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/en/casino' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('answers a missing file with 404, not the app shell', async () => {
    for (const url of ['/assets/missing.js', '/favicon.ico', '/en/robots.txt']) {
      expectEnvelope(await get(url), 404, 'not_found');
    }
  });

  it.each(['/en/casino', '/', '/ru', '/uk/casino/games/slot-1', '/en/casino?ref=abc', '/index.html'])(
    'GET %s answers index.html',
    async (url) => {
      expectIndex(await get(url));
    },
  );

  it('serves the built files themselves', async () => {
    const response = await get('/assets/app.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the precompressed copy the client accepts, and the plain file to one that accepts none', async () => {
    const asset = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': encoding } });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year as immutable, and revalidates the page on every visit', async () => {
    expect((await get('/assets/app.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/index.html', '/en', '/ru/games/dice'])
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
  });

  it('compresses API answers over 1 KB for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('never serves files outside the build folder', async () => {
    for (const url of [
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc/passwd',
    ]) {
      const response = await get(url);
      expect(response.body, url).not.toMatch(/root:/);
      if (response.statusCode === 200) expect(response.body).toBe(INDEX);
      else expectEnvelope(response, '4xx');
    }
  });

  it('unknown API paths keep the 404 envelope', async () => {
    for (const url of ['/api/unknown', '/api/v1/unknown', '/api/v1/wallet/nope?x=1']) {
      expectEnvelope(await get(url), 404, 'not_found');
    }
    expectEnvelope(await get('/socket.io/unknown'), 404, 'not_found');
  });

  it('a non-GET page request → 404 envelope', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expectEnvelope(await t.app.inject({ method, url: '/en/casino' }), 404, 'not_found');
    }
  });

  it('API routes still answer as before', async () => {
    const languages = await get('/api/v1/languages?mode=1');
    expect(languages.statusCode).toBe(200);
    expect(languages.headers['content-type']).toMatch(/^application\/json/);
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
    expectEnvelope(await get('/api/v1/wallet/balance'), 401, 'unauthorized');
    const docs = await get('/api/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(docs.json().openapi).toMatch(/^3\./);
  });
});
