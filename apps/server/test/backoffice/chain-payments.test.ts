import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { balanceOf as balance, depositAddress } from '../cashier/helpers.ts';
import { ADMIN, auditRows, signInOperator } from './helpers.ts';

let t: TestApp;
let operator: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off', SIMULATED_CHAIN: 'on' });
  operator = await signInOperator(t);
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

type Session = Awaited<ReturnType<typeof signUp>>;

const send = (payload: Record<string, unknown>, headers: Record<string, string> = operator.auth) =>
  t.app.inject({ method: 'POST', url: `${ADMIN}/sandbox/chain-payments`, headers, payload });

const addressOf = (s: Session, currency: string) => depositAddress(t, s, currency);

const balanceOf = (s: Session) => balance(t, s);

describe('sandbox chain payments from the back office', () => {
  it('sends a payment on the simulated chain that is credited to the address’s player, audited', async () => {
    const s = await signUp(t.app, { currency: 'USD' });
    const { address, memo } = await addressOf(s, 'USDTTON');
    const response = await send({ currency: 'USDTTON', address, memo, amount: '25' });
    expect(response.statusCode, response.body).toBe(201);
    const sent = response.json() as { chainTxId: string; result: string; transactionId: string };
    expect(sent).toMatchObject({ result: 'credited', chainTxId: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await balanceOf(s)).toBe('25.00');
    expect(await auditRows(t, `USDTTON:${sent.chainTxId}`)).toEqual([
      expect.objectContaining({
        action: 'sandbox.chain_payment',
        subject_type: 'chain_payment',
        operator_id: operator.id.toString(),
        before: null,
        after: expect.objectContaining({
          currency: 'USDTTON',
          address,
          memo,
          amount: '25',
          result: 'credited',
        }),
      }),
    ]);
    const list = (
      await t.app.inject({ url: `${ADMIN}/chain-deposits?status=credited`, headers: operator.auth })
    ).json() as {
      items: Array<Record<string, unknown>>;
    };
    expect(list.items).toContainEqual(
      expect.objectContaining({
        chainTxId: sent.chainTxId,
        currency: 'USDTTON',
        amount: '25.000000',
        status: 'credited',
        player: s.user.globalId,
        transactionId: sent.transactionId,
      }),
    );
  });

  it('answers below_minimum, unmatched and unconfirmed as the chain watcher decides', async () => {
    const s = await signUp(t.app);
    const { address } = await addressOf(s, 'LTC');
    expect((await send({ currency: 'LTC', address, amount: '0.01' })).json()).toMatchObject({
      result: 'below_minimum',
    });
    expect(
      (
        await send({ currency: 'LTC', address: 'ltc1qnobodyhasthisaddressatall0000000000', amount: '5' })
      ).json(),
    ).toMatchObject({ result: 'unmatched' });
    expect((await send({ currency: 'LTC', address, amount: '1', confirmations: 1 })).json()).toMatchObject({
      result: 'unconfirmed',
      required: 6,
    });
    expect(await balanceOf(s)).toBe('0.00');
    const unmatched = (
      await t.app.inject({ url: `${ADMIN}/chain-deposits?status=unmatched`, headers: operator.auth })
    ).json() as {
      items: Array<{ player: string | null }>;
    };
    expect(unmatched.items.length).toBeGreaterThan(0);
    expect(unmatched.items.every((i) => i.player === null)).toBe(true);
  });

  it('refuses unknown currencies and bad amounts, and is the operator’s alone', async () => {
    const s = await signUp(t.app);
    const { address } = await addressOf(s, 'BTC');
    expect((await send({ currency: 'XYZ', address, amount: '1' })).json().detail).toBe(
      'error_currency_not_supported',
    );
    expect((await send({ currency: 'USD', address, amount: '1' })).json().detail).toBe(
      'error_currency_not_supported',
    );
    for (const amount of ['0', '0.000000001', '-1', '1e3']) {
      expect((await send({ currency: 'BTC', address, amount })).statusCode, amount).toBe(400);
    }
    expect((await send({ currency: 'BTC', address, amount: '1' }, s.auth)).statusCode).toBe(403);
    expect((await send({ currency: 'BTC', address, amount: '1' }, {})).statusCode).toBe(401);
    expect(await balanceOf(s)).toBe('0.00');
  });
});
