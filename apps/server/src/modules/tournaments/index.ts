import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type pg from 'pg';
import { tournamentsRoutes } from './tournaments.routes.ts';
import { type TournamentAudience, TournamentsService } from './tournaments.service.ts';

export { seedTournaments } from './tournaments.seed.ts';
export type { TournamentAudience, TournamentsService };

export function createTournaments(deps: { pool: pg.Pool; clock: () => Date }): TournamentsService {
  return new TournamentsService(deps.pool, deps.clock);
}

/** The tournament list and one tournament, under /api/v1. */
export async function tournamentsPlugin(
  app: FastifyInstance,
  opts: { tournaments: TournamentsService; authenticate: preHandlerHookHandler },
): Promise<void> {
  await app.register(tournamentsRoutes, {
    prefix: '/api/v1',
    tournaments: opts.tournaments,
    authenticate: opts.authenticate,
  });
}
