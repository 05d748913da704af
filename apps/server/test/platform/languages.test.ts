import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';
import { expectEnvelope } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

const LANGUAGES = [
  { code: 'en', title: 'English', icon: expect.any(String) },
  { code: 'ru', title: 'Русский', icon: expect.any(String) },
  { code: 'uk', title: 'Українська', icon: expect.any(String) },
];

describe('GET /api/v1/languages', () => {
  it('mode=1 lists the site locales as {code, title, icon}', async () => {
    const response = await get('/api/v1/languages?mode=1');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Array<Record<string, unknown>>;
    expect(body).toEqual(LANGUAGES);
    for (const language of body) {
      expect(Object.keys(language).sort()).toEqual(['code', 'icon', 'title']);
      expect(language.icon).not.toBe('');
    }
  });

  it('without mode (or mode=0) lists every language too', async () => {
    for (const url of ['/api/v1/languages', '/api/v1/languages?mode=0']) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(LANGUAGES);
    }
  });

  it('mode=1 leaves out a disabled language; without mode it is still listed', async () => {
    await t.db.database.pool.query(`UPDATE languages SET enabled = false WHERE code = 'uk'`);
    try {
      const enabled = (await get('/api/v1/languages?mode=1')).json() as Array<{ code: string }>;
      expect(enabled.map((l) => l.code)).toEqual(['en', 'ru']);
      const all = (await get('/api/v1/languages')).json() as Array<{ code: string }>;
      expect(all.map((l) => l.code)).toEqual(['en', 'ru', 'uk']);
    } finally {
      await t.db.database.pool.query(`UPDATE languages SET enabled = true WHERE code = 'uk'`);
    }
  });

  it('needs no session and ignores a bad one', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/languages?mode=1',
      headers: { authorization: 'Bearer garbage' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each(['mode=abc', 'mode=2', 'mode=true', 'mode=-1', 'mode=1.0', 'mode= 1'])(
    '%s → 400 validation_error on mode',
    async (query) => {
      const body = expectEnvelope(await get(`/api/v1/languages?${query}`), 400, 'validation_error');
      expect(body.errors).toEqual([{ field: 'mode', message: 'Validation.invalid_format' }]);
    },
  );

  it('an unknown query key → 400 validation_error naming it', async () => {
    const body = expectEnvelope(await get('/api/v1/languages?lang=en'), 400, 'validation_error');
    expect(body.errors).toEqual([{ field: 'lang', message: 'Validation.invalid_format' }]);
    const both = expectEnvelope(await get('/api/v1/languages?mode=1&offset=0'), 400, 'validation_error');
    expect(both.errors).toEqual([{ field: 'offset', message: 'Validation.invalid_format' }]);
  });
});

describe('GET /api/health', () => {
  it('answers 200 {status: "ok"} while the database answers', async () => {
    for (const url of ['/api/health', '/api/health?probe=1']) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('only GET (and HEAD) are served', async () => {
    expectEnvelope(await t.app.inject({ method: 'POST', url: '/api/health' }), 404, 'not_found');
    expect((await t.app.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
  });
});
