import { createHmac } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../src/modules/auth/index.ts';
import { WebsocketTokens } from '../../src/modules/auth/viewer.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { expectError } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t.close();
});

async function getMe(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function patchMe(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers, payload: payload as object });
}

async function sql(text: string, values: unknown[]) {
  await t.db.database.pool.query(text, values);
}

/** A date of birth `years` years before the injected clock's today, shifted by `days`. */
function birthday(years: number, days = 0): string {
  const now = t.clock.now;
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

describe('GET /me', () => {
  it('answers every Viewer field with its type', async () => {
    const player = await signUp(t.app, { language: 'uk', currency: 'UAH' });
    const me = await getMe(player.auth);
    expect(me).toEqual({
      globalId: player.user.globalId,
      email: player.email,
      language: 'uk',
      currency: { primary: 'UAH', account: 'UAH' },
      websocketToken: expect.any(String),
      isVip: false,
      vip: { level: 0, wagered: '0.00', toNextLevel: '1000.00' },
      isNameChangeAvailable: true,
      isPushNotificationsActive: false,
      hasDeposits: false,
      firstName: null,
      lastName: null,
      gender: null,
      dateOfBirth: null,
      exclusion: null,
      realityCheckMinutes: null,
      twoFactorEnabled: false,
      vipManager: null,
      webimUser: {
        fields: { id: player.user.globalId, display_name: expect.any(String), email: player.email },
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    expect(me.globalId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reflects deposits, VIP status and the VIP manager', async () => {
    const player = await signUp(t.app);
    await sql(
      `UPDATE users SET deposit_count = 2, is_vip = true, vip_manager_telegram = 'vip_anna',
         is_push_notifications_active = true WHERE global_id = $1`,
      [player.user.globalId],
    );
    const me = await getMe(player.auth);
    expect(me).toMatchObject({
      hasDeposits: true,
      isVip: true,
      isPushNotificationsActive: true,
      vipManager: { telegramUsername: 'vip_anna' },
    });
  });

  it('signs webimUser with HMAC-SHA256 over the values in key order', async () => {
    const player = await signUp(t.app);
    expect((await patchMe(player.auth, { firstName: 'Anna', lastName: 'Smith' })).statusCode).toBe(200);
    const { webimUser } = await getMe(player.auth);
    expect(webimUser.fields).toEqual({
      id: player.user.globalId,
      display_name: 'Anna Smith',
      email: player.email,
    });
    // Sorted keys: display_name, email, id.
    const expected = createHmac('sha256', 'test-webim-key')
      .update(`Anna Smith${player.email}${player.user.globalId}`)
      .digest('hex');
    expect(webimUser.hash).toBe(expected);
  });

  it('issues a websocketToken bound to the session that verifies for an hour, by the injected clock', async () => {
    const player = await signUp(t.app);
    const { websocketToken } = await getMe(player.auth);
    const claims = decodeJwt(websocketToken);
    expect(claims.sub).toBe(player.user.globalId);
    expect(claims.iat).toBe(Math.floor(t.clock.now.getTime() / 1000));
    expect(claims.exp).toBe((claims.iat ?? 0) + 3600);
    // The session's id is its token's hash, never the token.
    expect(claims.sid).toBe(tokenHash(player.token));

    const identity = { globalId: player.user.globalId, sessionId: tokenHash(player.token) };
    expect(await t.auth.verifyWebsocketToken(websocketToken)).toEqual(identity);
    t.clock.advance(59 * 60 * 1000);
    expect(await t.auth.verifyWebsocketToken(websocketToken)).toEqual(identity);
    t.clock.advance(61 * 1000);
    expect(await t.auth.verifyWebsocketToken(websocketToken)).toBeNull();
  });

  it('refuses a token signed rightly but for another session, or with none', async () => {
    const player = await signUp(t.app);
    const other = await signUp(t.app);
    const { websocketToken } = await getMe(player.auth);
    const tokens = new WebsocketTokens('test-secret-key-for-websocket-tokens', () => t.clock.now);
    expect(
      await t.auth.verifyWebsocketToken(await tokens.issue(player.user.globalId, tokenHash(other.token))),
    ).toBeNull();
    expect(
      await t.auth.verifyWebsocketToken(await tokens.issue(player.user.globalId, 'no-such-session')),
    ).toBeNull();
    const [header, , signature] = websocketToken.split('.');
    const { sid: _sid, ...withoutSid } = decodeJwt(websocketToken);
    const unsigned = Buffer.from(JSON.stringify(withoutSid)).toString('base64url');
    expect(await t.auth.verifyWebsocketToken(`${header}.${unsigned}.${signature}`)).toBeNull();
    expect(await t.auth.verifyWebsocketToken(websocketToken)).not.toBeNull();
  });

  it('refuses forged and malformed websocket tokens without throwing', async () => {
    const player = await signUp(t.app);
    const { websocketToken } = await getMe(player.auth);
    const [header, payload, signature] = websocketToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...decodeJwt(websocketToken), sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');
    for (const token of [
      `${header}.${forgedPayload}.${signature}`,
      `${header}.${payload}.${signature?.slice(0, -2)}AA`,
      'not a jwt',
      '',
      'a'.repeat(100_000),
      null as unknown as string,
    ]) {
      expect(await t.auth.verifyWebsocketToken(token)).toBeNull();
    }
  });

  it('needs a session', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/me' }), 401, 'unauthorized');
  });
});

describe('PATCH /me', () => {
  it('changes the language and answers it', async () => {
    const player = await signUp(t.app);
    const response = await patchMe(player.auth, { language: 'ru' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().language).toBe('ru');
    expect((await getMe(player.auth)).language).toBe('ru');
    expectError(await patchMe(player.auth, { language: 'xx' }), 400, 'validation_error');
  });

  it('changes currency.primary to any known currency, not the account currency', async () => {
    const player = await signUp(t.app);
    const response = await patchMe(player.auth, { currency: { primary: 'BTC' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().currency).toEqual({ primary: 'BTC', account: 'USD' });
    const unknown = expectError(
      await patchMe(player.auth, { currency: { primary: 'ZZZ' } }),
      400,
      'validation_error',
    );
    expect(unknown.errors).toEqual([{ field: 'currency.primary', message: 'Validation.invalid_format' }]);
    const extra = expectError(
      await patchMe(player.auth, { currency: { primary: 'EUR', account: 'EUR' } }),
      400,
      'validation_error',
    );
    expect(extra.errors).toEqual([{ field: 'currency.account', message: 'Validation.invalid_format' }]);
    expect((await getMe(player.auth)).currency).toEqual({ primary: 'BTC', account: 'USD' });
  });

  it('sets profile fields and answers the updated viewer', async () => {
    const player = await signUp(t.app);
    const dateOfBirth = birthday(30);
    const response = await patchMe(player.auth, {
      firstName: ' Zoë ',
      lastName: "O'Brien-Łukasz",
      gender: 'female',
      dateOfBirth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Zoë',
      lastName: "O'Brien-Łukasz",
      gender: 'female',
      dateOfBirth,
      isNameChangeAvailable: true,
    });
    expect(await getMe(player.auth)).toMatchObject({ firstName: 'Zoë', dateOfBirth });
    // Other scripts are letters too.
    expect((await patchMe(player.auth, { gender: 'male' })).json().gender).toBe('male');
  });

  it('accepts names in any script and refuses digits, symbols and empty names', async () => {
    const player = await signUp(t.app);
    expect((await patchMe(player.auth, { firstName: 'Иван', lastName: '李 小龍' })).statusCode).toBe(200);
    for (const firstName of ['Ivan2', 'I<b>', '', '   ', "'", '-', 'x'.repeat(101), 'Ivan\u0000']) {
      const body = expectError(await patchMe(player.auth, { firstName }), 400, 'validation_error');
      expect((body.errors as Array<{ field: string }>)[0]?.field).toBe('firstName');
    }
    const longest = await patchMe(player.auth, { firstName: 'x'.repeat(100) });
    expect(longest.statusCode).toBe(200);
    expect(longest.json()).toMatchObject({ firstName: 'x'.repeat(100), isNameChangeAvailable: false });
  });

  it('allows filling empty names freely but changing a set name only once', async () => {
    const player = await signUp(t.app);
    expect((await patchMe(player.auth, { firstName: 'Anna' })).json().isNameChangeAvailable).toBe(true);
    // The last name was empty: setting it is free too.
    expect((await patchMe(player.auth, { lastName: 'Smith' })).json().isNameChangeAvailable).toBe(true);
    // The same value again is no change.
    expect(
      (await patchMe(player.auth, { firstName: 'Anna', lastName: 'Smith' })).json().isNameChangeAvailable,
    ).toBe(true);
    // The one change may rename both names at once.
    const renamed = await patchMe(player.auth, { firstName: 'Hanna', lastName: 'Smyth' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      firstName: 'Hanna',
      lastName: 'Smyth',
      isNameChangeAvailable: false,
    });

    expectError(await patchMe(player.auth, { firstName: 'Joanna' }), 409, 'name_change_unavailable');
    expectError(
      await patchMe(player.auth, { lastName: 'Jones', language: 'ru' }),
      409,
      'name_change_unavailable',
    );
    // Nothing of a refused request was applied.
    expect(await getMe(player.auth)).toMatchObject({ firstName: 'Hanna', lastName: 'Smyth', language: 'en' });
    // Other fields still change.
    expect((await patchMe(player.auth, { gender: 'female' })).statusCode).toBe(200);
  });

  it('checks the date of birth: format, real date, age 18..120 on the injected clock', async () => {
    const player = await signUp(t.app);
    const bad = [
      '1990-02-30',
      '1990-13-01',
      '1990-1-01',
      '01.01.1990',
      '1990-01-01T00:00:00Z',
      birthday(18, 1),
      birthday(121),
      birthday(-1),
      '',
    ];
    for (const dateOfBirth of bad) {
      const body = expectError(await patchMe(player.auth, { dateOfBirth }), 400, 'validation_error');
      expect(body.errors, dateOfBirth).toEqual([
        { field: 'dateOfBirth', message: 'Validation.invalid_format' },
      ]);
    }
    for (const dateOfBirth of [birthday(18), birthday(120), '2000-02-29']) {
      const response = await patchMe(player.auth, { dateOfBirth });
      expect(response.statusCode, dateOfBirth).toBe(200);
      expect(response.json().dateOfBirth).toBe(dateOfBirth);
    }
    // One day short of 18 today is 18 tomorrow.
    const almost = birthday(18, 1);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await patchMe(player.auth, { dateOfBirth: almost })).statusCode).toBe(200);
  });

  it('refuses unknown fields, wrong types and the wrong gender', async () => {
    const player = await signUp(t.app);
    const cases: unknown[] = [
      { isVip: true },
      { email: 'other@example.com' },
      { gender: 'other' },
      { gender: 1 },
      { language: ['en'] },
      { currency: 'EUR' },
      { currency: null },
      { firstName: { first: 'a' } },
      { dateOfBirth: 19900101 },
      [],
      null,
      42,
    ];
    for (const payload of cases) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers: { ...player.auth, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expectError(response, 400);
    }
    // Not JSON at all.
    expectError(await patchMe(player.auth, 'language=ru'), '4xx');
    expect((await getMe(player.auth)).isVip).toBe(false);
  });

  it('answers an empty patch with the unchanged viewer', async () => {
    const player = await signUp(t.app);
    const response = await patchMe(player.auth, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().globalId).toBe(player.user.globalId);
  });
});
