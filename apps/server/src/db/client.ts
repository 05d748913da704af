import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

// bigint columns come back as strings by default; money code turns them into BigInt itself.
export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  close: () => Promise<void>;
}

/**
 * Bounds on every wait, in milliseconds. Without them a transaction stuck on a lock, or a request queued
 * behind a full pool, waits forever and takes the server down with it; with them it fails, and the error
 * handler answers 503 with Retry-After.
 */
export interface DbTimeouts {
  /** How long a request waits for a pooled connection. */
  connect: number;
  /** How long one statement may run (SQLSTATE 57014 after). */
  statement: number;
  /** How long a statement waits for a row, table or advisory lock (SQLSTATE 55P03 after). */
  lock: number;
  /** How long a transaction may sit idle before the server ends its session and frees its locks. */
  idleInTransaction: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  connect: 5_000,
  statement: 15_000,
  lock: 5_000,
  idleInTransaction: 30_000,
};

/** The pool's connection options: the timeouts go with every new session as startup parameters. */
export function poolOptions(url: string, max: number, timeouts: Partial<DbTimeouts> = {}): pg.PoolConfig {
  const t = { ...DEFAULT_DB_TIMEOUTS, ...timeouts };
  return {
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: t.connect,
    statement_timeout: t.statement,
    lock_timeout: t.lock,
    idle_in_transaction_session_timeout: t.idleInTransaction,
  };
}

export function connect(url: string, max = 20, timeouts: Partial<DbTimeouts> = {}): Database {
  const pool = new pg.Pool(poolOptions(url, max, timeouts));
  // An idle client that loses its server (restart, network) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
