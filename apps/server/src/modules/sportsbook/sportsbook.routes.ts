import {
  favoriteParams,
  sportBySegment,
  sportResponse,
  sportsEventParams,
  sportsEventResponse,
  sportsEventsQuery,
  sportsEventsResponse,
} from '@casino/shared';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationFailed } from '../../http/errors.ts';
import type { SportsbookCatalog } from './catalog.service.ts';

/**
 * What players read of the sportsbook (app.ts adds /api/v1): sports with counts, event lists, one event
 * with all its markets (public), and the player's favourite events (signed in).
 */
export async function sportsbookReadRoutes(
  app: FastifyInstance,
  opts: { catalog: SportsbookCatalog; authenticate: preHandlerHookHandler; clock: () => Date },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalog } = opts;
  const tags = ['sportsbook'];
  const noContent = z.null().describe('No content');
  const playerOf = (request: { player?: { id: bigint } | null }) => {
    if (!request.player) throw new Error('authenticate sets request.player');
    return request.player;
  };

  r.get('/sportsbook/sports', { schema: { tags, response: { 200: z.array(sportResponse) } } }, async () =>
    catalog.sports(),
  );

  r.get(
    '/sportsbook/events',
    { schema: { tags, querystring: sportsEventsQuery, response: { 200: sportsEventsResponse } } },
    async (request) => {
      const { sport, league, live, offset, limit } = request.query;
      const entry = sport === undefined ? undefined : sportBySegment(sport);
      if (sport !== undefined && !entry)
        throw validationFailed([{ field: 'sport', message: 'Validation.invalid_format' }]);
      return catalog.events({
        ...(entry ? { sportId: entry.id } : {}),
        ...(league ? { leagueId: BigInt(league) } : {}),
        ...(live ? { live: live === 'true' } : {}),
        offset,
        limit,
      });
    },
  );

  r.get(
    '/sportsbook/events/:id',
    { schema: { tags, params: sportsEventParams, response: { 200: sportsEventResponse } } },
    async (request) => catalog.event(BigInt(request.params.id)),
  );

  r.get(
    '/sportsbook/favorites',
    {
      preHandler: opts.authenticate,
      schema: { tags, security: [{ bearer: [] }], response: { 200: z.array(sportsEventResponse) } },
    },
    async (request) => catalog.favorites(playerOf(request).id),
  );

  r.put(
    '/sportsbook/favorites/:eventId',
    {
      preHandler: opts.authenticate,
      schema: { tags, params: favoriteParams, security: [{ bearer: [] }], response: { 204: noContent } },
    },
    async (request, reply) => {
      await catalog.addFavorite(playerOf(request).id, BigInt(request.params.eventId), opts.clock());
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/sportsbook/favorites/:eventId',
    {
      preHandler: opts.authenticate,
      schema: { tags, params: favoriteParams, security: [{ bearer: [] }], response: { 204: noContent } },
    },
    async (request, reply) => {
      await catalog.removeFavorite(playerOf(request).id, BigInt(request.params.eventId));
      return reply.status(204).send(null);
    },
  );
}
