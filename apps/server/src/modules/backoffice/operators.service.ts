import { type LoginRequest, type OperatorPermission, type OperatorRole, roleAllows } from '@casino/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import {
  type AuthService,
  bearerToken,
  hashPassword,
  newSessionToken,
  signInThrottle,
  tokenHash,
  verifyPassword,
} from '../auth/index.ts';
import { operatorSessions, operators } from './backoffice.tables.ts';
import { permissionOf } from './route-permissions.ts';

/** Staff sessions are short: a lost laptop is a day's exposure at most. */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;

export interface Operator {
  id: bigint;
  email: string;
  role: OperatorRole;
  twoFactorEnabled: boolean;
}

export interface UpsertResult {
  id: bigint;
  email: string;
  created: boolean;
}

const unauthorized = () => new AppError(401, 'unauthorized');

/**
 * Creates an operator, or sets a new password on an existing one (its open sessions end: a reset must
 * lock out whoever knew the old password). The caller has validated e-mail and password.
 */
export async function upsertOperator(
  db: Db,
  email: string,
  password: string,
  role?: OperatorRole,
): Promise<UpsertResult> {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ email: normalized, passwordHash, ...(role ? { role } : {}) })
      .onConflictDoUpdate({ target: operators.email, set: { passwordHash, ...(role ? { role } : {}) } })
      // xmax is 0 only on a freshly inserted row version.
      .returning({ id: operators.id, email: operators.email, created: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error('operator upsert returned nothing');
    if (!row.created) await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, row.id));
    return row;
  });
}

/**
 * Creates the operator when absent; true when it did. An existing one keeps its password, unless that is
 * still `formerPassword` (a password once published, such as an old fixed demo one): then it gets
 * `password` and its sessions end, like any reset.
 */
export async function ensureOperator(
  db: Db,
  email: string,
  password: string,
  formerPassword?: string,
  role: OperatorRole = 'admin',
): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const inserted = await db
    .insert(operators)
    .values({ email: normalized, passwordHash: await hashPassword(password), role })
    .onConflictDoNothing({ target: operators.email })
    .returning({ id: operators.id });
  if (inserted.length > 0) return true;
  if (formerPassword === undefined) return false;
  const [existing] = await db.select().from(operators).where(eq(operators.email, normalized)).limit(1);
  if (!existing || !(await verifyPassword(existing.passwordHash, formerPassword))) return false;
  await upsertOperator(db, normalized, password);
  return true;
}

export interface OperatorsDeps {
  db: Db;
  clock: () => Date;
  rateLimiter: RateLimiter;
  /** To tell a player's token (403) from no valid token at all (401), and TOTP (auth/two-factor.ts). */
  auth: AuthService;
  /** OPERATOR_TWO_FACTOR: until an operator has set up TOTP, only setting it up is allowed. */
  twoFactorRequired: boolean;
}

export interface OperatorsService {
  login(input: LoginRequest, caller: { ip: string }): Promise<{ token: string }>;
  /**
   * onRequest hook for /api/admin: an operator session whose role allows the route (403 forbidden
   * otherwise; 403 two_factor_setup_required before TOTP is set up where it is required), else 403 for a
   * player's token, else 401.
   */
  authenticate(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The operator the request was authenticated as, or 401. */
  current(request: FastifyRequest): Operator;
  logout(request: FastifyRequest): Promise<void>;
  /**
   * Whether an operator session token is live and its role has `permission` (with two-factor set up where
   * it is required): the realtime check of operator sockets. Never throws.
   */
  tokenAllows(token: string, permission: OperatorPermission): Promise<boolean>;
}

export function createOperatorsService({
  db,
  clock,
  rateLimiter,
  auth,
  twoFactorRequired,
}: OperatorsDeps): OperatorsService {
  const sessionOf = new WeakMap<FastifyRequest, { operator: Operator; hash: string }>();
  // Player sign-in's rules with counters of their own: guessing from one address cannot lock staff out.
  const throttle = signInThrottle(rateLimiter, 'operator-login');

  /** Runs the player sign-in check; true when the token is a live player session (banned or not). */
  function isPlayerToken(
    app: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<boolean> {
    const isPlayerError = (error: unknown) => error instanceof AppError && error.detail === 'banned';
    return new Promise((resolve) => {
      let settled = false;
      const finish = (value: boolean) => {
        if (settled) return;
        settled = true;
        // The player hook decorates the request; an admin request must not carry a player.
        request.player = null;
        resolve(value);
      };
      try {
        const result: unknown = auth.authenticate.call(app, request, reply, (error?: unknown) =>
          finish(error ? isPlayerError(error) : true),
        );
        if (result instanceof Promise) {
          result.then(
            () => finish(true),
            (error: unknown) => finish(isPlayerError(error)),
          );
        }
      } catch (error) {
        finish(isPlayerError(error));
      }
    });
  }

  return {
    async login(input, caller) {
      await throttle.before(input.email, caller.ip);
      const [operator] = await db.select().from(operators).where(eq(operators.email, input.email)).limit(1);
      // Unknown e-mail verifies a dummy hash, so the answer and its timing match a wrong password.
      const passwordOk = await verifyPassword(operator?.passwordHash, input.password);
      if (!operator || !passwordOk) {
        await throttle.failed(input.email, caller.ip);
        throw new AppError(401, 'invalid_credentials');
      }
      await throttle.succeeded(input.email, caller.ip);
      await auth.twoFactor.verify({ kind: 'operator', id: operator.id }, input.code);
      const now = clock();
      const token = newSessionToken();
      await db
        .delete(operatorSessions)
        .where(and(eq(operatorSessions.operatorId, operator.id), lte(operatorSessions.expiresAt, now)));
      await db.insert(operatorSessions).values({
        tokenHash: tokenHash(token),
        operatorId: operator.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OPERATOR_SESSION_TTL_MS),
      });
      return { token };
    },

    async authenticate(request, reply) {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      const hash = tokenHash(token);
      const [row] = await db
        .select({
          id: operators.id,
          email: operators.email,
          role: operators.role,
          totpEnabledAt: operators.totpEnabledAt,
          expiresAt: operatorSessions.expiresAt,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(eq(operatorSessions.tokenHash, hash))
        .limit(1);
      if (row && row.expiresAt > clock()) {
        const operator = {
          id: row.id,
          email: row.email,
          role: row.role,
          twoFactorEnabled: row.totpEnabledAt !== null,
        };
        sessionOf.set(request, { operator, hash });
        const permission = permissionOf(request.routeOptions.method, request.routeOptions.url);
        if (permission === 'signed-in') return;
        if (twoFactorRequired && !operator.twoFactorEnabled)
          throw new AppError(403, 'two_factor_setup_required');
        const allowed =
          permission === 'any' ||
          (permission === 'admin' ? operator.role === 'admin' : roleAllows(operator.role, permission));
        if (!allowed) throw new AppError(403, 'forbidden');
        return;
      }
      if (row) {
        await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, hash));
        throw unauthorized();
      }
      if (await isPlayerToken(this, request, reply)) throw new AppError(403, 'forbidden');
      throw unauthorized();
    },

    current(request) {
      const session = sessionOf.get(request);
      if (!session) throw unauthorized();
      return session.operator;
    },

    async tokenAllows(token, permission) {
      try {
        const [row] = await db
          .select({
            role: operators.role,
            totpEnabledAt: operators.totpEnabledAt,
            expiresAt: operatorSessions.expiresAt,
          })
          .from(operatorSessions)
          .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
          .where(eq(operatorSessions.tokenHash, tokenHash(token)))
          .limit(1);
        if (!row || row.expiresAt <= clock()) return false;
        if (twoFactorRequired && row.totpEnabledAt === null) return false;
        return roleAllows(row.role, permission);
      } catch {
        return false;
      }
    },

    async logout(request) {
      const session = sessionOf.get(request);
      if (session) await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, session.hash));
    },
  };
}
