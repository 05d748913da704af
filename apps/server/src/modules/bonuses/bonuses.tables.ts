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
  unique,
} from 'drizzle-orm/pg-core';

/** A bonus's title by language code; English is required and is the fallback. */
export type BonusTitles = Record<string, string>;
/** The games that count towards wagering and the percent of each stake that counts. */
export type GamesWagers = { id: string; percent: number }[];

/**
 * The bonus catalogue (SPEC §3 Bonus and Conditions). Money conditions are in US cents and shown and
 * applied in the player's currency at the stored rate, so one catalogue serves every currency.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Stable name for the seed and operators ("welcome-1", "everyday"). */
    slug: text('slug').notNull().unique(),
    titles: jsonb('titles').$type<BonusTitles>().notNull(),
    type: text('type', { enum: ['deposit', 'promo', 'promo_freespins', 'personal'] }).notNull(),
    isPersonal: boolean('is_personal').notNull().default(false),
    /** 1 to 4: a welcome deposit step (several bonuses with one step are its tiers). */
    welcomeStep: integer('welcome_step'),
    /** The deposit this bonus is for: welcome steps their step; a deposit bonus without a step, every
     * deposit from this number on (the everyday bonus: 5). */
    minDepositNumber: integer('min_deposit_number'),
    minDeposit: bigint('min_deposit', { mode: 'bigint' }),
    maxDeposit: bigint('max_deposit', { mode: 'bigint' }),
    amountMultiplierBp: integer('amount_multiplier_bp').notNull().default(0),
    freespinsCount: integer('freespins_count').notNull().default(0),
    freespinsAmount: bigint('freespins_amount', { mode: 'bigint' }),
    freespinsGameId: text('freespins_game_id'),
    wager: integer('wager').notNull().default(0),
    wagerFreespins: integer('wager_freespins').notNull().default(0),
    wagerMaxBet: bigint('wager_max_bet', { mode: 'bigint' }),
    maxAmount: bigint('max_amount', { mode: 'bigint' }),
    maxAmountMultiplier: integer('max_amount_multiplier'),
    freespinsMaxAmount: bigint('freespins_max_amount', { mode: 'bigint' }),
    freespinsMaxAmountMultiplier: integer('freespins_max_amount_multiplier'),
    deadlineHours: integer('deadline_hours').notNull(),
    /** Empty: every game counts in full. */
    gamesWagers: jsonb('games_wagers').$type<GamesWagers>().notNull().default([]),
    position: integer('position').notNull().default(0),
    status: text('status', { enum: ['active', 'retired'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  () => [
    check('bonuses_english_title', sql`titles ? 'en'`),
    check('bonuses_status', sql`status IN ('active', 'retired')`),
    check('bonuses_type', sql`type IN ('deposit', 'promo', 'promo_freespins', 'personal')`),
    check(
      'bonuses_welcome_step',
      sql`welcome_step IS NULL OR (welcome_step BETWEEN 1 AND 4 AND NOT is_personal)`,
    ),
    check(
      'bonuses_deposit_range',
      sql`min_deposit IS NULL OR max_deposit IS NULL OR max_deposit > min_deposit`,
    ),
    check(
      'bonuses_amounts',
      sql`amount_multiplier_bp BETWEEN 0 AND 1000000 AND freespins_count BETWEEN 0 AND 1000
      AND wager BETWEEN 0 AND 100 AND wager_freespins BETWEEN 0 AND 100 AND deadline_hours BETWEEN 1 AND 8760
      AND coalesce(min_deposit, 0) >= 0 AND coalesce(max_amount, 1) > 0 AND coalesce(wager_max_bet, 1) > 0
      AND coalesce(freespins_amount, 1) > 0 AND coalesce(max_amount_multiplier, 1) > 0`,
    ),
    check(
      'bonuses_freespins_game',
      sql`freespins_count = 0 OR (freespins_game_id IS NOT NULL AND freespins_amount IS NOT NULL)`,
    ),
  ],
);

/** A personal bonus offered to one player (SPEC Conditions.personalId is this row's id). */
export const bonusPersonalOffers = pgTable(
  'bonus_personal_offers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    bonusId: bigint('bonus_id', { mode: 'bigint' }).notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('bonus_personal_offers_once').on(t.bonusId, t.userId),
    index('bonus_personal_offers_user_idx').on(t.userId),
  ],
);

/** POST /api/v2/users/loyalty: the player's bonus choice per kind of deposit; no row means the defaults. */
export const playerBonusSettings = pgTable('player_bonus_settings', {
  userId: bigint('user_id', { mode: 'bigint' }).primaryKey(),
  isWelcomeEnabledFiat: boolean('is_welcome_enabled_fiat').notNull().default(true),
  isWelcomeEnabledCrypto: boolean('is_welcome_enabled_crypto').notNull().default(true),
  preferredFiatId: bigint('preferred_fiat_id', { mode: 'bigint' }),
  preferredFiatEnabled: boolean('preferred_fiat_enabled').notNull().default(false),
  preferredCryptoId: bigint('preferred_crypto_id', { mode: 'bigint' }),
  preferredCryptoEnabled: boolean('preferred_crypto_enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** When the bonus drawer was last shown to the player (SPEC §3 Bonus-drawer status). */
export const bonusDrawerViews = pgTable('bonus_drawer_views', {
  userId: bigint('user_id', { mode: 'bigint' }).primaryKey(),
  lastShownAt: timestamp('last_shown_at', { withTimezone: true }).notNull(),
  shownCount: integer('shown_count').notNull().default(1),
});

/**
 * Promo codes (SPEC §2.4): a code adds money to the main balance, grants a bonus, or opens a bonus's
 * conditions. Codes are stored upper-case.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['main', 'bonus', 'conditions'] }).notNull(),
    /** US cents added to the main balance (kind main). */
    amount: bigint('amount', { mode: 'bigint' }),
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  () => [
    check('promo_codes_upper', sql`code = upper(code) AND code ~ '^[A-Z0-9_-]{3,32}$'`),
    check(
      'promo_codes_kind',
      sql`(kind = 'main' AND amount > 0) OR (kind <> 'main' AND bonus_id IS NOT NULL)`,
    ),
    check('promo_codes_usage', sql`usage_limit IS NULL OR used_count <= usage_limit`),
  ],
);

/** One activation per player and code. */
export const promoCodeActivations = pgTable(
  'promo_code_activations',
  {
    code: text('code').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
);

/**
 * A bonus granted to a player: its money sits in the player's `bonus` ledger account until wagering turns it
 * into main balance (status `wagered`, capped by `max_win`), its deadline burns it (`expired`) or a
 * withdrawal forfeits it (`forfeited`). Wagering progress is the sum of the player's counted stakes on bets
 * after `wagerFromBetId`, so bets pay no extra write.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /** What granted it: `deposit:{transaction id}`, `promo:{code}:{user}`, `operator:{…}`; one bonus per source. */
    source: text('source').notNull().unique(),
    /** The catalogue bonus it was claimed from; null for a currency deposit bonus or an operator grant. */
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    title: text('title').notNull(),
    currency: text('currency').notNull(),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Stakes needed = amount × wagerMultiplier. */
    wagerMultiplier: integer('wager_multiplier').notNull(),
    /** The player's newest bet at the grant: only later bets count towards the wagering. */
    wagerFromBetId: bigint('wager_from_bet_id', { mode: 'bigint' }).notNull(),
    /** The most that turns into main money; null: no cap. */
    maxWin: bigint('max_win', { mode: 'bigint' }),
    /** The largest stake while active; null: no limit. */
    wagerMaxBet: bigint('wager_max_bet', { mode: 'bigint' }),
    /** The games that count and by how much; null: all games in full. */
    gamesWagers: jsonb('games_wagers').$type<GamesWagers>(),
    freespinsLeft: integer('freespins_left').notNull().default(0),
    freespinsAmount: bigint('freespins_amount', { mode: 'bigint' }),
    freespinsGameId: text('freespins_game_id'),
    /** Stakes needed for the spins' winnings = freespinsWon × wagerFreespins. */
    wagerFreespins: integer('wager_freespins').notNull().default(0),
    /** The most the free spins win in all (freespinsMaxAmount, freespinsMaxAmountMultiplier); null: no cap. */
    freespinsMaxWin: bigint('freespins_max_win', { mode: 'bigint' }),
    /** What the free spins have credited as bonus money so far. */
    freespinsWon: bigint('freespins_won', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status', { enum: ['active', 'wagered', 'expired', 'forfeited'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('player_bonuses_active_idx').on(t.userId).where(sql`status = 'active'`),
    index('player_bonuses_user_bonus_idx').on(t.userId, t.bonusId),
    check('player_bonuses_status', sql`status IN ('active', 'wagered', 'expired', 'forfeited')`),
    // A spins-only bonus has no money of its own (its winnings are counted in freespins_won).
    check('player_bonuses_amount_not_negative', sql`amount >= 0 AND freespins_won >= 0`),
    check('player_bonuses_wager_range', sql`wager_multiplier BETWEEN 0 AND 100`),
    check('player_bonuses_period', sql`expires_at > created_at`),
    check('player_bonuses_freespins', sql`freespins_left >= 0 AND wager_freespins BETWEEN 0 AND 100`),
  ],
);
