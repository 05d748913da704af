import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedChain } from '../../src/modules/cashier/index.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { subscribePlayer } from '../realtime-client.ts';
import { balanceOf as balance, depositAddress } from './helpers.ts';

let t: TestApp;
let chain: SimulatedChain;
let socket: Socket | undefined;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off', SIMULATED_CHAIN: 'on' });
  if (!t.cryptoDeposits.chain) throw new Error('no simulated chain');
  chain = t.cryptoDeposits.chain;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  socket?.disconnect();
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

type Session = Awaited<ReturnType<typeof signUp>>;

const addressOf = (s: Session, currency: string) => depositAddress(t, s, currency);

const balanceOf = (s: Session) => balance(t, s);

const history = async (s: Session) =>
  (
    (await t.app.inject({ url: '/api/v2/wallet/txns', headers: s.auth })).json() as {
      items: Array<{ type: string; status: string; address: string | null; externalId: string | null }>;
    }
  ).items;

async function recorded(chainTxId: string) {
  const { rows } = await t.db.database.pool.query('SELECT * FROM chain_deposits WHERE chain_tx_id = $1', [
    chainTxId,
  ]);
  return rows;
}

const depositCount = async (s: Session) =>
  (await t.db.database.pool.query('SELECT deposit_count FROM users WHERE global_id = $1', [s.user.globalId]))
    .rows[0]?.deposit_count as number;

describe('chain payments to deposit addresses', () => {
  it('credits a confirmed payment once, converted into the account currency, as a completed deposit', async () => {
    const s = await signUp(t.app, { currency: 'USD' });
    const client = await subscribePlayer(t, s);
    socket = client.socket;
    const { address } = await addressOf(s, 'BTC');
    const event = client.nextTransaction();
    const balance = client.nextBalance();
    const { chainTxId, outcome } = await chain.send({ currency: 'BTC', address, amount: 100_000n });
    expect(outcome).toMatchObject({ result: 'credited' });
    // 0.001 BTC at $97,000.
    expect(await balanceOf(s)).toBe('97.00');
    expect(await event).toEqual({ status: 'completed', type: 'deposit' });
    expect((await balance).fiat.value).toBe('97.00');
    expect(await history(s)).toEqual([
      expect.objectContaining({ type: 'deposit', status: 'completed', address, externalId: chainTxId }),
    ]);
    expect(await depositCount(s)).toBe(1);
    expect(await recorded(chainTxId)).toEqual([
      expect.objectContaining({ status: 'credited', amount: '100000' }),
    ]);

    const again = await chain.send({ currency: 'BTC', address, amount: 100_000n, chainTxId });
    expect(again.outcome).toEqual({ result: 'replayed', status: 'credited' });
    expect(await balanceOf(s)).toBe('97.00');
  });

  it('credits exactly once when one payment is reported 20 times at once', async () => {
    const s = await signUp(t.app, { currency: 'EUR' });
    const { address } = await addressOf(s, 'USDTTRC20');
    const chainTxId = 'a'.repeat(64);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.cryptoDeposits.chainDeposits.handlePayment({
          currency: 'USDTTRC20',
          chainTxId,
          address,
          memo: null,
          amount: 10_800_000n,
          confirmations: 25,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.result === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o.result === 'replayed')).toHaveLength(19);
    // 10.8 USDT at $1 = 10.00 EUR at $1.08.
    expect(await balanceOf(s)).toBe('10.00');
    expect(await depositCount(s)).toBe(1);
    expect(await recorded(chainTxId)).toHaveLength(1);
    const transfers = await t.db.database.pool.query(
      'SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE $1',
      [`chain:USDTTRC20:${chainTxId}:%`],
    );
    expect(transfers.rows[0].n).toBe(2);
  });

  it('waits for the currency’s confirmations before crediting', async () => {
    const s = await signUp(t.app);
    const { address } = await addressOf(s, 'ETH');
    const { chainTxId, outcome } = await chain.send({
      currency: 'ETH',
      address,
      amount: 10_000_000n,
      confirmations: 3,
    });
    expect(outcome).toEqual({ result: 'unconfirmed', confirmations: 3, required: 12 });
    expect(await recorded(chainTxId)).toEqual([]);
    expect(await balanceOf(s)).toBe('0.00');
    expect((await chain.confirm('ETH', chainTxId, 11)).result).toBe('unconfirmed');
    expect((await chain.confirm('ETH', chainTxId, 12)).result).toBe('credited');
    // 0.01 ETH at $3,400.
    expect(await balanceOf(s)).toBe('34.00');
  });

  it('records a payment below the minimum deposit and never credits it', async () => {
    const s = await signUp(t.app);
    const { address } = await addressOf(s, 'TRX');
    // The minimum is 10 TRX.
    const { chainTxId, outcome } = await chain.send({ currency: 'TRX', address, amount: 9_999_999n });
    expect(outcome).toMatchObject({ result: 'below_minimum' });
    const [row] = await recorded(chainTxId);
    expect(row).toMatchObject({ status: 'below_minimum', transaction_id: null, amount: '9999999' });
    expect(row.user_id).not.toBeNull();
    expect(await balanceOf(s)).toBe('0.00');
    expect(await history(s)).toEqual([]);
    expect(await depositCount(s)).toBe(0);
    // Exactly the minimum is credited.
    expect((await chain.send({ currency: 'TRX', address, amount: 10_000_000n })).outcome.result).toBe(
      'credited',
    );
    expect(await balanceOf(s)).toBe('2.40');
  });

  it('records payments to no known address or memo as unmatched, never credited', async () => {
    const s = await signUp(t.app);
    const ton = await addressOf(s, 'TON');
    const btc = await addressOf(s, 'BTC');
    const cases = [
      { currency: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', memo: null },
      // The shared TON address says nothing by itself: no memo, or someone else's, matches no player.
      { currency: 'TON', address: ton.address, memo: null },
      { currency: 'TON', address: ton.address, memo: '0000000000000000' },
      // A memo belongs to its currency: the player's TON memo on a NOT payment matches nothing yet.
      { currency: 'NOT', address: ton.address, memo: ton.memo ?? '' },
      // A BTC address is not an LTC deposit address.
      { currency: 'LTC', address: btc.address, memo: null },
    ];
    for (const payment of cases) {
      const { chainTxId, outcome } = await chain.send({ ...payment, amount: 5_000_000_000_000n });
      expect(outcome, JSON.stringify(payment)).toMatchObject({ result: 'unmatched' });
      expect(await recorded(chainTxId)).toEqual([
        expect.objectContaining({ status: 'unmatched', user_id: null }),
      ]);
    }
    expect(await balanceOf(s)).toBe('0.00');
  });

  it('credits TON-family payments by address and memo', async () => {
    const s = await signUp(t.app);
    const { address, memo } = await addressOf(s, 'TON');
    const { outcome } = await chain.send({
      currency: 'TON',
      address,
      memo: memo ?? null,
      amount: 2_000_000_000n,
    });
    expect(outcome.result).toBe('credited');
    // 2 TON at $5.4.
    expect(await balanceOf(s)).toBe('10.80');
    expect(await history(s)).toEqual([
      expect.objectContaining({ type: 'deposit', status: 'completed', address }),
    ]);
  });

  it('ignores a memo on networks without memos, and refuses malformed reports', async () => {
    const s = await signUp(t.app);
    const { address } = await addressOf(s, 'LTC');
    const { outcome } = await chain.send({
      currency: 'LTC',
      address,
      memo: 'anything',
      amount: 100_000_000n,
    });
    expect(outcome.result).toBe('credited');
    for (const bad of [
      { currency: 'XYZ', chainTxId: 'x1' },
      { currency: 'USD', chainTxId: 'x2' },
      { currency: 'LTC', chainTxId: 'has space' },
      { currency: 'LTC', chainTxId: 'x'.repeat(151) },
      { currency: 'LTC', chainTxId: 'x3', amount: 0n },
      { currency: 'LTC', chainTxId: 'x5', amount: 2n ** 63n },
      { currency: 'LTC', chainTxId: 'x4', address: '' },
    ]) {
      const result = await t.cryptoDeposits.chainDeposits.handlePayment({
        address,
        memo: null,
        amount: 100_000_000n,
        confirmations: 100,
        ...bad,
      });
      expect(
        result.result,
        JSON.stringify(bad, (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
      ).toBe('unsupported');
    }
    expect(await balanceOf(s)).toBe('95.00');
  });
});
