// Bets, settlement, cash-out and operator steps of the sportsbook (issue 17): the public surface.
import type { FastifyInstance } from 'fastify';
import { type BetsRoutesOptions, sportsbookBetsRoutes } from './bets/bets.routes.ts';

export { BET_RATE_RULE } from './bets/bets.routes.ts';
export {
  createSportsbookBetting,
  type SportsbookBetting,
  type SportsbookBettingDeps,
} from './bets/betting.ts';
export { type SportsbookLimits, sportsbookLimits } from './bets/limits.ts';
export type { MarketChange, OperatorEventView, OperatorMarketView } from './bets/operations.ts';
export { BET_TRANSACTION_TYPE, type SettlementSummary } from './bets/settlement.ts';

/** POST/GET /api/v1/sportsbook/bets, GET …/bets/{id}, POST …/bets/{id}/cashout. */
export async function sportsbookBettingPlugin(app: FastifyInstance, opts: BetsRoutesOptions): Promise<void> {
  await app.register(sportsbookBetsRoutes, { prefix: '/api/v1', ...opts });
}
