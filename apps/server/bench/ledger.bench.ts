/**
 * npm run bench:ledger — ledger transfers against a plain single-row UPDATE baseline, same PostgreSQL,
 * same concurrency, same run. Env: BENCH_WORKERS (32), BENCH_SECONDS (10), BENCH_ACCOUNTS (1000),
 * BENCH_DATABASE_URL (a server URL; unset = a throwaway embedded PostgreSQL).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { auditLedger, Ledger } from '../src/modules/wallet/index.ts';
import { formatResult, openBenchDatabase, run as runFor } from './harness.ts';

const WORKERS = Number(process.env.BENCH_WORKERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1000);
const START_BALANCE = 1_000_000_000n;

const run = (name: string, op: (worker: number, seq: number) => Promise<void>) =>
  runFor(name, WORKERS, SECONDS, op);

const bench = await openBenchDatabase(WORKERS);
const database = bench.database;

try {
  const pool = database.pool;

  // Baseline: one row per account, one autocommitted UPDATE per operation.
  await pool.query(
    'CREATE TABLE bench_balances (id int PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0))',
  );
  await pool.query(
    `INSERT INTO bench_balances SELECT g, ${START_BALANCE} FROM generate_series(1, ${ACCOUNTS}) g`,
  );

  const ledger = new Ledger(pool);
  for (let i = 1; i <= ACCOUNTS; i++) {
    await ledger.transfer({
      idempotencyKey: `bench:fund:${i}`,
      kind: 'bench_fund',
      entries: [
        { account: { house: 'adjustments', currency: 'USD' }, amount: -START_BALANCE },
        { account: { userId: BigInt(i), name: 'main', currency: 'USD' }, amount: START_BALANCE },
      ],
    });
  }
  await ledger.accountId({ house: 'game_bank', currency: 'USD' });
  await pool.query('VACUUM ANALYZE');

  process.stdout.write(
    `bench:ledger — ${WORKERS} workers, ${SECONDS}s each, ${ACCOUNTS} player accounts, PostgreSQL ${
      (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version
    }\n`,
  );

  const baseline = await run('baseline UPDATE', async () => {
    const sign = randomInt(2) === 0 ? '-' : '+';
    // Prepared, as the ledger's statement is: the comparison is of the work, not of parsing.
    await pool.query({
      name: `baseline${sign}`,
      text: `UPDATE bench_balances SET balance = balance ${sign} $1 WHERE id = $2`,
      values: [randomInt(1, 1000), randomInt(1, ACCOUNTS + 1)],
    });
  });

  const runId = randomBytes(4).toString('hex');
  const statementsBefore = ledger.batcher.statements;
  const transfers = await run('ledger transfer', async (worker, seq) => {
    const amount = BigInt(randomInt(1, 1000));
    const debit = randomInt(2) === 0;
    const player = { userId: BigInt(randomInt(1, ACCOUNTS + 1)), name: 'main' as const, currency: 'USD' };
    const bank = { house: 'game_bank' as const, currency: 'USD' };
    await ledger.transfer({
      idempotencyKey: `bench:${runId}:${worker}:${seq}`,
      kind: 'bench',
      entries: debit
        ? [
            { account: player, amount: -amount },
            { account: bank, amount },
          ]
        : [
            { account: bank, amount: -amount },
            { account: player, amount },
          ],
    });
  });

  process.stdout.write(`${formatResult(baseline)}\n${formatResult(transfers)}\n`);
  const statements = ledger.batcher.statements - statementsBefore;
  process.stdout.write(
    `ledger statements: ${statements} (${(transfers.ops / Math.max(1, statements)).toFixed(1)} transfers each)\n`,
  );
  process.stdout.write(`ratio ledger/baseline: ${(transfers.perSecond / baseline.perSecond).toFixed(2)}x\n`);
  const violations = await auditLedger(pool);
  process.stdout.write(
    `ledger audit after the run: ${violations.length === 0 ? 'OK' : `${violations.length} violations`}\n`,
  );
  if (violations.length > 0) process.exitCode = 1;
} finally {
  await bench.close();
}
