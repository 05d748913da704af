import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '../../src/modules/auth/totp.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';
import { ADMIN, auditRows, signInOperator } from '../backoffice/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t?.close();
});

type Session = Awaited<ReturnType<typeof fundedPlayer>>;

async function turnOn(s: Session) {
  const setup = await t.app.inject({ method: 'POST', url: '/api/v1/me/two-factor/setup', headers: s.auth });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  const enabled = await t.app.inject({
    method: 'POST',
    url: '/api/v1/me/two-factor/enable',
    headers: s.auth,
    payload: { code: totpCode(secret, totpStep(t.clock.now)) },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: (enabled.json() as { recoveryCodes: string[] }).recoveryCodes };
}

const nextCode = (secret: string) => {
  t.clock.advance(30_000);
  return totpCode(secret, totpStep(t.clock.now));
};

const withdraw = (s: Session, code?: string, key = `w-${Math.random()}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/txns/withdraw',
    headers: { ...s.auth, 'idempotency-key': key, ...(code ? { 'x-two-factor-code': code } : {}) },
    payload: { currency: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '0.001' },
  });

describe('two-factor for players', () => {
  it('asks for a code at sign-in once it is on, and each code works once', async () => {
    const s = await fundedPlayer(t, 0n);
    expect((await t.app.inject({ url: '/api/v1/me', headers: s.auth })).json()).toMatchObject({
      twoFactorEnabled: false,
    });
    const { secret, recoveryCodes } = await turnOn(s);
    expect((await t.app.inject({ url: '/api/v1/me', headers: s.auth })).json()).toMatchObject({
      twoFactorEnabled: true,
    });

    const login = (code?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: s.email, password: s.password, ...(code ? { code } : {}) },
      });
    const bare = await login();
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toMatchObject({ detail: 'two_factor_required' });
    // The wrong password is still just wrong: the code is asked for only after it.
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: s.email, password: 'wrong password here' },
    });
    expect(wrongPassword.json()).toMatchObject({ detail: 'invalid_credentials' });
    const code = nextCode(secret);
    expect((await login(code)).statusCode).toBe(200);
    expect((await login(code)).json()).toMatchObject({ detail: 'two_factor_invalid' });
    expect((await login(recoveryCodes[3])).statusCode).toBe(200);
    expect((await login(recoveryCodes[3])).statusCode).toBe(401);
    for (const bad of ['12345', 'abcdef', 'x'.repeat(40)])
      expect((await login(bad)).statusCode).not.toBe(200);
  });

  it('lets only one of two sign-ins with the same code through', async () => {
    const s = await fundedPlayer(t, 0n);
    const { secret } = await turnOn(s);
    const code = nextCode(secret);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: s.email, password: s.password, code },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('needs the code for a withdrawal once it is on, and turns off only with a code', async () => {
    const s = await fundedPlayer(t, 100_000n, { currency: 'USD' });
    expect((await withdraw(s)).statusCode).toBe(201);
    const { secret } = await turnOn(s);
    const missing = await withdraw(s);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ detail: 'two_factor_required' });
    expect((await withdraw(s, '000000')).statusCode).toBe(401);
    const code = nextCode(secret);
    const done = await withdraw(s, code, 'with-code');
    expect(done.statusCode, done.body).toBe(201);
    // The same request replayed answers the first reply; it does not need a new code.
    expect((await withdraw(s, code, 'with-code')).json()).toEqual(done.json());

    const off = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/two-factor/disable',
      headers: s.auth,
      payload: { code: '123' },
    });
    expect(off.statusCode).toBe(401);
    const offForReal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/two-factor/disable',
      headers: s.auth,
      payload: { code: nextCode(secret) },
    });
    expect(offForReal.statusCode).toBe(204);
    expect((await withdraw(s)).statusCode).toBe(201);
  });

  it('is reset by support after a lost phone, audited, and only by a role allowed to', async () => {
    const s = await fundedPlayer(t, 0n);
    await turnOn(s);
    const reset = (auth: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `${ADMIN}/players/${s.user.globalId}/two-factor/reset`,
        headers: auth,
      });
    const cashier = await signInOperator(t, '10.200.0.20', 'cashier');
    expect((await reset(cashier.auth)).statusCode).toBe(403);
    const support = await signInOperator(t, '10.200.0.21', 'support');
    expect((await reset(support.auth)).json()).toEqual({ reset: true });
    expect((await reset(support.auth)).json()).toEqual({ reset: false });
    expect((await t.app.inject({ url: '/api/v1/me', headers: s.auth })).json()).toMatchObject({
      twoFactorEnabled: false,
    });
    const rows = await auditRows(t, s.user.globalId);
    expect(rows.filter((r) => r.action === 'player.two_factor_reset')).toHaveLength(1);
  });
});
