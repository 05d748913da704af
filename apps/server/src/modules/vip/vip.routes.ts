import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { VipLinks } from '../../config.ts';
import { vipLinksFrom, vipLinksResponse } from './vip-links.ts';

/** Links change only with a restart; a few minutes in a cache spare every drawer opening a request. */
const LINKS_CACHE_CONTROL = 'public, max-age=300';

/** The VIP drawer's links (SPEC §2.5); public. The plugin adds /api/v1. */
export async function vipRoutes(app: FastifyInstance, opts: { links: VipLinks }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const links = vipLinksFrom(opts.links);

  r.get(
    '/vip/links',
    { schema: { tags: ['vip'], response: { 200: vipLinksResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', LINKS_CACHE_CONTROL);
      return links;
    },
  );
}
