import {
  supportArticle,
  supportArticleList,
  supportArticleParams,
  supportArticleQuery,
  supportArticlesQuery,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SupportArticlesService } from './articles.service.ts';

/** Help articles for the support modal (SPEC §2.2); public. app.ts adds /api/v1. */
export async function supportRoutes(
  app: FastifyInstance,
  opts: { articles: SupportArticlesService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['support'];

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
