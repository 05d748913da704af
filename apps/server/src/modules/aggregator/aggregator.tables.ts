import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The seamless-wallet gateway (docs/aggregator-protocol.md). `user_id` is auth's users.id and `game_id`
 * the games module's games.id, kept without foreign keys (tables belong to their module).
 */

/**
 * A real-mode launch: the opaque token the aggregator sends back on every wallet call. Only its SHA-256 is
 * stored, so a database read does not hand out live tokens. `country` is the player's at launch: the
 * wallet calls come from the aggregator's servers, so the game's country blacklist is judged by it.
 */
export const aggregatorSessions = pgTable(
  'aggregator_sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    gameId: text('game_id').notNull(),
    currency: text('currency').notNull(),
    mode: text('mode', { enum: ['real'] }).notNull(),
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('aggregator_sessions_token_uq').on(t.tokenHash),
    index('aggregator_sessions_user_idx').on(t.userId),
  ],
);

/**
 * A game round as the aggregator numbers it: opened by its first debit, closed by a credit with closeRound
 * or by end-round. A closed round takes no more debits or credits. Totals are kept for reconciliation.
 */
export const aggregatorRounds = pgTable(
  'aggregator_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    operatorId: text('operator_id').notNull(),
    roundId: text('round_id').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    gameId: text('game_id').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull(),
    /** Minor units staked (debits less refunded ones) and won. */
    debited: bigint('debited', { mode: 'bigint' }).notNull().default(sql`0`),
    credited: bigint('credited', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('aggregator_rounds_round_uq').on(t.operatorId, t.roundId, t.userId),
    index('aggregator_rounds_user_idx').on(t.userId, t.id),
    check('aggregator_rounds_totals', sql`debited >= 0 AND credited >= 0`),
  ],
);

/**
 * Every wallet call that moves (or could have moved) money, under the aggregator's own transactionId: a
 * repeat finds its row and answers `reply` again; the same id with another body (`request_hash`) is a
 * conflict. A rollback whose debit we never saw is kept as `rollback_recorded_before_debit` with the
 * debit's id in `reference_transaction_id`, so that debit is refused when it arrives late.
 */
export const aggregatorTransactions = pgTable(
  'aggregator_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    operatorId: text('operator_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: ['debit', 'credit', 'rollback'] }).notNull(),
    roundId: text('round_id').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    gameId: text('game_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Rollbacks: the debit they cancel. */
    referenceTransactionId: text('reference_transaction_id'),
    status: text('status', { enum: ['done', 'rolled_back', 'rollback_recorded_before_debit'] }).notNull(),
    requestHash: text('request_hash').notNull(),
    /** The first answer, repeated to every retry (the balance as it was then). */
    reply: jsonb('reply').$type<{ balance: string; currency: string; reference?: string }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('aggregator_transactions_id_uq').on(t.operatorId, t.transactionId),
    index('aggregator_transactions_reference_idx')
      .on(t.operatorId, t.referenceTransactionId)
      .where(sql`reference_transaction_id IS NOT NULL`),
    index('aggregator_transactions_user_idx').on(t.userId, t.id),
    check('aggregator_transactions_amount', sql`amount >= 0`),
  ],
);
