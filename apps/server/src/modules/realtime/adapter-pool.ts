import type pg from 'pg';

/**
 * The view of our pool that @socket.io/postgres-adapter gets. The adapter takes its LISTEN connection in
 * the background and its close() only releases a connection it already finished setting up, so an app
 * closed early would leak one and the pool's end() would wait forever. This view remembers the clients
 * it hands out and, once closed, releases them and hands out no more (a late connect never settles, so
 * the adapter does not spin on reconnection). Its NOTIFYs go through a NotifyBatcher.
 */
export function closablePoolView(pool: pg.Pool): { view: pg.Pool; close: () => void } {
  const held = new Set<pg.PoolClient>();
  let closed = false;
  const release = (client: pg.PoolClient) => {
    if (!held.delete(client)) return;
    client.removeAllListeners('end');
    client.release();
  };
  const notifier = new NotifyBatcher(pool);
  const view = {
    query: (...args: Parameters<pg.Pool['query']>) => {
      const [text, values] = args as unknown as [unknown, unknown[] | undefined];
      if (text === ADAPTER_NOTIFY && values?.length === 2) {
        return notifier.notify(String(values[0]), String(values[1]));
      }
      return pool.query(...args);
    },
    connect: async () => {
      if (closed) return new Promise<never>(() => {});
      const client = await pool.connect();
      if (closed) {
        client.release();
        return new Promise<never>(() => {});
      }
      held.add(client);
      const originalRelease = client.release.bind(client);
      client.release = (err?: Error | boolean) => {
        held.delete(client);
        return originalRelease(err);
      };
      return client;
    },
  } as unknown as pg.Pool;
  return {
    view,
    close: () => {
      closed = true;
      for (const client of [...held]) release(client);
    },
  };
}

/** The statement @socket.io/postgres-adapter sends for every emit. */
export const ADAPTER_NOTIFY = 'SELECT pg_notify($1, $2)';

/** NOTIFYs sent in one statement at most; their payloads are each under the adapter's 8 kB threshold. */
const MAX_BATCH = 100;

interface Pending {
  channel: string;
  payload: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Sends NOTIFYs as group commits: while one statement is in flight, later ones queue, and the next
 * statement sends them all (`SELECT pg_notify(..), pg_notify(..)`). Every NOTIFY commit takes PostgreSQL's
 * global notify-queue lock, so after every bet two autocommitted NOTIFYs were serialising on it. Order is
 * kept (one statement at a time, in queue order), and a batch never holds the same channel and payload
 * twice: PostgreSQL would deliver such duplicates within one transaction only once.
 */
export class NotifyBatcher {
  private readonly queue: Pending[] = [];
  private flushing = false;

  constructor(private readonly pool: Pick<pg.Pool, 'query'>) {}

  notify(channel: string, payload: string): Promise<pg.QueryResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ channel, payload, resolve: () => resolve(EMPTY_RESULT), reject });
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.takeBatch();
        // A NOTIFY's commit need not wait for its WAL to reach the disk: the notification is delivered at
        // commit either way, and one lost in a crash was never durable. Waiting made every bet pay one more
        // disk flush after its own (set_config with is_local: this transaction only).
        const notifies = batch.map((_, i) => `pg_notify($${2 * i + 1}, $${2 * i + 2})`).join(', ');
        const text = `SELECT set_config('synchronous_commit', 'off', true), ${notifies}`;
        try {
          await this.pool.query(
            text,
            batch.flatMap((n) => [n.channel, n.payload]),
          );
          for (const n of batch) n.resolve();
        } catch (error) {
          for (const n of batch) n.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  /** The longest queue prefix with no repeated (channel, payload), up to MAX_BATCH. */
  private takeBatch(): Pending[] {
    const seen = new Set<string>();
    let size = 0;
    for (const n of this.queue) {
      const key = `${n.channel}\u0000${n.payload}`;
      if (size >= MAX_BATCH || seen.has(key)) break;
      seen.add(key);
      size++;
    }
    return this.queue.splice(0, size);
  }
}

const EMPTY_RESULT = {
  rows: [],
  rowCount: 0,
  command: 'SELECT',
  oid: 0,
  fields: [],
} as unknown as pg.QueryResult;
