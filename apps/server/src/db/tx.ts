import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** A connection inside an open transaction; anything that writes money takes one. */
export interface Tx {
  client: pg.PoolClient;
  /** Runs after COMMIT succeeds (realtime events must never announce an uncommitted change). */
  afterCommit: (fn: () => void | Promise<void>) => void;
}

/**
 * The transaction the current async call chain runs in. Asking the pool for a second connection while a
 * transaction holds locks is how a server hangs: with every pooled connection held by a transaction that
 * waits for another one, nothing moves again. `guardPool` makes that mistake loud.
 */
const openTransaction = new AsyncLocalStorage<{ label: string }>();

export class PoolInsideTransactionError extends Error {
  constructor() {
    super('a pooled connection was requested inside a transaction: pass the transaction down instead');
  }
}

/**
 * Wraps `pool.connect` and `pool.query` so a call made inside `withTx` (not in its afterCommit hooks)
 * throws PoolInsideTransactionError (`strict`, tests) or emits one warning per call site.
 */
export function guardPool(pool: pg.Pool, strict: boolean): void {
  const warned = new Set<string>();
  const check = () => {
    if (!openTransaction.getStore()) return;
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 40;
    const error = new PoolInsideTransactionError();
    Error.stackTraceLimit = limit;
    if (strict) {
      // The request answers 500; the stack, printed here, names the call site to fix.
      process.stderr.write(`${error.stack}\n`);
      throw error;
    }
    const site = error.stack?.split('\n').slice(2, 4).join('|') ?? '';
    if (!warned.has(site)) {
      warned.add(site);
      process.emitWarning(error.message, { code: 'POOL_INSIDE_TRANSACTION', detail: error.stack });
    }
  };
  const connect = pool.connect.bind(pool);
  const query = pool.query.bind(pool);
  pool.connect = ((...args: unknown[]) => {
    check();
    return (connect as (...a: unknown[]) => unknown)(...args);
  }) as typeof pool.connect;
  pool.query = ((...args: unknown[]) => {
    check();
    return (query as (...a: unknown[]) => unknown)(...args);
  }) as typeof pool.query;
}

/** SQLSTATEs a transaction can simply be retried on. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 8;

export function isRetryable(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && RETRYABLE.has((error as { code?: string }).code ?? '')
  );
}

/**
 * Runs `fn` in one transaction. Serialization failures and deadlocks are retried with jittered backoff
 * so they never reach the caller; other errors roll back and propagate.
 */
export async function withTx<T>(pool: pg.Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    // A withTx nested in another one is caught here too: it asks the pool while the outer one holds locks.
    const client = await pool.connect();
    const hooks: Array<() => void | Promise<void>> = [];
    let result: T;
    try {
      await client.query('BEGIN');
      result = await openTransaction.run({ label: 'withTx' }, () =>
        fn({ client, afterCommit: (hook) => hooks.push(hook) }),
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      client.release();
      if (isRetryable(error) && attempt < MAX_ATTEMPTS) {
        await backoff(attempt);
        continue;
      }
      throw error;
    }
    client.release();
    await runHooks(hooks);
    return result;
  }
}

async function runHooks(hooks: Array<() => void | Promise<void>>): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook();
    } catch {
      // A failed notification must not turn a committed change into an error for the caller.
    }
  }
}

function backoff(attempt: number): Promise<void> {
  const ms = Math.min(100, 2 ** attempt) * (0.5 + cryptoJitter());
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function cryptoJitter(): number {
  const bytes = new Uint8Array(1);
  crypto.getRandomValues(bytes);
  return (bytes[0] ?? 0) / 255;
}
