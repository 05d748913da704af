import { sign } from '@telegram-apps/init-data-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../src/modules/auth/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { expectError } from './helpers.ts';

const BOT = { id: '7001', token: '7001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw' };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TELEGRAM_BOTS: `${BOT.id}:${BOT.token}` });
});
afterAll(async () => {
  await t.close();
});

async function userId(globalId: string): Promise<bigint> {
  const player = await t.auth.getPlayerByGlobalId(globalId);
  if (!player) throw new Error('no such player');
  return player.id;
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('ban', () => {
  it('answers 401 banned with the reason on every authenticated call, and unban restores the same session', async () => {
    const player = await signUp(t.app);
    const { websocketToken } = (await get('/api/v1/me', player.auth)).json();
    const id = await userId(player.user.globalId);
    expect(await t.auth.ban(id, 'multiaccounting')).toBe(true);

    for (const response of [
      await get('/api/v1/me', player.auth),
      await get('/api/v1/wallet/balance', player.auth),
      await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers: player.auth,
        payload: { language: 'ru' },
      }),
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: player.auth }),
    ]) {
      const body = expectError(response, 401, 'banned');
      expect(body.reason).toBe('multiaccounting');
    }
    expect(await t.auth.verifyWebsocketToken(websocketToken)).toBeNull();
    expect((await t.auth.getPlayer(id))?.banReason).toBe('multiaccounting');

    expect(await t.auth.unban(id)).toBe(true);
    const me = await get('/api/v1/me', player.auth);
    expect(me.statusCode).toBe(200);
    expect(me.json().language).toBe('en');
    expect(await t.auth.verifyWebsocketToken(websocketToken)).toEqual({
      globalId: player.user.globalId,
      sessionId: tokenHash(player.token),
    });
    expect((await t.auth.getPlayer(id))?.banReason).toBeNull();
  });

  it('answers login of a banned account with 401 banned and the reason, but only for the right password', async () => {
    const player = await signUp(t.app);
    await t.auth.ban(await userId(player.user.globalId), 'bruteforce');
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: player.email, password } });
    const right = expectError(await login(player.password), 401, 'banned');
    expect(right.reason).toBe('bruteforce');
    const wrong = expectError(await login('wrong password'), 401, 'invalid_credentials');
    expect(wrong.reason).toBeUndefined();

    await t.auth.unban(await userId(player.user.globalId));
    expect((await login(player.password)).statusCode).toBe(200);
  });

  it('answers a banned Telegram player with 401 banned', async () => {
    const user = { id: 880_000_001, first_name: 'Tg' };
    const payload = () => sign({ user } as never, BOT.token, t.clock.now);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/telegram',
      payload: { botId: BOT.id, payload: payload() },
    });
    expect(first.statusCode).toBe(200);
    await t.auth.ban(await userId(first.json().user.globalId), 'bonus_abuse');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/telegram',
      payload: { botId: BOT.id, payload: payload() },
    });
    expect(expectError(again, 401, 'banned').reason).toBe('bonus_abuse');
  });

  it('reports an unknown user', async () => {
    expect(await t.auth.ban(987_654_321n, 'other')).toBe(false);
    expect(await t.auth.unban(987_654_321n)).toBe(false);
    expect(await t.auth.getPlayer(987_654_321n)).toBeUndefined();
    expect(await t.auth.getPlayerByGlobalId('00000000-0000-0000-0000-000000000000')).toBeUndefined();
    expect(await t.auth.getPlayerByGlobalId("' OR 1=1 --")).toBeUndefined();
  });
});

describe('player directory', () => {
  it('gives other modules the Player by id and by globalId', async () => {
    const player = await signUp(t.app, { currency: 'EUR', language: 'uk' });
    const byGlobalId = await t.auth.getPlayerByGlobalId(player.user.globalId);
    expect(byGlobalId).toEqual({
      id: expect.any(BigInt),
      globalId: player.user.globalId,
      email: player.email,
      language: 'uk',
      currency: 'EUR',
      primaryCurrency: 'EUR',
      isVip: false,
      depositCount: 0,
      banReason: null,
      buyBanned: false,
      fiatBanned: false,
      exclusion: null,
    });
    expect(await t.auth.getPlayer(byGlobalId?.id ?? 0n)).toEqual(byGlobalId);
  });
});
