/**
 * npm run bench:bets — dice bets over HTTP (real server, real PostgreSQL) at 1, 8, 32 and 128 concurrent
 * players, each beside the plain-PostgreSQL baseline at the same concurrency in the same run: one
 * autocommitted single-row UPDATE per operation (what pgbench's simplest script does). Prints bets/s,
 * p50/p99, queries and commits per bet, the ratio to the baseline, and the process RSS during the largest
 * run. The HTTP load comes from a child process, so the server's event loop serves requests only and the RSS
 * printed is the server's process (with the baseline's small pool).
 * Env: BENCH_PLAYERS ("1,8,32,128"), BENCH_SECONDS (10), BENCH_DATABASE_URL (unset = embedded PostgreSQL).
 */

import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connect } from '../src/db/client.ts';
import { auditLedger } from '../src/modules/wallet/index.ts';
import {
  formatResult,
  fundedPlayer,
  httpClient,
  openBenchDatabase,
  type Result,
  run,
  startBenchServer,
} from './harness.ts';

const LEVELS = (process.env.BENCH_PLAYERS ?? '1,8,32,128').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MAX_PLAYERS = Math.max(...LEVELS);
const START_BALANCE = 1_000_000_000n;
const SERVER_POOL = 32;

/** What the load worker is asked to run: bets or the HTTP floor, from `level` players for `seconds`. */
interface LoadRequest {
  kind: 'bet' | 'floor';
  level: number;
  seconds: number;
  name: string;
  /** Part of the bets' idempotency keys, unique per run. */
  tag: string;
}
interface LoadSetup {
  base: string;
  tokens: string[];
  runId: string;
}

interface LoadResult extends Result {
  /** CPU time the load process spent on the run. */
  cpuMicros: number;
}
const cpuMicros = (usage: NodeJS.CpuUsage) => usage.user + usage.system;

/**
 * CPU time (µs) of all PostgreSQL processes on this machine so far, from /proc; undefined where there is
 * no /proc or the database is elsewhere (BENCH_DATABASE_URL).
 */
function postgresCpuMicros(): number | undefined {
  if (process.env.BENCH_DATABASE_URL || !existsSync('/proc/self/stat')) return undefined;
  const ticks = 100; // USER_HZ: 100 on every Linux architecture Node runs on
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // comm is in parentheses and may hold spaces: fields after it are split on the last ')'.
      if (!stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith('postgres')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticks;
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/** CPU per operation of this process, the load process and PostgreSQL over one run, for the printout. */
async function measuredCpu<T extends Result>(work: () => Promise<T & { cpuMicros?: number }>) {
  const own = process.cpuUsage();
  const postgres = postgresCpuMicros();
  const result = await work();
  const ownMicros = cpuMicros(process.cpuUsage(own));
  const postgresMicros = postgres === undefined ? undefined : (postgresCpuMicros() ?? 0) - postgres;
  const per = (micros: number) => `${(micros / Math.max(1, result.ops)).toFixed(0)} µs`;
  const parts = [`this process ${per(ownMicros)}`];
  if (result.cpuMicros !== undefined) parts.push(`load generator ${per(result.cpuMicros)}`);
  if (postgresMicros !== undefined) parts.push(`PostgreSQL ${per(postgresMicros)}`);
  return { result, cpu: `CPU per op: ${parts.join(', ')}` };
}

if (process.env.BENCH_ROLE === 'load') loadProcess();
else await main();

/** The load generator: HTTP calls from its own thread, so the server's event loop is the server's alone. */
function loadProcess(): void {
  const setup = JSON.parse(process.env.BENCH_SETUP ?? '{}') as LoadSetup;
  const call = httpClient(setup.base, setup.tokens.length);
  const token = (worker: number) => setup.tokens[worker] as string;
  const bet = async (worker: number, seq: number, tag: string) => {
    const response = await call(
      'POST',
      '/api/v1/games/dice/bets',
      {
        authorization: `Bearer ${token(worker)}`,
        'idempotency-key': `${setup.runId}-${tag}-${worker}-${seq}`,
      },
      { amount: '0.10', params: { target: 50 + randomInt(0, 40), condition: 'over' } },
    );
    if (response.status !== 201) throw new Error(`bet answered ${response.status}: ${response.body}`);
  };
  // The floor HTTP sets: an authenticated call doing only the session check, no bet.
  const floor = async (worker: number) => {
    const response = await call('GET', '/api/v1/games/limits', { authorization: `Bearer ${token(worker)}` });
    if (response.status !== 200) throw new Error(`limits answered ${response.status}`);
  };
  process.on('message', async (request: LoadRequest) => {
    const op =
      request.kind === 'floor'
        ? (worker: number) => floor(worker)
        : (worker: number, seq: number) => bet(worker, seq, request.tag);
    const cpu = process.cpuUsage();
    const result = await run(request.name, request.level, request.seconds, op);
    process.send?.({ ...result, cpuMicros: cpuMicros(process.cpuUsage(cpu)) } satisfies LoadResult);
  });
}

async function main(): Promise<void> {
  // Every query any pool in this process sends, so "queries per bet" counts the server's real round trips.
  let queries = 0;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    queries++;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;

  const bench = await openBenchDatabase(SERVER_POOL);
  const { built, base } = await startBenchServer(bench);
  const baselinePool = connect(bench.url, MAX_PLAYERS);

  const commits = async () =>
    Number(
      (
        await bench.database.pool.query<{ n: string }>(
          'SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()',
        )
      ).rows[0]?.n,
    );

  let load: ReturnType<typeof startLoadProcess> | undefined;
  try {
    const pool = bench.database.pool;
    const players: Array<{ token: string; id: bigint }> = [];
    for (let i = 0; i < MAX_PLAYERS; i++) {
      players.push(await fundedPlayer(built, base, `bench${i}@example.com`, START_BALANCE));
    }
    await baselinePool.pool.query(
      'CREATE TABLE bench_balances (id int PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0))',
    );
    await baselinePool.pool.query(
      `INSERT INTO bench_balances SELECT g, ${START_BALANCE} FROM generate_series(0, ${MAX_PLAYERS - 1}) g`,
    );
    await pool.query('VACUUM ANALYZE');
    const version = (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0];
    process.stdout.write(
      `bench:bets — ${SECONDS}s per run, server pool ${SERVER_POOL}, PostgreSQL ${version?.server_version}\n`,
    );

    const loader = startLoadProcess({
      base,
      tokens: players.map((p) => p.token),
      runId: randomBytes(4).toString('hex'),
    });
    load = loader;
    for (const level of LEVELS) {
      const baseline = await measuredCpu(() =>
        run(`UPDATE ×${level}`, level, SECONDS, async (worker) => {
          await baselinePool.pool.query({
            name: 'bench_update',
            text: 'UPDATE bench_balances SET balance = balance - 1 WHERE id = $1',
            values: [worker],
          });
        }),
      );
      const floor = await measuredCpu(() =>
        loader.run({
          kind: 'floor',
          level,
          seconds: SECONDS,
          name: `GET limits ×${level}`,
          tag: `f${level}`,
        }),
      );
      // Warm up the level's players (their seed pairs) and every connection it uses: a new connection plans
      // the bet statement (a few ms per custom plan) until PostgreSQL keeps its generic plan, which a
      // long-running server has done long before.
      const warmUp = await loader.run({
        kind: 'bet',
        level,
        seconds: 2,
        name: `warm-up ×${level}`,
        tag: `w${level}`,
      });
      if (warmUp.errors > 0) throw new Error(`warm-up ×${level}: ${warmUp.errors} bets failed`);
      let peakRss = process.memoryUsage().rss;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }, 100);
      // What PostgreSQL's busy backends wait on during the bets, sampled: where the time goes.
      const waits = new Map<string, number>();
      let sampling = true;
      const sampleWaits = (async () => {
        while (sampling) {
          const { rows } = await baselinePool.pool.query<{ wait: string }>(
            `SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait FROM pg_stat_activity
           WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
          );
          for (const { wait } of rows) waits.set(wait, (waits.get(wait) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const queriesBefore = queries;
      const commitsBefore = await commits();
      const measured = await measuredCpu(() =>
        loader.run({ kind: 'bet', level, seconds: SECONDS, name: `dice bet ×${level}`, tag: `b${level}` }),
      );
      const bets = measured.result;
      clearInterval(sampler);
      sampling = false;
      await sampleWaits;
      const sampled = [...waits.values()].reduce((a, b) => a + b, 0);
      const topWaits = [...waits]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([wait, n]) => `${wait} ${((100 * n) / Math.max(1, sampled)).toFixed(0)}%`)
        .join(', ');
      const perBet = (n: number) => (n / Math.max(1, bets.ops)).toFixed(2);
      process.stdout.write(
        `${formatResult(baseline.result)}\n    ${baseline.cpu}\n${formatResult(floor.result)}\n    ${floor.cpu}\n` +
          `${formatResult(bets)}\n    ${measured.cpu} (the server is this process)\n` +
          `  ${level} players: ratio bets/UPDATE ${(bets.perSecond / baseline.result.perSecond).toFixed(2)}, ` +
          `queries per bet ${perBet(queries - queriesBefore)}, commits per bet ${perBet((await commits()) - commitsBefore)}, ` +
          `peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB\n  database backends busy on: ${topWaits}\n`,
      );
    }
    const violations = await auditLedger(pool);
    process.stdout.write(
      `ledger audit after the run: ${violations.length === 0 ? 'OK' : `${violations.length} violations`}\n`,
    );
    if (violations.length > 0) process.exitCode = 1;
  } finally {
    await load?.close();
    await built.app.close();
    await baselinePool.close();
    await bench.close();
  }
}

/**
 * A child process running this file's load branch (with this process's tsx loader), so the load has its own
 * cores' share and memory: the RSS printed is the server's process alone. Asks and answers in turn.
 */
function startLoadProcess(setup: LoadSetup) {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'load', BENCH_SETUP: JSON.stringify(setup) },
  });
  const run = (request: LoadRequest): Promise<LoadResult> =>
    new Promise((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the load process exited (${code})`));
      child.once('exit', exited);
      child.once('message', (result) => {
        child.off('exit', exited);
        resolve(result as LoadResult);
      });
      child.send(request);
    });
  return { run, close: () => child.kill() };
}
