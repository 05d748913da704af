import { LIMIT_KINDS, LIMIT_PERIODS } from '@casino/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A player's own deposit, loss and wager limits (issue 20). One row per kind and period. A raise or removal
 * waits in `pending_*` until `pending_from` (the cooling-off); readers fold it in once that time has passed.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    kind: text('kind', { enum: LIMIT_KINDS }).notNull(),
    period: text('period', { enum: LIMIT_PERIODS }).notNull(),
    /** Minor units of `currency`, the account currency when the limit was first set. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** Periods run back to back from here. */
    anchor: timestamp('anchor', { withTimezone: true }).notNull(),
    /** With `pending_from` set: the raised amount, or null for a removal. */
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.period] }),
    check('player_limits_amount_positive', sql`amount > 0`),
    check('player_limits_pending_positive', sql`pending_amount IS NULL OR pending_amount > 0`),
  ],
);
