// The odds feed, what players read, favourites (issue 17): the public surface of the feed half.
import { type Score, SPORTSBOOK_CHANNEL } from '@casino/shared';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type pg from 'pg';
import type { SportsbookConfig } from '../../config.ts';
import type { Publish } from '../realtime/index.ts';
import { SportsbookCatalog } from './catalog.service.ts';
import { OddsApiFeed } from './feed/odds-api-feed.ts';
import type { OddsFeed } from './feed/odds-feed.ts';
import { SimulatedFeed } from './feed/simulated-feed.ts';
import { sportsbookReadRoutes } from './sportsbook.routes.ts';

export type { EventsFilter, SportsbookCatalog } from './catalog.service.ts';
export type { FeedEvent, FeedHooks, FeedLeague, FeedMarket, OddsFeed } from './feed/odds-feed.ts';

/** The sandbox feed's test door (SPORTSBOOK_FEED=sandbox only). */
export interface SportsbookSandbox {
  /**
   * Finishes the event now with this score and settles its markets as a natural finish would (then
   * onMarketsResulted). AppError 404 not_found for an unknown event, 409 conflict if it already ended.
   */
  finishEvent(eventId: bigint, score: Score): Promise<void>;
}

export interface SportsbookFeed {
  /** null when SPORTSBOOK_FEED=off. */
  feed: OddsFeed | null;
  catalog: SportsbookCatalog;
  sandbox: SportsbookSandbox | null;
  /** One feed pass at the injected clock's now (the jobs call it; tests call it by hand). */
  sync(): Promise<void>;
  /** Starts the feed's timer (server.ts); app.close() stops it. */
  startJobs(onError: (error: unknown) => void): void;
  stopJobs(): Promise<void>;
}

export interface SportsbookFeedDeps {
  pool: pg.Pool;
  config: SportsbookConfig;
  clock: () => Date;
  publish: Publish;
  /** Called after commit with the markets a feed pass or the sandbox door settled or voided. */
  onMarketsResulted?: (marketIds: bigint[]) => void;
  /** The simulated feed's seed when the database holds none yet (default 17). */
  seed?: number;
  /** The Odds API's HTTP client (tests may pass their own). */
  fetch?: typeof fetch;
  /** Between two passes: default 2 s for the sandbox, 60 s for The Odds API (it bills per request). */
  syncEveryMs?: number;
}

export function createSportsbookFeed(deps: SportsbookFeedDeps): SportsbookFeed {
  const { pool, config, clock } = deps;
  const catalog = new SportsbookCatalog(pool);
  const hooks = { onMarketsResulted: deps.onMarketsResulted ?? (() => {}) };
  // One message per changed event and pass: odds, suspensions, score and status together.
  const announce = async (eventIds: bigint[]) => {
    for (const update of await catalog.eventUpdates(eventIds)) deps.publish(SPORTSBOOK_CHANNEL, update);
  };
  let feed: OddsFeed | null = null;
  let sandbox: SportsbookSandbox | null = null;
  if (config.feed === 'sandbox') {
    const simulated = new SimulatedFeed({
      pool,
      seed: deps.seed ?? 17,
      marginBasisPoints: config.marginBasisPoints,
      hooks,
      announce,
    });
    feed = simulated;
    sandbox = { finishEvent: (eventId, score) => simulated.finishEvent(eventId, score, clock()) };
  } else if (config.feed === 'odds-api' && config.oddsApi) {
    feed = new OddsApiFeed({
      pool,
      api: config.oddsApi,
      marginBasisPoints: config.marginBasisPoints,
      hooks,
      announce,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });
  }
  const everyMs = deps.syncEveryMs ?? (config.feed === 'odds-api' ? 60_000 : 2_000);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sync = async () => {
    await feed?.sync(clock());
  };
  return {
    feed,
    catalog,
    sandbox,
    sync,
    startJobs(onError) {
      if (timer || !feed) return;
      const tick = () => {
        // A pass still running when the timer fires again is left to finish: the turn is skipped.
        if (running) return;
        running = sync()
          .catch(onError)
          .finally(() => {
            running = undefined;
          });
      };
      timer = setInterval(tick, everyMs);
      timer.unref();
      tick();
    },
    async stopJobs() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

/** GET /api/v1/sportsbook/sports, /events, /events/{id}; GET/PUT/DELETE /api/v1/sportsbook/favorites. */
export async function sportsbookReadPlugin(
  app: FastifyInstance,
  opts: { catalog: SportsbookCatalog; authenticate: preHandlerHookHandler; clock: () => Date },
): Promise<void> {
  await app.register(sportsbookReadRoutes, { prefix: '/api/v1', ...opts });
}
