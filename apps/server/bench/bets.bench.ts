/**
 * npm run bench:bets — dice bets over HTTP (real server, real PostgreSQL) from N concurrent players, beside
 * the ledger's own transfer rate measured in the same run, and their ratio. A bet is a transaction with the
 * seed-row lock, the bet row, the stake and the payout transfers, so it is several ledger transfers' work.
 * Env: BENCH_PLAYERS (32), BENCH_SECONDS (10), BENCH_DATABASE_URL (unset = throwaway embedded PostgreSQL).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { auditLedger, Ledger } from '../src/modules/wallet/index.ts';
import { formatResult, openBenchDatabase, run } from './harness.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const START_BALANCE = 1_000_000_000n;

const bench = await openBenchDatabase(PLAYERS + 8);
const config = loadConfig({
  DATABASE_URL: bench.url,
  SECRET_KEY: randomBytes(32).toString('hex'),
  WEBIM_PRIVATE_KEY: 'bench',
  WEB_DIST: '/nonexistent',
  RATE_LIMITS: 'off',
});
const built = await buildApp({ config, database: bench.database });
await built.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;

try {
  const pool = bench.database.pool;
  const ledger = built.wallet.ledger;
  const players: Array<{ token: string; id: bigint }> = [];
  for (let i = 0; i < PLAYERS; i++) {
    const response = await fetch(`${base}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench${i}@example.com`,
        password: 'bench password 2026',
        currency: 'USD',
      }),
    });
    const body = (await response.json()) as { token: string; user: { globalId: string } };
    const player = await built.auth.getPlayerByGlobalId(body.user.globalId);
    if (!player) throw new Error('registration failed');
    await ledger.transfer({
      idempotencyKey: `bench:fund:${player.id}`,
      kind: 'bench_fund',
      entries: [
        { account: { house: 'adjustments', currency: 'USD' }, amount: -START_BALANCE },
        { account: { userId: player.id, name: 'main', currency: 'USD' }, amount: START_BALANCE },
      ],
    });
    players.push({ token: body.token, id: player.id });
  }
  await pool.query('VACUUM ANALYZE');
  process.stdout.write(
    `bench:bets — ${PLAYERS} concurrent players, ${SECONDS}s per run, PostgreSQL ${
      (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version
    }\n`,
  );

  // Baseline, same run and concurrency: the ledger alone posting stake-sized transfers for the same players.
  const direct = new Ledger(pool);
  const runId = randomBytes(4).toString('hex');
  const transfers = await run('ledger transfer', PLAYERS, SECONDS, async (worker, seq) => {
    const player = players[worker] as { id: bigint };
    await direct.transfer({
      idempotencyKey: `bench:${runId}:${worker}:${seq}`,
      kind: 'bench',
      entries: [
        { account: { userId: player.id, name: 'main', currency: 'USD' }, amount: -10n },
        { account: { house: 'game_bank', currency: 'USD' }, amount: 10n },
      ],
    });
  });

  const bets = await run('HTTP dice bet', PLAYERS, SECONDS, async (worker, seq) => {
    const player = players[worker] as { token: string };
    const response = await fetch(`${base}/api/v1/games/dice/bets`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${player.token}`,
        'idempotency-key': `${runId}:${seq}`,
      },
      body: JSON.stringify({ amount: '0.10', params: { target: 50 + randomInt(0, 40), condition: 'over' } }),
    });
    if (response.status !== 201) throw new Error(`bet answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  });

  process.stdout.write(`${formatResult(transfers)}\n${formatResult(bets)}\n`);
  process.stdout.write(
    `ratio bets/ledger transfers: ${(bets.perSecond / transfers.perSecond).toFixed(2)}x\n`,
  );
  const violations = await auditLedger(pool);
  process.stdout.write(
    `ledger audit after the run: ${violations.length === 0 ? 'OK' : `${violations.length} violations`}\n`,
  );
  if (violations.length > 0) process.exitCode = 1;
} finally {
  await built.app.close();
  await bench.close();
}
