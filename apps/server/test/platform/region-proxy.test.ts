import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';
import { expectEnvelope } from './helpers.ts';

const US = '8.8.8.8';
const GB = '81.2.69.160';
const RU = '77.88.8.8';
const PROXY = '127.0.0.1';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ BLOCKED_COUNTRIES: 'us, gb', TRUST_PROXY: 'on', RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t?.close();
});

const viaProxy = (url: string, forwarded?: string, remoteAddress = PROXY) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress,
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  });

describe('TRUST_PROXY on', () => {
  it('judges the client by X-Forwarded-For', async () => {
    const body = expectEnvelope(await viaProxy('/api/v1/languages', US), 451, 'region_restricted');
    expect(body).toMatchObject({ country: 'US', ip: US });
    const gb = expectEnvelope(await viaProxy('/api/v1/languages', GB), 451, 'region_restricted');
    expect(gb).toMatchObject({ country: 'GB', ip: GB });
  });

  it('believes only the hop our proxy appended, never entries the client wrote', async () => {
    // The proxy appends the address it saw: the rightmost entry. Anything left of it came from the client.
    const body = expectEnvelope(
      await viaProxy('/api/v1/languages', `${RU}, ${US}`),
      451,
      'region_restricted',
    );
    expect(body.ip).toBe(US);
    for (const spoofed of [`${US}, ${RU}`, `${US}, 10.0.0.1`]) {
      const response = await viaProxy('/api/v1/languages', spoofed);
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('serves an allowed client behind the proxy', async () => {
    for (const forwarded of [RU, '10.0.0.1']) {
      const response = await viaProxy('/api/v1/languages', forwarded);
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('falls back to the socket address without the header', async () => {
    expect((await viaProxy('/api/v1/languages')).statusCode).toBe(200);
    expectEnvelope(await viaProxy('/api/v1/languages', undefined, US), 451, 'region_restricted');
  });

  it('keeps health open', async () => {
    const response = await viaProxy('/api/health', US);
    expect(response.statusCode, response.body).toBe(200);
  });
});
