import type { SportsbookConfig } from '../../src/config.ts';
import { guardPool } from '../../src/db/tx.ts';
import { createSportsbookFeed, type SportsbookFeed } from '../../src/modules/sportsbook/index.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';

export const sandboxConfig: SportsbookConfig = {
  feed: 'sandbox',
  oddsApi: null,
  marginBasisPoints: 500,
  cashoutMarginBasisPoints: 500,
  liveBetDelayMs: 0,
  limits: {},
};

export interface FeedHarness {
  db: TestDatabase;
  clock: { now: Date; advance: (ms: number) => void };
  /** Everything published on the sportsbook channel, per sync. */
  published: { channel: string; payload: unknown }[];
  resulted: bigint[][];
  feed: SportsbookFeed;
  /** A second feed over the same database, as after a restart. */
  restart: () => SportsbookFeed;
}

/** A fresh database with a feed over it, an injected clock, and the publish/result hooks recorded. */
export async function feedHarness(
  options: { config?: SportsbookConfig; seed?: number; start?: Date; fetch?: typeof fetch } = {},
): Promise<FeedHarness> {
  const db = await createTestDatabase();
  guardPool(db.database.pool, true);
  const clock = {
    now: options.start ?? new Date('2030-01-01T12:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const published: FeedHarness['published'] = [];
  const resulted: bigint[][] = [];
  const make = () =>
    createSportsbookFeed({
      pool: db.database.pool,
      config: options.config ?? sandboxConfig,
      clock: () => clock.now,
      publish: (channel, payload) => published.push({ channel, payload }),
      onMarketsResulted: (ids) => resulted.push(ids),
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  return { db, clock, published, resulted, feed: make(), restart: make };
}
