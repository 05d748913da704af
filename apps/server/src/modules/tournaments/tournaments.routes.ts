import { tournamentList, tournamentParams, tournamentsQuery, tournamentView } from '@casino/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TournamentsService } from './tournaments.service.ts';

/** GET /tournaments and /tournaments/{id} (app.ts adds /api/v1). Public; a token applies the VIP flag. */
export async function tournamentsRoutes(
  app: FastifyInstance,
  opts: { tournaments: TournamentsService; authenticate: preHandlerHookHandler },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Guests are served; a token that is sent must be valid (a banned player still gets 401 banned).
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization)
      await (opts.authenticate as (req: FastifyRequest, rep: FastifyReply) => Promise<void>)(request, reply);
  };
  const audienceOf = (request: FastifyRequest) => ({ isVip: request.player?.isVip ?? false });
  const tags = ['tournaments'];

  r.get(
    '/tournaments',
    {
      preHandler: optionalAuth,
      schema: { tags, querystring: tournamentsQuery, response: { 200: tournamentList } },
    },
    async (request) => opts.tournaments.list(request.query, audienceOf(request)),
  );

  r.get(
    '/tournaments/:id',
    {
      preHandler: optionalAuth,
      schema: { tags, params: tournamentParams, response: { 200: tournamentView } },
    },
    async (request) => opts.tournaments.get(BigInt(request.params.id), audienceOf(request)),
  );
}
