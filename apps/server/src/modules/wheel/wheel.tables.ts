import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** The wheel's slots (SPEC §3 Wheel prize, up to 15): a prize in US cents (0: no prize) or a promo code. */
export const wheelPrizes = pgTable(
  'wheel_prizes',
  {
    slot: integer('slot').primaryKey(),
    /** US cents, shown and paid in the player's primary currency at the stored rate. */
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    promo: text('promo'),
    balanceType: text('balance_type', { enum: ['main', 'bonus'] })
      .notNull()
      .default('main'),
    /** Relative chance of landing on the slot. */
    weight: integer('weight').notNull(),
  },
  () => [
    check('wheel_prizes_slot', sql`slot BETWEEN 0 AND 14`),
    check('wheel_prizes_amount', sql`amount >= 0`),
    check('wheel_prizes_weight', sql`weight >= 0`),
    check('wheel_prizes_balance_type', sql`balance_type IN ('main', 'bonus')`),
  ],
);

/**
 * The player's committed wheel seed: its hash is shown before the spin, the seed revealed with the result
 * (SPEC §4.5, provably fair like the games). A spin consumes it and commits the next.
 */
export const wheelSeeds = pgTable('wheel_seeds', {
  userId: bigint('user_id', { mode: 'bigint' }).primaryKey(),
  serverSeed: text('server_seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One spin per player per UTC day: the unique (user, day) refuses a second. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    day: date('day').notNull(),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    slot: integer('slot').notNull(),
    /** Minor units of `currency` credited (0: none). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    promo: text('promo'),
    balanceType: text('balance_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('wheel_spins_one_a_day').on(t.userId, t.day)],
);
