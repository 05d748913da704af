import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { PlayerDirectory } from '../auth/index.ts';
import type { PlayGuard } from '../protection/index.ts';
import type { Publish } from '../realtime/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { BetsService } from './bets.service.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { CatalogService, seedGameCatalog } from './catalog.service.ts';
import { type CrashDriver, type CrashService, crashRoutes, createCrash } from './crash/index.ts';
import { crashRtp } from './engines/crash.ts';
import { instantEngines, minesRtp } from './engines/index.ts';
import { FairnessService } from './fairness.service.ts';
import { gamesRoutes } from './games.routes.ts';
import { betLimits } from './limits.ts';
import { ProviderRoundBets } from './provider-rounds.ts';

export { type BetLimits, limitsFrom } from './limits.ts';

import { MinesService } from './mines.service.ts';
import { SteppedService, steppedEngines } from './stepped/stepped.service.ts';

export { type BetRecord, playerLabel } from './bet-records.ts';
export type { BetRequest, BetsService, HouseFundedBet } from './bets.service.ts';
export type { GameBetLimits, PopularitySource } from './catalog.service.ts';
export { catalogAdminRoutes } from './catalog-admin.routes.ts';
export { type CatalogAdmin, type CatalogAudit, createCatalogAdmin } from './catalog-admin.service.ts';
export { type ImportResult, importAggregatorGames } from './catalog-import.ts';
export type { ProviderRound, ProviderRoundBets } from './provider-rounds.ts';
export { betResult } from './schemas.ts';

/** RTP per game in percent, as the catalog shows it: exact figures from the engines. */
export function catalogRtpPercent(id: string): number {
  const engine = instantEngines[id];
  if (engine) return engine.catalogRtp * 100;
  if (id === 'mines') return minesRtp * 100;
  const stepped = steppedEngines[id as keyof typeof steppedEngines];
  if (stepped) return stepped.catalogRtp * 100;
  // Crash: a cash-out at M wins with probability 0.99 / M.
  if (id === 'crash') return crashRtp * 100;
  throw new Error(`no engine for game ${id}`);
}

export const seedGames = (pool: pg.Pool) => seedGameCatalog(pool, catalogRtpPercent);

export interface Games {
  catalog: CatalogService;
  fairness: FairnessService;
  bets: BetsService;
  mines: MinesService;
  stepped: SteppedService;
  crash: CrashService;
  /** Provider rounds (the aggregator's wallet calls) recorded as bets, so they count where bets count. */
  providerRounds: ProviderRoundBets;
  /** Started by the real server only (server.ts); tests step it with `tick()`. */
  crashDriver: CrashDriver;
}

export function createGames(deps: {
  pool: pg.Pool;
  wallet: Wallet;
  players: PlayerDirectory;
  publish: Publish;
  config: Config;
  clock: () => Date;
  guard: PlayGuard;
}): Games {
  const catalog = new CatalogService(deps.pool, deps.clock);
  const fairness = new FairnessService(deps.pool);
  const bets = new BetsService({
    pool: deps.pool,
    wallet: deps.wallet,
    fairness,
    catalog,
    limits: betLimits(deps.config.gameLimits),
    publish: deps.publish,
    engines: instantEngines,
    clock: deps.clock,
    guard: deps.guard,
  });
  const mines = new MinesService({ pool: deps.pool, bets, fairness });
  const stepped = new SteppedService({
    pool: deps.pool,
    bets,
    fairness,
    wallet: deps.wallet,
    guard: deps.guard,
  });
  const crash = createCrash({ pool: deps.pool, bets, publish: deps.publish, clock: deps.clock });
  const providerRounds = new ProviderRoundBets({ bets, clock: deps.clock });
  return {
    catalog,
    fairness,
    bets,
    mines,
    stepped,
    crash: crash.crash,
    crashDriver: crash.driver,
    providerRounds,
  };
}

/** /api/v1 games calls and the /api/v2 catalog. */
export async function gamesPlugin(
  app: FastifyInstance,
  opts: { games: Games; authenticate: preHandlerHookHandler; clock: () => Date },
): Promise<void> {
  const { games, authenticate, clock } = opts;
  await app.register(gamesRoutes, {
    prefix: '/api/v1',
    bets: games.bets,
    mines: games.mines,
    stepped: games.stepped,
    fairness: games.fairness,
    crash: games.crash,
    authenticate,
    clock,
  });
  await app.register(crashRoutes, { prefix: '/api/v1', crash: games.crash, authenticate });
  await app.register(catalogRoutes, { prefix: '/api/v2', catalog: games.catalog, authenticate });
  // Popularity is recounted by the serving process only (tests count by hand: catalog.refreshPopularity).
  app.addHook('onListen', async () => games.catalog.startPopularityJob((error) => app.log.warn(error)));
  app.addHook('onClose', async () => games.catalog.stopPopularityJob());
}
