import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** SPEC §3 Tournament: descriptions keyed by language, each with a name (English is the fallback). */
export type TournamentDescriptions = Record<string, { name: string; description?: string }>;

export const tournaments = pgTable(
  'tournaments',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    slug: text('slug').notNull().unique(),
    vipPlayersOnly: boolean('vip_players_only').notNull().default(false),
    descriptions: jsonb('descriptions').$type<TournamentDescriptions>().notNull(),
    /** Minor units of `currency`. */
    prizePool: bigint('prize_pool', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    position: integer('position').notNull().default(0),
  },
  () => [
    check('tournaments_english_name', sql`descriptions ? 'en'`),
    check('tournaments_period', sql`ends_at > starts_at`),
    check('tournaments_prize_pool_positive', sql`prize_pool > 0`),
  ],
);
