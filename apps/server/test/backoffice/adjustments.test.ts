import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { expectError } from '../auth/helpers.ts';
import { ADMIN, auditCount, auditRows, signInOperator } from './helpers.ts';

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

let keyCounter = 0;
const freshKey = () => `key-${++keyCounter}`;

function adjust(globalId: string, payload: unknown, key: string | null = freshKey(), auth = operator.auth) {
  return t.app.inject({
    method: 'POST',
    url: `${ADMIN}/players/${globalId}/adjustments`,
    headers: { ...auth, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as Record<string, unknown>,
  });
}

async function mainBalance(globalId: string): Promise<string> {
  const player = await t.auth.getPlayerByGlobalId(globalId);
  if (!player) throw new Error('no player');
  return (await t.wallet.balances.balanceOf(player)).fiat.value;
}

async function playerBalanceMinor(globalId: string, currency: string): Promise<bigint> {
  const player = await t.auth.getPlayerByGlobalId(globalId);
  if (!player) throw new Error('no player');
  return (await t.wallet.ledger.playerBalances(player.id, currency)).main;
}

describe('POST /api/admin/v1/players/{globalId}/adjustments', () => {
  it('credits from the house adjustments account and answers the new balance, with one audit row', async () => {
    const player = await signUp(t.app);
    const houseBefore = await t.wallet.ledger.houseBalance('adjustments', 'USD');
    const response = await adjust(player.user.globalId, {
      amount: '25.50',
      currency: 'USD',
      reason: 'goodwill',
    });
    expect(response.statusCode, response.body).toBe(200);
    const balance = response.json();
    expect(balance.fiat).toMatchObject({ value: '25.50', currency: { code: 'USD' } });
    expect(balance.total.value).toBe('25.50');
    expect(await t.wallet.ledger.houseBalance('adjustments', 'USD')).toBe(houseBefore - 2550n);

    // The player sees it too.
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: player.auth });
    expect(own.json().fiat.value).toBe('25.50');

    const rows = await auditRows(t, player.user.globalId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operator_id: operator.id.toString(),
      action: 'player.adjustment',
      subject_type: 'player',
      subject_id: player.user.globalId,
      before: { balance: '0.00', currency: 'USD' },
      after: { balance: '25.50', currency: 'USD', amount: '25.50', reason: 'goodwill' },
    });
    expect(rows[0]?.after?.transferId).toMatch(/^\d+$/);
  });

  it('debits back to the house account, down to zero but never below', async () => {
    const player = await signUp(t.app);
    expect(
      (await adjust(player.user.globalId, { amount: '10', currency: 'USD', reason: 'credit' })).statusCode,
    ).toBe(200);
    const debit = await adjust(player.user.globalId, {
      amount: '-4.25',
      currency: 'USD',
      reason: 'chargeback',
    });
    expect(debit.statusCode, debit.body).toBe(200);
    expect(debit.json().fiat.value).toBe('5.75');

    const before = await auditCount(t);
    const overdraft = expectError(
      await adjust(player.user.globalId, { amount: '-5.76', currency: 'USD', reason: 'too much' }),
      400,
      'insufficient_balance',
    );
    expect(overdraft.params).toEqual({ amount: '-5.76', currency: 'USD' });
    expect(await mainBalance(player.user.globalId)).toBe('5.75');
    expect(await auditCount(t)).toBe(before);

    const all = await adjust(player.user.globalId, { amount: '-5.75', currency: 'USD', reason: 'close out' });
    expect(all.json().fiat.value).toBe('0.00');
    const rows = await auditRows(t, player.user.globalId);
    expect(rows.map((r) => [r.before?.balance, r.after?.balance, r.after?.amount])).toEqual([
      ['0.00', '10.00', '10.00'],
      ['10.00', '5.75', '-4.25'],
      ['5.75', '0.00', '-5.75'],
    ]);
    expectError(
      await adjust(player.user.globalId, { amount: '-0.01', currency: 'USD', reason: 'below zero' }),
      400,
      'insufficient_balance',
    );
  });

  it('answers a replay of the Idempotency-Key with the same balance, posting and auditing nothing more', async () => {
    const player = await signUp(t.app);
    const payload = { amount: '7.00', currency: 'USD', reason: 'once' };
    const first = await adjust(player.user.globalId, payload, 'replay-me');
    const again = await adjust(player.user.globalId, payload, 'replay-me');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await mainBalance(player.user.globalId)).toBe('7.00');
    expect(await auditRows(t, player.user.globalId)).toHaveLength(1);

    // 20 concurrent replays of a new key: one credit, one audit row.
    const key = 'concurrent-key';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => adjust(player.user.globalId, { ...payload, amount: '1.00' }, key)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await mainBalance(player.user.globalId)).toBe('8.00');
    expect(await auditRows(t, player.user.globalId)).toHaveLength(2);
  });

  it('refuses a key reused for a different adjustment with 409 conflict', async () => {
    const player = await signUp(t.app);
    const other = await signUp(t.app);
    expect(
      (await adjust(player.user.globalId, { amount: '3', currency: 'USD', reason: 'a' }, 'reused'))
        .statusCode,
    ).toBe(200);
    expectError(
      await adjust(player.user.globalId, { amount: '4', currency: 'USD', reason: 'a' }, 'reused'),
      409,
      'conflict',
    );
    expectError(
      await adjust(other.user.globalId, { amount: '3', currency: 'USD', reason: 'a' }, 'reused'),
      409,
      'conflict',
    );
    expect(await mainBalance(player.user.globalId)).toBe('3.00');
    expect(await mainBalance(other.user.globalId)).toBe('0.00');
    expect(await auditRows(t, player.user.globalId)).toHaveLength(1);
    expect(await auditRows(t, other.user.globalId)).toHaveLength(0);
  });

  it("keeps two operators' keys apart", async () => {
    const player = await signUp(t.app);
    const second = await signInOperator(t);
    const payload = { amount: '2', currency: 'USD', reason: 'same key, two people' };
    expect((await adjust(player.user.globalId, payload, 'shared')).statusCode).toBe(200);
    expect((await adjust(player.user.globalId, payload, 'shared', second.auth)).statusCode).toBe(200);
    expect(await mainBalance(player.user.globalId)).toBe('4.00');
    const rows = await auditRows(t, player.user.globalId);
    expect(rows.map((r) => r.operator_id)).toEqual([operator.id.toString(), second.id.toString()]);
  });

  it('uses the precision of the currency from the database', async () => {
    const player = await signUp(t.app, { currency: 'EUR' });
    const ok = await adjust(player.user.globalId, { amount: '0.01', currency: 'EUR', reason: 'p' });
    expect(ok.json().fiat).toMatchObject({ value: '0.01', currency: { code: 'EUR' } });
    expect(await playerBalanceMinor(player.user.globalId, 'EUR')).toBe(1n);
  });

  it("refuses a currency other than the player's account currency with error_currency_not_supported", async () => {
    const player = await signUp(t.app);
    for (const currency of ['EUR', 'BTC', 'XXX', 'ZZZZZZ']) {
      const body = expectError(
        await adjust(player.user.globalId, { amount: '1', currency, reason: 'r' }),
        400,
        'error_currency_not_supported',
      );
      expect(body.params).toEqual({ currency });
    }
    expect(await auditRows(t, player.user.globalId)).toHaveLength(0);
  });

  it('refuses bad amounts with 400 and changes nothing', async () => {
    const player = await signUp(t.app);
    const before = await auditCount(t);
    const cases: Array<[unknown, string]> = [
      ['1.234', 'Validation.invalid_amount'],
      ['abc', 'Validation.invalid_amount'],
      ['', 'Validation.required'],
      ['0', 'Validation.invalid_amount'],
      ['-0.00', 'Validation.invalid_amount'],
      ['1e3', 'Validation.invalid_amount'],
      ['+5', 'Validation.invalid_amount'],
      [' 5', 'Validation.invalid_amount'],
      ['0x10', 'Validation.invalid_amount'],
      ['1,5', 'Validation.invalid_amount'],
      ['.5', 'Validation.invalid_amount'],
      ['5.', 'Validation.invalid_amount'],
      ['NaN', 'Validation.invalid_amount'],
      ['Infinity', 'Validation.invalid_amount'],
      ['9'.repeat(39), 'Validation.maximum_amount'],
      ['-9'.repeat(20), 'Validation.invalid_amount'],
      ['10000000000000.01', 'Validation.maximum_amount'],
      ['-10000000000000.01', 'Validation.maximum_amount'],
      ['1'.repeat(41), 'Validation.invalid_amount'],
      ['9'.repeat(10_000), 'Validation.invalid_amount'],
      [12, 'Validation.invalid_format'],
      [null, 'Validation.invalid_format'],
      [['1'], 'Validation.invalid_format'],
    ];
    for (const [amount, message] of cases) {
      const body = expectError(
        await adjust(player.user.globalId, { amount, currency: 'USD', reason: 'r' }),
        400,
        'validation_error',
      );
      expect(body.errors, JSON.stringify(amount)).toContainEqual(
        expect.objectContaining({ field: 'amount', message }),
      );
    }
    // The largest allowed adjustment goes through.
    const max = await adjust(player.user.globalId, {
      amount: '10000000000000.00',
      currency: 'USD',
      reason: 'max',
    });
    expect(max.statusCode, max.body).toBe(200);
    const min = await adjust(player.user.globalId, {
      amount: '-10000000000000',
      currency: 'USD',
      reason: 'max',
    });
    expect(min.json().fiat.value).toBe('0.00');
    expect(await auditCount(t)).toBe(before + 2);
  });

  it('requires an Idempotency-Key of 1 to 200 characters', async () => {
    const player = await signUp(t.app);
    const payload = { amount: '1', currency: 'USD', reason: 'r' };
    for (const key of [null, '', 'k'.repeat(201)]) {
      const body = expectError(await adjust(player.user.globalId, payload, key), 400, 'validation_error');
      expect(body.errors).toEqual([expect.objectContaining({ field: 'idempotency-key' })]);
    }
    const longest = await adjust(player.user.globalId, payload, 'k'.repeat(200));
    expect(longest.statusCode, longest.body).toBe(200);
    expect(await mainBalance(player.user.globalId)).toBe('1.00');
  });

  it('answers 404 for an unknown or malformed player id', async () => {
    const payload = { amount: '1', currency: 'USD', reason: 'r' };
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      '1',
      "'%20OR%201=1",
      'x'.repeat(100),
    ]) {
      expectError(await adjust(id, payload), 404, 'not_found');
    }
  });
});
