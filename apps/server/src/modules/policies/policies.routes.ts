import { policyList, policyParams, policyQuery, policyView } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PolicyLibrary } from './policies.library.ts';

/** The /policies/{slug} pages (SPEC §2.1); public. app.ts adds /api/v1. */
export async function policiesRoutes(app: FastifyInstance, opts: { policies: PolicyLibrary }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['policies'];

  r.get(
    '/policies',
    { schema: { tags, querystring: policyQuery, response: { 200: policyList } } },
    async (request) => opts.policies.list(request.query.language),
  );

  r.get(
    '/policies/:slug',
    { schema: { tags, params: policyParams, querystring: policyQuery, response: { 200: policyView } } },
    async (request) => opts.policies.get(request.params.slug, request.query.language),
  );
}
