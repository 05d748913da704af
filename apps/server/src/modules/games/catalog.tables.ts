import { sql } from 'drizzle-orm';
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games.tables.ts';

/**
 * Bets per game over the last 7 days, recounted every minute (catalog-popularity.ts): sort=popularity
 * reads this instead of counting each listed game's bets at query time.
 */
export const gamePopularity = pgTable('game_popularity', {
  gameId: text('game_id')
    .primaryKey()
    .references(() => games.id),
  bets: bigint('bets', { mode: 'number' }).notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

/**
 * The fields of a game an operator set by hand (`title`, `category`, `demoAllowed`, ...): the originals'
 * seed and the aggregator import leave these alone, so an operator's edit survives both.
 */
export const gameOperatorEdits = pgTable('game_operator_edits', {
  gameId: text('game_id')
    .primaryKey()
    .references(() => games.id),
  fields: text('fields').array().notNull().default(sql`'{}'`),
});
