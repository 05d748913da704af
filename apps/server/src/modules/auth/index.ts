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
  type SessionsEnded,
  type VipInput,
} from './auth.service.ts';
export { MIN_PASSWORD_SCORE, passwordWeakness } from './password-strength.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export type { Player, PlayerDirectory } from './player.ts';
export { bearerToken, newSessionToken, type SessionSockets, tokenHash } from './sessions.ts';
export { SIGN_IN_RULES, type SignInThrottle, signInThrottle } from './sign-in-throttle.ts';
export { telegramSandboxRoutes } from './telegram-sandbox.routes.ts';
export type { SocketIdentity } from './viewer.ts';

/** /auth/register, /auth/login, /auth/telegram, /auth/logout, /me and /me/password (app.ts adds /api/v1). */
export async function authRoutes(app: FastifyInstance, opts: { auth: AuthService }): Promise<void> {
  // Only `auth` is passed on: `opts` also carries the caller's prefix, which would apply twice.
  await app.register(signInRoutes, { auth: opts.auth });
  await app.register(meRoutes, { auth: opts.auth });
}
