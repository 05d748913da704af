import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** The id the page and realtime channels see; never the sequential id. */
    globalId: uuid('global_id').notNull().defaultRandom(),
    /** Lower-cased. Null for players who only ever signed in through Telegram. */
    email: text('email'),
    passwordHash: text('password_hash'),
    telegramId: bigint('telegram_id', { mode: 'bigint' }),
    telegramUsername: text('telegram_username'),
    language: text('language').notNull().default('en'),
    /** Currency of the player's main account. */
    currency: text('currency').notNull().default('USD'),
    /** Currency balances are also shown in (SPEC currency.primary). */
    primaryCurrency: text('primary_currency').notNull().default('USD'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender', { enum: ['male', 'female'] }),
    dateOfBirth: date('date_of_birth'),
    nameChangeUsed: boolean('name_change_used').notNull().default(false),
    isVip: boolean('is_vip').notNull().default(false),
    vipManagerTelegram: text('vip_manager_telegram'),
    /** Earned by wagering or set by an operator (@casino/shared vip-levels); only goes up by wagering. */
    vipLevel: integer('vip_level').notNull().default(0),
    /** Lifetime stakes of settled bets in US cents (tournament-scorer.ts adds each bet once). */
    vipWagered: bigint('vip_wagered', { mode: 'bigint' }).notNull().default(sql`0`),
    isPushNotificationsActive: boolean('is_push_notifications_active').notNull().default(false),
    depositCount: integer('deposit_count').notNull().default(0),
    banReason: text('ban_reason'),
    /** Operator restrictions (SPEC §8 wallet_buy_banned, wallet_fiat_banned). */
    buyBanned: boolean('buy_banned').notNull().default(false),
    fiatBanned: boolean('fiat_banned').notNull().default(false),
    promo: text('promo'),
    /** A time-out or self-exclusion the player chose (issue 20); `excluded_until` null with a kind is permanent. */
    exclusionKind: text('exclusion_kind', { enum: ['time_out', 'self_exclusion'] }),
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
    /** Minutes between reality checks; null: off. */
    realityCheckMinutes: integer('reality_check_minutes'),
    /** TOTP secret sealed with SECRET_KEY (two-factor.ts); set during setup, in force once enabled. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step whose code was accepted: each code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_global_id_uq').on(t.globalId),
    uniqueIndex('users_email_uq').on(t.email).where(sql`email IS NOT NULL`),
    uniqueIndex('users_telegram_id_uq').on(t.telegramId).where(sql`telegram_id IS NOT NULL`),
  ],
);

/** Server-side sessions: only the SHA-256 of the bearer token is stored, so a database leak yields no tokens. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Two-factor recovery codes of players and operators: only hashes, each used once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    ownerKind: text('owner_kind', { enum: ['player', 'operator'] }).notNull(),
    ownerId: bigint('owner_id', { mode: 'bigint' }).notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.ownerKind, t.ownerId, t.codeHash] })],
);
