import { createHash } from 'node:crypto';
import {
  BAN_REASONS,
  type BanReason,
  type LoginRequest,
  type PatchMeRequest,
  type RegisterRequest,
  type TelegramAuthRequest,
  type Viewer,
} from '@casino/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { SUPPORTED_LANGUAGE_CODES } from '../../db/reference-data.ts';
import * as schema from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import { sessions, users } from './auth.tables.ts';
import { hashPassword, prepareDummyHash, verifyPassword } from './passwords.ts';
import type { Player, PlayerDirectory } from './player.ts';
import { updateProfile } from './profile.ts';
import { bearerToken, newSessionToken, tokenHash } from './sessions.ts';
import { verifyInitData } from './telegram.ts';
import { toPlayer, toViewer, type UserRow, WebsocketTokens } from './viewer.ts';

/** Per IP, generous: many players can share one NAT. Failed logins per account are what stops guessing. */
export const RATE_RULES = {
  loginPerIp: { limit: 60, windowSeconds: 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  telegramPerIp: { limit: 60, windowSeconds: 60 },
  failedLoginsPerAccount: { limit: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

export interface AuthDeps {
  database: Database;
  config: Config;
  clock: () => Date;
  rateLimiter: RateLimiter;
}

/** Who is asking, for rate limits. */
export interface CallerContext {
  ip: string;
}

export interface AuthResult {
  token: string;
  user: Viewer;
}

/** A player with the fields only the back office sees. */
export interface PaymentRestrictions {
  buyBanned?: boolean;
  fiatBanned?: boolean;
}

export interface PlayerRecord extends Player {
  vipManagerTelegram: string | null;
}

export interface VipInput {
  isVip: boolean;
  /** A Telegram username without the leading @, or null for none. */
  vipManagerTelegram: string | null;
}

export interface AuthService extends PlayerDirectory {
  readonly clock: () => Date;
  /** preHandler: `Authorization: Bearer <token>` → request.player, or 401 unauthorized / 401 banned. */
  authenticate: preHandlerHookHandler;
  register(input: RegisterRequest, caller: CallerContext): Promise<AuthResult>;
  login(input: LoginRequest, caller: CallerContext): Promise<AuthResult>;
  signInWithTelegram(input: TelegramAuthRequest, caller: CallerContext): Promise<AuthResult>;
  /** Ends the session the request was authenticated with; its token stops working at once. */
  logout(request: FastifyRequest): Promise<void>;
  viewer(player: Player): Promise<Viewer>;
  updateProfile(player: Player, patch: PatchMeRequest): Promise<Viewer>;
  /** Never throws: null for anything but a valid, unexpired token of an existing, unbanned player. */
  verifyWebsocketToken(token: string): Promise<{ globalId: string } | null>;
  getPlayerByGlobalId(globalId: string): Promise<Player | undefined>;
  /** False when there is no such user. Inside `tx`, the change commits (or not) with the caller's rows. */
  ban(userId: bigint, reason: BanReason, tx?: Tx): Promise<boolean>;
  unban(userId: bigint, tx?: Tx): Promise<boolean>;
  /** Sets VIP status and manager; undefined when there is no such user. */
  setVip(userId: bigint, input: VipInput, tx?: Tx): Promise<Player | undefined>;
  /** Sets the operator's payment restrictions; undefined when there is no such user. */
  setPaymentRestrictions(userId: bigint, input: PaymentRestrictions, tx?: Tx): Promise<Player | undefined>;
  /** Counts a completed deposit (SPEC §4.3 hasDeposits), in the transaction that credits it. */
  recordDeposit(userId: bigint, tx: Tx): Promise<void>;
  /**
   * The player with back-office fields. Inside `tx` the row stays locked until commit, so a before/after
   * pair read around a change cannot interleave with another operator's change.
   */
  getPlayerRecord(userId: bigint, tx?: Tx): Promise<PlayerRecord | undefined>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

const unauthorized = () => new AppError(401, 'unauthorized');
const invalidCredentials = () => new AppError(401, 'invalid_credentials');

export function banned(reason: string): AppError {
  const known = (BAN_REASONS as readonly string[]).includes(reason) ? (reason as BanReason) : 'other';
  return new AppError(401, 'banned', undefined, { reason: known });
}

/** Rate-limit keys must not hold e-mail addresses in the clear. */
const accountKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

function toPlayerRecord(row: UserRow): PlayerRecord {
  return { ...toPlayer(row), vipManagerTelegram: row.vipManagerTelegram };
}

export function createAuthService({ database, config, clock, rateLimiter }: AuthDeps): AuthService {
  const { db } = database;
  const tokens = new WebsocketTokens(config.secretKey, clock);
  const viewerDeps = { tokens, webimPrivateKey: config.webimPrivateKey };
  /** Which session authenticated a request, for logout. */
  const sessionOf = new WeakMap<FastifyRequest, string>();
  prepareDummyHash();
  /** The typed client on the caller's transaction, or on the pool. */
  const dbOf = (tx?: Tx): Db => (tx ? drizzle(tx.client, { schema }) : db);

  async function startSession(user: UserRow): Promise<AuthResult> {
    const now = clock();
    const token = newSessionToken();
    await db.delete(sessions).where(and(eq(sessions.userId, user.id), lte(sessions.expiresAt, now)));
    await db.insert(sessions).values({
      tokenHash: tokenHash(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.sessionTtlDays * DAY_MS),
    });
    return { token, user: await toViewer(user, viewerDeps) };
  }

  async function userById(userId: bigint): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  async function getPlayerByGlobalId(globalId: string): Promise<Player | undefined> {
    if (typeof globalId !== 'string' || !UUID.test(globalId)) return undefined;
    const [row] = await db.select().from(users).where(eq(users.globalId, globalId)).limit(1);
    return row && toPlayer(row);
  }

  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const hash = tokenHash(token);
    const [row] = await db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, hash))
      .limit(1);
    if (!row) throw unauthorized();
    if (row.expiresAt <= clock()) {
      await db.delete(sessions).where(eq(sessions.tokenHash, hash));
      throw unauthorized();
    }
    if (row.user.banReason) throw banned(row.user.banReason);
    request.player = toPlayer(row.user);
    sessionOf.set(request, hash);
  };

  return {
    clock,
    authenticate,

    async register(input, caller) {
      await rateLimiter.hit(`register:ip:${caller.ip}`, RATE_RULES.registerPerIp);
      const currency = input.currency ?? 'USD';
      const [created] = await db
        .insert(users)
        .values({
          email: input.email,
          passwordHash: await hashPassword(input.password),
          language: input.language ?? 'en',
          currency,
          primaryCurrency: currency,
          createdAt: clock(),
        })
        .onConflictDoNothing({ target: users.email, where: sql`email IS NOT NULL` })
        .returning();
      if (!created) throw new AppError(409, 'email_taken');
      return startSession(created);
    },

    async login(input, caller) {
      await rateLimiter.hit(`login:ip:${caller.ip}`, RATE_RULES.loginPerIp);
      const failures = `login-failures:${accountKey(input.email)}`;
      // Checked before the password, so a locked account answers 429 even to the right password.
      await rateLimiter.check(failures, RATE_RULES.failedLoginsPerAccount);
      const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
      // Unknown e-mail verifies a dummy hash: the answer and its timing match a wrong password.
      const passwordOk = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !passwordOk) {
        await rateLimiter.hit(failures, RATE_RULES.failedLoginsPerAccount);
        throw invalidCredentials();
      }
      if (user.banReason) throw banned(user.banReason);
      return startSession(user);
    },

    async signInWithTelegram(input, caller) {
      await rateLimiter.hit(`telegram:ip:${caller.ip}`, RATE_RULES.telegramPerIp);
      const botToken = config.telegramBots.get(input.botId);
      if (!botToken) throw new AppError(400, 'invalid_bot');
      const telegram = verifyInitData(input.payload, botToken, {
        now: clock(),
        maxAgeSeconds: config.telegramInitDataMaxAge,
      });
      const language =
        telegram.languageCode && SUPPORTED_LANGUAGE_CODES.includes(telegram.languageCode)
          ? telegram.languageCode
          : 'en';
      const [created] = await db
        .insert(users)
        .values({
          telegramId: telegram.id,
          telegramUsername: telegram.username,
          firstName: telegram.firstName,
          lastName: telegram.lastName,
          language,
          promo: input.promo ?? null,
          createdAt: clock(),
        })
        .onConflictDoNothing({ target: users.telegramId, where: sql`telegram_id IS NOT NULL` })
        .returning();
      let user = created;
      if (!user) {
        // Usernames change on Telegram's side; names may have been edited here and are left alone.
        [user] = await db
          .update(users)
          .set({ telegramUsername: telegram.username })
          .where(eq(users.telegramId, telegram.id))
          .returning();
      }
      if (!user) throw invalidCredentials();
      if (user.banReason) throw banned(user.banReason);
      return startSession(user);
    },

    async logout(request) {
      const hash = sessionOf.get(request);
      if (hash) await db.delete(sessions).where(eq(sessions.tokenHash, hash));
    },

    async viewer(player) {
      const row = await userById(player.id);
      if (!row) throw unauthorized();
      return toViewer(row, viewerDeps);
    },

    async updateProfile(player, patch) {
      const row = await updateProfile(db, player.id, patch);
      if (!row) throw unauthorized();
      return toViewer(row, viewerDeps);
    },

    async verifyWebsocketToken(token) {
      try {
        const globalId = await tokens.verify(token);
        if (!globalId) return null;
        const player = await getPlayerByGlobalId(globalId);
        return player && !player.banReason ? { globalId } : null;
      } catch {
        return null;
      }
    },

    async getPlayer(userId) {
      const row = await userById(userId);
      return row && toPlayer(row);
    },

    getPlayerByGlobalId,

    async ban(userId, reason, tx) {
      if (!(BAN_REASONS as readonly string[]).includes(reason)) {
        throw validationFailed([{ field: 'reason', message: 'Validation.invalid_format' }]);
      }
      const updated = await dbOf(tx)
        .update(users)
        .set({ banReason: reason })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    async unban(userId, tx) {
      const updated = await dbOf(tx)
        .update(users)
        .set({ banReason: null })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    async setVip(userId, input, tx) {
      const [row] = await dbOf(tx)
        .update(users)
        .set({ isVip: input.isVip, vipManagerTelegram: input.vipManagerTelegram })
        .where(eq(users.id, userId))
        .returning();
      return row && toPlayer(row);
    },

    async setPaymentRestrictions(userId, input, tx) {
      const [row] = await dbOf(tx).update(users).set(input).where(eq(users.id, userId)).returning();
      return row && toPlayer(row);
    },

    async recordDeposit(userId, tx) {
      await tx.client.query('UPDATE users SET deposit_count = deposit_count + 1 WHERE id = $1', [
        userId.toString(),
      ]);
    },

    async getPlayerRecord(userId, tx) {
      const query = dbOf(tx).select().from(users).where(eq(users.id, userId)).limit(1);
      const [row] = tx ? await query.for('update') : await query;
      return row && toPlayerRecord(row);
    },
  };
}
