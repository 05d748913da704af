import type pg from 'pg';

/**
 * Leadership among server copies: a PostgreSQL session advisory lock, taken with pg_try_advisory_lock on one
 * pooled connection that the leader keeps checked out for as long as it leads. PostgreSQL releases the lock
 * when that session ends, so a copy that dies (process gone, connection dropped) frees it for another copy
 * without any timeout or heartbeat table of ours.
 */
export class LeaderLock {
  private client: pg.PoolClient | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly key: number,
  ) {}

  get held(): boolean {
    return this.client !== null;
  }

  /** Takes the lock if it is free; true while this copy holds it. */
  async acquire(): Promise<boolean> {
    if (this.client) return true;
    const client = await this.pool.connect();
    // A checked-out client that errors with no listener would take the process down.
    const onError = () => this.lose(client);
    client.on('error', onError);
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        this.key,
      ]);
      if (rows[0]?.locked) {
        this.client = client;
        return true;
      }
    } catch {
      client.off('error', onError);
      client.release(true);
      return false;
    }
    client.off('error', onError);
    client.release();
    return false;
  }

  /**
   * Runs a query on the lock's own connection, which doubles as the leader's liveness check: when it fails
   * the session (and the lock with it) is gone, and this copy stops leading. Undefined when not leading.
   */
  async run<T>(query: (client: pg.PoolClient) => Promise<T>): Promise<{ value: T } | undefined> {
    const client = this.client;
    if (!client) return undefined;
    try {
      return { value: await query(client) };
    } catch {
      this.lose(client);
      return undefined;
    }
  }

  /** Gives the lock up (on stop), so another copy takes over at its next attempt. */
  async release(): Promise<void> {
    const client = this.client;
    if (!client) return;
    this.client = null;
    try {
      await client.query('SELECT pg_advisory_unlock($1)', [this.key]);
      client.release();
    } catch {
      // The session is gone, and its lock with it.
      client.release(true);
    }
  }

  private lose(client: pg.PoolClient): void {
    if (this.client !== client) return;
    this.client = null;
    // Destroyed rather than returned: the pool must not hand out a broken session or one still holding the lock.
    client.release(true);
  }
}
