import type pg from 'pg';

/**
 * The view of our pool that @socket.io/postgres-adapter gets. The adapter takes its LISTEN connection in
 * the background and its close() only releases a connection it already finished setting up, so an app
 * closed early would leak one and the pool's end() would wait forever. This view remembers the clients
 * it hands out and, once closed, releases them and hands out no more (a late connect never settles, so
 * the adapter does not spin on reconnection).
 */
export function closablePoolView(pool: pg.Pool): { view: pg.Pool; close: () => void } {
  const held = new Set<pg.PoolClient>();
  let closed = false;
  const release = (client: pg.PoolClient) => {
    if (!held.delete(client)) return;
    client.removeAllListeners('end');
    client.release();
  };
  const view = {
    query: (...args: Parameters<pg.Pool['query']>) => pool.query(...args),
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
