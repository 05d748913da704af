import {
  leaderboard,
  leaderboardQuery,
  tournamentList,
  tournamentParams,
  tournamentsQuery,
  tournamentView,
} from '@casino/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Player } from '../auth/index.ts';
import { playerLabel } from '../games/index.ts';
import type { TournamentAudience, TournamentsService } from './tournaments.service.ts';

/**
 * GET /tournaments, /tournaments/{id}, /tournaments/{id}/leaderboard and POST /tournaments/{id}/join
 * (app.ts adds /api/v1). Reading is public; a token applies the VIP flag and the caller's own place.
 */
export async function tournamentsRoutes(
  app: FastifyInstance,
  opts: {
    tournaments: TournamentsService;
    authenticate: preHandlerHookHandler;
    /** An excluded player joins nothing (player protection). */
    refuseExcluded: (player: Player) => void;
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Guests are served; a token that is sent must be valid (a banned player still gets 401 banned).
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization)
      await (opts.authenticate as (req: FastifyRequest, rep: FastifyReply) => Promise<void>)(request, reply);
  };
  const audienceOf = (request: FastifyRequest): TournamentAudience => ({
    isVip: request.player?.isVip ?? false,
    userId: request.player?.id,
  });
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

  r.get(
    '/tournaments/:id/leaderboard',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        params: tournamentParams,
        querystring: leaderboardQuery,
        response: { 200: leaderboard },
      },
    },
    async (request) =>
      opts.tournaments.leaderboard(BigInt(request.params.id), request.query, audienceOf(request)),
  );

  r.post(
    '/tournaments/:id/join',
    {
      preHandler: opts.authenticate,
      schema: { tags, params: tournamentParams, response: { 200: tournamentView } },
    },
    async (request) => {
      const player = request.player;
      if (!player) throw new Error('authenticate sets request.player');
      opts.refuseExcluded(player);
      return opts.tournaments.join(BigInt(request.params.id), {
        isVip: player.isVip,
        userId: player.id,
        label: playerLabel(player),
      });
    },
  );
}
