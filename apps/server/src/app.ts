import { webimOrigin } from '@casino/shared';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createDepositCompleted } from './flows/deposit-completed.ts';
import { registerCompression } from './http/compression.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { envelope } from './http/errors.ts';
import { healthRoutes } from './http/health.ts';
import { installHostileInputGuard } from './http/hostile-input.ts';
import { Idempotency, installIdempotency } from './http/idempotency.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { isBlockedHandshake, regionGuard } from './http/region-guard.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serveWeb } from './http/serve-web.ts';
import { type Aggregator, aggregatorPlugin, createAggregator } from './modules/aggregator/index.ts';
import {
  type AuthService,
  authRoutes,
  createAuthService,
  installAuth,
  type Player,
  telegramSandboxRoutes,
} from './modules/auth/index.ts';
import { adminRoutes, type Backoffice, createBackoffice, writeAudit } from './modules/backoffice/index.ts';
import { type Bonuses, bonusesRoutes, createBonuses } from './modules/bonuses/index.ts';
import {
  type CryptobotService,
  type CryptoDeposits,
  CryptoPayRates,
  type CryptoWithdrawalsService,
  cashierPlugin,
  createCashier,
  type FiatProvider,
  type OrdersService,
  type WithdrawalsService,
} from './modules/cashier/index.ts';
import {
  catalogAdminRoutes,
  createCatalogAdmin,
  createGames,
  type Games,
  gamesPlugin,
} from './modules/games/index.ts';
import { languagesRoutes } from './modules/languages/index.ts';
import { loadPolicies, policiesPlugin } from './modules/policies/index.ts';
import { createProtection, protectionPlugin } from './modules/protection/index.ts';
import { createPush, type PushService, pushPlugin } from './modules/push/index.ts';
import { createRealtime, type Realtime } from './modules/realtime/index.ts';
import { createSimulation, type Simulation } from './modules/simulation/index.ts';
import {
  createSportsbookBetting,
  createSportsbookFeed,
  type SportsbookBetting,
  type SportsbookFeed,
  sportsbookBettingPlugin,
  sportsbookReadPlugin,
} from './modules/sportsbook/index.ts';
import { createSupport, supportPlugin } from './modules/support/index.ts';
import { createTournaments, type Tournaments, tournamentsPlugin } from './modules/tournaments/index.ts';
import { vipPlugin } from './modules/vip/index.ts';
import {
  createWallet,
  type RatesSource,
  startRatesRefresh,
  type Wallet,
  walletRoutes,
} from './modules/wallet/index.ts';
import { createWheel, wheelPlugin } from './modules/wheel/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Injected so tests can move time (rate-limit windows, token expiry, init-data freshness). */
  clock?: () => Date;
  logger?: boolean | { level: string };
  /** A live exchange-rates feed; without one the seeded rates stay. */
  ratesSource?: RatesSource;
  /** Real fiat providers this deployment has; FIAT_PROVIDERS assigns them to methods by name. */
  fiatProviders?: FiatProvider[];
}

export interface App {
  app: FastifyInstance;
  auth: AuthService;
  wallet: Wallet;
  realtime: Realtime;
  orders: OrdersService;
  withdrawals: WithdrawalsService;
  cryptoWithdrawals: CryptoWithdrawalsService;
  backoffice: Backoffice;
  cryptobot: CryptobotService;
  cryptoDeposits: CryptoDeposits;
  games: Games;
  bonuses: Bonuses;
  /** Boards, VIP wagers and prizes; server.ts starts their jobs (tests run them by hand), close stops them. */
  tournaments: Tournaments;
  /** Simulated players; server.ts starts them when SIMULATED_PLAYERS is on, app.close() stops them. */
  simulation: Simulation;
  /** Web push: subscriptions and the sender (`drain` awaits pushes in flight). */
  push: PushService;
  /** Sportsbook bets, settlement and cash-out; server.ts starts its settlement sweep, close stops it. */
  sportsbookBets: SportsbookBetting;
  /** The sportsbook's odds feed and catalog; server.ts starts its timer (tests call `sync()`), close stops it. */
  sportsbookFeed: SportsbookFeed;
  /** Provider games: server.ts points `client.setBaseUrl()` at the sandbox; the import calls `client.listGames()`. */
  aggregator: Aggregator;
}

/** Request bodies are small JSON; routes taking uploads raise their own limit. */
const BODY_LIMIT = 64 * 1024;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // Trust only our own proxies' hops, never `true`: then a client's own X-Forwarded-For entries would win.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // Errors Fastify raises before routing (an undecodable URL) still answer in the envelope.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send(envelope('validation_error'));
    },
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  const chat = config.support.chat;
  registerSecurityHeaders(
    app,
    config.publicUrl,
    chat.vendor === 'webim' ? [webimOrigin(chat.account)] : [],
    config.aggregator.url ? [new URL(config.aggregator.url).origin] : [],
  );
  await registerCompression(app);
  installHostileInputGuard(app);
  const idempotency = new Idempotency(database.pool, clock);
  installIdempotency(app, idempotency);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Casino API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const rateLimiter = new RateLimiter(database.pool, config.rateLimits, clock);
  const auth = createAuthService({ database, config, clock, rateLimiter });
  const realtime = createRealtime({
    server: app.server,
    pool: database.pool,
    verifyToken: (token) => auth.verifyWebsocketToken(token),
    isSessionLive: (identity) => auth.isSessionLive(identity),
    isBlocked: (handshake) => isBlockedHandshake(config, handshake),
  });
  // Realtime checks tokens through auth and auth ends sessions' sockets through realtime: joined here.
  auth.endSocketsWith(realtime.sockets);
  const wallet = createWallet({ pool: database.pool, players: auth, publish: realtime.publish });
  // Pushes go out after commit, off the request: `push.notify` returns at once and never throws.
  const push = createPush({ pool: database.pool, auth, clock, settings: config.push, log: app.log });
  auth.onSessionsEnded((ended) => push.sessionsEnded(ended));
  const { notify } = push;
  const protection = createProtection({ pool: database.pool, clock, rateLimiter });
  const { guard } = protection;
  const refuseExcluded = (player: Player) => guard.assertNotExcluded(player);
  const games = createGames({
    pool: database.pool,
    wallet,
    players: auth,
    publish: realtime.publish,
    config,
    clock,
    guard,
  });

  const bonuses = createBonuses({
    pool: database.pool,
    wallet,
    clock,
    games: games.bets,
    notify,
  });
  // Provider rounds are kept as bets in the games module's records (so popularity counts them there too).
  const aggregator = createAggregator({
    pool: database.pool,
    ledger: wallet.ledger,
    players: auth,
    guard,
    publish: realtime.publish,
    clock,
    config,
    bets: games.providerRounds,
    bonusRules: bonuses.bonuses,
  });
  const completeDeposit = createDepositCompleted({
    wallet,
    auth,
    bonuses: bonuses.bonuses,
    offers: bonuses.offers,
    publish: realtime.publish,
    clock,
    notify,
  });

  const cashier = createCashier({
    pool: database.pool,
    wallet,
    auth,
    publish: realtime.publish,
    clock,
    config,
    completeDeposit,
    guard,
    wagerBlocks: (player, purpose) => bonuses.bonuses.withdrawalBlock(player, purpose),
    fiatProviders: deps.fiatProviders,
    notify,
  });
  app.log.info(cashier.paymentModes(), 'payment providers');
  const { orders, withdrawals, cryptoWithdrawals, cryptobot, cryptoDeposits, disputes } = cashier;
  const support = createSupport({
    pool: database.pool,
    clock,
    publish: realtime.publish,
    rateLimiter,
    players: auth,
  });

  const sportsbookBets = createSportsbookBetting({
    pool: database.pool,
    ledger: wallet.ledger,
    players: auth,
    publish: realtime.publish,
    clock,
    config: config.sportsbook,
    guard,
  });
  // Markets the feed results are settled right after its commit (the sweep catches any missed).
  const sportsbookFeed = createSportsbookFeed({
    pool: database.pool,
    config: config.sportsbook,
    clock,
    publish: realtime.publish,
    onMarketsResulted: (marketIds) =>
      void sportsbookBets.settleMarkets(marketIds).catch((error) => app.log.warn(error)),
  });

  const backoffice = createBackoffice({
    database,
    clock,
    rateLimiter,
    auth,
    wallet,
    bonuses: bonuses.bonuses,
    orders,
    withdrawals,
    disputes,
    chainDeposits: cryptoDeposits.chainDeposits,
    chain: cryptoDeposits.chain,
    operatorTwoFactor: config.operatorTwoFactor,
    protection,
    dataDir: config.dataDir,
    supportChat: support.chat,
    sportsbook: sportsbookBets,
    sportsbookSandbox: sportsbookFeed.sandbox,
  });
  // Operators' sockets listen on support channels with their session token (support.chat permission).
  realtime.addChannelGuard(
    support.chat.channelGuard((token) => backoffice.operators.tokenAllows(token, 'support.chat')),
  );

  app.addHook('onRequest', regionGuard(config));
  installAuth(app, auth);
  await app.register(healthRoutes, { pool: database.pool });
  await app.register(authRoutes, { prefix: '/api/v1', auth });
  if (config.telegramSandbox)
    await app.register(telegramSandboxRoutes, { bot: config.telegramSandbox, clock });
  await app.register(languagesRoutes, { prefix: '/api/v1', pool: database.pool });
  await app.register(walletRoutes, { prefix: '/api/v1', wallet, authenticate: auth.authenticate });
  await app.register(adminRoutes, { prefix: '/api/admin/v1', backoffice });
  // The operators' game catalogue: behind the back office's operator hook ('games.manage'), audited there.
  await app.register(catalogAdminRoutes, {
    prefix: '/api/admin/v1',
    admin: createCatalogAdmin({
      pool: database.pool,
      catalog: games.catalog,
      clock,
      audit: writeAudit,
      listProviderGames: config.aggregator.mode === 'off' ? undefined : () => aggregator.client.listGames(),
    }),
    authenticate: backoffice.operators.authenticate,
    operatorId: (request) => backoffice.operators.current(request).id,
  });
  await app.register(cashierPlugin, {
    cashier,
    pool: database.pool,
    authenticate: auth.authenticate,
    secondFactor: (request, player) => {
      const code = request.headers['x-two-factor-code'];
      return auth.twoFactor.verify(
        { kind: 'player', id: player.id },
        typeof code === 'string' ? code : undefined,
      );
    },
  });
  await app.register(gamesPlugin, { games, authenticate: auth.authenticate, clock });
  await app.register(aggregatorPlugin, { aggregator, authenticate: auth.authenticate, rateLimiter });
  await app.register(bonusesRoutes, {
    bonuses: bonuses.bonuses,
    wallet,
    offers: bonuses.offers,
    promoCodes: bonuses.promoCodes,
    freeSpins: bonuses.freeSpins,
    rateLimiter,
    authenticate: auth.authenticate,
    refuseExcluded,
  });
  const tournaments = createTournaments({
    pool: database.pool,
    clock,
    ledger: wallet.ledger,
    publish: realtime.publish,
    grantBonus: (tx, grant) => bonuses.bonuses.grant(tx, grant),
    push: notify,
  });
  await app.register(sportsbookBettingPlugin, {
    betting: sportsbookBets,
    authenticate: auth.authenticate,
    refuseExcluded,
    rateLimiter,
  });
  await app.register(tournamentsPlugin, {
    tournaments: tournaments.service,
    authenticate: auth.authenticate,
    refuseExcluded,
  });
  await app.register(wheelPlugin, {
    wheel: createWheel({
      pool: database.pool,
      wallet,
      players: auth,
      clock,
      grantBonus: (tx, grant) => bonuses.bonuses.grant(tx, grant),
    }),
    authenticate: auth.authenticate,
    refuseExcluded,
  });
  await app.register(protectionPlugin, { protection, auth });
  await app.register(pushPlugin, { push, auth });
  await app.register(vipPlugin, { links: config.vipLinks });
  await app.register(supportPlugin, { support, authenticate: auth.authenticate, channels: config.support });
  await app.register(sportsbookReadPlugin, {
    catalog: sportsbookFeed.catalog,
    authenticate: auth.authenticate,
    clock,
  });
  await app.register(policiesPlugin, { policies: loadPolicies() });
  await serveWeb(app, config.webDist, config.publicUrl);

  // Rate-limit windows and idempotency keys older than a day are useless; no copy needs them.
  const pruning = setInterval(
    () => {
      void rateLimiter.prune().catch(() => {});
      void idempotency.prune().catch(() => {});
    },
    60 * 60 * 1000,
  );
  pruning.unref();
  // Unpaid buy orders past their expiry turn timeouted even if their player never comes back.
  const orderExpiry = setInterval(() => void orders.expireLapsed().catch(() => {}), 60 * 1000);
  orderExpiry.unref();
  const rates = startRatesRefresh({
    pool: database.pool,
    // With a Crypto Pay token its exchange rates are the live feed; the embedded default has none.
    source:
      deps.ratesSource ?? (cashier.cryptoPayClient ? new CryptoPayRates(cashier.cryptoPayClient) : undefined),
    clock,
    onError: (e) => app.log.warn(e),
  });
  const simulation = createSimulation({
    players: auth,
    ledger: wallet.ledger,
    bets: games.bets,
    log: app.log,
  });
  // Before the HTTP server closes: open websockets would otherwise hold it open.
  app.addHook('preClose', async () => {
    await simulation.stop();
    await tournaments.stopJobs();
    await sportsbookFeed.stopJobs();
    await sportsbookBets.stopJobs();
    clearInterval(pruning);
    clearInterval(orderExpiry);
    rates.stop();
    // Gives up the crash lead (and its pooled connection) so another copy takes over at once.
    await games.crashDriver.stop();
    await realtime.close();
    // Pushes in flight finish or time out (PUSH_TIMEOUT_MS) before the pool closes under them.
    await push.drain();
  });
  return {
    app,
    auth,
    wallet,
    realtime,
    orders,
    withdrawals,
    cryptoWithdrawals,
    backoffice,
    cryptobot,
    cryptoDeposits,
    games,
    bonuses,
    tournaments,
    simulation,
    push,
    sportsbookBets,
    sportsbookFeed,
    aggregator,
  };
}
