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
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A player's provably fair seed pair. The active pair's server seed stays secret (only its SHA-256 is
 * shown) until the player rotates; then it is revealed and a new pair starts. `nonce` counts the bets
 * played on the pair.
 */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fairness_seeds_one_active_uq').on(t.userId).where(sql`active`),
    index('fairness_seeds_user_idx').on(t.userId, t.id),
  ],
);

export const gameCategories = pgTable('game_categories', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
});

export const gameProviders = pgTable('game_providers', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
});

/** The catalog. Every row is a game our engines play: no placeholder tiles. */
export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** Lower-cased, accents stripped title and provider title: what search matches. */
    searchText: text('search_text').notNull(),
    category: text('category')
      .notNull()
      .references(() => gameCategories.slug),
    provider: text('provider')
      .notNull()
      .references(() => gameProviders.slug),
    imageUrl: text('image_url').notNull(),
    label: text('label', { enum: ['Exclusive', 'Early Access'] }),
    blacklistCountries: text('blacklist_countries').array().notNull().default(sql`'{}'`),
    blacklistCurrencies: text('blacklist_currencies').array().notNull().default(sql`'{}'`),
    /** Operator's ranking for sort=rate (higher first). */
    rate: integer('rate').notNull().default(0),
    /** Return to player in percent, 4 decimals, computed exactly from the engine. */
    rtp: text('rtp').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    /** `original`: played by our engines; `aggregator`: launched through the game aggregator. */
    source: text('source', { enum: ['original', 'aggregator'] })
      .notNull()
      .default('original'),
    /** The aggregator's game code (source aggregator only). */
    externalCode: text('external_code'),
    volatility: text('volatility', { enum: ['low', 'medium', 'high'] }),
    demoAllowed: boolean('demo_allowed').notNull().default(true),
    /** Per-currency stake limits in minor units, e.g. {"USD": {"min": "10", "max": "100000"}}; empty = defaults. */
    betLimits: jsonb('bet_limits')
      .$type<Record<string, { min: string; max: string }>>()
      .notNull()
      .default({}),
    /** Set by an operator: kept out of every list and launch, unlike `enabled` which the import owns. */
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('games_category_idx').on(t.category),
    index('games_provider_idx').on(t.provider),
    uniqueIndex('games_external_code_uq').on(t.externalCode),
    // Search is a substring match (LIKE '%term%'): a trigram index serves it on thousands of games.
    index('games_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('games_rate_idx').on(t.rate.desc(), t.id),
  ],
);

export const gameFavorites = pgTable(
  'game_favorites',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/**
 * Every bet. Instant games settle in the transaction that places them; mines and crash bets stay `open`
 * (their round state in `state`) until cashed out or lost. Stake and payout are ledger transfers keyed
 * `bet:{id}:stake` and `bet:{id}:payout`.
 */
export const gameBets = pgTable(
  'game_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /** Masked player name for the public live-bets feed, fixed when the bet is placed. */
    playerLabel: text('player_label').notNull(),
    gameId: text('game_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    /** × 10^4; 0 for a loss. */
    multiplier: bigint('multiplier', { mode: 'bigint' }).notNull().default(sql`0`),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull().default({}),
    /** Server-only round state (mines positions until the round ends). */
    state: jsonb('state').$type<Record<string, unknown>>(),
    status: text('status', { enum: ['open', 'settled'] }).notNull(),
    /** Seed pair and nonce the result came from; crash bets use the round's chain link instead. */
    seedId: bigint('seed_id', { mode: 'bigint' }),
    nonce: bigint('nonce', { mode: 'number' }),
    crashRoundId: bigint('crash_round_id', { mode: 'bigint' }),
    /** The part of `amount` paid with bonus money (decision 013): the payout goes back in the same proportion. */
    stakeBonus: bigint('stake_bonus', { mode: 'bigint' }).notNull().default(sql`0`),
    /** A bonus free spin: the player bonus whose spins paid the stake (the house did); counts for no wagering. */
    freeSpinOf: bigint('free_spin_of', { mode: 'bigint' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request (game, amount, params) so a replay with another body is a conflict. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_bets_idempotency_uq').on(t.userId, t.idempotencyKey),
    // The player's history, newest first, by offset or `before` cursor (bets.service.ts betsHistorySql).
    index('game_bets_user_idx').on(t.userId, t.id),
    // The same with the history's game filter (a game the player rarely plays must not walk all their bets).
    index('game_bets_user_game_idx').on(t.userId, t.gameId, t.id),
    index('game_bets_game_created_idx').on(t.gameId, t.createdAt),
    // One open mines round per player, so a reload or a second tab continues the same one.
    uniqueIndex('game_bets_one_open_mines_uq').on(t.userId).where(sql`status = 'open' AND game_id = 'mines'`),
    // The same for the other games played in steps (stepped/stepped.service.ts): one open round per game.
    uniqueIndex('game_bets_one_open_round_uq')
      .on(t.userId, t.gameId)
      .where(sql`status = 'open' AND game_id IN ('coinflip', 'hilo', 'blackjack')`),
    // One bet per player per crash round.
    uniqueIndex('game_bets_one_per_crash_round_uq').on(t.userId, t.crashRoundId),
    index('game_bets_open_crash_idx').on(t.crashRoundId).where(sql`status = 'open'`),
    // A player's open rounds (mines, crash): a bonus holding bonus money in one is not over yet.
    index('game_bets_open_user_idx').on(t.userId).where(sql`status = 'open'`),
    // The tournament and VIP scorer reads the bets settled in the last seconds. Rows arrive in about
    // settlement order, so a BRIN range index finds them at almost no cost to each bet's insert.
    index('game_bets_settled_brin').using('brin', t.settledAt),
    check('game_bets_amount_positive', sql`amount > 0 AND stake_bonus BETWEEN 0 AND amount`),
    check('game_bets_payout_not_negative', sql`payout >= 0 AND multiplier >= 0`),
  ],
);

/**
 * A crash hash chain: `commitment` (the last link) is published before its first round; `seed` is the
 * secret first link. Round n of the chain uses link length − 2 − n (the commitment itself is never played).
 */
export const crashChains = pgTable('crash_chains', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  seed: text('seed').notNull(),
  commitment: text('commitment').notNull(),
  length: integer('length').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    chainId: bigint('chain_id', { mode: 'bigint' })
      .notNull()
      .references(() => crashChains.id),
    /** Position in the chain's play order (0 = first round, whose hash hashes to the commitment). */
    chainIndex: integer('chain_index').notNull(),
    /** Secret until the round crashes. */
    hash: text('hash').notNull(),
    /** Hundredths. */
    crashPoint: integer('crash_point').notNull(),
    status: text('status', { enum: ['betting', 'running', 'crashed'] }).notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    crashedAt: timestamp('crashed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crash_rounds_chain_index_uq').on(t.chainId, t.chainIndex),
    // One live round at a time across every server copy.
    uniqueIndex('crash_rounds_one_live_uq').on(sql`(true)`).where(sql`status <> 'crashed'`),
  ],
);
