import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { balanceOf as balance } from '../cashier/helpers.ts';
import { tinyPng } from '../fixtures/uploads.ts';
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

const PNG = tinyPng().toString('base64');

type Session = Awaited<ReturnType<typeof signUp>>;

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `${ADMIN}${url}`, headers: operator.auth, ...(payload ? { payload } : {}) });

const balanceOf = (s: Session) => balance(t, s);

const orderStatus = async (s: Session, id: string) =>
  (
    (await t.app.inject({ url: `/api/v1/wallet/orders/buy/${id}`, headers: s.auth })).json() as {
      status: string;
    }
  ).status;

/** A RUB buy order of 1500 the player says was paid, then disputed. Returns the order and dispute ids. */
async function disputedOrder(
  dispute: Record<string, unknown> = { acceptOption: 'REPAY' },
  paid = true,
): Promise<{ s: Session; orderId: string; disputeId: string }> {
  const s = await signUp(t.app, { currency: 'RUB' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v2/wallet/orders/buy',
    headers: s.auth,
    payload: { amount: '1500', bankId: 'rub-p2p', externalFields: {}, callbackUrl: 'http://localhost:3000' },
  });
  const orderId = (created.json() as { id: string }).id;
  if (paid) {
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/buy/${orderId}/paid`,
      headers: s.auth,
      payload: { name: 'Ivan Petrov', fileName: 'r.png', fileContent: PNG },
    });
    expect(marked.statusCode, marked.body).toBe(200);
  } else {
    await t.db.database.pool.query(`UPDATE cashier_transactions SET status = 'declined' WHERE id = $1`, [
      orderId,
    ]);
  }
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/v1/wallet/orders/buy/${orderId}/dispute`,
    headers: s.auth,
    payload: {
      image: { name: 'receipt', fileName: 'r.png', fileContent: PNG },
      comment: 'I paid',
      ...dispute,
    },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const { rows } = await t.db.database.pool.query(
    `SELECT id FROM cashier_disputes WHERE transaction_id = $1 AND status = 'open'`,
    [orderId],
  );
  return { s, orderId, disputeId: String(rows[0].id) };
}

describe('disputes in the back office', () => {
  it('lists open disputes with their order and the player’s public id', async () => {
    const { s, orderId, disputeId } = await disputedOrder({ acceptOption: 'CHANGE_INVOICE', amount: '1400' });
    const list = (await admin('GET', '/disputes?status=open&limit=100')).json() as {
      items: Array<Record<string, unknown>>;
      meta: { total: number };
    };
    expect(list.items).toContainEqual(
      expect.objectContaining({
        id: disputeId,
        status: 'open',
        acceptOption: 'CHANGE_INVOICE',
        amount: '1400.00',
        previousStatus: 'wait_for_confirmation',
        player: s.user.globalId,
        order: expect.objectContaining({ id: orderId, status: 'disputed', valueFrom: '1500.00' }),
      }),
    );
    expect(list.items.every((i) => i.status === 'open')).toBe(true);
    expect(list.items.some((i) => 'userId' in i)).toBe(false);
    expect((await admin('GET', '/disputes?status=closed')).statusCode).toBe(400);
    // The player's evidence and the order's receipt, as the bytes they uploaded proved them to be.
    const evidence = await admin('GET', `/disputes/${disputeId}/evidence`);
    expect(evidence.statusCode).toBe(200);
    expect(evidence.headers['content-type']).toMatch(/^(image\/(png|jpeg|webp)|application\/pdf)$/);
    expect(evidence.headers['content-security-policy']).toBe("default-src 'none'");
    expect((await admin('GET', `/orders/buy/${orderId}/receipt`)).statusCode).toBe(200);
    for (const id of ['999999999', 'abc'])
      expect((await admin('GET', `/disputes/${id}/evidence`)).statusCode).not.toBe(200);
  });

  it('accept of a REPAY dispute credits the order amount once, audited', async () => {
    const { s, orderId, disputeId } = await disputedOrder();
    const accepted = await admin('POST', `/disputes/${disputeId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      id: disputeId,
      status: 'accepted',
      transaction: { id: orderId, status: 'completed', amount: '1500.00' },
    });
    expect(await balanceOf(s)).toBe('1500.00');
    expect(await orderStatus(s, orderId)).toBe('completed');
    expect((await admin('POST', `/disputes/${disputeId}/accept`)).statusCode).toBe(409);
    expect((await admin('POST', `/disputes/${disputeId}/reject`)).statusCode).toBe(409);
    expect(await balanceOf(s)).toBe('1500.00');
    expect(await auditRows(t, disputeId)).toEqual([
      expect.objectContaining({
        action: 'dispute.accept',
        subject_type: 'dispute',
        operator_id: operator.id.toString(),
        before: { status: 'open', transactionStatus: 'disputed' },
        after: expect.objectContaining({
          status: 'accepted',
          transactionStatus: 'completed',
          amount: '1500.00',
        }),
      }),
    ]);
  });

  it('accept of a CHANGE_INVOICE dispute credits the amount the player paid, or the operator’s', async () => {
    const claimed = await disputedOrder({ acceptOption: 'CHANGE_INVOICE', amount: '1400' });
    expect((await admin('POST', `/disputes/${claimed.disputeId}/accept`)).json()).toMatchObject({
      transaction: { amount: '1400.00' },
    });
    expect(await balanceOf(claimed.s)).toBe('1400.00');
    const corrected = await disputedOrder({ acceptOption: 'CHANGE_INVOICE', amount: '1400' });
    expect(
      (await admin('POST', `/disputes/${corrected.disputeId}/accept`, { amount: '1350.50' })).json(),
    ).toMatchObject({ transaction: { amount: '1350.50' } });
    expect(await balanceOf(corrected.s)).toBe('1350.50');
    const bad = await disputedOrder();
    for (const amount of ['-5', 'abc', '1.234', '0', 5]) {
      const response = await admin('POST', `/disputes/${bad.disputeId}/accept`, { amount });
      expect(response.statusCode, String(amount)).toBe(400);
    }
    expect(await balanceOf(bad.s)).toBe('0.00');
  });

  it('reject restores the order’s previous status without credit, audited with the reason', async () => {
    const waiting = await disputedOrder();
    const rejected = await admin('POST', `/disputes/${waiting.disputeId}/reject`, {
      reason: 'no payment arrived',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      transaction: { id: waiting.orderId, status: 'wait_for_confirmation' },
    });
    expect(await orderStatus(waiting.s, waiting.orderId)).toBe('wait_for_confirmation');
    expect(await auditRows(t, waiting.disputeId)).toEqual([
      expect.objectContaining({
        action: 'dispute.reject',
        after: expect.objectContaining({ status: 'rejected', reason: 'no payment arrived' }),
      }),
    ]);
    const declined = await disputedOrder({ acceptOption: 'REPAY' }, false);
    expect((await admin('POST', `/disputes/${declined.disputeId}/reject`)).statusCode).toBe(200);
    expect(await orderStatus(declined.s, declined.orderId)).toBe('declined');
    expect(await balanceOf(declined.s)).toBe('0.00');
    expect(await balanceOf(waiting.s)).toBe('0.00');
    // The player may dispute again once the first is closed.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/buy/${declined.orderId}/dispute`,
      headers: declined.s.auth,
      payload: { image: { name: 'r', fileName: 'r.png', fileContent: PNG }, acceptOption: 'REPAY' },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('accept racing reject: exactly one wins, and the ledger agrees', async () => {
    const cases = await Promise.all(Array.from({ length: 8 }, () => disputedOrder()));
    const outcomes = await Promise.all(
      cases.map(async ({ disputeId }) => {
        const [accept, reject] = await Promise.all([
          admin('POST', `/disputes/${disputeId}/accept`),
          admin('POST', `/disputes/${disputeId}/reject`),
        ]);
        return [accept.statusCode, reject.statusCode].sort();
      }),
    );
    for (const codes of outcomes) expect(codes).toEqual([200, 409]);
    for (const { s, orderId, disputeId } of cases) {
      const status = await orderStatus(s, orderId);
      expect(['completed', 'wait_for_confirmation']).toContain(status);
      expect(await balanceOf(s)).toBe(status === 'completed' ? '1500.00' : '0.00');
      expect(await auditRows(t, disputeId)).toHaveLength(1);
    }
  });

  it('a confirm of the disputed order itself settles its dispute too', async () => {
    const { s, orderId, disputeId } = await disputedOrder();
    expect((await admin('POST', `/orders/buy/${orderId}/confirm`)).statusCode).toBe(200);
    expect((await admin('POST', `/disputes/${disputeId}/accept`)).statusCode).toBe(409);
    expect(await balanceOf(s)).toBe('1500.00');
    const open = (await admin('GET', '/disputes?status=open&limit=100')).json() as {
      items: Array<{ id: string }>;
    };
    expect(open.items.map((i) => i.id)).not.toContain(disputeId);
  });

  it('answers 404 for unknown disputes, 400 for malformed ids and bodies, and is the operator’s alone', async () => {
    const { s, disputeId } = await disputedOrder();
    expect((await admin('POST', '/disputes/999999999/accept')).statusCode).toBe(404);
    expect((await admin('POST', '/disputes/999999999/reject')).statusCode).toBe(404);
    expect((await admin('POST', '/disputes/abc/accept')).statusCode).toBe(400);
    for (const body of [{ reason: 'x'.repeat(501) }, { reason: 'a\u0000b' }, { reason: 5 }, { other: 1 }]) {
      expect(
        (await admin('POST', `/disputes/${disputeId}/reject`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    for (const [method, url] of [
      ['POST', `/disputes/${disputeId}/accept`],
      ['POST', `/disputes/${disputeId}/reject`],
      ['GET', '/disputes'],
    ] as const) {
      expect((await t.app.inject({ method, url: `${ADMIN}${url}`, headers: s.auth })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url: `${ADMIN}${url}` })).statusCode).toBe(401);
    }
    expect(await balanceOf(s)).toBe('0.00');
  });
});
