import { playerChannel } from '@casino/shared';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type pg from 'pg';
import type { Tx } from '../../db/tx.ts';
import type { Player } from '../auth/index.ts';
import type { Notify } from '../push/index.ts';
import type { Publish } from '../realtime/index.ts';
import type { Ledger } from '../wallet/index.ts';
import { BetScorer } from './bet-scorer.ts';
import { PlaceAnnouncer, startTournamentJobs } from './tournament-jobs.ts';
import { type BonusPrizeGrant, TournamentSettlement } from './tournament-settlement.ts';
import { tournamentsRoutes } from './tournaments.routes.ts';
import { type TournamentAudience, TournamentsService } from './tournaments.service.ts';

export { prizeKey } from './tournament-settlement.ts';
export { seedTournaments } from './tournaments.seed.ts';
export type { BetScorer, BonusPrizeGrant, TournamentAudience, TournamentSettlement, TournamentsService };

export interface Tournaments {
  service: TournamentsService;
  /** Adds settled bets to tournament boards and VIP wagers (the jobs run it every second). */
  scorer: BetScorer;
  settlement: TournamentSettlement;
  announcer: PlaceAnnouncer;
  /** Starts the scorer and settlement timers (server.ts); app.close() stops them. */
  startJobs(onError: (error: unknown) => void): void;
  stopJobs(): Promise<void>;
}

export function createTournaments(deps: {
  pool: pg.Pool;
  clock: () => Date;
  ledger: Ledger;
  publish: Publish;
  grantBonus: (tx: Tx, grant: BonusPrizeGrant) => Promise<unknown>;
  /** Web push of prizes (modules/push). */
  push?: Notify;
}): Tournaments {
  const scorer = new BetScorer(deps.pool, deps.clock);
  const announcer = new PlaceAnnouncer(deps.pool, deps.publish);
  const settlement = new TournamentSettlement({
    pool: deps.pool,
    ledger: deps.ledger,
    clock: deps.clock,
    grantBonus: deps.grantBonus,
    notify: (globalId, event) => deps.publish(playerChannel('tournaments', globalId), event),
    push: deps.push,
  });
  let jobs: { stop(): Promise<void> } | undefined;
  return {
    service: new TournamentsService(deps.pool, deps.clock),
    scorer,
    settlement,
    announcer,
    startJobs(onError) {
      jobs ??= startTournamentJobs({ scorer, settlement, announcer, publish: deps.publish, onError });
    },
    async stopJobs() {
      await jobs?.stop();
      jobs = undefined;
    },
  };
}

/** The tournament list, one tournament, its leaderboard and joining, under /api/v1. */
export async function tournamentsPlugin(
  app: FastifyInstance,
  opts: {
    tournaments: TournamentsService;
    authenticate: preHandlerHookHandler;
    refuseExcluded: (player: Player) => void;
  },
): Promise<void> {
  await app.register(tournamentsRoutes, { prefix: '/api/v1', ...opts });
}
export {
  cancelTournament,
  createTournament,
  endTournamentNow,
  listTournamentsForOperators,
  lockTournament,
  type TournamentAdminItem,
  type TournamentInput,
  TournamentRefused,
  updateTournament,
} from './tournaments-admin.ts';
