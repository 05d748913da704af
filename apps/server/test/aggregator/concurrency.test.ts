import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { mainBalance } from '../app.ts';
import {
  type AggregatorTest,
  errorCode,
  insertProviderGame,
  launchedPlayer,
  startAggregatorTest,
  walletCall,
} from './helpers.ts';

/**
 * Issue 16 item 6: wallet calls arriving together, on a pool of five connections. Stakes are refused by the
 * ledger's own CHECK, never overdrawn; repeats and races of the same transaction move money once.
 */
let test: AggregatorTest;

beforeAll(async () => {
  test = await startAggregatorTest({}, { poolSize: 5 });
  await insertProviderGame(test.t, { id: 'agg-race', code: 'race' });
});
afterAll(async () => {
  expect(await auditLedger(test.t.db.database.pool)).toEqual([]);
  await test.close();
});

it('takes exactly 20 of 50 concurrent debits from 50 rounds when the balance covers 20', async () => {
  const p = await launchedPlayer(test, 'agg-race', 2_000n);
  const replies = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      walletCall(test.t, 'debit', {
        ...p.wallet,
        transactionId: `burst-${i}`,
        roundId: `burst-round-${i}`,
        gameCode: 'race',
        amount: '100',
      }),
    ),
  );
  const accepted = replies.filter((r) => r.statusCode === 200);
  const refused = replies.filter((r) => r.statusCode !== 200);
  expect(accepted).toHaveLength(20);
  expect(refused.map(errorCode)).toEqual(Array(30).fill('INSUFFICIENT_FUNDS'));
  // Every balance an accepted debit reported is one the account really passed through, none below zero.
  const balances = accepted
    .map((r) => Number((r.json() as { balance: string }).balance))
    .sort((a, b) => a - b);
  expect(balances).toEqual(Array.from({ length: 20 }, (_, i) => i * 100));
  expect(await mainBalance(test.t, p.player.id)).toBe(0n);
  const { rows } = await test.t.db.database.pool.query(
    `SELECT count(*)::int AS debits, sum(amount)::int AS staked FROM aggregator_transactions
     WHERE user_id = $1 AND kind = 'debit'`,
    [p.player.id.toString()],
  );
  expect(rows[0]).toEqual({ debits: 20, staked: 2000 });
});

it('answers 10 concurrent copies of one debit alike and takes the stake once', async () => {
  const p = await launchedPlayer(test, 'agg-race', 1_000n);
  const debit = {
    ...p.wallet,
    transactionId: 'copy-1',
    roundId: 'copy-round',
    gameCode: 'race',
    amount: '300',
  };
  const replies = await Promise.all(Array.from({ length: 10 }, () => walletCall(test.t, 'debit', debit)));
  expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
  expect(new Set(replies.map((r) => r.body)).size).toBe(1);
  expect(await mainBalance(test.t, p.player.id)).toBe(700n);
});

it('settles a debit racing its own rollback to the same end: the stake is back either way', async () => {
  const p = await launchedPlayer(test, 'agg-race', 1_000n);
  const outcomes = await Promise.all(
    Array.from({ length: 10 }, (_, i) => {
      const debit = {
        ...p.wallet,
        transactionId: `racing-${i}`,
        roundId: `racing-round-${i}`,
        gameCode: 'race',
        amount: '50',
      };
      const rollback = {
        ...p.wallet,
        transactionId: `racing-rollback-${i}`,
        roundId: debit.roundId,
        gameCode: 'race',
        referenceTransactionId: debit.transactionId,
      };
      return Promise.all([walletCall(test.t, 'debit', debit), walletCall(test.t, 'rollback', rollback)]);
    }),
  );
  for (const [debit, rollback] of outcomes) {
    expect(rollback.statusCode).toBe(200);
    expect([200, 409]).toContain(debit.statusCode);
    if (debit.statusCode === 409) expect(errorCode(debit)).toBe('TRANSACTION_ROLLED_BACK');
  }
  expect(await mainBalance(test.t, p.player.id)).toBe(1_000n);
});
