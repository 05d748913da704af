import { OPERATOR_ROLES, roleAllows } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '../../src/modules/auth/totp.ts';
import { upsertOperator } from '../../src/modules/backoffice/index.ts';
import { ROUTE_PERMISSIONS } from '../../src/modules/backoffice/route-permissions.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { ADMIN, signInOperator } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // The sandbox feed, so its finish door is among the routes too.
  t = await createTestApp({ RATE_LIMITS: 'off', OPERATOR_TWO_FACTOR: 'on', SPORTSBOOK_FEED: 'sandbox' });
});
afterAll(async () => {
  await t?.close();
});

/** Every route the operator scope serves, read from the router's own tree (so a new one cannot hide). */
function adminRoutes(): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    stack.length = depth;
    stack.push(segment);
    const path = stack.join('');
    if (!methods || !path.startsWith(`${ADMIN}/`) || path === `${ADMIN}/auth/login`) continue;
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD') routes.push({ method, path: path.slice(ADMIN.length) });
    }
  }
  return routes;
}

/** Signs in with TOTP set up, as every operator must before anything else here. */
async function operatorWithTwoFactor(role: (typeof OPERATOR_ROLES)[number]) {
  const operator = await signInOperator(t, '10.200.0.9', role);
  const setup = await t.app.inject({
    method: 'POST',
    url: `${ADMIN}/auth/two-factor/setup`,
    headers: operator.auth,
  });
  const { secret } = setup.json() as { secret: string };
  const enabled = await t.app.inject({
    method: 'POST',
    url: `${ADMIN}/auth/two-factor/enable`,
    headers: operator.auth,
    payload: { code: totpCode(secret, totpStep(t.clock.now)) },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { ...operator, secret };
}

describe('roles', () => {
  it('lists every operator route with its permission, and nothing that is not a route', () => {
    const served = adminRoutes();
    expect(served.length).toBeGreaterThan(40);
    const listed = new Set(Object.keys(ROUTE_PERMISSIONS));
    for (const { method, path } of served) expect(listed, `${method} ${path}`).toContain(`${method} ${path}`);
    const servedKeys = new Set(served.map((r) => `${r.method} ${r.path}`));
    for (const key of listed) expect(servedKeys, key).toContain(key);
  });

  it('answers 403 on every route a role may not use, and lets it through where it may', async () => {
    const signedIn = Object.fromEntries(
      await Promise.all(
        OPERATOR_ROLES.map(async (role) => [role, await operatorWithTwoFactor(role)] as const),
      ),
    );
    for (const { method, path } of adminRoutes()) {
      if (path === '/auth/logout') continue;
      const permission = ROUTE_PERMISSIONS[`${method} ${path}`];
      const url =
        ADMIN + path.replace(':globalId', '00000000-0000-4000-8000-000000000000').replace(':id', '999999');
      for (const role of OPERATOR_ROLES) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { ...signedIn[role]?.auth, 'idempotency-key': `roles-${role}-${method}-${path}` },
          payload: method === 'GET' ? undefined : {},
        });
        const allowed =
          permission === 'any' ||
          permission === 'signed-in' ||
          (permission !== undefined && roleAllows(role, permission));
        const forbidden =
          response.statusCode === 403 && (response.json() as { detail: string }).detail === 'forbidden';
        expect(
          forbidden,
          `${role} ${method} ${path}: ${response.statusCode} ${response.body.slice(0, 120)}`,
        ).toBe(!allowed);
        expect(response.statusCode, `${role} ${method} ${path}`).toBeLessThan(500);
      }
    }
  });

  it('keeps a support agent from approving a withdrawal', async () => {
    const support = await operatorWithTwoFactor('support');
    const response = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/withdrawals/1/approve`,
      headers: { ...support.auth, 'idempotency-key': 'support-approve' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: 'forbidden' });
  });
});

describe('operator two-factor', () => {
  it('allows nothing but its setup until it is on, then asks for a code at every sign-in', async () => {
    const operator = await signInOperator(t, '10.200.0.10', 'cashier');
    const blocked = await t.app.inject({ url: `${ADMIN}/orders/buy`, headers: operator.auth });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ detail: 'two_factor_setup_required' });
    const me = await t.app.inject({ url: `${ADMIN}/me`, headers: operator.auth });
    expect(me.json()).toMatchObject({ role: 'cashier', twoFactorEnabled: false, twoFactorRequired: true });

    const setup = (
      await t.app.inject({ method: 'POST', url: `${ADMIN}/auth/two-factor/setup`, headers: operator.auth })
    ).json() as { secret: string; otpauthUrl: string };
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/two-factor/enable`,
      headers: operator.auth,
      payload: { code: '000000' === totpCode(setup.secret, totpStep(t.clock.now)) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const enabled = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/two-factor/enable`,
      headers: operator.auth,
      payload: { code: totpCode(setup.secret, totpStep(t.clock.now)) },
    });
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect((await t.app.inject({ url: `${ADMIN}/orders/buy`, headers: operator.auth })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/two-factor/setup`,
      headers: operator.auth,
    });
    expect(again.statusCode).toBe(409);

    const login = (code?: string) =>
      t.app.inject({
        method: 'POST',
        url: `${ADMIN}/auth/login`,
        payload: { email: operator.email, password: operator.password, ...(code ? { code } : {}) },
        remoteAddress: '10.200.0.10',
      });
    expect((await login()).json()).toMatchObject({ detail: 'two_factor_required' });
    // The code used to turn it on is spent; so is any older one.
    const spent = await login(totpCode(setup.secret, totpStep(t.clock.now)));
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toMatchObject({ detail: 'two_factor_invalid' });
    t.clock.advance(30_000);
    const fresh = totpCode(setup.secret, totpStep(t.clock.now));
    expect((await login(fresh)).statusCode).toBe(200);
    expect((await login(fresh)).statusCode).toBe(401);
    // A recovery code works once, typed in any case.
    const [recovery = ''] = recoveryCodes;
    expect((await login(recovery.toUpperCase())).statusCode).toBe(200);
    expect((await login(recovery)).statusCode).toBe(401);
  });

  it('lets an operator created before roles existed keep the admin role', async () => {
    const created = await upsertOperator(
      t.db.database.db,
      `legacy-${process.pid}@casino.test`,
      'operator password 1',
    );
    const { rows } = await t.db.database.pool.query<{ role: string }>(
      'SELECT role FROM operators WHERE id = $1',
      [created.id.toString()],
    );
    expect(rows[0]?.role).toBe('admin');
  });
});
