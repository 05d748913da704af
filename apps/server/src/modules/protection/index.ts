import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/index.ts';
import { protectionRoutes } from './protection.routes.ts';
import type { ProtectionService } from './protection.service.ts';

export { createProtection, type PlayGuard, type ProtectionService } from './protection.service.ts';

/** Player protection (issue 20): limits, reality check, time-out and self-exclusion, under /api/v1. */
export async function protectionPlugin(
  app: FastifyInstance,
  opts: { protection: ProtectionService; auth: AuthService },
): Promise<void> {
  await app.register(protectionRoutes, { prefix: '/api/v1', ...opts });
}
