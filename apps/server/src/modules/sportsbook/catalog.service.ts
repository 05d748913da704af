import {
  ALL_SPORTS,
  type EventClock,
  type EventStatus,
  formatOdds,
  type MarketStatus,
  type MarketType,
  type MarketView,
  type OutcomeKey,
  type OutcomeResult,
  type SportsEventUpdate,
  type SportsEventView,
  type SportsPage,
  type SportView,
  sportGroupOf,
  sportSegment,
} from '@casino/shared';
import type pg from 'pg';
import { notFound } from '../../http/errors.ts';

/** GET /sportsbook/events filters, already parsed (sport and league as ids). */
export interface EventsFilter {
  sportId?: number;
  leagueId?: bigint;
  /** true: live only; false: upcoming only; undefined: both, live first. */
  live?: boolean;
  offset: number;
  limit: number;
}

interface EventRow {
  id: string;
  sport_id: number;
  home: string;
  away: string;
  starts_at: Date;
  status: EventStatus;
  score_home: number | null;
  score_away: number | null;
  clock: EventClock | null;
  league_id: string;
  league_name: string;
  country: string | null;
  top_rank: number | null;
}

interface MarketRow {
  id: string;
  event_id: string;
  type: MarketType;
  line: string;
  period: number;
  status: MarketStatus;
  market_count: number;
}

interface OutcomeRow {
  id: string;
  market_id: string;
  key: OutcomeKey;
  odds: number;
  result: OutcomeResult | null;
}

const EVENT_COLUMNS = `e.id, e.sport_id, e.home, e.away, e.starts_at, e.status, e.score_home, e.score_away, e.clock,
  l.id AS league_id, l.name AS league_name, l.country, l.top_rank`;
/** Live events first, then by kick-off: the order every list shows. */
const EVENT_ORDER = `(e.status = 'live') DESC, e.starts_at, e.id`;
const OUTCOME_ORDER = `array_position(ARRAY['home','draw','away','over','under','yes','no'], o.key), o.id`;

const segmentOf = new Map(ALL_SPORTS.map((s) => [s.id, sportSegment(s)]));

/** What players read of the sportsbook: sports with counts, event lists, one event, favourites. */
export class SportsbookCatalog {
  constructor(private readonly pool: pg.Pool) {}

  /** Every sport of the list with its live and upcoming event counts (one grouped query). */
  async sports(): Promise<SportView[]> {
    const { rows } = await this.pool.query<{ sport_id: number; live: number; upcoming: number }>(
      `SELECT sport_id, count(*) FILTER (WHERE status = 'live')::int AS live,
              count(*) FILTER (WHERE status = 'upcoming')::int AS upcoming
       FROM sportsbook_events WHERE status IN ('live', 'upcoming') GROUP BY sport_id`,
    );
    const counts = new Map(rows.map((row) => [row.sport_id, row]));
    return ALL_SPORTS.map((sport) => ({
      id: sportSegment(sport),
      slug: sport.slug,
      group: sportGroupOf(sport),
      live: counts.get(sport.id)?.live ?? 0,
      upcoming: counts.get(sport.id)?.upcoming ?? 0,
    }));
  }

  /** Upcoming and live events, live first then by start, each with its main market only. */
  async events(filter: EventsFilter): Promise<SportsPage<SportsEventView>> {
    const where = [filter.live === undefined ? `e.status IN ('live', 'upcoming')` : `e.status = $1`];
    const params: unknown[] = [filter.live ? 'live' : 'upcoming'];
    if (filter.live === undefined) params.pop();
    if (filter.sportId !== undefined) {
      params.push(filter.sportId);
      where.push(`e.sport_id = $${params.length}`);
    }
    if (filter.leagueId !== undefined) {
      params.push(filter.leagueId.toString());
      where.push(`e.league_id = $${params.length}`);
    }
    const condition = where.join(' AND ');
    const [count, page] = await Promise.all([
      this.pool.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM sportsbook_events e WHERE ${condition}`,
        params,
      ),
      this.pool.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM sportsbook_events e JOIN sportsbook_leagues l ON l.id = e.league_id
         WHERE ${condition} ORDER BY ${EVENT_ORDER} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.limit, filter.offset],
      ),
    ]);
    return {
      data: await this.withMarkets(page.rows, 'main'),
      meta: { total: count.rows[0]?.total ?? 0, offset: filter.offset, limit: filter.limit },
    };
  }

  /** One event with every market, whatever its status (a bet's event stays readable after it ends). */
  async event(id: bigint): Promise<SportsEventView> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM sportsbook_events e JOIN sportsbook_leagues l ON l.id = e.league_id
       WHERE e.id = $1`,
      [id.toString()],
    );
    if (rows.length === 0) throw notFound();
    const [event] = await this.withMarkets(rows, 'all');
    if (!event) throw notFound();
    return event;
  }

  /** The player's favourite events, live first then by start, with the main market. */
  async favorites(userId: bigint): Promise<SportsEventView[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM sportsbook_favorites f
       JOIN sportsbook_events e ON e.id = f.event_id JOIN sportsbook_leagues l ON l.id = e.league_id
       WHERE f.user_id = $1 ORDER BY (e.status IN ('live', 'upcoming')) DESC, ${EVENT_ORDER} LIMIT 200`,
      [userId.toString()],
    );
    return this.withMarkets(rows, 'main');
  }

  /** Idempotent; 404 for an unknown event. */
  async addFavorite(userId: bigint, eventId: bigint, now: Date): Promise<void> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO sportsbook_favorites (user_id, event_id, created_at)
       SELECT $1, id, $3 FROM sportsbook_events WHERE id = $2
       ON CONFLICT (user_id, event_id) DO NOTHING`,
      [userId.toString(), eventId.toString(), now],
    );
    if (!rowCount) await this.assertEventExists(eventId);
  }

  /** Idempotent; 404 for an unknown event. */
  async removeFavorite(userId: bigint, eventId: bigint): Promise<void> {
    const { rowCount } = await this.pool.query(
      'DELETE FROM sportsbook_favorites WHERE user_id = $1 AND event_id = $2',
      [userId.toString(), eventId.toString()],
    );
    if (!rowCount) await this.assertEventExists(eventId);
  }

  /** What `broadcast:sportsbook` carries for each of these events: status, score, clock, every market's odds. */
  async eventUpdates(ids: readonly bigint[]): Promise<SportsEventUpdate[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM sportsbook_events e JOIN sportsbook_leagues l ON l.id = e.league_id
       WHERE e.id = ANY ($1::bigint[]) ORDER BY e.id`,
      [ids.map(String)],
    );
    const views = await this.withMarkets(rows, 'all');
    return views.map((view) => ({
      id: view.id,
      sport: view.sport,
      status: view.status,
      score: view.score,
      clock: view.clock,
      markets: view.markets.map((m) => ({
        id: m.id,
        status: m.status,
        outcomes: m.outcomes.map((o) => ({ id: o.id, odds: o.odds })),
      })),
    }));
  }

  private async assertEventExists(eventId: bigint): Promise<void> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM sportsbook_events WHERE id = $1', [
      eventId.toString(),
    ]);
    if (!rowCount) throw notFound();
  }

  /** Adds each event's markets: its main one (the first by sort) or all of them. */
  private async withMarkets(events: EventRow[], which: 'main' | 'all'): Promise<SportsEventView[]> {
    if (events.length === 0) return [];
    const eventIds = events.map((e) => e.id);
    const { rows: markets } = await this.pool.query<MarketRow>(
      `SELECT id, event_id, type, line, period, status, market_count FROM (
         SELECT m.id, m.event_id, m.type, m.line, m.period, m.status, m.sort,
                row_number() OVER (PARTITION BY m.event_id ORDER BY m.sort, m.id) AS place,
                count(*) OVER (PARTITION BY m.event_id)::int AS market_count
         FROM sportsbook_markets m WHERE m.event_id = ANY ($1::bigint[])) x
       WHERE $2 OR place = 1
       ORDER BY event_id, sort, id`,
      [eventIds, which === 'all'],
    );
    const { rows: outcomes } =
      markets.length === 0
        ? { rows: [] as OutcomeRow[] }
        : await this.pool.query<OutcomeRow>(
            `SELECT o.id, o.market_id, o.key, o.odds, o.result FROM sportsbook_outcomes o
             WHERE o.market_id = ANY ($1::bigint[]) ORDER BY o.market_id, ${OUTCOME_ORDER}`,
            [markets.map((m) => m.id)],
          );
    const outcomesOf = new Map<string, OutcomeRow[]>();
    for (const o of outcomes) outcomesOf.set(o.market_id, [...(outcomesOf.get(o.market_id) ?? []), o]);
    const marketsOf = new Map<string, MarketRow[]>();
    for (const m of markets) marketsOf.set(m.event_id, [...(marketsOf.get(m.event_id) ?? []), m]);
    return events.map((e) => {
      const own = marketsOf.get(e.id) ?? [];
      return {
        id: e.id,
        sport: segmentOf.get(e.sport_id) ?? `sport-${e.sport_id}`,
        league: { id: e.league_id, name: e.league_name, country: e.country, top: e.top_rank !== null },
        home: e.home,
        away: e.away,
        startsAt: e.starts_at.toISOString(),
        status: e.status,
        score:
          e.score_home === null || e.score_away === null ? null : { home: e.score_home, away: e.score_away },
        clock: e.clock,
        markets: own.map((m) => marketView(m, outcomesOf.get(m.id) ?? [])),
        marketCount: own[0]?.market_count ?? 0,
      };
    });
  }
}

function marketView(m: MarketRow, outcomes: OutcomeRow[]): MarketView {
  return {
    id: m.id,
    type: m.type,
    line: m.line === '' ? null : m.line,
    period: m.period === 0 ? null : m.period,
    status: m.status,
    outcomes: outcomes.map((o) => ({
      id: o.id,
      key: o.key,
      odds: formatOdds(BigInt(o.odds)),
      result: o.result,
    })),
  };
}
