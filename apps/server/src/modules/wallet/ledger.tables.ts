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
import { currencies } from './currency.tables.ts';

/**
 * Ledger accounts. A player has `main` and `bonus` per currency; house accounts are one per name and
 * currency. Only player accounts keep a running balance (guarded by a CHECK); house balances are the
 * sum of their entries, so the hot house rows never serialise every transfer (docs/decisions/002).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind', { enum: ['player', 'house'] }).notNull(),
    /** Player accounts: the user id. House accounts: null. */
    userId: bigint('user_id', { mode: 'bigint' }),
    /** main | bonus for players; a house account name otherwise. */
    name: text('name').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_player_uq').on(t.userId, t.name, t.currency).where(sql`kind = 'player'`),
    uniqueIndex('ledger_accounts_house_uq').on(t.name, t.currency).where(sql`kind = 'house'`),
    check('ledger_accounts_player_not_negative', sql`kind <> 'player' OR balance >= 0`),
    check('ledger_accounts_house_no_balance', sql`kind <> 'house' OR balance = 0`),
    check('ledger_accounts_owner', sql`(kind = 'player') = (user_id IS NOT NULL)`),
  ],
);

/**
 * One posted transfer, with its legs in the same row: `account_ids[i]` receives `amounts[i]` (signed
 * minor units; positive credits). One currency per transfer, so the CHECK below proves it sums to zero; a
 * conversion is two transfers through the `fx` account in one database transaction. One row per transfer
 * keeps a posting to one insert and one player-row update (docs/decisions/002). `ledger_entries` is a
 * view over the legs.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    accountIds: bigint('account_ids', { mode: 'bigint' }).array().notNull(),
    amounts: bigint('amounts', { mode: 'bigint' }).array().notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_uq').on(t.idempotencyKey),
    index('ledger_transfers_accounts_gin').using('gin', t.accountIds),
    check(
      'ledger_transfers_legs',
      sql`cardinality(account_ids) >= 2 AND cardinality(account_ids) = cardinality(amounts)`,
    ),
    // Two legs (nearly every transfer) are checked inline; the function call covers the rest.
    check(
      'ledger_transfers_balanced',
      sql`CASE WHEN cardinality(amounts) = 2 THEN amounts[1] <> 0 AND amounts[1] = -amounts[2] ELSE ledger_legs_balance(amounts) END`,
    ),
  ],
);

/**
 * Two-phase holds. The hold transfer moves funds from the player into the `holds` house account;
 * post moves them on to the destination (the rest back to the player on a partial post), void returns
 * them. `status` moves pending → posted | voided exactly once.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'posted', 'voided'] })
      .notNull()
      .default('pending'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransfers.id),
    settleTransferId: bigint('settle_transfer_id', { mode: 'bigint' }).references(() => ledgerTransfers.id),
    postedAmount: bigint('posted_amount', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ledger_holds_idempotency_uq').on(t.idempotencyKey),
    check('ledger_holds_amount_positive', sql`amount > 0`),
    check(
      'ledger_holds_posted_amount',
      sql`posted_amount IS NULL OR (posted_amount > 0 AND posted_amount <= amount)`,
    ),
  ],
);
