import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotifyBatcher } from '../../src/modules/realtime/adapter-pool.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';

let db: TestDatabase;
let listener: pg.PoolClient;
const received: string[] = [];
let waiting: { count: number; resolve: () => void } | undefined;

/** Resolves once `count` notifications have arrived. */
function receivedCount(count: number): Promise<void> {
  return new Promise((resolve) => {
    if (received.length >= count) resolve();
    else waiting = { count, resolve };
  });
}

beforeAll(async () => {
  db = await createTestDatabase(4);
  listener = await db.database.pool.connect();
  listener.on('notification', (n) => {
    if (n.channel !== 'batch_test') return;
    received.push(n.payload ?? '');
    if (waiting && received.length >= waiting.count) waiting.resolve();
  });
  await listener.query('LISTEN batch_test');
});
afterAll(async () => {
  listener.release();
  await db.drop();
});

describe('NotifyBatcher', () => {
  it('delivers every NOTIFY in order, duplicates included, in far fewer statements', async () => {
    const statements: string[] = [];
    const pool = db.database.pool;
    const batcher = new NotifyBatcher({
      query: ((text: string, values: unknown[]) => {
        statements.push(text);
        return pool.query(text, values);
      }) as pg.Pool['query'],
    });
    const payloads = [
      ...Array.from({ length: 150 }, (_, i) => `event ${i}`),
      'same',
      'same',
      'same',
      ...Array.from({ length: 50 }, (_, i) => `event ${150 + i}`),
    ];
    await Promise.all(payloads.map((payload) => batcher.notify('batch_test', payload)));
    await receivedCount(payloads.length);
    expect(received).toEqual(payloads);
    expect(statements.length).toBeGreaterThan(1);
    expect(statements.length).toBeLessThanOrEqual(8);
  });

  it('rejects every NOTIFY of a failed statement and carries on with the next', async () => {
    let fail = true;
    const batcher = new NotifyBatcher({
      query: ((text: string, values: unknown[]) => {
        if (fail) {
          fail = false;
          return Promise.reject(new Error('connection lost'));
        }
        return db.database.pool.query(text, values);
      }) as pg.Pool['query'],
    });
    const first = batcher.notify('batch_test', 'lost');
    const second = batcher.notify('batch_test', 'kept');
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).resolves.toBeDefined();
    // Delivered before the next test counts what arrives.
    await receivedCount(received.indexOf('kept') + 1 || received.length + 1);
    expect(received.at(-1)).toBe('kept');
  });

  it('commits NOTIFYs without waiting for the disk, and leaves the connection as it was for money writes', async () => {
    // One connection, so the notify and the check after it share it.
    const client = await db.database.pool.connect();
    try {
      const during: unknown[] = [];
      const after: string[] = [];
      const batcher = new NotifyBatcher({
        query: (async (text: string, values: unknown[]) => {
          const result = await client.query({ text, values, rowMode: 'array' });
          during.push(result.rows[0]?.[0]);
          const shown = await client.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
          after.push(shown.rows[0]?.synchronous_commit ?? '');
          return result;
        }) as pg.Pool['query'],
      });
      const count = received.length + 1;
      await batcher.notify('batch_test', 'fast');
      await receivedCount(count);
      expect(received.at(-1)).toBe('fast');
      // Off for the NOTIFY's own transaction, back on for the next statement on the same connection.
      expect(during).toEqual(['off']);
      expect(after).toEqual(['on']);
    } finally {
      client.release();
    }
  });
});
