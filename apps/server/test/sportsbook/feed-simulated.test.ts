import {
  ALL_SPORTS,
  type MarketType,
  type OutcomeKey,
  SPORTSBOOK_CHANNEL,
  type SportsEventUpdate,
  settleMarket,
} from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedHarness, feedHarness } from './feed-helpers.ts';

interface MarketRow {
  id: string;
  event_id: string;
  type: MarketType;
  line: string;
  period: number;
  status: string;
  result_version: number;
}

let h: FeedHarness;

beforeAll(async () => {
  h = await feedHarness({ seed: 7 });
  await h.feed.sync();
});
afterAll(async () => {
  await h.db.drop();
});

const q = <T extends object>(sql: string, params: unknown[] = []) =>
  h.db.database.pool.query<T>(sql, params).then((r) => r.rows);

describe('the simulated feed', () => {
  it('fills the book with a few hundred events over the next days, several live now, across the sports', async () => {
    const counts = await q<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM sportsbook_events GROUP BY status',
    );
    const by = Object.fromEntries(counts.map((c) => [c.status, c.n]));
    expect(by.live).toBeGreaterThanOrEqual(3);
    expect((by.upcoming ?? 0) + (by.live ?? 0)).toBeGreaterThanOrEqual(200);
    const sports = await q<{ sport_id: number }>('SELECT DISTINCT sport_id FROM sportsbook_events');
    const ids = new Set(sports.map((s) => s.sport_id));
    expect(ids.size).toBeGreaterThan(25);
    for (const id of ids) expect(ALL_SPORTS.some((s) => s.id === id)).toBe(true);
    // Cybersports carry map winners; soccer both teams to score.
    const types = await q<{ slug: number; type: string }>(
      `SELECT DISTINCT e.sport_id AS slug, m.type FROM sportsbook_markets m JOIN sportsbook_events e ON e.id = m.event_id
       WHERE e.sport_id IN (1, 109)`,
    );
    expect(types).toEqual(
      expect.arrayContaining([
        { slug: 1, type: 'both_teams_to_score' },
        { slug: 109, type: 'map_winner' },
        { slug: 1, type: 'total' },
        { slug: 1, type: 'handicap' },
      ]),
    );
    const threeWay = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM sportsbook_outcomes o JOIN sportsbook_markets m ON m.id = o.market_id
       JOIN sportsbook_events e ON e.id = m.event_id WHERE e.sport_id = 2 AND o.key = 'draw'`,
    );
    expect(threeWay[0]?.n).toBe(0);
    const top = await q<{ name: string }>('SELECT name FROM sportsbook_leagues WHERE top_rank IS NOT NULL');
    expect(top.map((l) => l.name)).toEqual(expect.arrayContaining(['Premier League', 'Champions League']));
  });

  it('publishes one update per changed event on broadcast:sportsbook', async () => {
    expect(h.published.length).toBeGreaterThan(200);
    expect(new Set(h.published.map((p) => p.channel))).toEqual(new Set([SPORTSBOOK_CHANNEL]));
    const ids = h.published.map((p) => (p.payload as SportsEventUpdate).id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('moves live odds, suspends markets around goals and reopens them, and finishes events with results', async () => {
    const oddsOf = async () =>
      new Map(
        (
          await q<{ id: string; odds: number }>(
            `SELECT o.id, o.odds FROM sportsbook_outcomes o JOIN sportsbook_markets m ON m.id = o.market_id
             JOIN sportsbook_events e ON e.id = m.event_id WHERE e.status = 'live'`,
          )
        ).map((r) => [r.id, r.odds]),
      );
    const before = await oddsOf();
    let moved = 0;
    const suspendedSeen = new Set<string>();
    const reopened = new Set<string>();
    let published = h.published.length;
    let perSyncUnique = true;
    // Three hours in 20-second passes.
    for (let step = 0; step < 540; step++) {
      h.clock.advance(20_000);
      await h.feed.sync();
      const batch = h.published.slice(published).map((p) => (p.payload as SportsEventUpdate).id);
      if (new Set(batch).size !== batch.length) perSyncUnique = false;
      published = h.published.length;
      if (step === 30) {
        // Ten minutes on, the same live events are priced differently.
        const now = await oddsOf();
        moved = [...before].filter(([id, odds]) => now.has(id) && now.get(id) !== odds).length;
      }
      if (step % 3 !== 0) continue;
      const markets = await q<{ id: string; status: string }>(
        `SELECT m.id, m.status FROM sportsbook_markets m JOIN sportsbook_events e ON e.id = m.event_id
         WHERE e.status = 'live' AND e.sport_id = 1 AND m.type = 'match_winner'`,
      );
      for (const m of markets) {
        if (m.status === 'suspended') suspendedSeen.add(m.id);
        else if (suspendedSeen.has(m.id)) reopened.add(m.id);
      }
    }
    expect(perSyncUnique).toBe(true);
    expect(moved).toBeGreaterThan(0);
    expect(suspendedSeen.size).toBeGreaterThan(0);
    expect(reopened.size).toBeGreaterThan(0);

    const finished = await q<{
      id: string;
      score_home: number;
      score_away: number;
      periods: { home: number; away: number }[];
    }>(`SELECT id, score_home, score_away, periods FROM sportsbook_events WHERE status = 'finished'`);
    expect(finished.length).toBeGreaterThan(5);
    const markets = await q<MarketRow>(
      `SELECT id, event_id, type, line, period, status, result_version FROM sportsbook_markets
       WHERE event_id = ANY ($1::bigint[])`,
      [finished.map((e) => e.id)],
    );
    const outcomes = await q<{ market_id: string; key: OutcomeKey; result: string | null }>(
      'SELECT market_id, key, result FROM sportsbook_outcomes WHERE market_id = ANY ($1::bigint[]) ORDER BY id',
      [markets.map((m) => m.id)],
    );
    for (const market of markets) {
      const event = finished.find((e) => e.id === market.event_id);
      if (!event) throw new Error('market without event');
      const own = outcomes.filter((o) => o.market_id === market.id);
      const expected = settleMarket(
        { type: market.type, line: market.line || null, period: market.period || null },
        own.map((o) => o.key),
        { home: event.score_home, away: event.score_away, periods: event.periods },
      );
      expect(Object.fromEntries(own.map((o) => [o.key, o.result]))).toEqual(expected);
      expect(market.status).toBe(Object.values(expected).every((r) => r === 'void') ? 'void' : 'settled');
      expect(market.result_version).toBe(1);
    }
    // Every resulted market was announced after commit, once.
    const announced = h.resulted.flat().map(String);
    expect(new Set(announced).size).toBe(announced.length);
    expect(new Set(announced)).toEqual(new Set(markets.map((m) => m.id)));
  });

  it('keeps the book full as events finish', async () => {
    const [row] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM sportsbook_events WHERE status IN ('upcoming', 'live')`,
    );
    expect(row?.n).toBeGreaterThanOrEqual(200);
  });

  it('resumes after a restart without duplicating events', async () => {
    const before = await q<{ id: string; feed_ref: string }>(
      'SELECT id, feed_ref FROM sportsbook_events ORDER BY id',
    );
    const restarted = h.restart();
    await restarted.sync();
    h.clock.advance(60 * 60_000);
    await restarted.sync();
    const after = await q<{ id: string; feed_ref: string }>(
      'SELECT id, feed_ref FROM sportsbook_events ORDER BY id',
    );
    expect(after.slice(0, before.length)).toEqual(before);
    // Only the hour's new slots were added (one about every 12 minutes).
    expect(after.length - before.length).toBeGreaterThanOrEqual(3);
    expect(after.length - before.length).toBeLessThanOrEqual(7);
    const [state] = await q<{ state: { seed: number; created: number } }>(
      `SELECT state FROM sportsbook_feed_state WHERE feed = 'sandbox'`,
    );
    expect(state?.state.seed).toBe(7);
    expect(state?.state.created).toBe(after.length);
  });

  it('leaves a market an operator suspended closed', async () => {
    const [market] = await q<{ id: string }>(
      `SELECT m.id FROM sportsbook_markets m JOIN sportsbook_events e ON e.id = m.event_id
       WHERE e.status = 'live' AND m.status = 'open' AND e.sport_id <> 1 ORDER BY e.starts_at DESC LIMIT 1`,
    );
    if (!market) throw new Error('no open live market');
    await q(`UPDATE sportsbook_markets SET status = 'suspended' WHERE id = $1`, [market.id]);
    for (let i = 0; i < 5; i++) {
      h.clock.advance(20_000);
      await h.feed.sync();
    }
    const [row] = await q<{ status: string }>('SELECT status FROM sportsbook_markets WHERE id = $1', [
      market.id,
    ]);
    expect(['suspended', 'settled', 'void']).toContain(row?.status);
  });
});
