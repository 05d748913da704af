import type { TournamentPrizeKind, TournamentScoring } from '@casino/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** SPEC §3 Tournament: descriptions keyed by language, each with a name (English is the fallback). */
export type TournamentDescriptions = Record<string, { name: string; description?: string }>;

/** The prize table as stored: amounts in minor units of the tournament's currency, as strings. */
export type StoredPrizes = Array<{ place: number; kind: TournamentPrizeKind; amount: string }>;

export const tournaments = pgTable(
  'tournaments',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    slug: text('slug').notNull().unique(),
    vipPlayersOnly: boolean('vip_players_only').notNull().default(false),
    descriptions: jsonb('descriptions').$type<TournamentDescriptions>().notNull(),
    /** Minor units of `currency`: the sum of the money and bonus prizes. */
    prizePool: bigint('prize_pool', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    position: integer('position').notNull().default(0),
    scoring: text('scoring').$type<TournamentScoring>().notNull().default('wagered'),
    /** Game ids whose bets count; empty: every game. */
    games: text('games').array().notNull().default(sql`'{}'`),
    /** Minor units of `currency`; a bet in another currency is converted at the stored rate. */
    minStake: bigint('min_stake', { mode: 'bigint' }).notNull().default(sql`0`),
    joinRequired: boolean('join_required').notNull().default(false),
    prizes: jsonb('prizes').$type<StoredPrizes>().notNull().default([]),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Places fixed and the payouts written (tournament_payouts), after the end and its grace. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  () => [
    check('tournaments_english_name', sql`descriptions ? 'en'`),
    check('tournaments_period', sql`ends_at > starts_at`),
    check('tournaments_prize_pool_positive', sql`prize_pool > 0`),
    check('tournaments_scoring', sql`scoring IN ('wagered', 'net_win', 'multiplier')`),
    check('tournaments_min_stake', sql`min_stake >= 0`),
  ],
);

/** A player on a tournament's board: joined, or scored in one that needs no joining. */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: bigint('tournament_id', { mode: 'bigint' })
      .notNull()
      .references(() => tournaments.id),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /** The masked name of the leaderboard (the live-bets label). */
    name: text('name').notNull(),
    /** Minor units of the tournament's currency, or the best multiplier × 10^4. */
    score: bigint('score', { mode: 'bigint' }).notNull().default(sql`0`),
    /** When the score was reached (the counting bet's settlement): ties go to who got there first. */
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    bets: integer('bets').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_entries_board_idx').on(
      t.tournamentId,
      t.score.desc().nullsFirst(),
      t.reachedAt,
      t.userId,
    ),
  ],
);

/** Each bet counted once per tournament: the scorer inserts here first and adds only what was new. */
export const tournamentBets = pgTable(
  'tournament_bets',
  {
    tournamentId: bigint('tournament_id', { mode: 'bigint' }).notNull(),
    betId: bigint('bet_id', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.betId] })],
);

/** One row per winner, written when places are fixed; paid_at once its ledger transfer (or bonus) is made. */
export const tournamentPayouts = pgTable(
  'tournament_payouts',
  {
    tournamentId: bigint('tournament_id', { mode: 'bigint' })
      .notNull()
      .references(() => tournaments.id),
    place: integer('place').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').$type<TournamentPrizeKind>().notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    score: bigint('score', { mode: 'bigint' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.place] }),
    index('tournament_payouts_unpaid_idx').on(t.tournamentId).where(sql`paid_at IS NULL`),
    check('tournament_payouts_amount_positive', sql`amount > 0`),
  ],
);

/** Each settled bet's stake added to its player's VIP wager once; rows older than the sweep's reach are pruned. */
export const vipCountedBets = pgTable(
  'vip_counted_bets',
  {
    betId: bigint('bet_id', { mode: 'bigint' }).primaryKey(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vip_counted_bets_counted_idx').on(t.countedAt)],
);

/** How far the bet scorer has swept (settlement time), so a restart resumes there rather than rescanning. */
export const betSweeps = pgTable('bet_sweeps', {
  name: text('name').primaryKey(),
  sweptTo: timestamp('swept_to', { withTimezone: true }).notNull(),
});
