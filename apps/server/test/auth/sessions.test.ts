import type { AddressInfo } from 'node:net';
import { playerChannel } from '@casino/shared';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../src/modules/auth/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { ADMIN, signInOperator } from '../backoffice/helpers.ts';
import { bearer, expectError, freshIp } from './helpers.ts';

/** Logout, password change and a ban end the player's websockets at once and revoke their tokens. */

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const NEW_PASSWORD = 'plum ferry otter 42';

async function websocketToken(token: string): Promise<string> {
  const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(token) });
  expect(me.statusCode, me.body).toBe(200);
  return (me.json() as { websocketToken: string }).websocketToken;
}

function connect(token: string): Promise<Socket> {
  const socket = connectSocket(url, { transports: ['websocket'], auth: { token }, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function subscribe(socket: Socket, channel: string): Promise<{ ok: boolean; error?: string }> {
  return new Promise((resolve) => socket.emit('subscribe', channel, resolve));
}

/** A connected socket of this session, subscribed to the player's balance channel. */
async function socketOf(session: { token: string; user: { globalId: string } }) {
  const token = await websocketToken(session.token);
  const socket = await connect(token);
  expect(await subscribe(socket, playerChannel('balance', session.user.globalId))).toEqual({ ok: true });
  const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  return { socket, token, closed };
}

/** A second session of the same player, as another device signing in. */
async function signInAgain(player: { email: string; password: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: player.email, password: player.password },
    remoteAddress: freshIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { token: string; user: { globalId: string } };
}

function changePassword(token: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/me/password',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
    remoteAddress: freshIp(),
  });
}

describe('logout', () => {
  it("disconnects the session's websocket at once and its token is refused afterwards", async () => {
    const player = await signUp(t.app);
    const other = await signInAgain(player);
    const mine = await socketOf(player);
    const theirs = await socketOf(other);

    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: player.auth });
    expect(logout.statusCode).toBe(204);
    expect(await mine.closed).toBe('io server disconnect');
    expect(await t.auth.verifyWebsocketToken(mine.token)).toBeNull();
    await expect(connect(mine.token)).rejects.toThrow('unauthorized');

    // The player's other session, on another device, goes on.
    expect(theirs.socket.connected).toBe(true);
    expect(await subscribe(theirs.socket, playerChannel('transaction', player.user.globalId))).toEqual({
      ok: true,
    });
  });
});

describe('password change', () => {
  it('ends every other session and its websocket; the session making the change stays', async () => {
    const player = await signUp(t.app);
    const other = await signInAgain(player);
    const mine = await socketOf(player);
    const theirs = await socketOf(other);

    const changed = await changePassword(player.token, {
      currentPassword: player.password,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(await theirs.closed).toBe('io server disconnect');
    expect(await t.auth.verifyWebsocketToken(theirs.token)).toBeNull();
    await expect(connect(theirs.token)).rejects.toThrow('unauthorized');
    expectError(await t.app.inject({ url: '/api/v1/me', headers: bearer(other.token) }), 401, 'unauthorized');

    expect(mine.socket.connected).toBe(true);
    expect(await subscribe(mine.socket, playerChannel('transaction', player.user.globalId))).toEqual({
      ok: true,
    });
    expect((await t.app.inject({ url: '/api/v1/me', headers: player.auth })).statusCode).toBe(200);

    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: player.email, password },
        remoteAddress: freshIp(),
      });
    expectError(await login(player.password), 401, 'invalid_credentials');
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('needs the current password and a new one that is not easy to guess, saying which field is wrong', async () => {
    const player = await signUp(t.app);
    const cases: Array<[unknown, { field: string; message: string }]> = [
      [
        { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
        { field: 'currentPassword', message: 'Validation.wrong_password' },
      ],
      [
        { currentPassword: player.password, newPassword: 'password' },
        { field: 'newPassword', message: 'Validation.password_too_weak' },
      ],
      [
        { currentPassword: player.password, newPassword: ' '.repeat(8) },
        { field: 'newPassword', message: 'Validation.password_blank' },
      ],
      [
        { currentPassword: player.password, newPassword: 'short' },
        { field: 'newPassword', message: 'Validation.password_too_short' },
      ],
      [{ newPassword: NEW_PASSWORD }, { field: 'currentPassword', message: 'Validation.required' }],
    ];
    for (const [payload, error] of cases) {
      const body = expectError(await changePassword(player.token, payload), 400, 'validation_error');
      expect(body.errors, JSON.stringify(payload)).toEqual([error]);
    }
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/me/password',
        payload: { currentPassword: player.password, newPassword: NEW_PASSWORD },
      }),
      401,
      'unauthorized',
    );
    // Nothing changed: the old password still signs in.
    expect((await signInAgain(player)).token).toBeTruthy();
  });

  it('slows guessing the current password through a stolen session', async () => {
    const player = await signUp(t.app);
    const ip = freshIp();
    const attempt = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/me/password',
        headers: player.auth,
        payload: { currentPassword, newPassword: NEW_PASSWORD },
        remoteAddress: ip,
      });
    for (let i = 0; i < 4; i++) expectError(await attempt(`guess number ${i}`), 400, 'validation_error');
    expectError(await attempt(player.password), 429, 'too_many_requests');
  });
});

describe('ban', () => {
  it("disconnects every websocket of the player at once, after the operator's change commits", async () => {
    const player = await signUp(t.app);
    const other = await signInAgain(player);
    const first = await socketOf(player);
    const second = await socketOf(other);
    const operator = await signInOperator(t);

    const ban = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/players/${player.user.globalId}/ban`,
      headers: operator.auth,
      payload: { reason: 'multiaccounting' },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(await first.closed).toBe('io server disconnect');
    expect(await second.closed).toBe('io server disconnect');
    await expect(connect(first.token)).rejects.toThrow('unauthorized');

    // Unban restores the sessions (as the HTTP calls do), so the socket may connect again.
    const unban = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/players/${player.user.globalId}/unban`,
      headers: operator.auth,
    });
    expect(unban.statusCode, unban.body).toBe(200);
    expect((await connect(first.token)).connected).toBe(true);
  });
});

describe('subscribe', () => {
  it('checks the session again, so a socket whose session ended unseen is refused and closed', async () => {
    const player = await signUp(t.app);
    const { socket, closed } = await socketOf(player);
    // As if another copy ended the session while this one missed the disconnect.
    await t.db.database.pool.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash(player.token)]);
    expect(await subscribe(socket, playerChannel('transaction', player.user.globalId))).toEqual({
      ok: false,
      error: 'unauthorized',
    });
    expect(await closed).toBe('io server disconnect');
  });

  it('lets no client leave its private session rooms or subscribe to them', async () => {
    const player = await signUp(t.app);
    const { socket, closed } = await socketOf(player);
    const sessionRoom = `session:${tokenHash(player.token)}`;
    expect(await subscribe(socket, sessionRoom)).toEqual({ ok: false, error: 'forbidden' });
    socket.emit('unsubscribe', sessionRoom);
    socket.emit('unsubscribe', `player:${player.user.globalId}`);
    await subscribe(socket, 'broadcast:last_bet');
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: player.auth });
    expect(await closed).toBe('io server disconnect');
  });
});
