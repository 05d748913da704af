import type { OutcomeResult, Score } from '@casino/shared';
import type pg from 'pg';
import { withTx } from '../../db/tx.ts';
import { notFound } from '../../http/errors.ts';
import type { OperatorEventView, SettlementSummary, SportsbookBetting } from '../sportsbook/index.ts';
import { writeAudit } from './audit.ts';
import type { Operator } from './operators.service.ts';

/** The simulated feed's test door (feed.module.ts `createSportsbookFeed(...).sandbox`). */
export interface SportsbookSandboxDoor {
  finishEvent(eventId: bigint, score: Score): Promise<void>;
}

export interface MarketSettled {
  market: {
    id: string;
    status: string;
    resultVersion: number;
    results: Record<string, OutcomeResult | null>;
  };
  settlement: SettlementSummary;
}

export interface SportsbookActions {
  listEvents(query: {
    status?: OperatorEventView['status'] | undefined;
    offset: number;
    limit: number;
  }): Promise<{ items: OperatorEventView[]; meta: { total: number; offset: number; limit: number } }>;
  settleMarket(
    operator: Operator,
    id: string,
    results: Record<string, OutcomeResult>,
  ): Promise<MarketSettled>;
  suspendMarket(operator: Operator, id: string, suspended: boolean): Promise<{ id: string; status: string }>;
  voidEvent(
    operator: Operator,
    id: string,
  ): Promise<{ id: string; status: 'cancelled'; settlement: SettlementSummary }>;
  /** Null when the feed is not the sandbox: then the finish route does not exist. */
  finishEvent: ((operator: Operator, id: string, score: Score) => Promise<void>) | null;
}

/**
 * Operators settle, re-settle, suspend and void sportsbook markets and events. Each change commits with
 * its audit row; the bets it decides are settled right after the commit (a re-settlement posts
 * correction transfers) and the answer says how many, so the operator sees the effect.
 */
export function createSportsbookActions(deps: {
  pool: pg.Pool;
  clock: () => Date;
  betting: SportsbookBetting;
  sandbox: SportsbookSandboxDoor | null;
}): SportsbookActions {
  const { pool, clock, betting, sandbox } = deps;
  const ops = betting.operations;
  const announce = (eventId: string) => betting.announceEvent(eventId).catch(() => {});

  return {
    listEvents: (query) => ops.listEventsForOperators(pool, query),

    async settleMarket(operator, id, results) {
      const change = await withTx(pool, async (tx) => {
        const changed = await ops.setMarketResults(tx, id, results);
        await writeAudit(
          tx,
          {
            operatorId: operator.id,
            action: changed.resettle ? 'sportsbook.market_resettle' : 'sportsbook.market_settle',
            subjectType: 'sportsbook_market',
            subjectId: id,
            before: { ...changed.before },
            after: { ...changed.after },
          },
          clock(),
        );
        return changed;
      });
      const settlement = await betting.settleMarkets([BigInt(id)], { resettle: change.resettle });
      await announce(change.eventId);
      return { market: { id, ...change.after }, settlement };
    },

    async suspendMarket(operator, id, suspended) {
      const change = await withTx(pool, async (tx) => {
        const changed = await ops.setMarketSuspended(tx, id, suspended);
        await writeAudit(
          tx,
          {
            operatorId: operator.id,
            action: 'sportsbook.market_suspend',
            subjectType: 'sportsbook_market',
            subjectId: id,
            before: { status: changed.before },
            after: { status: changed.after },
          },
          clock(),
        );
        return changed;
      });
      await announce(change.eventId);
      return { id, status: change.after };
    },

    async voidEvent(operator, id) {
      const change = await withTx(pool, async (tx) => {
        const changed = await ops.voidEvent(tx, id);
        await writeAudit(
          tx,
          {
            operatorId: operator.id,
            action: 'sportsbook.event_void',
            subjectType: 'sportsbook_event',
            subjectId: id,
            before: { status: changed.before },
            after: { status: 'cancelled', markets: changed.marketIds },
          },
          clock(),
        );
        return changed;
      });
      const settlement = await betting.settleMarkets(change.marketIds.map(BigInt), {
        resettle: change.resettle,
      });
      await announce(id);
      return { id, status: 'cancelled', settlement };
    },

    finishEvent: sandbox
      ? async (operator, id, score) => {
          if (!(await ops.eventExists(pool, id))) throw notFound();
          // The feed finishes the event in its own transaction and results its markets; their bets are
          // settled here too (the feed's hook does the same, the bet's row lock keeps it once), so the
          // answer comes after the payouts.
          await sandbox.finishEvent(BigInt(id), score);
          await betting.settleMarkets(await ops.marketsOfEvent(pool, id));
          await withTx(pool, (tx) =>
            writeAudit(
              tx,
              {
                operatorId: operator.id,
                action: 'sandbox.sportsbook_finish',
                subjectType: 'sportsbook_event',
                subjectId: id,
                before: null,
                after: { ...score },
              },
              clock(),
            ),
          );
        }
      : null,
  };
}
