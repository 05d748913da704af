import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportsbookConfig } from '../../src/config.ts';
import type { ApiEventOdds, ApiEventScore } from '../../src/modules/sportsbook/feed/odds-api-feed.ts';
import { type OddsApiStandIn, startOddsApiStandIn } from '../stand-ins/odds-api.ts';
import { type FeedHarness, feedHarness, sandboxConfig } from './feed-helpers.ts';

let api: OddsApiStandIn;
let h: FeedHarness;
const start = new Date('2030-03-01T12:00:00Z');
const iso = (minutes: number) =>
  new Date(start.getTime() + minutes * 60_000).toISOString().replace('.000', '');

// Recorded-format answers: the shapes The Odds API v4 publishes (oddsFormat=decimal).
const arsenal: ApiEventOdds = {
  id: 'e912304de2b2ce35b473ce2ecd3d1502',
  sport_key: 'soccer_epl',
  sport_title: 'EPL',
  commence_time: iso(30),
  home_team: 'Arsenal',
  away_team: 'Chelsea',
  bookmakers: [
    {
      key: 'pinnacle',
      title: 'Pinnacle',
      last_update: iso(-5),
      markets: [
        {
          key: 'h2h',
          last_update: iso(-5),
          outcomes: [
            { name: 'Arsenal', price: 1.95 },
            { name: 'Chelsea', price: 4.1 },
            { name: 'Draw', price: 3.6 },
          ],
        },
        {
          key: 'totals',
          last_update: iso(-5),
          outcomes: [
            { name: 'Over', price: 1.87, point: 2.5 },
            { name: 'Under', price: 2.0, point: 2.5 },
          ],
        },
        {
          key: 'spreads',
          last_update: iso(-5),
          outcomes: [
            { name: 'Arsenal', price: 1.98, point: -0.5 },
            { name: 'Chelsea', price: 1.9, point: 0.5 },
          ],
        },
      ],
    },
    {
      key: 'unibet_eu',
      title: 'Unibet',
      last_update: iso(-4),
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: 'Arsenal', price: 1.91 },
            { name: 'Chelsea', price: 4.2 },
            { name: 'Draw', price: 3.5 },
          ],
        },
      ],
    },
  ],
};
const lakers: ApiEventOdds = {
  id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  sport_key: 'basketball_nba',
  sport_title: 'NBA',
  commence_time: iso(120),
  home_team: 'Los Angeles Lakers',
  away_team: 'Boston Celtics',
  bookmakers: [
    {
      key: 'betfair_ex_eu',
      title: 'Betfair',
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: 'Los Angeles Lakers', price: 2.3 },
            { name: 'Boston Celtics', price: 1.68 },
          ],
        },
      ],
    },
  ],
};
const score = (completed: boolean, home: string | null, away: string | null): ApiEventScore => ({
  id: arsenal.id,
  sport_key: 'soccer_epl',
  sport_title: 'EPL',
  commence_time: arsenal.commence_time,
  completed,
  home_team: 'Arsenal',
  away_team: 'Chelsea',
  scores:
    home === null || away === null
      ? null
      : [
          { name: 'Arsenal', score: home },
          { name: 'Chelsea', score: away },
        ],
  last_update: completed ? iso(150) : null,
});

beforeAll(async () => {
  api = await startOddsApiStandIn();
  api.sports = [
    {
      key: 'soccer_epl',
      group: 'Soccer',
      title: 'EPL',
      description: 'English Premier League',
      active: true,
      has_outrights: false,
    },
    {
      key: 'basketball_nba',
      group: 'Basketball',
      title: 'NBA',
      description: 'US Basketball',
      active: true,
      has_outrights: false,
    },
    {
      key: 'golf_masters_tournament_winner',
      group: 'Golf',
      title: 'Masters Tournament Winner',
      description: '2030 WInner',
      active: true,
      has_outrights: true,
    },
    {
      key: 'lacrosse_pll',
      group: 'Lacrosse',
      title: 'PLL',
      description: 'Premier Lacrosse League',
      active: true,
      has_outrights: false,
    },
  ];
  api.odds = { soccer_epl: [arsenal], basketball_nba: [lakers] };
  api.scores = { soccer_epl: [score(false, null, null)] };
  const config: SportsbookConfig = {
    ...sandboxConfig,
    feed: 'odds-api',
    oddsApi: { url: api.baseUrl, key: api.key },
  };
  h = await feedHarness({ config, start });
});
afterAll(async () => {
  await h.db.drop();
  await api.close();
});

const q = <T extends object>(sql: string, params: unknown[] = []) =>
  h.db.database.pool.query<T>(sql, params).then((r) => r.rows);

describe('The Odds API v4 adapter', () => {
  it('asks for sports, then odds and scores of the sports we list, with the key', async () => {
    await h.feed.sync();
    expect(api.refused).toBe(0);
    expect(api.requests.map((r) => r.path)).toEqual([
      '/v4/sports',
      '/v4/sports/soccer_epl/odds',
      '/v4/sports/soccer_epl/scores',
      '/v4/sports/basketball_nba/odds',
      '/v4/sports/basketball_nba/scores',
    ]);
    expect(api.requests[1]?.query).toEqual({
      regions: 'eu',
      markets: 'h2h,totals,spreads',
      oddsFormat: 'decimal',
    });
    expect(api.requests[2]?.query).toEqual({ daysFrom: '1' });
  });

  it('maps their events and prices onto ours: margin off theirs, ours on', async () => {
    const events = await q<{
      id: string;
      sport_id: number;
      home: string;
      status: string;
      league: string;
      top: number | null;
    }>(
      `SELECT e.id, e.sport_id, e.home, e.status, l.name AS league, l.top_rank AS top
       FROM sportsbook_events e JOIN sportsbook_leagues l ON l.id = e.league_id ORDER BY e.starts_at`,
    );
    expect(events.map((e) => [e.sport_id, e.home, e.status, e.league, e.top])).toEqual([
      [1, 'Arsenal', 'upcoming', 'EPL', 1],
      [2, 'Los Angeles Lakers', 'upcoming', 'NBA', 3],
    ]);
    const odds = await q<{ type: string; line: string; key: string; odds: number }>(
      `SELECT m.type, m.line, o.key, o.odds FROM sportsbook_outcomes o JOIN sportsbook_markets m ON m.id = o.market_id
       WHERE m.event_id = $1 ORDER BY m.sort, o.id`,
      [events[0]?.id],
    );
    expect(odds.map((o) => `${o.type}:${o.line}:${o.key}`)).toEqual([
      'match_winner::home',
      'match_winner::draw',
      'match_winner::away',
      'total:2.5:over',
      'total:2.5:under',
      'handicap:-0.5:home',
      'handicap:-0.5:away',
    ]);
    // Fair chances averaged over both books (their margins removed), then 5 % of ours on top.
    const fair = (prices: number[]) => {
      const implied = prices.map((p) => 1 / p);
      const sum = implied.reduce((a, b) => a + b, 0);
      return implied.map((p) => p / sum);
    };
    const [a, b] = [fair([1.95, 3.6, 4.1]), fair([1.91, 3.5, 4.2])];
    const home = ((a[0] as number) + (b[0] as number)) / 2;
    expect(odds[0]?.odds).toBe(Math.floor(100 / (home * 1.05)));
    const book = odds.slice(0, 3).reduce((sum, o) => sum + 100 / o.odds, 0);
    expect(book).toBeGreaterThan(1.04);
  });

  it('turns started events live with their score and finishes them with results from completed scores', async () => {
    api.scores = { soccer_epl: [score(false, '1', '0')] };
    h.clock.advance(45 * 60_000);
    await h.feed.sync();
    const [live] = await q<{ status: string; score_home: number; score_away: number }>(
      `SELECT status, score_home, score_away FROM sportsbook_events WHERE home = 'Arsenal'`,
    );
    expect(live).toEqual({ status: 'live', score_home: 1, score_away: 0 });

    // Finished games drop out of the odds list; the scores still carry them.
    api.odds = { soccer_epl: [], basketball_nba: [lakers] };
    api.scores = { soccer_epl: [score(true, '2', '2')] };
    h.clock.advance(120 * 60_000);
    await h.feed.sync();
    const results = await q<{ type: string; status: string; key: string; result: string }>(
      `SELECT m.type, m.status, o.key, o.result FROM sportsbook_outcomes o JOIN sportsbook_markets m ON m.id = o.market_id
       JOIN sportsbook_events e ON e.id = m.event_id WHERE e.home = 'Arsenal' AND e.status = 'finished'
       ORDER BY m.sort, o.id`,
    );
    expect(results.map((r) => `${r.type}:${r.key}:${r.result}`)).toEqual([
      'match_winner:home:lost',
      'match_winner:draw:won',
      'match_winner:away:lost',
      'total:over:won',
      'total:under:lost',
      'handicap:home:lost',
      'handicap:away:won',
    ]);
    expect(h.resulted.flat()).toHaveLength(3);
  });

  it('fails a pass on a refused key without writing anything', async () => {
    const config: SportsbookConfig = {
      ...sandboxConfig,
      feed: 'odds-api',
      oddsApi: { url: api.baseUrl, key: 'wrong' },
    };
    const other = await feedHarness({ config, start });
    try {
      await expect(other.feed.sync()).rejects.toThrow(/401/);
      const rows = await other.db.database.pool.query('SELECT 1 FROM sportsbook_events');
      expect(rows.rowCount).toBe(0);
    } finally {
      await other.db.drop();
    }
  });
});
