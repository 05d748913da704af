import {
  BAN_REASONS,
  type BanReason,
  type ChangePasswordRequest,
  type LoginRequest,
  type PatchMeRequest,
  type RegisterRequest,
  type TelegramAuthRequest,
  type Viewer,
} from '@casino/shared';
import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
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
import { passwordWeakness } from './password-strength.ts';
import { hashPassword, prepareDummyHash, verifyPassword } from './passwords.ts';
import type { Player, PlayerDirectory } from './player.ts';
import { updateProfile } from './profile.ts';
import { bearerToken, newSessionToken, type SessionSockets, tokenHash } from './sessions.ts';
import { signInThrottle } from './sign-in-throttle.ts';
import { verifyInitData } from './telegram.ts';
import { createTwoFactor, type TwoFactor } from './two-factor.ts';
import { type SocketIdentity, toPlayer, toViewer, type UserRow, WebsocketTokens } from './viewer.ts';

/** Per IP, generous: many players can share one NAT. Password sign-in has its own rules (sign-in-throttle). */
export const RATE_RULES = {
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  telegramPerIp: { limit: 60, windowSeconds: 60 },
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
  vipLevel: number;
}

export interface VipInput {
  isVip: boolean;
  /** A Telegram username without the leading @, or null for none. */
  vipManagerTelegram: string | null;
  /** An operator may set the level too (wagering then raises it from there). */
  level?: number | undefined;
}

/**
 * Sessions a sign-out or a password change ended: `sessionId` alone, or every session of the player but
 * `keepSessionId` (all of them when it is absent).
 */
export type SessionsEnded = { userId: bigint } & (
  | { sessionId: string }
  | { sessionId?: undefined; keepSessionId?: string }
);

export interface AuthService extends PlayerDirectory {
  readonly clock: () => Date;
  /** TOTP sign-in of players (and, through the back office, of operators). */
  readonly twoFactor: TwoFactor;
  /** preHandler: `Authorization: Bearer <token>` → request.player, or 401 unauthorized / 401 banned. */
  authenticate: preHandlerHookHandler;
  register(input: RegisterRequest, caller: CallerContext): Promise<AuthResult>;
  login(input: LoginRequest, caller: CallerContext): Promise<AuthResult>;
  signInWithTelegram(input: TelegramAuthRequest, caller: CallerContext): Promise<AuthResult>;
  /** Ends the session the request was authenticated with; its token and websockets stop working at once. */
  logout(request: FastifyRequest): Promise<void>;
  /**
   * Sets a new password after checking the current one. Every other session of the player ends (and its
   * websockets); the session the request came in keeps working, so the player stays signed in here.
   */
  changePassword(request: FastifyRequest, input: ChangePasswordRequest, caller: CallerContext): Promise<void>;
  /** Sets a password without the current one (the demo seed); every session of the player ends. */
  setPassword(userId: bigint, password: string): Promise<void>;
  /** The session `authenticate` found for this request (its token's hash), if any. */
  sessionOf(request: FastifyRequest): string | undefined;
  /** With `sessionId` (the request's session) the viewer's websocketToken is bound to that session. */
  viewer(player: Player, sessionId?: string): Promise<Viewer>;
  updateProfile(player: Player, patch: PatchMeRequest, sessionId?: string): Promise<Viewer>;
  /**
   * Never throws: null for anything but a valid, unexpired token whose session is live, of an existing,
   * unbanned player.
   */
  verifyWebsocketToken(token: string): Promise<SocketIdentity | null>;
  /** Whether a websocket's session still stands (not ended, not expired, player not banned). */
  isSessionLive(identity: SocketIdentity): Promise<boolean>;
  /** Where ended sessions' websockets are closed; realtime is built after auth, so it is attached later. */
  endSocketsWith(sockets: SessionSockets): void;
  /**
   * Called after sessions end by sign-out or password change (push drops their subscriptions). A failing
   * listener is the listener's affair: the sign-out still succeeds.
   */
  onSessionsEnded(listener: (ended: SessionsEnded) => Promise<void>): void;
  /** The Viewer's isPushNotificationsActive, kept by the push module with its subscriptions. */
  setPushNotificationsActive(userId: bigint, active: boolean, tx?: Tx): Promise<void>;
  getPlayerByGlobalId(globalId: string): Promise<Player | undefined>;
  /** By the lower-cased e-mail (the simulated players find their accounts again on each start). */
  getPlayerByEmail(email: string): Promise<Player | undefined>;
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

function toPlayerRecord(row: UserRow): PlayerRecord {
  return { ...toPlayer(row), vipManagerTelegram: row.vipManagerTelegram, vipLevel: row.vipLevel };
}

export function createAuthService({ database, config, clock, rateLimiter }: AuthDeps): AuthService {
  const { db } = database;
  const tokens = new WebsocketTokens(config.secretKey, clock);
  const twoFactor = createTwoFactor({
    pool: database.pool,
    clock,
    secretKey: config.secretKey,
    rateLimiter,
    issuer: new URL(config.publicUrl).host,
  });
  const viewerDeps = { tokens, webimPrivateKey: config.webimPrivateKey, clock };
  /** Which session authenticated a request, for logout. */
  const sessionOf = new WeakMap<FastifyRequest, string>();
  const throttle = signInThrottle(rateLimiter, 'login');
  /** Password changes check the current password: a stolen session must not be a free guessing oracle. */
  const changeThrottle = signInThrottle(rateLimiter, 'password-change');
  let sockets: SessionSockets | undefined;
  const sessionsEndedListeners: Array<(ended: SessionsEnded) => Promise<void>> = [];
  async function sessionsEnded(ended: SessionsEnded): Promise<void> {
    for (const listener of sessionsEndedListeners) await listener(ended).catch(() => {});
  }
  prepareDummyHash();
  /** The typed client on the caller's transaction, or on the pool. */
  const dbOf = (tx?: Tx): Db => (tx ? drizzle(tx.client, { schema }) : db);

  async function startSession(user: UserRow): Promise<AuthResult> {
    const now = clock();
    const token = newSessionToken();
    const sessionId = tokenHash(token);
    await db.delete(sessions).where(and(eq(sessions.userId, user.id), lte(sessions.expiresAt, now)));
    await db.insert(sessions).values({
      tokenHash: sessionId,
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.sessionTtlDays * DAY_MS),
    });
    return { token, user: await toViewer(user, viewerDeps, sessionId) };
  }

  /** 400 with the reason when a new password is too easy to guess (the e-mail counts as a guess). */
  async function requireStrong(password: string, email: string | null): Promise<void> {
    const weakness = await passwordWeakness(password, email ? [email] : []);
    if (weakness) throw validationFailed([{ field: 'password', message: weakness }]);
  }

  async function isSessionLive({ globalId, sessionId }: SocketIdentity): Promise<boolean> {
    if (!UUID.test(globalId)) return false;
    const [row] = await db
      .select({ one: sql`1` })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sessionId),
          eq(users.globalId, globalId),
          gt(sessions.expiresAt, clock()),
          isNull(users.banReason),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async function userById(userId: bigint, tx?: Tx): Promise<UserRow | undefined> {
    const [row] = await dbOf(tx).select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  async function getPlayerByGlobalId(globalId: string): Promise<Player | undefined> {
    if (typeof globalId !== 'string' || !UUID.test(globalId)) return undefined;
    const [row] = await db.select().from(users).where(eq(users.globalId, globalId)).limit(1);
    return row && toPlayer(row);
  }

  // Every authenticated call runs this: built once, and planned once per connection (a named statement).
  const sessionByHash = db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('auth_session_by_hash');

  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const hash = tokenHash(token);
    const [row] = await sessionByHash.execute({ hash });
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
    twoFactor,
    authenticate,

    async register(input, caller) {
      await rateLimiter.hit(`register:ip:${caller.ip}`, RATE_RULES.registerPerIp);
      await requireStrong(input.password, input.email);
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
      // Checked before the password, so a pair that must wait answers 429 even to the right password.
      await throttle.before(input.email, caller.ip);
      const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
      // Unknown e-mail verifies a dummy hash: the answer and its timing match a wrong password.
      const passwordOk = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !passwordOk) {
        await throttle.failed(input.email, caller.ip);
        throw invalidCredentials();
      }
      await throttle.succeeded(input.email, caller.ip);
      if (user.banReason) throw banned(user.banReason);
      await twoFactor.verify({ kind: 'player', id: user.id }, input.code);
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
      if (!hash) return;
      const [ended] = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, hash))
        .returning({ userId: sessions.userId });
      sockets?.endSession(hash);
      if (ended) await sessionsEnded({ userId: ended.userId, sessionId: hash });
    },

    async changePassword(request, input, caller) {
      const player = request.requirePlayer();
      const current = sessionOf.get(request);
      const row = await userById(player.id);
      if (!row || !current) throw unauthorized();
      const who = row.email ?? row.globalId;
      await changeThrottle.before(who, caller.ip);
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        await changeThrottle.failed(who, caller.ip);
        throw validationFailed([{ field: 'currentPassword', message: 'Validation.wrong_password' }]);
      }
      await changeThrottle.succeeded(who, caller.ip);
      const weakness = await passwordWeakness(input.newPassword, row.email ? [row.email] : []);
      if (weakness) throw validationFailed([{ field: 'newPassword', message: weakness }]);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, row.id));
        // Whoever knew the old password may hold a session; only the one making the change stays.
        await tx.delete(sessions).where(and(eq(sessions.userId, row.id), ne(sessions.tokenHash, current)));
      });
      sockets?.endPlayer(row.globalId, current);
      await sessionsEnded({ userId: row.id, keepSessionId: current });
    },

    async setPassword(userId, password) {
      const passwordHash = await hashPassword(password);
      const [row] = await db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        return tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
      });
      if (row) {
        sockets?.endPlayer(row.globalId);
        await sessionsEnded({ userId: row.id });
      }
    },

    sessionOf: (request) => sessionOf.get(request),

    async viewer(player, sessionId) {
      const row = await userById(player.id);
      if (!row) throw unauthorized();
      return toViewer(row, viewerDeps, sessionId);
    },

    async updateProfile(player, patch, sessionId) {
      const row = await updateProfile(db, player.id, patch);
      if (!row) throw unauthorized();
      return toViewer(row, viewerDeps, sessionId);
    },

    async verifyWebsocketToken(token) {
      try {
        const identity = await tokens.verify(token);
        return identity && (await isSessionLive(identity)) ? identity : null;
      } catch {
        return null;
      }
    },

    async isSessionLive(identity) {
      try {
        return await isSessionLive(identity);
      } catch {
        return false;
      }
    },

    endSocketsWith(attached) {
      sockets = attached;
    },

    onSessionsEnded(listener) {
      sessionsEndedListeners.push(listener);
    },

    async setPushNotificationsActive(userId, active, tx) {
      await dbOf(tx).update(users).set({ isPushNotificationsActive: active }).where(eq(users.id, userId));
    },

    async getPlayer(userId, tx) {
      const row = await userById(userId, tx);
      return row && toPlayer(row);
    },

    getPlayerByGlobalId,

    async getPlayerByEmail(email) {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row && toPlayer(row);
    },

    async ban(userId, reason, tx) {
      if (!(BAN_REASONS as readonly string[]).includes(reason)) {
        throw validationFailed([{ field: 'reason', message: 'Validation.invalid_format' }]);
      }
      const [updated] = await dbOf(tx)
        .update(users)
        .set({ banReason: reason })
        .where(eq(users.id, userId))
        .returning({ globalId: users.globalId });
      if (!updated) return false;
      // Sessions stay (an unban restores them), but no socket may go on listening while banned. Inside a
      // transaction only after commit: a socket reconnecting before it would still pass the check.
      const end = () => sockets?.endPlayer(updated.globalId);
      if (tx) tx.afterCommit(end);
      else end();
      return true;
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
        .set({
          isVip: input.isVip,
          vipManagerTelegram: input.vipManagerTelegram,
          ...(input.level === undefined ? {} : { vipLevel: input.level }),
        })
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
