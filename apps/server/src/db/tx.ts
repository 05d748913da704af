import type pg from 'pg';

/** A connection inside an open transaction; anything that writes money takes one. */
export interface Tx {
  client: pg.PoolClient;
  /** Runs after COMMIT succeeds (realtime events must never announce an uncommitted change). */
  afterCommit: (fn: () => void | Promise<void>) => void;
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
    const client = await pool.connect();
    const hooks: Array<() => void | Promise<void>> = [];
    let result: T;
    try {
      await client.query('BEGIN');
      result = await fn({ client, afterCommit: (hook) => hooks.push(hook) });
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
