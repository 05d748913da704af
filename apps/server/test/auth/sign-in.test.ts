import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { bearer, expectError, freshIp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'correct horse battery';
let emailCounter = 0;
const newEmail = () => `sign-in-${++emailCounter}@example.com`;

function register(payload: Record<string, unknown>, remoteAddress = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, remoteAddress });
}
function login(payload: Record<string, unknown>, remoteAddress = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, remoteAddress });
}
function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });
}

describe('register', () => {
  it('creates a player and answers 201 with a token and the viewer', async () => {
    const email = newEmail();
    const response = await register({ email: `  ${email.toUpperCase()} `, password: PASSWORD });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ email, language: 'en', currency: { primary: 'USD', account: 'USD' } });
    expect((await me(body.token)).statusCode).toBe(200);
  });

  it('stores only the SHA-256 of the token and an argon2id password hash', async () => {
    const email = newEmail();
    const { token } = (await register({ email, password: PASSWORD })).json();
    const { rows } = await t.db.database.pool.query(
      `SELECT s.token_hash, s.expires_at, u.password_hash FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE u.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    const { createHash } = await import('node:crypto');
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    // Sessions last SESSION_TTL_DAYS (30 by default) from the injected clock.
    expect(new Date(rows[0].expires_at).getTime()).toBe(t.clock.now.getTime() + 30 * 86_400_000);
  });

  it('takes language and currency; primary currency starts equal to the account currency', async () => {
    const response = await register({
      email: newEmail(),
      password: PASSWORD,
      language: 'ru',
      currency: 'EUR',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      language: 'ru',
      currency: { primary: 'EUR', account: 'EUR' },
    });
  });

  it('refuses unsupported languages and non-fiat or unknown currencies', async () => {
    for (const extra of [{ language: 'de' }, { currency: 'BTC' }, { currency: 'XXX' }]) {
      const body = expectError(
        await register({ email: newEmail(), password: PASSWORD, ...extra }),
        400,
        'validation_error',
      );
      expect(body.errors).toEqual([{ field: Object.keys(extra)[0], message: 'Validation.invalid_format' }]);
    }
  });

  it('answers 409 email_taken for a duplicate, whatever its case', async () => {
    const email = newEmail();
    expect((await register({ email, password: PASSWORD })).statusCode).toBe(201);
    expectError(
      await register({ email: email.toUpperCase(), password: 'another password' }),
      409,
      'email_taken',
    );
  });

  it('enforces the password length 8..128', async () => {
    const short = expectError(
      await register({ email: newEmail(), password: '1234567' }),
      400,
      'validation_error',
    );
    expect(short.errors).toEqual([{ field: 'password', message: 'Validation.password_too_short' }]);
    expectError(await register({ email: newEmail(), password: 'x'.repeat(129) }), 400, 'validation_error');
    const longest = randomBytes(96).toString('base64');
    expect((await register({ email: newEmail(), password: longest })).statusCode).toBe(201);
    expect((await register({ email: newEmail(), password: 'plum ferry otter' })).statusCode).toBe(201);
  });

  it('refuses a password that is easy to guess or only spaces, saying why', async () => {
    const cases: Array<[string, string]> = [
      ['password', 'Validation.password_too_weak'],
      ['12345678', 'Validation.password_too_weak'],
      ['qwertyuiop', 'Validation.password_too_weak'],
      ['x'.repeat(128), 'Validation.password_too_weak'],
      [' '.repeat(8), 'Validation.password_blank'],
      ['\t \n   \u00a0  ', 'Validation.password_blank'],
    ];
    for (const [password, message] of cases) {
      const body = expectError(await register({ email: newEmail(), password }), 400, 'validation_error');
      expect(body.errors, JSON.stringify(password)).toEqual([{ field: 'password', message }]);
    }
    // The player's own e-mail is a guess too.
    const email = 'marmalade.sandwich@example.com';
    const own = expectError(await register({ email, password: 'marmalade.sandwich' }), 400);
    expect(own.errors).toEqual([{ field: 'password', message: 'Validation.password_too_weak' }]);
    const { rows } = await t.db.database.pool.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);
  });
});

describe('login and logout', () => {
  it('logs in with the registered password and answers the viewer', async () => {
    const player = await signUp(t.app);
    const response = await login({ email: player.email.toUpperCase(), password: player.password });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.token).not.toBe(player.token);
    expect(body.user.globalId).toBe(player.user.globalId);
    // Both sessions work.
    expect((await me(body.token)).statusCode).toBe(200);
    expect((await me(player.token)).statusCode).toBe(200);
  });

  it('answers wrong password and unknown email with the same 401 invalid_credentials', async () => {
    const player = await signUp(t.app);
    const wrong = expectError(await login({ email: player.email, password: 'wrong password' }), 401);
    const unknown = expectError(await login({ email: newEmail(), password: player.password }), 401);
    const strip = ({ key: _key, time: _time, ...rest }: Record<string, unknown>) => rest;
    expect(strip(wrong)).toEqual({ detail: 'invalid_credentials' });
    expect(strip(unknown)).toEqual(strip(wrong));
  });

  it('logout kills the token at once and leaves other sessions alone', async () => {
    const player = await signUp(t.app);
    const other = (await login({ email: player.email, password: player.password })).json().token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: player.auth });
    expect(out.statusCode).toBe(204);
    expectError(await me(player.token), 401, 'unauthorized');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: player.auth }),
      401,
      'unauthorized',
    );
    expect((await me(other)).statusCode).toBe(200);
  });

  it('logout needs a session', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' }), 401, 'unauthorized');
  });

  it('refuses missing, malformed, unknown and expired tokens', async () => {
    const player = await signUp(t.app);
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: '' },
      { authorization: player.token },
      { authorization: `Basic ${player.token}` },
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${player.token}x` },
      { authorization: "Bearer ' OR 1=1 --" },
      { authorization: `Bearer ${'a'.repeat(10_000)}` },
    ];
    for (const headers of cases) {
      expectError(await t.app.inject({ method: 'GET', url: '/api/v1/me', headers }), 401, 'unauthorized');
    }
    expect((await me(player.token)).statusCode).toBe(200);
    t.clock.advance(30 * 86_400_000 + 1000);
    expectError(await me(player.token), 401, 'unauthorized');
  });
});

describe('rate limits', () => {
  /** Failures are counted in fixed windows (a day, an hour): a test starts well inside a fresh one. */
  function startOfFreshDay() {
    const day = 24 * 60 * 60 * 1000;
    const now = t.clock.now.getTime();
    t.clock.advance(Math.floor(now / day) * day + day + 60 * 60 * 1000 - now);
  }

  it('makes the guessing address wait, never the account holder at another address', async () => {
    startOfFreshDay();
    const victim = await signUp(t.app);
    const attacker = freshIp();
    const guess = (i: number) => login({ email: victim.email, password: `wrong guess ${i}` }, attacker);
    // Three typos are free; from the fourth failure on each one doubles the wait: 2 s, 4 s, 8 s, 16 s.
    for (let i = 0; i < 3; i++) expectError(await guess(i), 401, 'invalid_credentials');
    const waits: number[] = [];
    for (let i = 3; i < 7; i++) {
      expectError(await guess(i), 401, 'invalid_credentials');
      const refused = await login({ email: victim.email, password: victim.password }, attacker);
      const body = expectError(refused, 429, 'too_many_requests');
      expect(Number(refused.headers['retry-after'])).toBe(body.retry_after);
      waits.push(body.retry_after as number);
      // The victim, from their own address, is not held up by the attacker's failures.
      expect((await login({ email: victim.email, password: victim.password })).statusCode).toBe(200);
      t.clock.advance((body.retry_after as number) * 1000 - 1000);
      expectError(await guess(100 + i), 429, 'too_many_requests');
      t.clock.advance(1000);
    }
    expect(waits).toEqual([2, 4, 8, 16]);
    // Once the wait is over even the attacker's address may try; the right password clears the pair.
    expect((await login({ email: victim.email, password: victim.password }, attacker)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expectError(await guess(200 + i), 401, 'invalid_credentials');
  });

  it('caps the wait at 15 minutes and forgets failures after a day', async () => {
    startOfFreshDay();
    const player = await signUp(t.app);
    const ip = freshIp();
    let last = 0;
    for (let failures = 0; failures < 14; ) {
      const response = await login({ email: player.email, password: `wrong ${failures}` }, ip);
      if (response.statusCode === 429) {
        last = expectError(response, 429).retry_after as number;
        t.clock.advance(last * 1000);
        continue;
      }
      expectError(response, 401, 'invalid_credentials');
      failures += 1;
    }
    expect(last).toBe(15 * 60);
    t.clock.advance(24 * 60 * 60 * 1000);
    // A new day's window: the next failure is a free one again.
    expectError(
      await login({ email: player.email, password: 'wrong again' }, ip),
      401,
      'invalid_credentials',
    );
    expect((await login({ email: player.email, password: player.password }, ip)).statusCode).toBe(200);
  });

  it('counts unknown e-mails the same way, so the wait does not reveal which accounts exist', async () => {
    startOfFreshDay();
    const email = newEmail();
    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      expectError(await login({ email, password: PASSWORD }, ip), 401, 'invalid_credentials');
    expect(expectError(await login({ email, password: PASSWORD }, ip), 429).retry_after).toBe(2);
  });

  it('caps failures per address across accounts (100 an hour), so one address cannot spray guesses', async () => {
    startOfFreshDay();
    const player = await signUp(t.app);
    const ip = freshIp();
    for (let i = 0; i < 100; i++) {
      // Spread over two minutes so the per-minute cap on attempts is not what answers.
      if (i === 50) t.clock.advance(60_000);
      expectError(await login({ email: newEmail(), password: PASSWORD }, ip), 401, 'invalid_credentials');
    }
    expectError(
      await login({ email: player.email, password: player.password }, ip),
      429,
      'too_many_requests',
    );
    expect((await login({ email: player.email, password: player.password })).statusCode).toBe(200);
  });

  it('limits logins per IP generously (60 a minute) and lets other addresses through', async () => {
    t.clock.advance(60_000);
    const player = await signUp(t.app);
    const ip = freshIp();
    for (let i = 0; i < 60; i++) {
      const response = await login({ email: player.email, password: player.password }, ip);
      expect(response.statusCode).toBe(200);
    }
    const limited = await login({ email: player.email, password: player.password }, ip);
    expectError(limited, 429, 'too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ email: player.email, password: player.password }, freshIp())).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await login({ email: player.email, password: player.password }, ip)).statusCode).toBe(200);
  });

  it('limits registrations per IP to 20 an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await register({ email: newEmail(), password: PASSWORD }, ip)).statusCode).toBe(201);
    }
    expectError(await register({ email: newEmail(), password: PASSWORD }, ip), 429, 'too_many_requests');
    expect((await register({ email: newEmail(), password: PASSWORD }, freshIp())).statusCode).toBe(201);
    t.clock.advance(60 * 60 * 1000);
    expect((await register({ email: newEmail(), password: PASSWORD }, ip)).statusCode).toBe(201);
  });
});

describe('RATE_LIMITS=off', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ RATE_LIMITS: 'off' });
  });
  afterAll(async () => {
    await open.close();
  });

  it('disables per-account and per-IP limits', async () => {
    const player = await signUp(open.app);
    const attempt = (password: string) =>
      open.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: player.email, password },
        remoteAddress: '10.99.0.1',
      });
    for (let i = 0; i < 8; i++) expect((await attempt('wrong password')).statusCode).toBe(401);
    expect((await attempt(player.password)).statusCode).toBe(200);
    for (let i = 0; i < 25; i++) {
      const response = await open.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { email: `open-${i}@example.com`, password: PASSWORD },
        remoteAddress: '10.99.0.1',
      });
      expect(response.statusCode).toBe(201);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the auth routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode, response.body).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/v1/auth/register',
      '/api/v1/auth/login',
      '/api/v1/auth/logout',
      '/api/v1/auth/telegram',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain('/api/v1/me');
  });
});
