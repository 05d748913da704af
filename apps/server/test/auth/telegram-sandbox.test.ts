import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_BOT_ID } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../app.ts';

let on: TestApp;
let off: TestApp;

beforeAll(async () => {
  [on, off] = await Promise.all([
    createTestApp({ TELEGRAM_SANDBOX: '1', TELEGRAM_SANDBOX_BOT_SECRET: 'sandbox-bot-secret' }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([on.close(), off.close()]);
});

/** The mini-app URL the stand-in client frames, and the init data in its hash. */
async function launch(query: string) {
  const page = await on.app.inject({ method: 'GET', url: `/sandbox/telegram${query}` });
  expect(page.statusCode, page.body).toBe(200);
  const src = /<iframe[^>]* src="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
  if (!src) throw new Error('no iframe');
  const url = new URL(src, 'http://casino.test');
  const hash = new URLSearchParams(url.hash.slice(1));
  return { page, url, botId: url.searchParams.get('botId'), initData: hash.get('tgWebAppData') ?? '' };
}

const signIn = (botId: string | null, payload: string) =>
  on.app.inject({ method: 'POST', url: '/api/v1/auth/telegram', payload: { botId, payload } });

describe('the stand-in Telegram client (/sandbox/telegram)', () => {
  it('frames the mini-app with init data the sandbox bot signed, which signs the player in', async () => {
    const { page, url, botId, initData } = await launch('?user=424242&name=Alice&lang=ru&start=WELCOME');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(url.pathname).toBe('/ru');
    expect(botId).toBe(SANDBOX_BOT_ID);
    expect(new URLSearchParams(initData).get('start_param')).toBe('WELCOME');

    const answer = await signIn(botId, initData);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().user).toMatchObject({ firstName: 'Alice', language: 'ru' });
    const { rows } = await on.db.database.pool.query('SELECT promo FROM users WHERE telegram_id = 424242');
    expect(rows).toEqual([{ promo: null }]);
  });

  it('forged data and a bot the casino does not know are refused', async () => {
    const forged = await launch('?forge=1');
    const refused = await signIn(forged.botId, forged.initData);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('invalid_init_data');

    const foreign = await launch('?bot=123456');
    expect(foreign.botId).toBe('123456');
    const unknown = await signIn(foreign.botId, foreign.initData);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('invalid_bot');
  });

  it('checks its query and serves its client script', async () => {
    for (const bad of ['?user=abc', '?path=//evil.example', '?lang=english', '?start=<script>']) {
      const answer = await on.app.inject({ method: 'GET', url: `/sandbox/telegram${bad}` });
      expect(answer.statusCode, bad).toBe(400);
    }
    const script = await on.app.inject({ method: 'GET', url: '/sandbox/telegram/client.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('back_button_pressed');
  });

  it('does not exist under DATABASE_URL unless TELEGRAM_SANDBOX is set, and its bot is not configured', async () => {
    const page = await off.app.inject({ method: 'GET', url: '/sandbox/telegram' });
    expect(page.statusCode).toBe(404);
    const answer = await off.app.inject({
      method: 'POST',
      url: '/api/v1/auth/telegram',
      payload: { botId: SANDBOX_BOT_ID, payload: 'auth_date=1&hash=00' },
    });
    expect(answer.json().detail).toBe('invalid_bot');
  });
});
