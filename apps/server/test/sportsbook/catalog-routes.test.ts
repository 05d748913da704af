import { ALL_SPORTS, type SportsEventView, type SportsPage, type SportView } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SPORTSBOOK_FEED: 'sandbox' });
  await t.sportsbookFeed.sync();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const page = async (query: string) => {
  const response = await get(`/api/v1/sportsbook/events${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as SportsPage<SportsEventView>;
};
const q = <T extends object>(sql: string, params: unknown[] = []) =>
  t.db.database.pool.query<T>(sql, params).then((r) => r.rows);

describe('GET /api/v1/sportsbook/sports', () => {
  it('lists every sport of the list with its live and upcoming counts', async () => {
    const response = await get('/api/v1/sportsbook/sports');
    expect(response.statusCode).toBe(200);
    const sports = response.json() as SportView[];
    expect(sports.map((s) => s.id)).toEqual(ALL_SPORTS.map((s) => `${s.slug}-${s.id}`));
    const soccer = sports.find((s) => s.id === 'soccer-1');
    const [counts] = await q<{ live: number; upcoming: number }>(
      `SELECT count(*) FILTER (WHERE status = 'live')::int AS live, count(*) FILTER (WHERE status = 'upcoming')::int AS upcoming
       FROM sportsbook_events WHERE sport_id = 1`,
    );
    expect(soccer).toEqual({ id: 'soccer-1', slug: 'soccer', group: 'sport', ...counts });
    expect(sports.find((s) => s.slug === 'cs')?.group).toBe('cybersport');
    expect(sports.find((s) => s.slug === 'formula-1')?.group).toBe('auto_racing');
    expect(sports.find((s) => s.slug === 'politics')?.group).toBe('special');
  });
});

describe('GET /api/v1/sportsbook/events', () => {
  it('pages upcoming and live events, live first then by start, with the main market only', async () => {
    const first = await page('');
    const [total] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM sportsbook_events WHERE status IN ('live', 'upcoming')`,
    );
    expect(first.meta).toEqual({ total: total?.n, offset: 0, limit: 30 });
    expect(first.data).toHaveLength(30);
    const live = first.data.filter((e) => e.status === 'live');
    expect(live.length).toBeGreaterThan(0);
    expect(first.data.slice(0, live.length).every((e) => e.status === 'live')).toBe(true);
    const upcoming = first.data.slice(live.length);
    const starts = upcoming.map((e) => e.startsAt);
    expect(starts).toEqual([...starts].sort());
    for (const event of first.data) {
      expect(event.markets).toHaveLength(1);
      expect(['match_winner', 'map_winner']).toContain(event.markets[0]?.type);
      expect(event.marketCount).toBeGreaterThanOrEqual(1);
      expect(event).toMatchObject({
        id: expect.stringMatching(/^\d+$/),
        sport: expect.stringMatching(/^[a-z0-9-]+-\d+$/),
        league: { id: expect.stringMatching(/^\d+$/), name: expect.any(String), top: expect.any(Boolean) },
        home: expect.any(String),
        away: expect.any(String),
      });
      expect(event.markets[0]?.outcomes[0]).toEqual({
        id: expect.stringMatching(/^\d+$/),
        key: 'home',
        odds: expect.stringMatching(/^\d+\.\d\d$/),
        result: null,
      });
    }
    const [liveEvent] = live;
    expect(liveEvent?.score).toEqual({ home: expect.any(Number), away: expect.any(Number) });
    expect(liveEvent?.clock?.period).toBeGreaterThanOrEqual(1);
    expect(liveEvent?.clock && 'minute' in liveEvent.clock).toBe(true);

    const second = await page('?offset=30&limit=10');
    const both = await page('?offset=0&limit=40');
    expect(second.data.map((e) => e.id)).toEqual(both.data.slice(30).map((e) => e.id));
    expect(second.meta).toEqual({ total: total?.n, offset: 30, limit: 10 });
  });

  it('filters by sport, league and live', async () => {
    const soccer = await page('?sport=soccer-1&limit=100');
    expect(soccer.data.length).toBeGreaterThan(0);
    expect(soccer.data.every((e) => e.sport === 'soccer-1')).toBe(true);
    expect(
      soccer.data.every((e) => e.markets[0]?.outcomes.map((o) => o.key).join() === 'home,draw,away'),
    ).toBe(true);
    const cs = await page('?sport=cs-109');
    expect(
      cs.data.every(
        (e) =>
          (e.sport === 'cs-109' && e.markets[0]?.type === 'map_winner') ||
          e.markets[0]?.type === 'match_winner',
      ),
    ).toBe(true);
    const live = await page('?live=true&limit=100');
    expect(live.data.length).toBeGreaterThan(0);
    expect(live.data.every((e) => e.status === 'live')).toBe(true);
    const upcoming = await page('?live=false&limit=5');
    expect(upcoming.data.every((e) => e.status === 'upcoming')).toBe(true);
    expect(live.meta.total + upcoming.meta.total).toBe((await page('')).meta.total);
    const leagueId = soccer.data[0]?.league.id;
    const league = await page(`?league=${leagueId}&limit=100`);
    expect(league.data.length).toBeGreaterThan(0);
    expect(league.data.every((e) => e.league.id === leagueId)).toBe(true);
    expect((await page('?sport=mma-117&league=1')).data.every((e) => e.sport === 'mma-117')).toBe(true);
  });

  it.each([
    '?sport=SOCCER',
    '?sport=soccer',
    '?sport=unknown-999',
    '?league=abc',
    '?league=0',
    '?live=yes',
    '?limit=0',
    '?limit=101',
    '?offset=-1',
    '?offset=abc',
    '?extra=1',
    `?sport=${'a'.repeat(500)}-1`,
  ])('answers 400 validation_error for %s', async (query) => {
    const response = await get(`/api/v1/sportsbook/events${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'validation_error' });
  });
});

describe('GET /api/v1/sportsbook/events/{id}', () => {
  it('answers one event with all its markets, and still after it finished', async () => {
    const [row] = await q<{ id: string }>(
      `SELECT id FROM sportsbook_events WHERE sport_id = 1 AND status = 'upcoming' ORDER BY starts_at LIMIT 1`,
    );
    const id = row?.id as string;
    const response = await get(`/api/v1/sportsbook/events/${id}`);
    expect(response.statusCode).toBe(200);
    const event = response.json() as SportsEventView;
    expect(event.id).toBe(id);
    expect(event.markets.length).toBe(event.marketCount);
    expect(event.markets.map((m) => m.type)).toEqual([
      'match_winner',
      'total',
      'total',
      'total',
      'handicap',
      'handicap',
      'both_teams_to_score',
    ]);
    expect(event.markets[1]).toMatchObject({ line: '1.5', period: null, status: 'open' });
    expect(event.markets[4]?.line).toBe('-1.5');

    await t.sportsbookFeed.sandbox?.finishEvent(BigInt(id), { home: 1, away: 1 });
    const finished = (await get(`/api/v1/sportsbook/events/${id}`)).json() as SportsEventView;
    expect(finished).toMatchObject({ status: 'finished', score: { home: 1, away: 1 }, clock: null });
    expect(finished.markets[0]).toMatchObject({ status: 'settled' });
    expect(finished.markets[0]?.outcomes.map((o) => o.result)).toEqual(['lost', 'won', 'lost']);
    // Finished events leave the lists.
    expect((await page('?sport=soccer-1&limit=100')).data.some((e) => e.id === id)).toBe(false);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999999999999'])('answers 400 for id %s', async (id) => {
    const response = await get(`/api/v1/sportsbook/events/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'validation_error' });
  });

  it('answers 404 not_found for an unknown event', async () => {
    const response = await get('/api/v1/sportsbook/events/987654321');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'not_found' });
  });
});

describe('the events list query', () => {
  it('uses an index with thousands of events in the table', async () => {
    const [league] = await q<{ id: string }>('SELECT id FROM sportsbook_leagues LIMIT 1');
    await q(
      `INSERT INTO sportsbook_events (league_id, sport_id, home, away, starts_at, status, feed_ref)
       SELECT $1, (ARRAY[1, 2, 5, 4, 109, 111])[1 + g % 6], 'Home ' || g, 'Away ' || g,
              now() - (g || ' minutes')::interval, 'finished', 'explain:' || g
       FROM generate_series(1, 6000) AS g`,
      [league?.id],
    );
    await q('ANALYZE sportsbook_events');
    const pool = t.db.database.pool;
    const issued: { text: string; values: unknown[] }[] = [];
    const query = pool.query.bind(pool);
    pool.query = ((text: string, values: unknown[]) => {
      if (typeof text === 'string' && text.includes('LIMIT')) issued.push({ text, values });
      return query(text, values);
    }) as typeof pool.query;
    try {
      await page('');
      await page('?sport=soccer-1');
      await page('?sport=cs-109&live=true');
    } finally {
      pool.query = query;
    }
    const lists = issued.filter((i) => i.text.includes('FROM sportsbook_events e JOIN'));
    expect(lists).toHaveLength(3);
    for (const list of lists) {
      const plan = (await q<{ 'QUERY PLAN': string }>(`EXPLAIN ${list.text}`, list.values))
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(
        /Index (Only )?Scan using sportsbook_events_\w+|Bitmap Index Scan on sportsbook_events_\w+/,
      );
      expect(plan).not.toMatch(/Seq Scan on sportsbook_events/);
    }
  });
});
