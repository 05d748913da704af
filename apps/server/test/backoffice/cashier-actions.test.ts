import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundPlayer, signUp, type TestApp } from '../app.ts';
import { postBuy, postSell } from '../cashier/helpers.ts';
import { ADMIN, auditRows, signInOperator } from './helpers.ts';

let t: TestApp;
let operator: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  operator = await signInOperator(t);
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

async function rubPlayer(rubles = 0) {
  const session = await signUp(t.app, { currency: 'RUB' });
  const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
  if (!player) throw new Error('player missing');
  if (rubles > 0) {
    await fundPlayer(t, player, BigInt(rubles * 100));
  }
  return { ...session, player };
}

type Session = Awaited<ReturnType<typeof rubPlayer>>;

async function buyOrder(s: Session, amount = '1500'): Promise<string> {
  const response = await postBuy(t, s, { amount });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function sellOrder(s: Session): Promise<string> {
  const response = await postSell(t, s);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `${ADMIN}${url}`, headers: operator.auth, ...(payload ? { payload } : {}) });

const balance = async (s: Session) =>
  (
    (await t.app.inject({ url: '/api/v1/wallet/balance', headers: s.auth })).json() as {
      fiat: { value: string };
    }
  ).fiat.value;

describe('buy orders in the back office', () => {
  it('lists open orders with the player’s public id, confirms once with an audit row, and credits once', async () => {
    const s = await rubPlayer();
    const id = await buyOrder(s);
    const list = (await admin('GET', '/orders/buy?status=waiting&limit=100')).json() as {
      items: Array<{ id: string; player: string; status: string }>;
    };
    expect(list.items).toContainEqual(
      expect.objectContaining({ id, player: s.player.globalId, status: 'waiting' }),
    );

    const confirmed = await admin('POST', `/orders/buy/${id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id, status: 'completed' });
    expect((await admin('POST', `/orders/buy/${id}/confirm`)).statusCode).toBe(409);
    expect(await balance(s)).toBe('1500.00');
    const audit = await auditRows(t, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'buy.confirm',
      subject_type: 'transaction',
      operator_id: operator.id.toString(),
      before: { status: 'waiting' },
      after: { status: 'completed' },
    });
    const me = (await t.app.inject({ url: '/api/v1/me', headers: s.auth })).json() as {
      hasDeposits: boolean;
    };
    expect(me.hasDeposits).toBe(true);
  });

  it('credits the amount actually paid when the operator accepts a changed invoice', async () => {
    const s = await rubPlayer();
    const id = await buyOrder(s);
    expect((await admin('POST', `/orders/buy/${id}/confirm`, { amount: '1400.00' })).statusCode).toBe(200);
    expect(await balance(s)).toBe('1400.00');
    for (const amount of ['-5', 'abc', '1.234', '0']) {
      const other = await buyOrder(await rubPlayer());
      expect((await admin('POST', `/orders/buy/${other}/confirm`, { amount })).statusCode, amount).toBe(400);
    }
  });

  it('declines without credit, audited; unknown and malformed ids answer 404 and 400', async () => {
    const s = await rubPlayer();
    const id = await buyOrder(s);
    expect((await admin('POST', `/orders/buy/${id}/decline`)).json()).toMatchObject({ status: 'declined' });
    expect(await balance(s)).toBe('0.00');
    expect((await auditRows(t, id))[0]).toMatchObject({
      action: 'buy.decline',
      after: { status: 'declined' },
    });
    expect((await admin('POST', '/orders/buy/999999999/confirm')).statusCode).toBe(404);
    expect((await admin('POST', '/orders/buy/abc/confirm')).statusCode).toBe(400);
  });
});

describe('withdrawals in the back office', () => {
  it('approves (funds leave) or declines (funds return), each audited', async () => {
    const s = await rubPlayer(5_000);
    const approved = await sellOrder(s);
    const declined = await sellOrder(s);
    const list = (await admin('GET', '/withdrawals?status=pending&limit=100')).json() as {
      items: Array<{ id: string; player: string }>;
    };
    expect(list.items.map((i) => i.id)).toEqual(expect.arrayContaining([approved, declined]));
    expect((await admin('POST', `/withdrawals/${approved}/approve`)).json()).toMatchObject({
      status: 'completed',
    });
    expect(
      (await admin('POST', `/withdrawals/${declined}/decline`, { reason: 'Name does not match' })).json(),
    ).toMatchObject({
      status: 'declined',
    });
    expect(await balance(s)).toBe('3970.00');
    // The approved sell order went out through its method's provider once the approval committed.
    const { rows } = await t.db.database.pool.query(
      `SELECT details->'payoutSent' AS sent, details->'payout' AS payout FROM cashier_transactions WHERE id = $1`,
      [approved],
    );
    expect(rows[0].sent).toEqual({ provider: 'sandbox', externalId: expect.stringMatching(/^sbx_payout_/) });
    expect(rows[0].payout).toBeTruthy();
    expect((await admin('POST', `/withdrawals/${approved}/decline`)).statusCode).toBe(409);
    expect((await auditRows(t, approved)).map((r) => r.action)).toEqual(['withdrawal.approve']);
    expect((await auditRows(t, declined)).map((r) => [r.action, r.after])).toEqual([
      ['withdrawal.decline', { status: 'declined', reason: 'Name does not match' }],
    ]);
    expect(
      (await admin('POST', `/withdrawals/${approved}/decline`, { reason: 'x'.repeat(501) })).statusCode,
    ).toBe(400);
  });

  it('has no simulated chain to send payments to unless SIMULATED_CHAIN is on', async () => {
    const response = await admin('POST', '/sandbox/chain-payments', {
      currency: 'BTC',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      amount: '1',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('not_found');
  });

  it('is the operator’s alone: a player token gets 403, none 401', async () => {
    const s = await rubPlayer(5_000);
    const id = await sellOrder(s);
    for (const url of [`/withdrawals/${id}/approve`, '/withdrawals', '/orders/buy']) {
      const method = url.endsWith('approve') ? 'POST' : 'GET';
      expect((await t.app.inject({ method, url: `${ADMIN}${url}`, headers: s.auth })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url: `${ADMIN}${url}` })).statusCode).toBe(401);
    }
    expect(await balance(s)).toBe('3970.00');
  });
});
