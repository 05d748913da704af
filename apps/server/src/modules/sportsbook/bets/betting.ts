import {
  SPORTSBOOK_CHANNEL,
  type SportsBetsQuery,
  type SportsBetView,
  type SportsPage,
} from '@casino/shared';
import type pg from 'pg';
import type { SportsbookConfig } from '../../../config.ts';
import type { Player, PlayerDirectory } from '../../auth/index.ts';
import type { PlayGuard } from '../../protection/index.ts';
import type { Publish } from '../../realtime/index.ts';
import type { Ledger } from '../../wallet/index.ts';
import { listOwnBets, ownBet } from './bet-queries.ts';
import { cashOut } from './cashout.ts';
import { sportsbookLimits } from './limits.ts';
import * as operations from './operations.ts';
import { BetPlacement } from './placement.ts';
import { BetSettlement, type SettlementSummary } from './settlement.ts';

export interface SportsbookBettingDeps {
  pool: pg.Pool;
  ledger: Ledger;
  players: PlayerDirectory;
  publish: Publish;
  clock: () => Date;
  config: SportsbookConfig;
  guard: PlayGuard;
  /** The live bet delay's wait (tests pass one that returns at once). */
  delay?: (ms: number) => Promise<void>;
  settlement?: { batchSize?: number; concurrency?: number };
  /** How often the settlement sweep runs once started (default 30 s). */
  sweepEveryMs?: number;
}

export interface SportsbookBetting {
  placement: BetPlacement;
  settlement: BetSettlement;
  /**
   * Settles the open bets of markets that have just been resulted or voided (the feed's
   * onMarketsResulted hook calls this after its commit). `resettle` also corrects settled bets.
   */
  settleMarkets(marketIds: readonly bigint[], options?: { resettle?: boolean }): Promise<SettlementSummary>;
  listBets(userId: bigint, query: SportsBetsQuery): Promise<SportsPage<SportsBetView>>;
  bet(userId: bigint, betId: bigint): Promise<SportsBetView>;
  cashOut(player: Player, betId: bigint, amount: string): Promise<SportsBetView>;
  /** Operator steps (each takes the caller's transaction, so its audit row commits with it). */
  operations: typeof operations;
  /** Publishes an event's state on broadcast:sportsbook (after an operator changed it). */
  announceEvent(eventId: string): Promise<void>;
  /** Starts the periodic settlement sweep (server.ts); app.close() stops it. */
  startJobs(onError: (error: unknown) => void): void;
  stopJobs(): Promise<void>;
}

export function createSportsbookBetting(deps: SportsbookBettingDeps): SportsbookBetting {
  const { pool, ledger, clock, publish } = deps;
  const margin = deps.config.cashoutMarginBasisPoints;
  const placement = new BetPlacement({
    pool,
    ledger,
    guard: deps.guard,
    limits: sportsbookLimits(deps.config.limits),
    clock,
    liveBetDelayMs: deps.config.liveBetDelayMs,
    cashoutMarginBasisPoints: margin,
    ...(deps.delay ? { delay: deps.delay } : {}),
  });
  const settlement = new BetSettlement({
    pool,
    ledger,
    players: deps.players,
    publish,
    clock,
    ...deps.settlement,
  });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    placement,
    settlement,
    settleMarkets: (marketIds, options) => settlement.settleMarkets(marketIds, options),
    listBets: (userId, query) => listOwnBets(pool, userId, query, margin),
    bet: (userId, betId) => ownBet(pool, userId, betId, margin),
    cashOut: (player, betId, amount) =>
      cashOut({ pool, ledger, publish, clock, cashoutMarginBasisPoints: margin }, player, betId, amount),
    operations,
    async announceEvent(eventId) {
      const update = await operations.eventUpdate(pool, eventId);
      if (update) publish(SPORTSBOOK_CHANNEL, update);
    },
    startJobs(onError) {
      if (timer) return;
      // A sweep still running when the timer fires again is left to finish: the turn is skipped.
      timer = setInterval(() => {
        if (running) return;
        running = settlement
          .sweep()
          .catch(onError)
          .finally(() => {
            running = undefined;
          });
      }, deps.sweepEveryMs ?? 30_000);
      timer.unref();
    },
    async stopJobs() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
