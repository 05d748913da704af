import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { BonusesService } from '../bonuses/index.ts';
import type { ProviderRoundBets } from '../games/index.ts';
import type { PlayGuard } from '../protection/index.ts';
import type { Publish } from '../realtime/index.ts';
import type { Ledger } from '../wallet/index.ts';
import { AggregatorClient } from './aggregator-client.ts';
import { launchRoutes } from './launch.routes.ts';
import type { LaunchDeps } from './launch.service.ts';
import { walletCallRoutes } from './wallet.routes.ts';
import { type PlayerLookup, WalletGateway } from './wallet-gateway.service.ts';

export { AggregatorClient, AggregatorUnavailable } from './aggregator-client.ts';
export { signBody, verifyBody } from './signature.ts';
export {
  CASINO_BET,
  CASINO_BET_REFUND,
  CASINO_WIN,
  WalletGateway,
  WalletRefusal,
} from './wallet-gateway.service.ts';

/** Provider games (issue 16): the aggregator client, the seamless-wallet gateway and the launch call. */
export interface Aggregator {
  /** Casino → aggregator: `listGames()` for the catalogue import, `setBaseUrl()` for the sandbox's port. */
  client: AggregatorClient;
  /** Aggregator → casino wallet calls. */
  gateway: WalletGateway;
  launch: LaunchDeps;
  /** The shared secret the wallet calls are signed with. */
  secret: string;
}

export function createAggregator(deps: {
  pool: pg.Pool;
  ledger: Ledger;
  players: PlayerLookup;
  guard: PlayGuard;
  publish: Publish;
  clock: () => Date;
  config: Pick<Config, 'aggregator' | 'publicUrl'>;
  /** The games module's bet records: provider rounds count where the casino counts bets. */
  bets: Pick<ProviderRoundBets, 'record'>;
  /** The bonuses module's stake cap while a bonus is wagered. */
  bonusRules: Pick<BonusesService, 'wagerMaxBet'>;
  /** Tests may stand in for the network. */
  fetch?: typeof fetch;
}): Aggregator {
  const { aggregator: settings, publicUrl } = deps.config;
  const client = new AggregatorClient(settings, deps.fetch);
  const gateway = new WalletGateway({
    pool: deps.pool,
    ledger: deps.ledger,
    players: deps.players,
    guard: deps.guard,
    publish: deps.publish,
    clock: deps.clock,
    operatorId: settings.operatorId,
    bets: deps.bets,
    bonusRules: deps.bonusRules,
  });
  const launch: LaunchDeps = { pool: deps.pool, client, guard: deps.guard, clock: deps.clock, publicUrl };
  return { client, gateway, launch, secret: settings.secret };
}

/** The wallet calls under /api/aggregator/v1 (a scope with its own body parser) and the launch call under /api/v2. */
export async function aggregatorPlugin(
  app: FastifyInstance,
  opts: { aggregator: Aggregator; authenticate: preHandlerHookHandler; rateLimiter: RateLimiter },
): Promise<void> {
  const { aggregator } = opts;
  await app.register(walletCallRoutes, {
    prefix: '/api/aggregator/v1',
    gateway: aggregator.gateway,
    secret: aggregator.secret,
  });
  await app.register(launchRoutes, {
    prefix: '/api/v2',
    launch: aggregator.launch,
    authenticate: opts.authenticate,
    rateLimiter: opts.rateLimiter,
  });
}
