/**
 * npm run bench:ledger — ledger transfers against a plain single-row UPDATE baseline, same PostgreSQL,
 * same concurrency, same run. Env: BENCH_WORKERS (32), BENCH_SECONDS (10), BENCH_ACCOUNTS (1000),
 * BENCH_DATABASE_URL (a server URL; unset = a throwaway embedded PostgreSQL).
 */
import { randomBytes, randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/db/seed.ts';
import { auditLedger, Ledger } from '../src/modules/wallet/index.ts';

const WORKERS = Number(process.env.BENCH_WORKERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1000);
const START_BALANCE = 1_000_000_000n;

interface Result {
  name: string;
  ops: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(name: string, op: (worker: number, seq: number) => Promise<void>): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let seq = 0; performance.now() < deadline; seq++) {
        const t0 = performance.now();
        try {
          await op(worker, seq);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors++;
          if (errors === 1) process.stderr.write(`${name}: ${String(error)}\n`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name,
    ops: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

let embedded: EmbeddedDatabase | undefined;
let serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  embedded = await startEmbeddedPostgres({
    dataDir: path.join(os.tmpdir(), `casino-bench-${randomBytes(4).toString('hex')}`),
    throwaway: true,
  });
  serverUrl = embedded.url();
}
const admin = connect(serverUrl, 1);
const dbName = `bench_${randomBytes(4).toString('hex')}`;
await admin.pool.query(`CREATE DATABASE ${dbName}`);
const url = new URL(serverUrl);
url.pathname = `/${dbName}`;
const database = connect(url.toString(), WORKERS);

try {
  await runMigrations(database);
  await seedReferenceData(database.pool);
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

  const fmt = (r: Result) =>
    `${r.name.padEnd(16)} ${r.ops.toString().padStart(8)} ops  ${r.perSecond.toFixed(0).padStart(7)}/s  p50 ${r.p50
      .toFixed(2)
      .padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms  errors ${r.errors}`;
  process.stdout.write(`${fmt(baseline)}\n${fmt(transfers)}\n`);
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
  await database.close();
  await admin.pool.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.close();
  await embedded?.stop();
}
