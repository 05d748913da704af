import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { SupportArticlesService } from './articles.service.ts';
import { supportRoutes } from './support.routes.ts';

export { seedSupportArticles } from './articles.seed.ts';
export type { SupportArticlesService };

export function createSupport(deps: { pool: pg.Pool }): { articles: SupportArticlesService } {
  return { articles: new SupportArticlesService(deps.pool) };
}

/** The help-article search and article pages, under /api/v1. */
export async function supportPlugin(
  app: FastifyInstance,
  opts: { support: { articles: SupportArticlesService } },
): Promise<void> {
  await app.register(supportRoutes, { prefix: '/api/v1', articles: opts.support.articles });
}
