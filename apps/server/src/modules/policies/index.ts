import type { FastifyInstance } from 'fastify';
import { loadPolicies, type PolicyLibrary } from './policies.library.ts';
import { policiesRoutes } from './policies.routes.ts';

export { loadPolicies, type PolicyLibrary };

/** Terms, privacy, responsible gaming and AML/KYC texts, under /api/v1. */
export async function policiesPlugin(app: FastifyInstance, opts: { policies: PolicyLibrary }): Promise<void> {
  await app.register(policiesRoutes, { prefix: '/api/v1', policies: opts.policies });
}
