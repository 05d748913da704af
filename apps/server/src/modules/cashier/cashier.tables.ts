import { TRANSACTION_STATUSES as SHARED_STATUSES, TRANSACTION_TYPES as SHARED_TYPES } from '@casino/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** SPEC §3 types and §4.3 statuses; a buy order may also wait on the provider's page. */
export const TRANSACTION_TYPES = SHARED_TYPES;
export const TRANSACTION_STATUSES = [...SHARED_STATUSES, 'pay_external_invoice'] as const;

/**
 * Every cashier operation of a player: fiat buy orders, crypto deposits, crypto withdrawals and fiat
 * sell orders. One table so history, ownership and cancel rules have one place.
 */
export const cashierTransactions = pgTable(
  'cashier_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    /** Currency the player pays or receives in (a fiat method's currency, or a crypto code). */
    currency: text('currency').notNull(),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Fiat method id (buy, sell). */
    methodId: text('method_id'),
    subbankId: text('subbank_id'),
    provider: text('provider'),
    address: text('address'),
    memo: text('memo'),
    externalId: text('external_id'),
    /** Payment details shown to the player, external fields sent, payout details. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    senderBank: text('sender_bank'),
    callbackUrl: text('callback_url'),
    /** Ledger hold of a withdrawal or sell. */
    holdId: bigint('hold_id', { mode: 'bigint' }),
    receiptPath: text('receipt_path'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    cancellableUntil: timestamp('cancellable_until', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cashier_transactions_user_idx').on(t.userId, t.id),
    index('cashier_transactions_status_idx').on(t.status, t.type),
    uniqueIndex('cashier_transactions_idempotency_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('cashier_transactions_external_uq').on(t.provider, t.externalId),
    check('cashier_transactions_amount_positive', sql`amount > 0`),
    check('cashier_transactions_fee_not_negative', sql`fee >= 0`),
  ],
);

export const cashierDisputes = pgTable(
  'cashier_disputes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'bigint' })
      .notNull()
      .references(() => cashierTransactions.id),
    acceptOption: text('accept_option', { enum: ['CHANGE_INVOICE', 'REPAY'] }).notNull(),
    /** Minor units the player says they paid (CHANGE_INVOICE). */
    amount: bigint('amount', { mode: 'bigint' }),
    comment: text('comment'),
    problem: text('problem'),
    imagePath: text('image_path').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'rejected'] })
      .notNull()
      .default('open'),
    /** Status the transaction had when the dispute opened, restored on rejection. */
    previousStatus: text('previous_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('cashier_disputes_transaction_idx').on(t.transactionId),
    uniqueIndex('cashier_disputes_one_open_uq').on(t.transactionId).where(sql`status = 'open'`),
  ],
);

/** Last payout details per player and method, for the sell form's prefill. */
export const savedPayoutDetails = pgTable(
  'saved_payout_details',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    methodId: text('method_id').notNull(),
    subbankId: text('subbank_id'),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_payout_details_uq').on(t.userId, t.methodId)],
);

/** A per-player deposit address per currency (TON family: one shared address plus the player's memo). */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    address: text('address').notNull(),
    memo: text('memo'),
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deposit_addresses_user_idx').on(t.userId, t.currency),
    uniqueIndex('deposit_addresses_address_uq').on(t.currency, t.address, t.memo),
    // A withdrawal to any address the casino issued is refused, whatever its currency or owner.
    index('deposit_addresses_address_lower_idx').on(sql`lower(${t.address})`),
  ],
);

/**
 * Payments seen on a chain to a deposit address, one row per chain transaction (and output), so each is
 * credited at most once. Below-minimum payments are recorded and never credited (docs/decisions).
 */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    currency: text('currency').notNull(),
    /** The chain's transaction id plus the output index where a chain has several outputs. */
    chainTxId: text('chain_tx_id').notNull(),
    address: text('address').notNull(),
    memo: text('memo'),
    userId: bigint('user_id', { mode: 'bigint' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['credited', 'below_minimum', 'unmatched'] }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'bigint' }).references(() => cashierTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_deposits_tx_uq').on(t.currency, t.chainTxId),
    check('chain_deposits_amount_positive', sql`amount > 0`),
  ],
);
