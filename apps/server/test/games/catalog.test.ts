import { GAME_IDS, type GameView } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/modules/games/catalog.config.ts';
import { catalogRtpPercent } from '../../src/modules/games/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  // One proxy hop is trusted, so X-Forwarded-For places the caller in a country.
  t = await createTestApp({ RATE_LIMITS: 'off', TRUST_PROXY: '1' });
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

const EGYPT_IP = '41.32.0.1';

describe('game catalog', () => {
  it('lists every game with SPEC fields, rtp from the engines and its own art', async () => {
    const all = await list();
    expect(all.meta).toEqual({ total: GAME_IDS.length, offset: 0, limit: 30 });
    expect(all.items.map((g) => g.id).sort()).toEqual([...GAME_IDS].sort());
    for (const game of all.items) {
      expect(game).toMatchObject({
        imageUrl: expect.stringMatching(/^\/api\/v2\/games\/[a-z-]+\/image\.svg\?v=\d+$/),
        blacklists: { countries: expect.any(Array), currencies: expect.any(Array) },
      });
      expect(Number(game.rtp)).toBeCloseTo(catalogRtpPercent(game.id), 2);
      const image = await t.app.inject({ url: game.imageUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.headers['cache-control']).toContain('immutable');
    }
    expect(all.items.find((g) => g.id === 'crash')?.label).toEqual({ type: 'Exclusive' });
    expect(all.items.find((g) => g.id === 'deep-space')?.label).toEqual({ type: 'Early Access' });
  });

  it('sorts, pages, filters and searches without case or accents', async () => {
    expect((await list('?sort=title')).items.map((g) => g.title)).toEqual(
      (await list('?sort=title')).items.map((g) => g.title).sort((a, b) => (a < b ? -1 : 1)),
    );
    const newest = Math.min(...CATALOG.map((g) => g.releasedDaysAgo));
    const first = (await list('?sort=recently')).items[0]?.id;
    expect(CATALOG.find((g) => g.id === first)?.releasedDaysAgo).toBe(newest);
    const page = await list('?limit=3&offset=3');
    expect(page.items).toHaveLength(3);
    expect(page.meta).toEqual({ total: GAME_IDS.length, offset: 3, limit: 3 });
    expect((await list('?offset=100')).meta.total).toBe(GAME_IDS.length);
    expect((await list('?category=slots')).items.map((g) => g.id).sort()).toEqual([
      'deep-space',
      'neon-fruits',
      'pharaoh-gold',
    ]);
    expect((await list('?provider=casino-originals')).meta.total).toBe(
      CATALOG.filter((g) => g.provider === 'casino-originals').length,
    );
    expect((await list('?search=PHARAOH%E2%80%99S')).items.map((g) => g.id)).toEqual(['pharaoh-gold']);
    expect((await list('?search=pharaohs')).items.map((g) => g.id)).toEqual(['pharaoh-gold']);
    expect((await list(`?search=${encodeURIComponent('Dïcé')}`)).items.map((g) => g.id)).toEqual(['dice']);
    expect((await list('?search=neon%20reels')).meta.total).toBe(3);
    expect((await list('?search=%25')).meta.total).toBe(0);
    expect((await list('?search=nothing-like-this')).items).toEqual([]);
    for (const bad of ['?sort=best', '?limit=0', '?limit=101', '?offset=-1', `?search=${'x'.repeat(101)}`]) {
      expect((await t.app.inject({ url: `/api/v2/games${bad}` })).statusCode).toBe(400);
    }
  });

  it('popularity counts bets of the last 7 days, as of the last recount', async () => {
    const s = await signUp(t.app, { currency: 'USD' });
    const player = await t.auth.getPlayerByGlobalId(s.user.globalId);
    if (!player) throw new Error('no player');
    await t.db.database.pool.query(
      `INSERT INTO game_bets (user_id, player_label, game_id, currency, amount, params, status, idempotency_key,
                              request_hash, created_at)
       SELECT $1, 'pl***', 'limbo', 'USD', 100, '{}', 'settled', 'seed' || i, 'h', $2
         FROM generate_series(1, 3) AS i`,
      [player.id.toString(), t.clock.now],
    );
    // The list reads the figures the job recounts (every minute), not game_bets.
    const top = (await list('?sort=rate')).items[0]?.id;
    expect((await list('?sort=popularity')).items[0]?.id).toBe(top);
    await t.games.catalog.refreshPopularity();
    expect((await list('?sort=popularity')).items[0]?.id).toBe('limbo');
    // A week later those bets no longer count: the operator's order (rate) decides again.
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    await t.games.catalog.refreshPopularity();
    expect((await list('?sort=popularity')).items[0]?.id).toBe(top);
    t.clock.advance(-8 * 24 * 60 * 60 * 1000);
  });

  it('hides and refuses games blacklisted for the caller’s country', async () => {
    const fromEgypt = { 'x-forwarded-for': EGYPT_IP };
    const ids = (await list('', fromEgypt)).items.map((g) => g.id);
    expect(ids).not.toContain('pharaoh-gold');
    expect(ids).toHaveLength(GAME_IDS.length - 1);
    expect((await t.app.inject({ url: '/api/v2/games/pharaoh-gold', headers: fromEgypt })).statusCode).toBe(
      403,
    );
    const s = await signUp(t.app, { currency: 'USD' });
    const play = await t.app.inject({
      method: 'POST',
      url: '/api/v1/games/pharaoh-gold/bets',
      headers: { ...s.auth, ...fromEgypt, 'idempotency-key': 'eg' },
      payload: { amount: '1', params: {} },
    });
    expect(play.statusCode).toBe(403);
    expect((play.json() as { detail: string }).detail).toBe('game_unavailable');
  });

  it('keeps favorites per player', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const favorites = async (s: typeof a) =>
      (
        (await t.app.inject({ url: '/api/v2/games/favorites', headers: s.auth })).json() as {
          items: unknown[];
        }
      ).items;
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v2/games/dice/favorite', headers: a.auth })).statusCode,
    ).toBe(204);
    await t.app.inject({ method: 'PUT', url: '/api/v2/games/dice/favorite', headers: a.auth });
    await t.app.inject({ method: 'PUT', url: '/api/v2/games/mines/favorite', headers: a.auth });
    expect(await favorites(a)).toEqual([{ id: 'mines' }, { id: 'dice' }]);
    expect(await favorites(b)).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: '/api/v2/games/dice/favorite', headers: a.auth });
    expect(await favorites(a)).toEqual([{ id: 'mines' }]);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v2/games/nope/favorite', headers: a.auth })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v2/games/dice/favorite' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v2/games/favorites' })).statusCode).toBe(401);
  });

  it('lists the categories and providers that have games, with their counts', async () => {
    type Filters = { items: Array<{ value: string; count: number }> };
    const categories = (await t.app.inject({ url: '/api/v2/games/categories' })).json() as Filters;
    // live, table-games and crash have no games yet: not listed.
    expect(categories.items.map((c) => [c.value, c.count])).toEqual([
      ['originals', CATALOG.filter((g) => g.category === 'originals').length],
      ['slots', CATALOG.filter((g) => g.category === 'slots').length],
    ]);
    const providers = (await t.app.inject({ url: '/api/v2/games/providers' })).json() as Filters;
    expect(providers.items.map((p) => [p.value, p.count])).toEqual([
      ['casino-originals', CATALOG.filter((g) => g.provider === 'casino-originals').length],
      ['neon-reels', CATALOG.filter((g) => g.provider === 'neon-reels').length],
    ]);
    // Counted for the caller: Egypt does not see Pharaoh’s Gold.
    const fromEgypt = (
      await t.app.inject({
        url: '/api/v2/games/providers',
        headers: { 'x-forwarded-for': EGYPT_IP },
      })
    ).json() as Filters;
    expect(fromEgypt.items.find((p) => p.value === 'neon-reels')?.count).toBe(
      CATALOG.filter((g) => g.provider === 'neon-reels').length - 1,
    );
  });
});
