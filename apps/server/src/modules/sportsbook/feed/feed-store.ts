import {
  type FinalScore,
  type MarketType,
  type OutcomeKey,
  type OutcomeResult,
  type Score,
  settleMarket,
} from '@casino/shared';
import type { Tx } from '../../../db/tx.ts';
import type { FeedEvent } from './odds-feed.ts';

/** What one write of feed snapshots changed: events to announce, markets to settle. */
export interface StoreChanges {
  changedEventIds: Set<bigint>;
  resultedMarketIds: bigint[];
}

const TERMINAL = new Set(['finished', 'cancelled']);

/**
 * Writes feed snapshots in a handful of set-based statements, whatever their number. Rows of finished or
 * cancelled events are never touched again (an operator or the sandbox door may have ended them first), and
 * settled or voided markets keep their results. Markets of a live snapshot that the feed no longer quotes
 * are suspended, never left open at stale prices.
 */
export async function applySnapshots(
  tx: Tx,
  feed: string,
  events: FeedEvent[],
  now: Date,
): Promise<StoreChanges> {
  const changes: StoreChanges = { changedEventIds: new Set(), resultedMarketIds: [] };
  if (events.length === 0) return changes;
  const db = tx.client;

  const leagues = new Map(events.map((e) => [e.league.feedRef, e.league]));
  await db.query(
    `INSERT INTO sportsbook_leagues (feed_ref, sport_id, name, country, top_rank)
     SELECT feed_ref, sport_id, name, country, top_rank
     FROM jsonb_to_recordset($1::jsonb) AS x(feed_ref text, sport_id int, name text, country text, top_rank smallint)
     ON CONFLICT (feed_ref) DO UPDATE SET name = excluded.name, country = excluded.country, top_rank = excluded.top_rank
     WHERE (sportsbook_leagues.name, sportsbook_leagues.country, sportsbook_leagues.top_rank)
       IS DISTINCT FROM (excluded.name, excluded.country, excluded.top_rank)`,
    [
      JSON.stringify(
        [...leagues.values()].map((l) => ({
          feed_ref: l.feedRef,
          sport_id: l.sportId,
          name: l.name,
          country: l.country,
          top_rank: l.topRank,
        })),
      ),
    ],
  );

  // A snapshot that ends the event is first written as it stood (live or upcoming), then ended below, so
  // ending goes through one path: the same one the sandbox door and operators take.
  const eventRows = events.map((e) => ({
    feed_ref: e.feedRef,
    league_ref: e.league.feedRef,
    sport_id: e.league.sportId,
    home: e.home,
    away: e.away,
    starts_at: e.startsAt.toISOString(),
    status: e.status === 'finished' ? 'live' : e.status === 'cancelled' ? 'upcoming' : e.status,
    score_home: e.score?.home ?? null,
    score_away: e.score?.away ?? null,
    periods: e.periods,
    clock: e.clock,
  }));
  const upserted = await db.query<{ id: string }>(
    `INSERT INTO sportsbook_events
       (league_id, sport_id, home, away, starts_at, status, score_home, score_away, periods, clock, feed_ref, updated_at)
     SELECT l.id, x.sport_id, x.home, x.away, x.starts_at, x.status, x.score_home, x.score_away,
            coalesce(x.periods, '[]'::jsonb), x.clock, x.feed_ref, $2
     FROM jsonb_to_recordset($1::jsonb) AS x(feed_ref text, league_ref text, sport_id int, home text, away text,
            starts_at timestamptz, status text, score_home int, score_away int, periods jsonb, clock jsonb)
     JOIN sportsbook_leagues l ON l.feed_ref = x.league_ref
     ON CONFLICT (feed_ref) DO UPDATE SET
       league_id = excluded.league_id, home = excluded.home, away = excluded.away, starts_at = excluded.starts_at,
       status = excluded.status, score_home = excluded.score_home, score_away = excluded.score_away,
       periods = excluded.periods, clock = excluded.clock, updated_at = excluded.updated_at
     WHERE sportsbook_events.status NOT IN ('finished', 'cancelled')
       AND (sportsbook_events.league_id, sportsbook_events.home, sportsbook_events.away, sportsbook_events.starts_at,
            sportsbook_events.status, sportsbook_events.score_home, sportsbook_events.score_away,
            sportsbook_events.periods, sportsbook_events.clock)
         IS DISTINCT FROM (excluded.league_id, excluded.home, excluded.away, excluded.starts_at, excluded.status,
            excluded.score_home, excluded.score_away, excluded.periods, excluded.clock)
     RETURNING id`,
    [JSON.stringify(eventRows), now],
  );
  for (const row of upserted.rows) changes.changedEventIds.add(BigInt(row.id));

  const { rows: stored } = await db.query<{ id: string; feed_ref: string; status: string }>(
    'SELECT id, feed_ref, status FROM sportsbook_events WHERE feed_ref = ANY ($1::text[])',
    [events.map((e) => e.feedRef)],
  );
  const byRef = new Map(stored.map((row) => [row.feed_ref, row]));

  const marketRows: {
    event_id: string;
    type: MarketType;
    line: string;
    period: number;
    status: string;
    sort: number;
  }[] = [];
  const outcomeRows: {
    event_id: string;
    type: string;
    line: string;
    period: number;
    key: string;
    odds: number;
  }[] = [];
  for (const event of events) {
    const row = byRef.get(event.feedRef);
    if (!row || TERMINAL.has(row.status)) continue;
    for (const m of event.markets) {
      marketRows.push({
        event_id: row.id,
        type: m.type,
        line: m.line,
        period: m.period,
        status: m.suspended ? 'suspended' : 'open',
        sort: m.sort,
      });
      for (const [key, odds] of Object.entries(m.odds)) {
        if (odds === undefined) continue;
        outcomeRows.push({
          event_id: row.id,
          type: m.type,
          line: m.line,
          period: m.period,
          key,
          odds: Number(odds),
        });
      }
    }
  }
  // Every event of the pass still running: its markets not quoted now are suspended below.
  const openEventIds = events
    .map((e) => byRef.get(e.feedRef))
    .filter((row) => row !== undefined && !TERMINAL.has(row.status))
    .map((row) => (row as { id: string }).id);
  if (openEventIds.length > 0) {
    await keepOperatorSuspensions(tx, feed, marketRows, openEventIds, events, byRef);
    const marketsJson = JSON.stringify(marketRows);
    const touchedMarkets = await db.query<{ event_id: string }>(
      `INSERT INTO sportsbook_markets (event_id, type, line, period, status, sort)
       SELECT event_id, type, line, period, status, sort
       FROM jsonb_to_recordset($1::jsonb) AS x(event_id bigint, type text, line text, period smallint, status text, sort smallint)
       ON CONFLICT (event_id, type, line, period) DO UPDATE SET status = excluded.status, sort = excluded.sort
       WHERE sportsbook_markets.status IN ('open', 'suspended')
         AND (sportsbook_markets.status, sportsbook_markets.sort) IS DISTINCT FROM (excluded.status, excluded.sort)
       RETURNING event_id`,
      [marketsJson],
    );
    const dropped = await db.query<{ event_id: string; type: string; line: string; period: number }>(
      `UPDATE sportsbook_markets m SET status = 'suspended'
       WHERE m.event_id = ANY ($2::bigint[]) AND m.status = 'open'
         AND NOT EXISTS (
           SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS x(event_id bigint, type text, line text, period smallint)
           WHERE x.event_id = m.event_id AND x.type = m.type AND x.line = m.line AND x.period = m.period)
       RETURNING m.event_id, m.type, m.line, m.period`,
      [marketsJson, openEventIds],
    );
    const touchedOutcomes = await db.query<{ event_id: string }>(
      `INSERT INTO sportsbook_outcomes (market_id, key, odds)
       SELECT m.id, x.key, x.odds
       FROM jsonb_to_recordset($1::jsonb) AS x(event_id bigint, type text, line text, period smallint, key text, odds int)
       JOIN sportsbook_markets m ON m.event_id = x.event_id AND m.type = x.type AND m.line = x.line AND m.period = x.period
       -- New outcomes get their ids in display order.
       ORDER BY m.id, array_position(ARRAY['home','draw','away','over','under','yes','no'], x.key)
       ON CONFLICT (market_id, key) DO UPDATE SET odds = excluded.odds
       WHERE sportsbook_outcomes.result IS NULL AND sportsbook_outcomes.odds <> excluded.odds
       RETURNING (SELECT event_id FROM sportsbook_markets WHERE id = sportsbook_outcomes.market_id) AS event_id`,
      [JSON.stringify(outcomeRows)],
    );
    for (const row of [...touchedMarkets.rows, ...dropped.rows, ...touchedOutcomes.rows])
      changes.changedEventIds.add(BigInt(row.event_id));
    if (dropped.rows.length > 0) {
      await tx.client.query(`UPDATE sportsbook_feed_state SET state = state || $2::jsonb WHERE feed = $1`, [
        `${feed}:suspended`,
        JSON.stringify(dropped.rows.map(marketKey)),
      ]);
    }
  }

  for (const event of events) {
    const row = byRef.get(event.feedRef);
    if (!row || TERMINAL.has(row.status)) continue;
    const id = BigInt(row.id);
    let resulted: bigint[] | null = null;
    if (event.status === 'finished' && event.score) {
      resulted = await finishEventTx(tx, id, { ...event.score, periods: event.periods }, now);
    } else if (event.status === 'cancelled') {
      resulted = await cancelEventTx(tx, id, now);
    }
    if (resulted) {
      changes.changedEventIds.add(id);
      changes.resultedMarketIds.push(...resulted);
    }
  }
  return changes;
}

const marketKey = (m: { event_id: string; type: string; line: string; period: number }) =>
  `${m.event_id}|${m.type}|${m.line}|${m.period}`;

/**
 * An operator's suspension outlives the feed's wishes: the feed reopens only the markets it suspended
 * itself (kept, by natural key, in feed_state '{feed}:suspended'). Rewrites `marketRows` statuses in place.
 */
async function keepOperatorSuspensions(
  tx: Tx,
  feed: string,
  marketRows: { event_id: string; type: string; line: string; period: number; status: string }[],
  eventIds: string[],
  events: FeedEvent[],
  byRef: Map<string, { id: string }>,
): Promise<void> {
  const key = `${feed}:suspended`;
  await tx.client.query(
    `INSERT INTO sportsbook_feed_state (feed, state) VALUES ($1, '[]'::jsonb) ON CONFLICT (feed) DO NOTHING`,
    [key],
  );
  const { rows: heldRows } = await tx.client.query<{ state: string[] }>(
    'SELECT state FROM sportsbook_feed_state WHERE feed = $1 FOR UPDATE',
    [key],
  );
  const held = new Set(heldRows[0]?.state ?? []);
  const { rows: current } = await tx.client.query<{
    event_id: string;
    type: string;
    line: string;
    period: number;
    status: string;
  }>(
    'SELECT event_id, type, line, period, status FROM sportsbook_markets WHERE event_id = ANY ($1::bigint[])',
    [eventIds],
  );
  const statusOf = new Map(current.map((m) => [marketKey(m), m.status]));
  const inPass = new Set(eventIds);
  const ending = new Set(
    events
      .filter((e) => e.status === 'finished' || e.status === 'cancelled')
      .map((e) => byRef.get(e.feedRef)?.id),
  );
  // Markets of events outside this pass keep their entries; those of ending events are forgotten.
  const next = new Set([...held].filter((k) => !inPass.has(k.split('|')[0] as string)));
  for (const row of marketRows) {
    const k = marketKey(row);
    const now = statusOf.get(k);
    const operators = now === 'suspended' && !held.has(k);
    if (row.status === 'open' && operators) row.status = 'suspended';
    else if (row.status === 'suspended' && !operators && !ending.has(row.event_id)) next.add(k);
  }
  await tx.client.query('UPDATE sportsbook_feed_state SET state = $2::jsonb WHERE feed = $1', [
    key,
    JSON.stringify([...next]),
  ]);
}

interface OpenMarket {
  id: string;
  type: MarketType;
  line: string;
  period: number;
  keys: OutcomeKey[];
}

async function openMarketsOf(tx: Tx, eventId: bigint): Promise<OpenMarket[]> {
  const { rows } = await tx.client.query<OpenMarket>(
    `SELECT m.id, m.type, m.line, m.period,
            ARRAY(SELECT o.key FROM sportsbook_outcomes o WHERE o.market_id = m.id ORDER BY o.id) AS keys
     FROM sportsbook_markets m
     WHERE m.event_id = $1 AND m.status IN ('open', 'suspended')
     ORDER BY m.id FOR UPDATE`,
    [eventId.toString()],
  );
  return rows;
}

/** Writes each outcome's result and closes its market (settled, or void when every outcome is void). */
async function writeResults(
  tx: Tx,
  results: { marketId: string; outcomes: Record<string, OutcomeResult> }[],
): Promise<bigint[]> {
  if (results.length === 0) return [];
  const outcomeRows = results.flatMap((r) =>
    Object.entries(r.outcomes).map(([key, result]) => ({ market_id: r.marketId, key, result })),
  );
  await tx.client.query(
    `UPDATE sportsbook_outcomes o SET result = x.result
     FROM jsonb_to_recordset($1::jsonb) AS x(market_id bigint, key text, result text)
     WHERE o.market_id = x.market_id AND o.key = x.key`,
    [JSON.stringify(outcomeRows)],
  );
  const marketRows = results.map((r) => ({
    id: r.marketId,
    status: Object.values(r.outcomes).every((result) => result === 'void') ? 'void' : 'settled',
  }));
  await tx.client.query(
    `UPDATE sportsbook_markets m SET status = x.status, result_version = m.result_version + 1
     FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, status text)
     WHERE m.id = x.id`,
    [JSON.stringify(marketRows)],
  );
  return results.map((r) => BigInt(r.marketId));
}

/**
 * Finishes an event with its final score and settles every market still open from it (settleMarket).
 * Returns the resulted markets, or null when the event was already finished or cancelled.
 */
export async function finishEventTx(
  tx: Tx,
  eventId: bigint,
  final: FinalScore,
  now: Date,
): Promise<bigint[] | null> {
  const periods: Score[] = final.periods ?? [];
  const { rowCount } = await tx.client.query(
    `UPDATE sportsbook_events
     SET status = 'finished', score_home = $2, score_away = $3, periods = $4::jsonb, clock = NULL, updated_at = $5
     WHERE id = $1 AND status NOT IN ('finished', 'cancelled')`,
    [eventId.toString(), final.home, final.away, JSON.stringify(periods), now],
  );
  if (!rowCount) return null;
  const markets = await openMarketsOf(tx, eventId);
  return writeResults(
    tx,
    markets.map((m) => ({
      marketId: m.id,
      outcomes: settleMarket(
        { type: m.type, line: m.line === '' ? null : m.line, period: m.period === 0 ? null : m.period },
        m.keys,
        { home: final.home, away: final.away, periods },
      ),
    })),
  );
}

/** Cancels an event and voids every market still open on it; null when it had already ended. */
export async function cancelEventTx(tx: Tx, eventId: bigint, now: Date): Promise<bigint[] | null> {
  const { rowCount } = await tx.client.query(
    `UPDATE sportsbook_events SET status = 'cancelled', clock = NULL, updated_at = $2
     WHERE id = $1 AND status NOT IN ('finished', 'cancelled')`,
    [eventId.toString(), now],
  );
  if (!rowCount) return null;
  const markets = await openMarketsOf(tx, eventId);
  return writeResults(
    tx,
    markets.map((m) => ({
      marketId: m.id,
      outcomes: Object.fromEntries(m.keys.map((key) => [key, 'void' as const])),
    })),
  );
}
