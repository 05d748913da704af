import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { tinyPng } from '../fixtures/uploads.ts';
import { subscribePlayer } from '../realtime-client.ts';
import { balanceOf, postBuy } from './helpers.ts';

let t: TestApp;
let socket: Socket | undefined;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  socket?.disconnect();
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

type Session = Awaited<ReturnType<typeof signUp>>;

const rubPlayer = () => signUp(t.app, { currency: 'RUB' });

async function newOrder(s: Session, body: Record<string, unknown> = {}): Promise<string> {
  const response = await postBuy(t, s, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const cancel = (s: Session, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/wallet/orders/buy/${id}/cancel`,
    headers: { ...s.auth, ...headers },
  });

const statusOf = async (s: Session, id: string) =>
  (
    (await t.app.inject({ url: `/api/v1/wallet/orders/buy/${id}`, headers: s.auth })).json() as {
      status: string;
    }
  ).status;

const EXTERNAL = { bankId: 'rub-mpayment', amount: '500', externalFields: { phone: '+79001234567' } };

describe('POST /api/v1/wallet/orders/buy/{id}/cancel', () => {
  it('declines the player’s unpaid order, marked as cancelled by the player, and announces it', async () => {
    const s = await rubPlayer();
    const client = await subscribePlayer(t, s);
    socket = client.socket;
    const id = await newOrder(s, EXTERNAL);
    expect(await statusOf(s, id)).toBe('pay_external_invoice');

    const event = client.nextTransaction();
    const response = await cancel(s, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'declined',
      valueFrom: '500.00',
      currencyFrom: 'RUB',
    });
    expect(await event).toEqual({ status: 'declined', type: 'buy' });
    expect(await statusOf(s, id)).toBe('declined');
    const { rows } = await t.db.database.pool.query<{ details: Record<string, unknown> }>(
      'SELECT details FROM cashier_transactions WHERE id = $1',
      [id],
    );
    expect(rows[0]?.details).toMatchObject({ cancelledBy: 'player' });
    expect(await balanceOf(t, s)).toBe('0.00');
  });

  it('frees the open-orders limit: a new order for the same single-order method succeeds', async () => {
    const s = await rubPlayer();
    const id = await newOrder(s);
    expect((await postBuy(t, s)).json()).toMatchObject({ detail: 'error_orders_limit' });
    expect((await cancel(s, id)).statusCode).toBe(200);
    const again = await postBuy(t, s);
    expect(again.statusCode, again.body).toBe(201);
    const open = await t.app.inject({
      url: '/api/v2/wallet/orders/not-expired?bank_id=rub-p2p',
      headers: s.auth,
    });
    expect(open.json()).toMatchObject({ id: (again.json() as { id: string }).id, status: 'waiting' });
  });

  it('answers a second cancel with 409 conflict', async () => {
    const s = await rubPlayer();
    const id = await newOrder(s);
    expect((await cancel(s, id)).statusCode).toBe(200);
    const second = await cancel(s, id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ detail: 'conflict' });
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const s = await rubPlayer();
    const id = await newOrder(s);
    const first = await cancel(s, id, { 'idempotency-key': `cancel-${id}` });
    const again = await cancel(s, id, { 'idempotency-key': `cancel-${id}` });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('hides another player’s order behind 404 and leaves it open', async () => {
    const owner = await rubPlayer();
    const other = await rubPlayer();
    const id = await newOrder(owner);
    expect((await cancel(other, id)).statusCode).toBe(404);
    expect((await cancel(other, '999999999')).statusCode).toBe(404);
    expect((await cancel(other, 'abc')).statusCode).toBe(404);
    expect(await statusOf(owner, id)).toBe('waiting');
  });

  it('refuses a paid order and a lapsed one with 409, leaving their status', async () => {
    const s = await rubPlayer();
    const paidId = await newOrder(s);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/buy/${paidId}/paid`,
      headers: s.auth,
      payload: { name: 'Ivan Petrov', fileName: 'receipt.png', fileContent: tinyPng().toString('base64') },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await cancel(s, paidId)).statusCode).toBe(409);
    expect(await statusOf(s, paidId)).toBe('wait_for_confirmation');

    const settled = await newOrder(s, EXTERNAL);
    await t.orders.completeBuy(BigInt(settled));
    expect((await cancel(s, settled)).statusCode).toBe(409);
    expect(await statusOf(s, settled)).toBe('completed');

    const lapsed = await newOrder(s, {
      bankId: 'rub-account',
      amount: '1000',
      externalFields: { full_name: 'Ivan Petrov' },
    });
    t.clock.advance(15 * 60 * 1000 + 1);
    const late = await cancel(s, lapsed);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ detail: 'conflict' });
    expect(await statusOf(s, lapsed)).toBe('timeouted');
  });

  it('lets exactly one of 50 concurrent cancels through, crediting nothing', async () => {
    const s = await rubPlayer();
    const id = await newOrder(s);
    const answers = await Promise.all(Array.from({ length: 50 }, () => cancel(s, id)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    expect(await statusOf(s, id)).toBe('declined');
    expect(await balanceOf(t, s)).toBe('0.00');
    expect(await auditLedger(t.db.database.pool)).toEqual([]);
  });

  it('is documented in OpenAPI with its 200 schema', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    expect(
      doc.paths['/api/v1/wallet/orders/buy/{id}/cancel']?.post?.responses?.['200']?.content,
    ).toBeDefined();
  });

  it('needs a signed-in player', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/orders/buy/1/cancel' });
    expect(response.statusCode).toBe(401);
  });
});
