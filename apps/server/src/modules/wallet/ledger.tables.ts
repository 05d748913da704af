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

/** One posted transfer. The idempotency key makes a replay find the first transfer instead of posting. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_transfers_idempotency_uq').on(t.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed minor units: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('ledger_entries_transfer_idx').on(t.transferId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    check('ledger_entries_nonzero', sql`amount <> 0`),
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
