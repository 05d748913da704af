import { gamesQuery } from '@casino/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { gameArt } from './art.ts';
import type { CatalogService } from './catalog.service.ts';
import { audienceOf } from './games.routes.ts';
import { favoriteList, filterList, gamePage, gameView, noContent } from './schemas.ts';

const gameParam = z.strictObject({ id: z.string().max(64) });

/** SPEC §7 catalog calls (register with prefix '/api/v2'). Listing works for guests too. */
export async function catalogRoutes(
  app: FastifyInstance,
  opts: { catalog: CatalogService; authenticate: preHandlerHookHandler },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['games'] };
  // A guest sees the catalog; a player's token narrows it by their currency too.
  const optionalAuth = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization)
      await (opts.authenticate as (req: FastifyRequest, rep: FastifyReply) => Promise<void>)(request, reply);
  };
  const common = { preHandler: opts.authenticate };

  r.get(
    '/games',
    { preHandler: optionalAuth, schema: { ...schema, querystring: gamesQuery, response: { 200: gamePage } } },
    async (request) => opts.catalog.list(request.query, audienceOf(request, request.player)),
  );

  // Only categories and providers with a game the caller may see, counted as the list would count them.
  const filters = { preHandler: optionalAuth, schema: { ...schema, response: { 200: filterList } } };
  r.get('/games/categories', filters, async (request) =>
    opts.catalog.categories(audienceOf(request, request.player)),
  );
  r.get('/games/providers', filters, async (request) =>
    opts.catalog.providers(audienceOf(request, request.player)),
  );

  r.get(
    '/games/favorites',
    { ...common, schema: { ...schema, response: { 200: favoriteList } } },
    async (request) => {
      const player = request.requirePlayer();
      return opts.catalog.favorites(player.id, audienceOf(request, player));
    },
  );

  r.put(
    '/games/:id/favorite',
    { ...common, schema: { ...schema, params: gameParam, response: { 204: noContent } } },
    async (request, reply) => {
      const player = request.requirePlayer();
      await opts.catalog.addFavorite(player.id, request.params.id, audienceOf(request, player));
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/games/:id/favorite',
    { ...common, schema: { ...schema, params: gameParam, response: { 204: noContent } } },
    async (request, reply) => {
      await opts.catalog.removeFavorite(request.requirePlayer().id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/games/:id',
    { preHandler: optionalAuth, schema: { ...schema, params: gameParam, response: { 200: gameView } } },
    async (request) => opts.catalog.playable(request.params.id, audienceOf(request, request.player)),
  );

  r.get(
    '/games/:id/image.svg',
    { schema: { ...schema, params: gameParam, hide: true } },
    async (request, reply) => {
      const game = await opts.catalog.playable(request.params.id, {}).catch(() => undefined);
      const svg = game && gameArt(game.id, game.title);
      if (!svg) throw notFound();
      // The URL carries the art version, so the image never changes under it.
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(svg);
    },
  );
}
