import type { GameView } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GAME_PROVIDERS } from '../../src/modules/games/catalog.config.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';

/** A catalogue of 5,000 provider games: the list filters on the server and reads its indexes. */

let t: TestApp;
const GAMES = 5000;
const EGYPT_IP = '41.32.0.1';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off', TRUST_PROXY: '1' });
  const pool = t.db.database.pool;
  await pool.query(
    `INSERT INTO game_providers (slug, title, position)
     SELECT 'studio-' || i, 'Studio ' || i, 100 + i FROM generate_series(1, 20) AS i`,
  );
  // One game in 250 is a "Dragon" game (search), one in 500 blacklisted in Egypt, one in 400 for EUR,
  // one in 1000 hidden by an operator and one in 1000 disabled by the import.
  await pool.query(
    `INSERT INTO games (id, title, search_text, category, provider, image_url, rtp, source, external_code,
                        volatility, rate, released_at, blacklist_countries, blacklist_currencies, hidden, enabled)
     SELECT 'g-' || i, title, lower(title) || ' studio ' || (i % 20 + 1),
            (ARRAY['slots', 'live', 'table-games', 'crash'])[i % 4 + 1], 'studio-' || (i % 20 + 1),
            'https://aggregator.test/art/g-' || i || '.svg', '96.50', 'aggregator', 'g-' || i, 'high', i % 1000,
            now() - i * interval '1 hour',
            CASE WHEN i % 500 = 0 THEN '{EG}'::text[] ELSE '{}' END,
            CASE WHEN i % 400 = 0 THEN '{EUR}'::text[] ELSE '{}' END,
            i % 1000 = 7, i % 1000 <> 8
       FROM generate_series(1, $1::int) AS i,
            LATERAL (SELECT CASE WHEN i % 250 = 0 THEN 'Dragon ' ELSE '' END || 'Game ' || md5(i::text) AS title) AS t`,
    [GAMES],
  );
  // As the import does after writing: new rows wait in the GIN index's pending list, which the planner
  // prices as a scan of every pending entry until it is merged (VACUUM would merge it too).
  await pool.query(`SELECT gin_clean_pending_list('games_search_trgm_idx'::regclass)`);
  await pool.query('ANALYZE games');
});
afterAll(async () => {
  await t.close();
});

type List = { items: GameView[]; meta: { total: number; offset: number; limit: number } };
const list = async (query = '', headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url: `/api/v2/games${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as List;
};

const count = async (where: string) => {
  const { rows } = await t.db.database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM games WHERE enabled AND NOT hidden AND ${where}`,
  );
  return rows[0]?.n ?? 0;
};

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const indexesOf = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [`${node['Node Type']}:${node['Index Name']}`] : []),
  ...(node.Plans ?? []).flatMap(indexesOf),
];

/** The page query the service itself sends for `query`. */
async function pageQuery(query: Parameters<TestApp['games']['catalog']['list']>[0]) {
  const spy = vi.spyOn(t.db.database.pool, 'query');
  let calls: Array<{ text: string; values: unknown[] }>;
  try {
    await t.games.catalog.list(query, {});
    calls = spy.mock.calls.map(([text, values]) => ({ text: String(text), values: values as unknown[] }));
  } finally {
    spy.mockRestore();
  }
  const call = calls.find((c) => c.text.includes('ORDER BY'));
  if (!call) throw new Error('no page query');
  return call;
}

/** The indexes the plan of that query reads. */
async function pagePlan(query: Parameters<TestApp['games']['catalog']['list']>[0]): Promise<string[]> {
  const call = await pageQuery(query);
  const { rows } = await t.db.database.pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    `EXPLAIN (FORMAT JSON) ${call.text}`,
    call.values,
  );
  const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('no plan');
  return indexesOf(plan);
}

describe('catalogue of 5,000 games', () => {
  it('pages by rate off the (rate DESC, id) index, without a sort of the whole table', async () => {
    expect(await pagePlan({ sort: 'rate', limit: 30, offset: 0 })).toContain('Index Scan:games_rate_idx');
    expect(await pagePlan({ sort: 'rate', limit: 30, offset: 600 })).toContain('Index Scan:games_rate_idx');
    const visible = await count('true');
    const page = await list('?sort=rate&limit=30&offset=60');
    expect(page.meta).toEqual({ total: visible, offset: 60, limit: 30 });
    const rates = page.items.map((g) => g.id);
    const { rows } = await t.db.database.pool.query<{ id: string }>(
      'SELECT id FROM games WHERE enabled AND NOT hidden ORDER BY rate DESC, id LIMIT 30 OFFSET 60',
    );
    expect(rates).toEqual(rows.map((r) => r.id));
  });

  it('searches through the trigram index', async () => {
    expect(await pagePlan({ sort: 'rate', limit: 30, offset: 0, search: 'dragon' })).toContain(
      'Bitmap Index Scan:games_search_trgm_idx',
    );
    const found = await list('?search=DRAGON&limit=100');
    expect(found.meta.total).toBe(await count(`search_text LIKE '%dragon%'`));
    expect(found.meta.total).toBe(GAMES / 250);
    expect(found.items.every((g) => g.title.startsWith('Dragon '))).toBe(true);
    // By studio too (the search text holds the studio's title).
    expect((await list('?search=studio%207&limit=1')).meta.total).toBe(
      await count(`search_text LIKE '%studio 7%'`),
    );
  });

  it('sorts by popularity from the recounted figures', async () => {
    const s = await signUp(t.app, { currency: 'USD' });
    const player = await t.auth.getPlayerByGlobalId(s.user.globalId);
    if (!player) throw new Error('no player');
    await t.db.database.pool.query(
      `INSERT INTO game_bets (user_id, player_label, game_id, currency, amount, params, status, idempotency_key,
                              request_hash, created_at)
       SELECT $1, 'pl***', CASE WHEN i <= 3 THEN 'g-4321' ELSE 'g-1234' END, 'USD', 100, '{}', 'settled',
              'pop' || i, 'h', $2
         FROM generate_series(1, 5) AS i`,
      [player.id.toString(), t.clock.now],
    );
    await t.games.catalog.refreshPopularity();
    const popular = await list('?sort=popularity&limit=3');
    expect(popular.items.map((g) => g.id).slice(0, 2)).toEqual(['g-4321', 'g-1234']);
    expect(popular.meta.total).toBe(await count('true'));
    // No count over game_bets per listed game: the page reads the recounted figures.
    const { text } = await pageQuery({ sort: 'popularity', limit: 30, offset: 0 });
    expect(text).toContain('game_popularity');
    expect(text).not.toContain('game_bets');
  });

  it('filters category and provider on the server', async () => {
    const live = await list('?category=live&limit=5');
    expect(live.meta.total).toBe(await count(`category = 'live'`));
    expect(live.items.every((g) => g.category === 'live')).toBe(true);
    const studio = await list('?provider=studio-3&category=slots');
    expect(studio.meta.total).toBe(await count(`provider = 'studio-3' AND category = 'slots'`));
    expect(studio.items.every((g) => g.provider === 'studio-3' && g.category === 'slots')).toBe(true);
    expect(live.items[0]).toMatchObject({ source: 'aggregator', volatility: 'high', demoAllowed: true });
  });

  it('keeps games blacklisted for the caller’s country and currency out of the list', async () => {
    const fromEgypt = await list('?limit=1', { 'x-forwarded-for': EGYPT_IP });
    expect(fromEgypt.meta.total).toBe(await count(`NOT ('EG' = ANY (blacklist_countries))`));
    expect(fromEgypt.meta.total).toBeLessThan(await count('true'));
    const egyptIds = (await list('?search=game&limit=100&offset=0', { 'x-forwarded-for': EGYPT_IP })).items;
    expect(egyptIds.some((g) => g.blacklists.countries.includes('EG'))).toBe(false);

    const euro = await signUp(t.app, { currency: 'EUR' });
    const forEuro = await list('?limit=1', euro.auth);
    expect(forEuro.meta.total).toBe(await count(`NOT ('EUR' = ANY (blacklist_currencies))`));
    const both = await list('?limit=1', { ...euro.auth, 'x-forwarded-for': EGYPT_IP });
    expect(both.meta.total).toBe(
      await count(`NOT ('EUR' = ANY (blacklist_currencies)) AND NOT ('EG' = ANY (blacklist_countries))`),
    );
    expect((await t.app.inject({ url: '/api/v2/games/g-400', headers: euro.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v2/games/g-400' })).statusCode).toBe(200);
  });

  it('keeps hidden and disabled games out of the list and answers 404 for them', async () => {
    const ids = new Set<string>();
    for (let offset = 0; offset < GAMES; offset += 100) {
      for (const g of (await list(`?search=game&sort=title&limit=100&offset=${offset}`)).items) ids.add(g.id);
    }
    expect(ids.size).toBe(await count(`search_text LIKE '%game%'`));
    expect(ids.size).toBe(GAMES - 10);
    expect(ids.has('g-7')).toBe(false);
    expect(ids.has('g-8')).toBe(false);
    expect(ids.has('g-9')).toBe(true);
    expect((await t.app.inject({ url: '/api/v2/games/g-7' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v2/games/g-8' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v2/games/g-9' })).statusCode).toBe(200);
  });

  it('lists categories and providers with their visible games counted', async () => {
    type Filters = { items: Array<{ value: string; count: number }> };
    const categories = ((await t.app.inject({ url: '/api/v2/games/categories' })).json() as Filters).items;
    expect(categories.find((c) => c.value === 'live')?.count).toBe(await count(`category = 'live'`));
    expect(categories.map((c) => c.value)).toEqual(
      expect.arrayContaining(['slots', 'live', 'table-games', 'crash']),
    );
    const providers = ((await t.app.inject({ url: '/api/v2/games/providers' })).json() as Filters).items;
    expect(providers).toHaveLength(20 + GAME_PROVIDERS.length);
    expect(providers.find((p) => p.value === 'studio-1')?.count).toBe(await count(`provider = 'studio-1'`));
  });
});
