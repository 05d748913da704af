import { createHmac } from 'node:crypto';
import { sign } from '@telegram-apps/init-data-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';
import { bearer, expectError } from './helpers.ts';

const BOT_A = { id: '7001', token: '7001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw' };
const BOT_B = { id: '7002', token: '7002:AAGzzzzvCH1vGWJxfSeofSAs0K5PALDsbb' };
const MAX_AGE = 86_400;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    TELEGRAM_BOTS: `${BOT_A.id}:${BOT_A.token},${BOT_B.id}:${BOT_B.token}`,
    TELEGRAM_INIT_DATA_MAX_AGE: String(MAX_AGE),
  });
});
afterAll(async () => {
  await t.close();
});

let telegramIds = 500_000_000;
interface TgUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}
const newUser = (extra: Partial<TgUser> = {}): TgUser => ({
  id: ++telegramIds,
  first_name: 'Иван',
  last_name: 'Petrov',
  username: `ivan${telegramIds}`,
  language_code: 'ru',
  ...extra,
});

/** Init data as Telegram would send it, signed with the library the mini-app ecosystem uses. */
function initData(user: TgUser | undefined, options: { botToken?: string; authDate?: Date } = {}): string {
  const data = { query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', ...(user ? { user } : {}) };
  return sign(data as never, options.botToken ?? BOT_A.token, options.authDate ?? t.clock.now);
}

/** Signs exactly as Telegram's documentation spells it, without the library. */
function signManually(fields: Record<string, string>, botToken: string): string {
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

function telegram(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/telegram', payload: payload as object });
}

async function usersWithTelegramId(id: number): Promise<number> {
  const { rows } = await t.db.database.pool.query(
    'SELECT count(*)::int AS n FROM users WHERE telegram_id = $1',
    [id],
  );
  return rows[0].n;
}

describe('POST /auth/telegram', () => {
  it('signs in with valid init data, creating the player from the Telegram user once', async () => {
    const user = newUser();
    const first = await telegram({ botId: BOT_A.id, payload: initData(user), promo: 'WELCOME_100' });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ language: 'ru', firstName: 'Иван', lastName: 'Petrov', email: null });
    const { rows } = await t.db.database.pool.query(
      'SELECT telegram_username, promo, password_hash FROM users WHERE telegram_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ telegram_username: user.username, promo: 'WELCOME_100', password_hash: null }]);

    t.clock.advance(60_000);
    const again = await telegram({ botId: BOT_A.id, payload: initData(user) });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.globalId).toBe(body.user.globalId);
    expect(again.json().token).not.toBe(body.token);
    expect(await usersWithTelegramId(user.id)).toBe(1);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().globalId).toBe(body.user.globalId);
  });

  it('is the same player through another configured bot', async () => {
    const user = newUser();
    const viaA = (await telegram({ botId: BOT_A.id, payload: initData(user) })).json();
    const viaB = await telegram({ botId: BOT_B.id, payload: initData(user, { botToken: BOT_B.token }) });
    expect(viaB.statusCode).toBe(200);
    expect(viaB.json().user.globalId).toBe(viaA.user.globalId);
  });

  it('accepts init data signed by the documented algorithm, with a numeric botId', async () => {
    const user = newUser({ language_code: 'de' });
    const payload = signManually(
      {
        query_id: 'AAH',
        user: JSON.stringify(user),
        auth_date: String(Math.floor(t.clock.now.getTime() / 1000)),
        signature: 'c2lnbmF0dXJl',
      },
      BOT_A.token,
    );
    const response = await telegram({ botId: Number(BOT_A.id), payload });
    expect(response.statusCode, response.body).toBe(200);
    // Unsupported Telegram languages fall back to English.
    expect(response.json().user.language).toBe('en');
  });

  it('refuses a tampered field', async () => {
    const user = newUser();
    const params = new URLSearchParams(initData(user));
    params.set('user', JSON.stringify({ ...user, id: user.id + 1 }));
    expectError(await telegram({ botId: BOT_A.id, payload: params.toString() }), 401, 'invalid_init_data');

    const dated = new URLSearchParams(initData(user));
    dated.set('auth_date', String(Number(dated.get('auth_date')) + 1));
    expectError(await telegram({ botId: BOT_A.id, payload: dated.toString() }), 401, 'invalid_init_data');

    const added = new URLSearchParams(initData(user));
    added.append('start_param', 'ref42');
    expectError(await telegram({ botId: BOT_A.id, payload: added.toString() }), 401, 'invalid_init_data');

    const removed = new URLSearchParams(initData(user));
    removed.delete('query_id');
    expectError(await telegram({ botId: BOT_A.id, payload: removed.toString() }), 401, 'invalid_init_data');
    expect(await usersWithTelegramId(user.id + 1)).toBe(0);
  });

  it('refuses a wrong, missing or malformed hash', async () => {
    const params = new URLSearchParams(initData(newUser()));
    const hash = params.get('hash') ?? '';
    const variants = [
      'f'.repeat(64),
      hash.slice(0, 62),
      `${hash}00`,
      hash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      'not-hex-at-all-'.repeat(4).slice(0, 64),
      '',
    ];
    for (const value of variants) {
      params.set('hash', value);
      expectError(await telegram({ botId: BOT_A.id, payload: params.toString() }), 401, 'invalid_init_data');
    }
    params.delete('hash');
    expectError(await telegram({ botId: BOT_A.id, payload: params.toString() }), 401, 'invalid_init_data');
    // A repeated key makes the check string ambiguous.
    const doubled = new URLSearchParams(initData(newUser()));
    doubled.append('hash', doubled.get('hash') ?? '');
    expectError(await telegram({ botId: BOT_A.id, payload: doubled.toString() }), 401, 'invalid_init_data');
  });

  it("refuses data signed with another bot's token", async () => {
    const payload = initData(newUser(), { botToken: BOT_B.token });
    expectError(await telegram({ botId: BOT_A.id, payload }), 401, 'invalid_init_data');
    const stranger = initData(newUser(), { botToken: '9999:AAHsomeoneElseEntirely000000000000' });
    expectError(await telegram({ botId: BOT_A.id, payload: stranger }), 401, 'invalid_init_data');
  });

  it('refuses init data older than TELEGRAM_INIT_DATA_MAX_AGE or from the future, by the injected clock', async () => {
    const user = newUser();
    const now = t.clock.now.getTime();
    const old = initData(user, { authDate: new Date(now - (MAX_AGE + 1) * 1000) });
    expectError(await telegram({ botId: BOT_A.id, payload: old }), 401, 'invalid_init_data');
    const future = initData(user, { authDate: new Date(now + 120_000) });
    expectError(await telegram({ botId: BOT_A.id, payload: future }), 401, 'invalid_init_data');
    const slightlyAhead = initData(user, { authDate: new Date(now + 30_000) });
    expect((await telegram({ botId: BOT_A.id, payload: slightlyAhead })).statusCode).toBe(200);

    const fresh = initData(user);
    t.clock.advance((MAX_AGE - 10) * 1000);
    expect((await telegram({ botId: BOT_A.id, payload: fresh })).statusCode).toBe(200);
    t.clock.advance(11_000);
    expectError(await telegram({ botId: BOT_A.id, payload: fresh }), 401, 'invalid_init_data');
  });

  it('refuses signed data without a usable user or auth_date', async () => {
    const noUser = initData(undefined);
    expectError(await telegram({ botId: BOT_A.id, payload: noUser }), 401, 'invalid_init_data');
    const authDate = String(Math.floor(t.clock.now.getTime() / 1000));
    const cases: Array<Record<string, string>> = [
      { user: 'not json', auth_date: authDate },
      { user: JSON.stringify({ id: 'abc', first_name: 'x' }), auth_date: authDate },
      { user: JSON.stringify({ id: -5 }), auth_date: authDate },
      { user: JSON.stringify(newUser()) },
      { user: JSON.stringify(newUser()), auth_date: 'yesterday' },
    ];
    for (const fields of cases) {
      expectError(
        await telegram({ botId: BOT_A.id, payload: signManually(fields, BOT_A.token) }),
        401,
        'invalid_init_data',
      );
    }
  });

  it('stores Telegram names without control characters', async () => {
    const user = newUser({
      first_name: 'Bad\u0000Name\u0007',
      last_name: '\u0000',
      username: 'x'.repeat(200),
    });
    const response = await telegram({ botId: BOT_A.id, payload: initData(user) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ firstName: 'BadName', lastName: null });
  });

  it('answers 400 invalid_bot for an unknown botId', async () => {
    for (const botId of ['7003', 'unknown', "' OR 1=1 --", 0]) {
      expectError(await telegram({ botId, payload: initData(newUser()) }), 400, 'invalid_bot');
    }
  });

  it('refuses bad input with a validation error', async () => {
    const payload = initData(newUser());
    const cases: unknown[] = [
      {},
      { botId: BOT_A.id },
      { payload },
      { botId: BOT_A.id, payload: 42 },
      { botId: BOT_A.id, payload: null },
      { botId: BOT_A.id, payload: [payload] },
      { botId: BOT_A.id, payload: { hash: 'x' } },
      { botId: null, payload },
      { botId: [BOT_A.id], payload },
      { botId: 1.5, payload },
      { botId: 'x'.repeat(10_000), payload },
      { botId: BOT_A.id, payload: 'x'.repeat(10_000) },
      { botId: BOT_A.id, payload, promo: "' OR 1=1 --" },
      { botId: BOT_A.id, payload, promo: '<script>alert(1)</script>' },
      { botId: BOT_A.id, payload, promo: 'a\u0000b' },
      { botId: BOT_A.id, payload, promo: 'x'.repeat(10_000) },
      { botId: BOT_A.id, payload, promo: 7 },
      { botId: BOT_A.id, payload, admin: true },
    ];
    for (const body of cases) {
      expectError(await telegram(body), 400, 'validation_error');
    }
    for (const hostile of ["' OR 1=1 --", '<script>alert(1)</script>', 'hash=x&user=%00']) {
      expectError(await telegram({ botId: BOT_A.id, payload: hostile }), 401, 'invalid_init_data');
    }
    // Text with NUL bytes is refused as a whole before any handler sees it.
    for (const hostile of ['\u0000', 'hash=\u0000&user=\u0000']) {
      expectError(await telegram({ botId: BOT_A.id, payload: hostile }), 400, 'validation_error');
    }
  });
});
