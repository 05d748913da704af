import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundPlayer, signUp, type TestApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const TON_ADDRESS = `UQ${'a'.repeat(46)}`;

/** A USD player with `dollars` on the main account. */
async function fundedPlayer(dollars: number) {
  const session = await signUp(t.app, { currency: 'USD' });
  const player = await t.auth.getPlayerByGlobalId(session.user.globalId);
  if (!player) throw new Error('player missing');
  if (dollars === 0) return { ...session, player };
  await fundPlayer(t, player, BigInt(dollars * 100));
  return { ...session, player };
}

type Session = Awaited<ReturnType<typeof fundedPlayer>>;
interface ErrorBody {
  detail: string;
  errors?: Array<{ field: string; message: string; params?: Record<string, string> }>;
}

const withdraw = (s: Session, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/txns/withdraw',
    headers: { ...s.auth, ...headers },
    payload: { currency: 'BTC', address: BTC_ADDRESS, amount: '0.001', ...body },
  });

async function newWithdrawal(s: Session, body: Record<string, unknown> = {}): Promise<string> {
  const response = await withdraw(s, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const fee = (s: Session, code: string, query = '') =>
  t.app.inject({ url: `/api/v1/wallet/currencies/${code}/withdraw_fee${query}`, headers: s.auth });

const balance = async (s: Session) =>
  (
    (await t.app.inject({ url: '/api/v1/wallet/balance', headers: s.auth })).json() as {
      fiat: { value: string };
    }
  ).fiat.value;

const cancel = (s: Session, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/wallet/txns/cancel/${id}`, headers: s.auth });

describe('withdraw fee', () => {
  it('answers the network fee, the minimum and the balance in the currency less the fee', async () => {
    const s = await fundedPlayer(1000);
    const btc = await fee(s, 'BTC', '?amount=0.001');
    expect(btc.statusCode, btc.body).toBe(200);
    // 1000 USD at 97000 USD/BTC = 0.01030927 BTC (truncated), less 0.0001.
    expect(btc.json()).toEqual({ fee: '0.00010000', minAmount: '0.00050000', maxAmount: '0.01020927' });
    // 1000 USD at 5.4 USD/TON = 185.185185185 TON, less 0.05.
    expect((await fee(s, 'TON')).json()).toEqual({
      fee: '0.050000000',
      minAmount: '2.000000000',
      maxAmount: '185.135185185',
    });
    expect((await fee(s, 'USDTERC20', '?amount=25')).json()).toEqual({
      fee: '5.000000',
      minAmount: '20.000000',
      maxAmount: '995.000000',
    });
  });

  it('floors the maximum at zero and refuses bad amounts and currencies', async () => {
    const poor = await fundedPlayer(0);
    expect((await fee(poor, 'BTC')).json()).toMatchObject({ maxAmount: '0.00000000' });
    for (const query of ['?amount=abc', '?amount=0.000000001', '?amount=-1', '?amount=1e3']) {
      const response = await fee(poor, 'BTC', query);
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as ErrorBody).detail).toBe('validation_error');
    }
    for (const code of ['DOGS', 'XYZ', 'USD']) {
      const response = await fee(poor, code);
      expect(response.statusCode).toBe(400);
      expect((response.json() as ErrorBody).detail).toBe('error_currency_not_supported');
    }
    expect((await t.app.inject({ url: '/api/v1/wallet/currencies/BTC/withdraw_fee' })).statusCode).toBe(401);
  });
});

describe('crypto withdrawal', () => {
  it('holds amount and fee in the account currency and lists a cancellable pending withdraw', async () => {
    const s = await fundedPlayer(1000);
    const id = await newWithdrawal(s);
    // (0.001 + 0.0001) BTC × 97000 = 106.70 USD.
    expect(await balance(s)).toBe('893.30');
    const history = (await t.app.inject({ url: '/api/v2/wallet/txns', headers: s.auth })).json() as {
      items: Array<Record<string, unknown>>;
    };
    expect(history.items[0]).toMatchObject({
      id,
      type: 'withdraw',
      status: 'pending',
      address: BTC_ADDRESS,
      originalAmount: { value: '0.00100000', currency: 'BTC' },
    });
    expect(new Date(String(history.items[0]?.cancellableUntil)).getTime()).toBe(
      t.clock.now.getTime() + 10 * 60 * 1000,
    );
    const { rows } = await t.db.database.pool.query(
      'SELECT amount, fee, currency, details FROM cashier_transactions WHERE id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({ amount: '100000', fee: '10000', currency: 'BTC' });
    expect(rows[0].details).toMatchObject({ held: '10670' });
  });

  it('rounds the converted amount up so the house never pays the truncation', async () => {
    const s = await fundedPlayer(1000);
    // 0.00110001 BTC × 97000 = 106.700970 USD → 106.71 held.
    await newWithdrawal(s, { amount: '0.00100001' });
    expect(await balance(s)).toBe('893.29');
  });

  it('replays an Idempotency-Key with the first answer and one hold', async () => {
    const s = await fundedPlayer(1000);
    const headers = { 'idempotency-key': 'withdraw-once' };
    const first = await withdraw(s, {}, headers);
    const second = await withdraw(s, {}, headers);
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await balance(s)).toBe('893.30');
  });

  it('checks the address, memo, minimum, provider and currency with SPEC keys', async () => {
    const s = await fundedPlayer(1000);
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await withdraw(s, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json() as ErrorBody;
    };
    expect((await errorsOf({ address: 'not-an-address' })).errors).toContainEqual(
      expect.objectContaining({ field: 'address', message: 'Validation.invalid_address' }),
    );
    expect((await errorsOf({ address: '' })).errors).toContainEqual(
      expect.objectContaining({ field: 'address', message: 'Validation.required' }),
    );
    expect((await errorsOf({ memo: 'hello' })).errors).toContainEqual(
      expect.objectContaining({ field: 'memo' }),
    );
    expect(await errorsOf({ amount: '0.0001' })).toMatchObject({
      detail: 'wallet_withdraw_too_small',
      params: { amount: '0.00050000', currency: 'BTC' },
    });
    expect((await errorsOf({ amount: '0.0001', address: 'not-an-address' })).errors).toContainEqual({
      field: 'amount',
      message: 'Validation.minimum_amount',
      params: { amount: '0.00050000', currency: 'BTC' },
    });
    expect((await errorsOf({ amount: '0.02' })).errors).toContainEqual(
      expect.objectContaining({ field: 'amount', message: 'Validation.maximum_amount' }),
    );
    // More decimals than BTC has is refused with a message saying so, never cut.
    expect((await errorsOf({ amount: '0.000000001' })).errors).toContainEqual(
      expect.objectContaining({ field: 'amount', message: 'Validation.too_many_decimals' }),
    );
    expect((await errorsOf({ amount: 'abc' })).errors).toContainEqual(
      expect.objectContaining({ field: 'amount', message: 'Validation.invalid_amount' }),
    );
    expect((await errorsOf({ provider: 'nosuchprovider' })).detail).toBe('validation_error');
    expect((await errorsOf({ currency: 'DOGS', address: TON_ADDRESS, amount: '60000' })).detail).toBe(
      'error_currency_not_supported',
    );
    expect((await errorsOf({ currency: 'XYZ' })).detail).toBe('error_currency_not_supported');
    for (const amount of ['abc', '-5', '1e3', ''])
      expect((await withdraw(s, { amount })).statusCode).toBe(400);
    expect(await balance(s)).toBe('1000.00');
  });

  it('accepts a memo on the TON network and skips the address rule for the crypto-bot', async () => {
    const s = await fundedPlayer(1000);
    await newWithdrawal(s, { currency: 'TON', address: TON_ADDRESS, amount: '10', memo: '12345' });
    // 10.05 TON × 5.4 = 54.27 USD.
    expect(await balance(s)).toBe('945.73');
    const bot = await newWithdrawal(s, { address: '', provider: 'cryptobot' });
    const odd = await newWithdrawal(s, { address: 'whatever', provider: 'cryptobot' });
    const { rows } = await t.db.database.pool.query(
      'SELECT id, provider, address, memo FROM cashier_transactions WHERE id = ANY($1) ORDER BY id',
      [[bot, odd]],
    );
    expect(rows).toEqual([
      { id: bot, provider: 'cryptobot', address: null, memo: null },
      { id: odd, provider: 'cryptobot', address: 'whatever', memo: null },
    ]);
  });

  it('refuses any deposit address the casino issued, the player’s own or another’s', async () => {
    const s = await fundedPlayer(1000);
    await t.db.database.pool.query(
      `INSERT INTO deposit_addresses (user_id, currency, address) VALUES ($1, 'BTC', $2)`,
      [s.player.id.toString(), BTC_ADDRESS],
    );
    const response = await withdraw(s);
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorBody).detail).toBe('error_internal_address');
    expect(await balance(s)).toBe('1000.00');
    // Nor may another player send to it: the payout would come back as a deposit.
    const other = await fundedPlayer(1000);
    const refused = await withdraw(other);
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as ErrorBody).detail).toBe('error_internal_address');
    expect(await balance(other)).toBe('1000.00');
    await t.db.database.pool.query('DELETE FROM deposit_addresses WHERE address = $1', [BTC_ADDRESS]);
  });

  it('20 concurrent withdrawals of the whole balance: exactly one is accepted', async () => {
    const s = await fundedPlayer(1000);
    const { maxAmount } = (await fee(s, 'BTC')).json() as { maxAmount: string };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => withdraw(s, { amount: maxAmount })));
    expect(outcomes.filter((o) => o.statusCode === 201)).toHaveLength(1);
    // Losers fail at the hold, or, if they read the balance after the winner's hold, at the amount rule.
    for (const o of outcomes.filter((x) => x.statusCode !== 201)) {
      expect(o.statusCode).toBe(400);
      const body = o.json() as ErrorBody & { errors?: Array<{ message: string }> };
      if (body.detail === 'validation_error')
        expect(body.errors?.[0]?.message).toBe('Validation.maximum_amount');
      else expect(body.detail).toBe('insufficient_balance');
    }
    expect(await balance(s)).toBe('0.00');
  });

  it('cancel returns the funds exactly, once, and only to the owner', async () => {
    const s = await fundedPlayer(1000);
    const other = await fundedPlayer(10);
    const id = await newWithdrawal(s, { amount: '0.00100001' });
    expect((await cancel(other, id)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/wallet/orders/sell/${id}/cancel`,
          headers: s.auth,
        })
      ).statusCode,
    ).toBe(404);
    const cancelled = await cancel(s, id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id, status: 'declined' });
    expect(await balance(s)).toBe('1000.00');
    expect((await cancel(s, id)).statusCode).toBe(409);
    const late = await newWithdrawal(s);
    t.clock.advance(10 * 60 * 1000);
    expect((await cancel(s, late)).statusCode).toBe(409);
    expect(await balance(s)).toBe('893.30');
  });

  it('an operator approval posts the hold and a decline returns it', async () => {
    const s = await fundedPlayer(1000);
    const approved = await newWithdrawal(s);
    expect(await t.withdrawals.approve(approved)).toMatchObject({ status: 'completed' });
    const declined = await newWithdrawal(s);
    expect(await t.withdrawals.decline(declined)).toMatchObject({ status: 'declined' });
    expect(await balance(s)).toBe('893.30');
    await expect(t.withdrawals.approve(declined)).rejects.toMatchObject({ detail: 'conflict' });
    expect((await cancel(s, approved)).statusCode).toBe(409);
    expect(await t.wallet.ledger.houseBalance('withdrawals_in_transit', 'USD')).toBeGreaterThanOrEqual(
      10670n,
    );
  });

  it('shares the daily limit with sells', async () => {
    const s = await fundedPlayer(5000);
    // A sell of today counts against the same limit.
    await t.db.database.pool.query(
      `INSERT INTO cashier_transactions (user_id, type, status, currency, amount, created_at)
       VALUES ($1, 'sell', 'declined', 'USD', 100, $2)`,
      [s.player.id.toString(), t.clock.now],
    );
    for (let i = 0; i < 9; i++) await newWithdrawal(s);
    expect((await withdraw(s)).json()).toMatchObject({ detail: 'withdraw_daily_limit_exceeded' });
  });
});
