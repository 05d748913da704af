import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A bonus granted to a player: its money sits in the player's `bonus` ledger account until wagering turns it
 * into main balance (status `wagered`) or its deadline burns it (`expired`). Wagering progress is the sum of
 * the player's stakes in the bonus currency on bets after `wagerFromBetId`, so bets pay no extra write.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /** What granted it: `deposit:{transaction id}` or `operator:{idempotency key}`; one bonus per source. */
    source: text('source').notNull().unique(),
    title: text('title').notNull(),
    currency: text('currency').notNull(),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Stakes needed = amount × wagerMultiplier. */
    wagerMultiplier: integer('wager_multiplier').notNull(),
    /** The player's newest bet at the grant: only later bets count towards the wagering. */
    wagerFromBetId: bigint('wager_from_bet_id', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['active', 'wagered', 'expired'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('player_bonuses_active_idx').on(t.userId).where(sql`status = 'active'`),
    check('player_bonuses_status', sql`status IN ('active', 'wagered', 'expired')`),
    check('player_bonuses_amount_positive', sql`amount > 0`),
    check('player_bonuses_wager_range', sql`wager_multiplier BETWEEN 0 AND 100`),
    check('player_bonuses_period', sql`expires_at > created_at`),
  ],
);
