import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, generateVapidKeys, parsePushConfig } from '../../src/config.ts';
import { endpointAllowed } from '../../src/modules/push/index.ts';
import { createTestApp, type TestApp } from '../app.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'casino-push-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('the embedded default generates a pair once into the data folder and keeps it', async () => {
    const first = parsePushConfig({}, dataDir, true);
    expect(first.vapid?.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(first.vapid?.privateKey).toMatch(/^[\w-]{43}$/);
    const again = parsePushConfig({}, dataDir, true);
    expect(again.vapid).toEqual(first.vapid);
    const kept = JSON.parse(await readFile(path.join(dataDir, 'vapid_keys.secret'), 'utf8')) as unknown;
    expect(kept).toEqual({ publicKey: first.vapid?.publicKey, privateKey: first.vapid?.privateKey });
  });

  it('WEB_PUSH=off turns it off whatever the keys', () => {
    expect(parsePushConfig({ WEB_PUSH: 'off' }, dataDir, true).vapid).toBeNull();
    const keys = generateVapidKeys();
    const env = { WEB_PUSH: 'off', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    expect(parsePushConfig(env, dataDir, false).vapid).toBeNull();
  });

  it('under DATABASE_URL without keys push is off, not an error', () => {
    expect(parsePushConfig({}, dataDir, false).vapid).toBeNull();
  });

  it('keys from the environment win; half a pair or a malformed key stops the start', () => {
    const keys = generateVapidKeys();
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    expect(parsePushConfig(env, dataDir, false).vapid).toEqual({ ...keys, subject: 'mailto:push@localhost' });
    expect(
      parsePushConfig({ ...env, PUBLIC_URL: 'https://casino.example' }, dataDir, false).vapid?.subject,
    ).toBe('https://casino.example');
    expect(() => parsePushConfig({ VAPID_PUBLIC_KEY: keys.publicKey }, dataDir, false)).toThrow(/together/);
    expect(() => parsePushConfig({ ...env, VAPID_PRIVATE_KEY: 'short' }, dataDir, false)).toThrow(
      /base64url/,
    );
    expect(() => parsePushConfig({ ...env, VAPID_SUBJECT: 'http://casino.example' }, dataDir, false)).toThrow(
      /VAPID_SUBJECT/,
    );
  });
});

describe('endpointAllowed', () => {
  const production = { serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS, allowInsecureEndpoints: false };
  it('takes the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGm4',
    ])
      expect(endpointAllowed(endpoint, production), endpoint).toBe(true);
  });
  it('refuses anything a player could aim the server at instead', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://evil.example/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://notify.windows.com.evil.example/x',
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://localhost/push',
      'https://user:pass@fcm.googleapis.com/x',
      'not a url',
    ])
      expect(endpointAllowed(endpoint, production), endpoint).toBe(false);
  });
  it('`*` takes any public name, never an address or a local name', () => {
    const any = { serviceHosts: ['*'], allowInsecureEndpoints: false };
    expect(endpointAllowed('https://push.example.org/x', any)).toBe(true);
    expect(endpointAllowed('https://10.0.0.1/x', any)).toBe(false);
    expect(endpointAllowed('https://metadata.internal/x', any)).toBe(false);
    expect(endpointAllowed('https://intranet/x', any)).toBe(false);
  });
});

describe('the service worker file', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'casino-sw-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>t</title>');
    await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("push", () => {});');
    t = await createTestApp({ WEB_DIST: webDist, RATE_LIMITS: 'off' });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('is served from the site root as JavaScript, revalidated on every visit, under a CSP that lets it run', async () => {
    const response = await t.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    // A browser checks for a new worker on navigation; a long cache would keep an old one for its lifetime.
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/worker-src/);
  });
});
