import {
  type EventStatus,
  formatOdds,
  type MarketStatus,
  type MarketType,
  type OutcomeKey,
  type OutcomeResult,
  type Score,
  type SportsEventUpdate,
} from '@casino/shared';
import type pg from 'pg';
import type { Tx } from '../../../db/tx.ts';
import { AppError, notFound, validationFailed } from '../../../http/errors.ts';
import { sportSegmentOf } from './bet-views.ts';

type Queryable = pg.Pool | pg.PoolClient;

/** What operators read about an event: every market with its results, version and open bets. */
export interface OperatorEventView {
  id: string;
  sport: string;
  league: { id: string; name: string };
  home: string;
  away: string;
  startsAt: string;
  status: EventStatus;
  score: Score | null;
  openBets: number;
  markets: OperatorMarketView[];
}

export interface OperatorMarketView {
  id: string;
  type: MarketType;
  line: string | null;
  period: number | null;
  status: MarketStatus;
  resultVersion: number;
  openBets: number;
  outcomes: { id: string; key: OutcomeKey; odds: string; result: OutcomeResult | null }[];
}

interface EventRow {
  id: string;
  sport_id: number;
  league_id: string;
  league_name: string;
  home: string;
  away: string;
  starts_at: Date;
  status: EventStatus;
  score_home: number | null;
  score_away: number | null;
  clock: { period: number; minute: number | null } | null;
}

interface MarketRow {
  id: string;
  event_id: string;
  type: MarketType;
  line: string;
  period: number;
  status: MarketStatus;
  result_version: number;
  outcomes: { id: number | string; key: OutcomeKey; odds: number; result: OutcomeResult | null }[];
}

const scoreOf = (row: EventRow): Score | null =>
  row.score_home === null || row.score_away === null ? null : { home: row.score_home, away: row.score_away };

const MARKETS_OF_EVENTS = `SELECT m.id, m.event_id, m.type, m.line, m.period, m.status, m.result_version,
    coalesce(json_agg(json_build_object('id', o.id::text, 'key', o.key, 'odds', o.odds, 'result', o.result)
                      ORDER BY o.id) FILTER (WHERE o.id IS NOT NULL), '[]') AS outcomes
  FROM sportsbook_markets m LEFT JOIN sportsbook_outcomes o ON o.market_id = m.id
  WHERE m.event_id = ANY($1::bigint[])
  GROUP BY m.id ORDER BY m.event_id, m.sort, m.id`;

/** The operator's event list (newest start first), with each market's results and open bets. */
export async function listEventsForOperators(
  pool: pg.Pool,
  query: { status?: EventStatus | undefined; offset: number; limit: number },
): Promise<{ items: OperatorEventView[]; meta: { total: number; offset: number; limit: number } }> {
  const filter = query.status ? 'WHERE e.status = $1' : 'WHERE $1::text IS NULL';
  const status = query.status ?? null;
  const [count, page] = await Promise.all([
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM sportsbook_events e ${filter}`, [
      status,
    ]),
    pool.query<EventRow>(
      `SELECT e.id, e.sport_id, e.league_id, l.name AS league_name, e.home, e.away, e.starts_at, e.status,
              e.score_home, e.score_away, e.clock
       FROM sportsbook_events e JOIN sportsbook_leagues l ON l.id = e.league_id ${filter}
       ORDER BY e.starts_at DESC, e.id DESC OFFSET $2 LIMIT $3`,
      [status, query.offset, query.limit],
    ),
  ]);
  const ids = page.rows.map((row) => row.id);
  const [markets, open] = await Promise.all([
    pool.query<MarketRow>(MARKETS_OF_EVENTS, [ids]),
    pool.query<{ market_id: string; n: number }>(
      `SELECT s.market_id, count(*)::int AS n FROM sportsbook_selections s
       JOIN sportsbook_bets b ON b.id = s.bet_id
       WHERE b.status = 'open' AND s.event_id = ANY($1::bigint[]) GROUP BY s.market_id`,
      [ids],
    ),
  ]);
  const openByMarket = new Map(open.rows.map((row) => [String(row.market_id), row.n]));
  const items = page.rows.map((row): OperatorEventView => {
    const own = markets.rows
      .filter((m) => String(m.event_id) === String(row.id))
      .map(
        (m): OperatorMarketView => ({
          id: String(m.id),
          type: m.type,
          line: m.line === '' ? null : m.line,
          period: m.period === 0 ? null : m.period,
          status: m.status,
          resultVersion: m.result_version,
          openBets: openByMarket.get(String(m.id)) ?? 0,
          outcomes: m.outcomes.map((o) => ({
            id: String(o.id),
            key: o.key,
            odds: formatOdds(BigInt(o.odds)),
            result: o.result,
          })),
        }),
      );
    return {
      id: String(row.id),
      sport: sportSegmentOf(row.sport_id),
      league: { id: String(row.league_id), name: row.league_name },
      home: row.home,
      away: row.away,
      startsAt: row.starts_at.toISOString(),
      status: row.status,
      score: scoreOf(row),
      openBets: own.reduce((sum, m) => sum + m.openBets, 0),
      markets: own,
    };
  });
  return { items, meta: { total: count.rows[0]?.total ?? 0, offset: query.offset, limit: query.limit } };
}

export interface MarketChange {
  marketId: string;
  eventId: string;
  before: { status: MarketStatus; resultVersion: number; results: Record<string, OutcomeResult | null> };
  after: { status: MarketStatus; resultVersion: number; results: Record<string, OutcomeResult | null> };
  /** The market had results before: its settled bets need re-settling. */
  resettle: boolean;
}

async function lockMarket(tx: Tx, marketId: string) {
  const { rows } = await tx.client.query<{
    id: string;
    event_id: string;
    status: MarketStatus;
    result_version: number;
  }>('SELECT id, event_id, status, result_version FROM sportsbook_markets WHERE id = $1 FOR UPDATE', [
    marketId,
  ]);
  const market = rows[0];
  if (!market) throw notFound();
  const outcomes = await tx.client.query<{ id: string; result: OutcomeResult | null }>(
    'SELECT id, result FROM sportsbook_outcomes WHERE market_id = $1 ORDER BY id',
    [marketId],
  );
  const results = Object.fromEntries(outcomes.rows.map((o) => [String(o.id), o.result]));
  return { market, results };
}

/**
 * Sets every outcome's result of a market (all of its outcomes, no others: a 400 on `results`
 * otherwise), marks it settled and bumps its result version. Settling its bets is the caller's next step,
 * after commit.
 */
export async function setMarketResults(
  tx: Tx,
  marketId: string,
  results: Record<string, OutcomeResult>,
): Promise<MarketChange> {
  const { market, results: before } = await lockMarket(tx, marketId);
  const known = Object.keys(before);
  const given = Object.keys(results);
  if (given.length !== known.length || given.some((id) => !(id in before))) {
    throw validationFailed([
      { field: 'results', message: 'Validation.invalid_format', params: { outcomes: known.join(',') } },
    ]);
  }
  await tx.client.query(
    `UPDATE sportsbook_outcomes o SET result = r.result
     FROM unnest($1::bigint[], $2::text[]) AS r(id, result) WHERE o.id = r.id`,
    [given, given.map((id) => results[id])],
  );
  await tx.client.query(
    `UPDATE sportsbook_markets SET status = 'settled', result_version = result_version + 1 WHERE id = $1`,
    [marketId],
  );
  return {
    marketId: String(market.id),
    eventId: String(market.event_id),
    before: { status: market.status, resultVersion: market.result_version, results: before },
    after: { status: 'settled', resultVersion: market.result_version + 1, results: { ...results } },
    resettle: market.status === 'settled' || market.status === 'void',
  };
}

/** Suspends or reopens a market; a settled or void market is 409 conflict. */
export async function setMarketSuspended(
  tx: Tx,
  marketId: string,
  suspended: boolean,
): Promise<{ marketId: string; eventId: string; before: MarketStatus; after: MarketStatus }> {
  const { market } = await lockMarket(tx, marketId);
  if (market.status === 'settled' || market.status === 'void')
    throw new AppError(409, 'conflict', { status: market.status });
  const after: MarketStatus = suspended ? 'suspended' : 'open';
  await tx.client.query('UPDATE sportsbook_markets SET status = $2 WHERE id = $1', [marketId, after]);
  return { marketId: String(market.id), eventId: String(market.event_id), before: market.status, after };
}

/**
 * Cancels an event: it turns cancelled, each of its markets void (result version bumped, outcomes void).
 * Answers every market of the event (their bets are settled next, after commit) and whether any had been
 * settled (then its bets need re-settling).
 */
export async function voidEvent(
  tx: Tx,
  eventId: string,
): Promise<{ eventId: string; before: EventStatus; marketIds: string[]; resettle: boolean }> {
  const { rows } = await tx.client.query<{ status: EventStatus }>(
    'SELECT status FROM sportsbook_events WHERE id = $1 FOR UPDATE',
    [eventId],
  );
  const event = rows[0];
  if (!event) throw notFound();
  await tx.client.query(
    `UPDATE sportsbook_events SET status = 'cancelled', updated_at = now() WHERE id = $1`,
    [eventId],
  );
  const markets = await tx.client.query<{ id: string; before: MarketStatus }>(
    `WITH old AS (SELECT id, status FROM sportsbook_markets WHERE event_id = $1 ORDER BY id FOR UPDATE)
     UPDATE sportsbook_markets m SET status = 'void', result_version = m.result_version + 1
     FROM old WHERE m.id = old.id AND old.status <> 'void'
     RETURNING m.id, old.status AS before`,
    [eventId],
  );
  await tx.client.query(
    `UPDATE sportsbook_outcomes SET result = 'void' WHERE market_id = ANY($1::bigint[])`,
    [markets.rows.map((m) => m.id)],
  );
  const all = await tx.client.query<{ id: string }>('SELECT id FROM sportsbook_markets WHERE event_id = $1', [
    eventId,
  ]);
  return {
    eventId,
    before: event.status,
    marketIds: all.rows.map((m) => String(m.id)),
    resettle: markets.rows.some((m) => m.before === 'settled'),
  };
}

/** The `broadcast:sportsbook` payload of an event as it is now. */
export async function eventUpdate(db: Queryable, eventId: string): Promise<SportsEventUpdate | undefined> {
  const { rows } = await db.query<EventRow>(
    `SELECT e.id, e.sport_id, e.league_id, '' AS league_name, e.home, e.away, e.starts_at, e.status,
            e.score_home, e.score_away, e.clock
     FROM sportsbook_events e WHERE e.id = $1`,
    [eventId],
  );
  const event = rows[0];
  if (!event) return undefined;
  const markets = await db.query<MarketRow>(MARKETS_OF_EVENTS, [[eventId]]);
  return {
    id: String(event.id),
    sport: sportSegmentOf(event.sport_id),
    status: event.status,
    score: scoreOf(event),
    clock: event.clock,
    markets: markets.rows.map((m) => ({
      id: String(m.id),
      status: m.status,
      outcomes: m.outcomes.map((o) => ({ id: String(o.id), odds: formatOdds(BigInt(o.odds)) })),
    })),
  };
}

/** Whether an event exists (the sandbox door answers 404 for one that does not). */
export async function eventExists(db: Queryable, eventId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM sportsbook_events WHERE id = $1', [eventId]);
  return rowCount === 1;
}

/** The ids of an event's markets. */
export async function marketsOfEvent(db: Queryable, eventId: string): Promise<bigint[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM sportsbook_markets WHERE event_id = $1', [
    eventId,
  ]);
  return rows.map((row) => BigInt(row.id));
}
