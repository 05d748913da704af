import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The sportsbook (issue 17). Feed tables (leagues, events, markets, outcomes) are written by the odds
 * feed and operators; bet tables by bet placement and settlement. `user_id` is the auth module's
 * users.id, kept without a foreign key (tables belong to their module). Odds are integer hundredths.
 */

export const sportsbookLeagues = pgTable(
  'sportsbook_leagues',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** The sport's feed id (sports.ts: 1 soccer, 109 cs, …). */
    sportId: integer('sport_id').notNull(),
    name: text('name').notNull(),
    country: text('country'),
    /** Lower shows first among the top leagues; null = not a top league. */
    topRank: smallint('top_rank'),
    /** The feed's own id ("sandbox:…", "odds-api:…"), so a feed re-run updates instead of duplicating. */
    feedRef: text('feed_ref').notNull(),
  },
  (t) => [
    uniqueIndex('sportsbook_leagues_feed_ref_uq').on(t.feedRef),
    index('sportsbook_leagues_sport_idx').on(t.sportId),
  ],
);

export const sportsbookEvents = pgTable(
  'sportsbook_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    leagueId: bigint('league_id', { mode: 'bigint' })
      .notNull()
      .references(() => sportsbookLeagues.id),
    sportId: integer('sport_id').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['upcoming', 'live', 'finished', 'cancelled'] })
      .notNull()
      .default('upcoming'),
    scoreHome: integer('score_home'),
    scoreAway: integer('score_away'),
    /** Per-period scores [{home, away}] (maps, sets, halves), for map-winner markets. */
    periods: jsonb('periods').$type<{ home: number; away: number }[]>().notNull().default([]),
    /** { period, minute } while live. */
    clock: jsonb('clock').$type<{ period: number; minute: number | null } | null>(),
    feedRef: text('feed_ref').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sportsbook_events_feed_ref_uq').on(t.feedRef),
    index('sportsbook_events_sport_status_idx').on(t.sportId, t.status, t.startsAt, t.id),
    index('sportsbook_events_league_idx').on(t.leagueId, t.startsAt),
    // The lists read only upcoming and live events: a small slice of a table that keeps every finished one.
    index('sportsbook_events_open_idx').on(t.startsAt, t.id).where(sql`status IN ('upcoming', 'live')`),
    check('sportsbook_events_status', sql`status IN ('upcoming', 'live', 'finished', 'cancelled')`),
  ],
);

export const sportsbookMarkets = pgTable(
  'sportsbook_markets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'bigint' })
      .notNull()
      .references(() => sportsbookEvents.id),
    type: text('type', {
      enum: ['match_winner', 'total', 'handicap', 'both_teams_to_score', 'map_winner'],
    }).notNull(),
    /** Decimal string ("2.5", "-1.5") for totals and handicaps; '' otherwise (so the unique key works). */
    line: text('line').notNull().default(''),
    /** Map number for map_winner; 0 otherwise. */
    period: smallint('period').notNull().default(0),
    status: text('status', { enum: ['open', 'suspended', 'settled', 'void'] })
      .notNull()
      .default('open'),
    /** Bumped on every result change (settle, re-settle): settlement keys its corrections by it. */
    resultVersion: integer('result_version').notNull().default(0),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('sportsbook_markets_uq').on(t.eventId, t.type, t.line, t.period),
    check('sportsbook_markets_status', sql`status IN ('open', 'suspended', 'settled', 'void')`),
  ],
);

export const sportsbookOutcomes = pgTable(
  'sportsbook_outcomes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    marketId: bigint('market_id', { mode: 'bigint' })
      .notNull()
      .references(() => sportsbookMarkets.id),
    key: text('key', { enum: ['home', 'draw', 'away', 'over', 'under', 'yes', 'no'] }).notNull(),
    /** Current decimal odds in hundredths, the operator's margin included. */
    odds: integer('odds').notNull(),
    result: text('result', { enum: ['won', 'lost', 'void'] }),
  },
  (t) => [
    uniqueIndex('sportsbook_outcomes_uq').on(t.marketId, t.key),
    check('sportsbook_outcomes_odds', sql`odds BETWEEN 101 AND 100000`),
  ],
);

export const sportsbookBets = pgTable(
  'sportsbook_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /** The player's Idempotency-Key: one bet per key and player. */
    idempotencyKey: text('idempotency_key').notNull(),
    type: text('type', { enum: ['single', 'multi'] }).notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Combined odds as placed, hundredths. */
    odds: bigint('odds', { mode: 'bigint' }).notNull(),
    potentialPayout: bigint('potential_payout', { mode: 'bigint' }).notNull(),
    acceptOdds: text('accept_odds', { enum: ['none', 'higher', 'any'] }).notNull(),
    status: text('status', { enum: ['open', 'won', 'lost', 'void', 'cashed_out'] })
      .notNull()
      .default('open'),
    payout: bigint('payout', { mode: 'bigint' }),
    /** The ledger hold of the stake. */
    holdId: bigint('hold_id', { mode: 'bigint' }).notNull(),
    /** Bumped on each (re-)settlement; correction transfers are keyed by it. */
    settleVersion: integer('settle_version').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sportsbook_bets_key_uq').on(t.userId, t.idempotencyKey),
    index('sportsbook_bets_user_idx').on(t.userId, t.status, t.id),
    check('sportsbook_bets_stake_positive', sql`stake > 0`),
    check('sportsbook_bets_status', sql`status IN ('open', 'won', 'lost', 'void', 'cashed_out')`),
  ],
);

export const sportsbookSelections = pgTable(
  'sportsbook_selections',
  {
    betId: bigint('bet_id', { mode: 'bigint' })
      .notNull()
      .references(() => sportsbookBets.id),
    leg: smallint('leg').notNull(),
    eventId: bigint('event_id', { mode: 'bigint' }).notNull(),
    marketId: bigint('market_id', { mode: 'bigint' }).notNull(),
    outcomeId: bigint('outcome_id', { mode: 'bigint' }).notNull(),
    /** Odds as placed, hundredths. */
    odds: integer('odds').notNull(),
    result: text('result', { enum: ['pending', 'won', 'lost', 'void'] })
      .notNull()
      .default('pending'),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.leg] }),
    // Settlement finds a market's bets through this.
    index('sportsbook_selections_market_idx').on(t.marketId, t.betId),
  ],
);

export const sportsbookFavorites = pgTable(
  'sportsbook_favorites',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    eventId: bigint('event_id', { mode: 'bigint' })
      .notNull()
      .references(() => sportsbookEvents.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);

/** The simulated feed's own state (its seed and clock), so it resumes after a restart. */
export const sportsbookFeedState = pgTable('sportsbook_feed_state', {
  feed: text('feed').primaryKey(),
  state: jsonb('state').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
