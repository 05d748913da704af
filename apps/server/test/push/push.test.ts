import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../../src/config.ts';
import { withTx } from '../../src/db/tx.ts';
import { MAX_SUBSCRIPTIONS_PER_PLAYER } from '../../src/modules/push/index.ts';
import { createTestApp, fundedPlayer, signUp, type TestApp } from '../app.ts';
import { postBuy, postSell } from '../cashier/helpers.ts';
import { expectEnvelope } from '../platform/helpers.ts';
import { PushServiceStandIn, type TestSubscription } from '../stand-ins/push-service.ts';

const vapid = generateVapidKeys();
const service = new PushServiceStandIn(vapid.publicKey);
let t: TestApp;

type Session = Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  await service.start();
  t = await createTestApp({
    RATE_LIMITS: 'off',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@casino.example',
    // The stand-in is plain http on 127.0.0.1; nothing else may be named.
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    PUSH_INSECURE_ENDPOINTS: 'on',
    PUSH_TIMEOUT_MS: '300',
  });
});
afterAll(async () => {
  await t?.close();
  await service.stop();
});

const patch = (session: { auth: Record<string, string> }, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/me/push-subscription',
    headers: session.auth,
    payload: payload as object,
  });

async function subscribed(session: Session, name?: string): Promise<TestSubscription> {
  const subscription = service.subscription(name);
  const response = await patch(session, { token: PushServiceStandIn.token(subscription) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ isPushNotificationsActive: true });
  return subscription;
}

const pushesTo = (subscription: TestSubscription) =>
  service.received.filter((push) => subscription.endpoint.endsWith(push.path)).map((push) => push.payload);

async function subscriptionCount(userId: bigint): Promise<number> {
  const { rows } = await t.db.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1',
    [userId.toString()],
  );
  return rows[0]?.n ?? 0;
}

async function viewerFlag(session: Session): Promise<boolean> {
  const me = await t.app.inject({ url: '/api/v1/me', headers: session.auth });
  return (me.json() as { isPushNotificationsActive: boolean }).isPushNotificationsActive;
}

describe('GET /api/v1/push/config', () => {
  it('gives the page the VAPID public key, signed in or not', async () => {
    const response = await t.app.inject({ url: '/api/v1/push/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true, publicKey: vapid.publicKey });
  });
});

describe('PATCH /api/v1/me/push-subscription', () => {
  it('saves the subscription, sets isPushNotificationsActive, and token null removes it', async () => {
    const session = await signUp(t.app);
    expect(await viewerFlag(session)).toBe(false);
    await subscribed(session);
    expect(await viewerFlag(session)).toBe(true);
    const removed = await patch(session, { token: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ isPushNotificationsActive: false });
    expect(await viewerFlag(session)).toBe(false);
  });

  it('signing out drops that session’s subscriptions only', async () => {
    const first = await signUp(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: first.email, password: first.password },
    });
    const second = {
      ...first,
      auth: { authorization: `Bearer ${(login.json() as { token: string }).token}` },
    };
    const player = await t.auth.getPlayerByGlobalId(first.user.globalId);
    if (!player) throw new Error('no player');
    await subscribed(first);
    await subscribed(second);
    expect(await subscriptionCount(player.id)).toBe(2);
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: first.auth });
    expect(logout.statusCode).toBe(204);
    expect(await subscriptionCount(player.id)).toBe(1);
    expect(await viewerFlag(second)).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: second.auth });
    expect(await subscriptionCount(player.id)).toBe(0);
    const { rows } = await t.db.database.pool.query<{ active: boolean }>(
      'SELECT is_push_notifications_active AS active FROM users WHERE id = $1',
      [player.id.toString()],
    );
    expect(rows[0]?.active).toBe(false);
  });

  it('a browser that signs in as another player moves to that player', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const subscription = await subscribed(a, 'shared-device');
    const moved = await patch(b, { token: PushServiceStandIn.token(subscription) });
    expect(moved.json()).toEqual({ isPushNotificationsActive: true });
    expect(await viewerFlag(a)).toBe(false);
    expect(await viewerFlag(b)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/push-subscription',
      payload: { token: null },
    });
    expectEnvelope(response, 401, 'unauthorized');
  });

  describe('refuses bad tokens with 400, never 500', () => {
    const valid = () => service.subscription();
    const tokenOf = (s: TestSubscription, change: (json: Record<string, unknown>) => void) => {
      const json = JSON.parse(PushServiceStandIn.token(s)) as Record<string, unknown>;
      change(json);
      return JSON.stringify(json);
    };
    const keysOf = (json: Record<string, unknown>) => json.keys as Record<string, unknown>;
    const offCurve = `B${'A'.repeat(86)}`;
    const cases: Array<[string, () => unknown, string, string]> = [
      ['no body field', () => ({}), 'token', 'Validation.required'],
      ['a number', () => ({ token: 42 }), 'token', 'Validation.invalid_format'],
      [
        'an object instead of its JSON',
        () => ({ token: { endpoint: 'x' } }),
        'token',
        'Validation.invalid_format',
      ],
      ['not JSON', () => ({ token: '{"endpoint":' }), 'token', 'Validation.invalid_format'],
      ['JSON of a string', () => ({ token: '"hello"' }), 'token', 'Validation.invalid_format'],
      ['over 4096 characters', () => ({ token: 'x'.repeat(5000) }), 'token', 'Validation.invalid_format'],
      [
        'no endpoint',
        () => ({ token: tokenOf(valid(), (j) => delete j.endpoint) }),
        'token.endpoint',
        'Validation.required',
      ],
      [
        'not a URL',
        () => ({ token: tokenOf(valid(), (j) => (j.endpoint = 'fcm')) }),
        'token.endpoint',
        'Validation.invalid_format',
      ],
      [
        'javascript:',
        () => ({ token: tokenOf(valid(), (j) => (j.endpoint = 'javascript:alert(1)')) }),
        'token.endpoint',
        'Validation.invalid_format',
      ],
      [
        'a host off the list',
        () => ({ token: tokenOf(valid(), (j) => (j.endpoint = 'https://fcm.googleapis.com/fcm/send/x')) }),
        'token.endpoint',
        'Validation.invalid_format',
      ],
      [
        'an endpoint with credentials',
        () => ({
          token: tokenOf(valid(), (j) => (j.endpoint = `http://u:p@${service.origin.slice(7)}/push/x`)),
        }),
        'token.endpoint',
        'Validation.invalid_format',
      ],
      [
        'a huge endpoint',
        () => ({ token: tokenOf(valid(), (j) => (j.endpoint = `${service.origin}/${'a'.repeat(2100)}`)) }),
        'token.endpoint',
        'Validation.invalid_format',
      ],
      [
        'no keys',
        () => ({ token: tokenOf(valid(), (j) => delete j.keys) }),
        'token.keys',
        'Validation.required',
      ],
      [
        'a short p256dh',
        () => ({ token: tokenOf(valid(), (j) => (keysOf(j).p256dh = 'BAAA')) }),
        'token.keys.p256dh',
        'Validation.invalid_format',
      ],
      [
        'a p256dh off the curve',
        () => ({ token: tokenOf(valid(), (j) => (keysOf(j).p256dh = offCurve)) }),
        'token.keys.p256dh',
        'Validation.invalid_format',
      ],
      [
        'a non-base64 auth',
        () => ({ token: tokenOf(valid(), (j) => (keysOf(j).auth = '!!!!!!!!!!!!!!!!!!!!!!')) }),
        'token.keys.auth',
        'Validation.invalid_format',
      ],
      [
        'a long auth',
        () => ({ token: tokenOf(valid(), (j) => (keysOf(j).auth = 'A'.repeat(44))) }),
        'token.keys.auth',
        'Validation.invalid_format',
      ],
      [
        'a text expirationTime',
        () => ({ token: tokenOf(valid(), (j) => (j.expirationTime = 'soon')) }),
        'token.expirationTime',
        'Validation.invalid_format',
      ],
      ['an unknown field', () => ({ token: null, extra: 1 }), 'extra', 'Validation.invalid_format'],
    ];
    it.each(cases)('%s', async (_name, body, field, message) => {
      const session = await signUp(t.app);
      const response = await patch(session, body());
      const error = expectEnvelope(response, 400, 'validation_error');
      expect(error.errors).toContainEqual({ field, message });
      expect(await viewerFlag(session)).toBe(false);
    });

    it('a body that is not an object, or hostile keys', async () => {
      const session = await signUp(t.app);
      for (const payload of ['[]', 'null', '"token"', '{"token":null,"__proto__":{"x":1}}']) {
        const response = await t.app.inject({
          method: 'PATCH',
          url: '/api/v1/me/push-subscription',
          headers: { ...session.auth, 'content-type': 'application/json' },
          payload,
        });
        expectEnvelope(response, '4xx');
      }
    });
  });

  it('50 concurrent saves all finish; the player keeps the newest few', async () => {
    const session = await signUp(t.app);
    const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
    if (!player) throw new Error('no player');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        patch(session, { token: PushServiceStandIn.token(service.subscription()) }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(await subscriptionCount(player.id)).toBe(MAX_SUBSCRIPTIONS_PER_PLAYER);
    expect(await viewerFlag(session)).toBe(true);
  });
});

describe('pushes after the change commits', () => {
  it('a completed deposit: the service checks the VAPID JWT and the browser decrypts the message', async () => {
    const session = await signUp(t.app, { currency: 'RUB' });
    const subscription = await subscribed(session);
    const created = await postBuy(t, session, { amount: '2000' });
    const { id } = created.json() as { id: string };
    await t.orders.completeBuy(BigInt(id));
    await t.push.drain();
    expect(pushesTo(subscription)).toEqual([
      {
        title: 'Deposit credited',
        body: '2000.00 RUB is on your balance. Good luck!',
        url: '/en?wallet=history',
        tag: `transaction-${id}`,
      },
    ]);
    const push = service.received.find((p) => subscription.endpoint.endsWith(p.path));
    expect(push?.jwt.sub).toBe('mailto:ops@casino.example');
    expect(push?.headers.urgency).toBe('normal');
    expect(service.rejected).toEqual([]);
  });

  it('in the player’s language, to each of their browsers', async () => {
    const session = await signUp(t.app, { currency: 'RUB', language: 'uk' });
    const phone = await subscribed(session);
    const laptop = await subscribed(session);
    const { id } = (await postBuy(t, session, { amount: '1500' })).json() as { id: string };
    await t.orders.completeBuy(BigInt(id));
    await t.push.drain();
    const expected = {
      title: 'Депозит зараховано',
      body: '1500.00 RUB уже на балансі. Успіхів!',
      url: '/uk?wallet=history',
      tag: `transaction-${id}`,
    };
    expect(pushesTo(phone)).toEqual([expected]);
    expect(pushesTo(laptop)).toEqual([expected]);
  });

  it('an operator’s withdrawal decisions, approved and declined; not the player’s own cancel', async () => {
    const funded = await fundedPlayer(t, 1_000_000n, { currency: 'RUB', language: 'ru' });
    const subscription = await subscribed(funded);
    const approved = (await postSell(t, funded)).json() as { id: string };
    const declined = (await postSell(t, funded)).json() as { id: string };
    const cancelled = (await postSell(t, funded)).json() as { id: string };
    await t.withdrawals.approve(approved.id);
    await t.withdrawals.decline(declined.id);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/sell/${cancelled.id}/cancel`,
      headers: funded.auth,
    });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    await t.push.drain();
    expect(pushesTo(subscription)).toEqual([
      {
        title: 'Вывод одобрен',
        body: 'Вывод 1000.00 RUB отправлен.',
        url: '/ru?wallet=history',
        tag: `transaction-${approved.id}`,
      },
      {
        title: 'Вывод отклонён',
        body: 'Вывод 1000.00 RUB отклонён, деньги вернулись на баланс.',
        url: '/ru?wallet=history',
        tag: `transaction-${declined.id}`,
      },
    ]);
  });

  it('a bonus an operator grants; not one the player claims on the page', async () => {
    const session = await signUp(t.app);
    const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
    if (!player) throw new Error('no player');
    const subscription = await subscribed(session);
    const grant = (source: string) =>
      withTx(t.db.database.pool, (tx) =>
        t.bonuses.bonuses.grant(tx, {
          userId: player.id,
          source,
          title: 'Gift',
          currency: 'USD',
          amount: 2500n,
          wagerMultiplier: 10,
          hours: 24,
        }),
      );
    const id = await grant(`operator:test:${player.id}`);
    await grant(`wheel:test:${player.id}`);
    await t.push.drain();
    expect(pushesTo(subscription)).toEqual([
      {
        title: 'Bonus received',
        body: 'A bonus of 25.00 USD is waiting for you.',
        url: '/en/bonuses',
        tag: `bonus-${id}`,
      },
    ]);
  });

  it('a tournament prize', async () => {
    const session = await signUp(t.app);
    const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
    if (!player) throw new Error('no player');
    const subscription = await subscribed(session);
    const pool = t.db.database.pool;
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO tournaments (slug, descriptions, prize_pool, currency, starts_at, ends_at, scoring, games,
                                min_stake, join_required, prizes)
       VALUES ('push-race', '{"en": {"name": "Push race"}}', 5000, 'USD', $1, $2, 'wagered', '{dice}', 0, false,
               '[{"place":1,"kind":"money","amount":"5000"}]') RETURNING id`,
      [
        new Date(t.clock.now.getTime() - 2 * 60 * 60 * 1000),
        new Date(t.clock.now.getTime() - 60 * 60 * 1000),
      ],
    );
    const tournamentId = rows[0]?.id;
    await pool.query(
      `INSERT INTO tournament_payouts (tournament_id, place, user_id, kind, currency, amount, score)
       VALUES ($1, 1, $2, 'money', 'USD', 5000, 100)`,
      [tournamentId, player.id.toString()],
    );
    expect(await t.tournaments.settlement.payPending()).toBeGreaterThanOrEqual(1);
    await t.push.drain();
    expect(pushesTo(subscription)).toEqual([
      {
        title: 'Tournament prize',
        body: 'You finished #1 and won 50.00 USD!',
        url: `/en/tournaments/${tournamentId}`,
        tag: `tournament-${tournamentId}`,
      },
    ]);
  });

  it('a subscription the service answers 410 for is deleted; other failures keep it and never reach the money', async () => {
    const session = await signUp(t.app, { currency: 'RUB' });
    const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
    if (!player) throw new Error('no player');
    const gone = await subscribed(session, 'gone');
    const failing = await subscribed(session, 'failing');
    const slow = await subscribed(session, 'slow');
    service.answers.set('/push/gone', 410);
    service.answers.set('/push/failing', 503);
    service.answers.set('/push/slow', 'hang');
    const { id } = (await postBuy(t, session, { amount: '1000' })).json() as { id: string };
    await t.orders.completeBuy(BigInt(id));
    // The deposit is done whatever the push services do.
    const { rows } = await t.db.database.pool.query<{ status: string }>(
      'SELECT status FROM cashier_transactions WHERE id = $1',
      [id],
    );
    expect(rows[0]?.status).toBe('completed');
    // The hanging one is given up after PUSH_TIMEOUT_MS.
    await t.push.drain();
    const endpoints = await t.db.database.pool.query<{ endpoint: string }>(
      'SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY endpoint',
      [player.id.toString()],
    );
    expect(endpoints.rows.map((r) => r.endpoint)).toEqual([failing.endpoint, slow.endpoint]);
    expect(gone.endpoint).toMatch(/gone$/);
    expect(await viewerFlag(session)).toBe(true);

    service.answers.set('/push/failing', 404);
    service.answers.set('/push/slow', 410);
    const next = (await postBuy(t, session, { amount: '1000' })).json() as { id: string };
    await t.orders.completeBuy(BigInt(next.id));
    await t.push.drain();
    expect(await subscriptionCount(player.id)).toBe(0);
    expect(await viewerFlag(session)).toBe(false);
  });
});

describe('without VAPID keys under DATABASE_URL', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ RATE_LIMITS: 'off' });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('push is off, not an error: the config says so and a subscription is refused', async () => {
    expect((await off.app.inject({ url: '/api/v1/push/config' })).json()).toEqual({
      enabled: false,
      publicKey: null,
    });
    const session = await signUp(off.app);
    const response = await off.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/push-subscription',
      headers: session.auth,
      payload: { token: PushServiceStandIn.token(service.subscription()) },
    });
    expectEnvelope(response, 409, 'push_unavailable');
    const removal = await off.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/push-subscription',
      headers: session.auth,
      payload: { token: null },
    });
    expect(removal.json()).toEqual({ isPushNotificationsActive: false });
  });
});
