/** What every benchmark shares: a throwaway database and a timed, concurrent loop with latency figures. */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../src/app.ts';
import { connect, type Database } from '../src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/db/seed.ts';

export interface Result {
  name: string;
  ops: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Runs `op` from `workers` concurrent loops for `seconds`. */
export async function run(
  name: string,
  workers: number,
  seconds: number,
  op: (worker: number, seq: number) => Promise<void>,
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
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

export const formatResult = (r: Result) =>
  `${r.name.padEnd(18)} ${r.ops.toString().padStart(8)} ops  ${r.perSecond.toFixed(0).padStart(7)}/s  p50 ${r.p50
    .toFixed(2)
    .padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms  errors ${r.errors}`;

export interface BenchDatabase {
  database: Database;
  url: string;
  close: () => Promise<void>;
}

/** A fresh, migrated and seeded database on BENCH_DATABASE_URL's server, or a throwaway embedded one. */
export async function openBenchDatabase(poolSize: number): Promise<BenchDatabase> {
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
  const database = connect(url.toString(), poolSize);
  await runMigrations(database);
  await seedReferenceData(database.pool);
  return {
    database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await admin.pool.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.close();
      await embedded?.stop();
    },
  };
}

/**
 * A lean HTTP client for load: keep-alive sockets and no WHATWG streams, so the load generator (in the
 * same process and on the same cores as the server) takes as little of the machine as it can.
 */
export function httpClient(base: string, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const url = new URL(base);
  return (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
}

/** A player registered over HTTP (as a real sign-up) and funded with `balance` minor units of USD. */
export async function fundedPlayer(
  built: App,
  base: string,
  email: string,
  balance: bigint,
): Promise<{ token: string; globalId: string; id: bigint }> {
  const response = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password 2026', currency: 'USD' }),
  });
  const body = (await response.json()) as { token: string; user: { globalId: string } };
  const player = await built.auth.getPlayerByGlobalId(body.user.globalId);
  if (!player) throw new Error(`registration failed: ${response.status}`);
  await built.wallet.ledger.transfer({
    idempotencyKey: `bench:fund:${player.id}`,
    kind: 'bench_fund',
    entries: [
      { account: { house: 'adjustments', currency: 'USD' }, amount: -balance },
      { account: { userId: player.id, name: 'main', currency: 'USD' }, amount: balance },
    ],
  });
  return { token: body.token, globalId: body.user.globalId, id: player.id };
}

/**
 * The real server on `bench`'s database, listening on a free port, rate limits off. Loaded on call, so a
 * load process or worker importing this file for `run` and `httpClient` does not load the server.
 */
export async function startBenchServer(bench: BenchDatabase): Promise<{ built: App; base: string }> {
  const { buildApp } = await import('../src/app.ts');
  const { loadConfig } = await import('../src/config.ts');
  const config = loadConfig({
    DATABASE_URL: bench.url,
    SECRET_KEY: randomBytes(32).toString('hex'),
    WEBIM_PRIVATE_KEY: 'bench',
    WEB_DIST: '/nonexistent',
    RATE_LIMITS: 'off',
  });
  const built = await buildApp({ config, database: bench.database });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  return { built, base: `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}` };
}
