import type { FastifyInstance } from 'fastify';
import { signInRoutes } from './auth.routes.ts';
import type { AuthService } from './auth.service.ts';
import { meRoutes } from './me.routes.ts';

export { installAuth } from './auth.hook.ts';
export {
  type AuthDeps,
  type AuthResult,
  type AuthService,
  banned,
  type CallerContext,
  createAuthService,
  type PaymentRestrictions,
  type PlayerRecord,
  RATE_RULES,
  type VipInput,
} from './auth.service.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export type { Player, PlayerDirectory } from './player.ts';
export { bearerToken, newSessionToken, tokenHash } from './sessions.ts';

/** /auth/register, /auth/login, /auth/telegram, /auth/logout and /me (app.ts adds the /api/v1 prefix). */
export async function authRoutes(app: FastifyInstance, opts: { auth: AuthService }): Promise<void> {
  // Only `auth` is passed on: `opts` also carries the caller's prefix, which would apply twice.
  await app.register(signInRoutes, { auth: opts.auth });
  await app.register(meRoutes, { auth: opts.auth });
}
