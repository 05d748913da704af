import {
  type SupportConfigView,
  supportArticle,
  supportArticleList,
  supportArticleParams,
  supportArticleQuery,
  supportArticlesQuery,
  supportConfigView,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SupportArticlesService } from './articles.service.ts';

/** The support channels and help articles for the support modal (SPEC §2.2); public. app.ts adds /api/v1. */
export async function supportRoutes(
  app: FastifyInstance,
  opts: { articles: SupportArticlesService; channels: SupportConfigView },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['support'];

  r.get(
    '/support/config',
    { schema: { tags, response: { 200: supportConfigView } } },
    async (_request, reply) =>
      // Configuration: the same for everyone until the next deploy.
      reply.header('cache-control', 'public, max-age=300').send(opts.channels),
  );

  r.get(
    '/support/articles',
    { schema: { tags, querystring: supportArticlesQuery, response: { 200: supportArticleList } } },
    async (request) => opts.articles.list(request.query),
  );

  r.get(
    '/support/articles/:slug',
    {
      schema: {
        tags,
        params: supportArticleParams,
        querystring: supportArticleQuery,
        response: { 200: supportArticle },
      },
    },
    async (request) => opts.articles.get(request.params.slug, request.query.language),
  );
}
