import type { AggregatorGame, GameView } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogAdmin, importAggregatorGames, seedGames } from '../../src/modules/games/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { ADMIN, auditRows, signInOperator } from '../backoffice/helpers.ts';

/** The operators' catalogue (/api/admin/v1/games…) and the aggregator import. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInOperator>>;
const EGYPT_IP = '41.32.0.1';

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMITS: 'off',
    TRUST_PROXY: '1',
    // An aggregator that is configured but not there (nothing listens on port 9): the import's 503.
    GAME_AGGREGATOR: 'remote',
    GAME_AGGREGATOR_URL: 'http://127.0.0.1:9',
    GAME_AGGREGATOR_SECRET: 'catalog-admin-test-secret',
  });
  admin = await signInOperator(t);
});
afterAll(async () => {
  await t.close();
});

const game = (code: string, overrides: Partial<AggregatorGame> = {}): AggregatorGame => ({
  code,
  title: `Title of ${code}`,
  studio: { code: 'red-fox', title: 'Red Fox Gaming' },
  category: 'slots',
  rtp: '96.20',
  volatility: 'medium',
  imageUrl: `https://aggregator.test/art/${code}.svg`,
  releasedAt: '2026-09-01T00:00:00.000Z',
  demo: true,
  ...overrides,
});

const importList = (games: AggregatorGame[]) =>
  importAggregatorGames(t.db.database.pool, games, () => t.clock.now);

type List = { items: GameView[]; meta: { total: number } };
const publicList = async (query = '', headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url: `/api/v2/games${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as List;
};

const patch = (id: string, payload: unknown, auth = admin.auth) =>
  t.app.inject({ method: 'PATCH', url: `${ADMIN}/games/${id}`, headers: auth, payload: payload as object });

const dbGame = async (id: string) => {
  const { rows } = await t.db.database.pool.query('SELECT * FROM games WHERE id = $1', [id]);
  return rows[0] as Record<string, unknown> | undefined;
};

describe('aggregator import', () => {
  it('adds studios, categories and games, and skips a code that is one of our originals', async () => {
    const result = await importList([
      game('fox-fortune'),
      game('fox-blackjack', { category: 'table-games', volatility: 'low', demo: false }),
      game('zen-garden', { studio: { code: 'zen-studio', title: 'Zen Studio' }, category: 'megaways' }),
      game('dice', { title: 'Someone else’s dice' }),
      { code: 'BAD CODE' } as unknown as AggregatorGame,
    ]);
    expect(result).toMatchObject({ added: 3, updated: 0, disabled: 0 });
    expect(result.skipped).toEqual([
      { code: 'BAD CODE', reason: 'invalid' },
      { code: 'dice', reason: 'original_id' },
    ]);
    expect((await dbGame('dice'))?.source).toBe('original');
    expect((await dbGame('dice'))?.title).toBe('Dice');

    const fox = await publicList('?provider=red-fox');
    expect(fox.items.map((g) => g.id).sort()).toEqual(['fox-blackjack', 'fox-fortune']);
    expect(fox.items.find((g) => g.id === 'fox-blackjack')).toMatchObject({
      title: 'Title of fox-blackjack',
      imageUrl: 'https://aggregator.test/art/fox-blackjack.svg',
      category: 'table-games',
      rtp: '96.20',
      source: 'aggregator',
      volatility: 'low',
      demoAllowed: false,
      label: null,
    });
    // Found by its studio's name.
    expect((await publicList('?search=zen%20studio')).items.map((g) => g.id)).toEqual(['zen-garden']);
    const categories = (await t.app.inject({ url: '/api/v2/games/categories' })).json() as {
      items: Array<{ value: string; title: string; count: number }>;
    };
    expect(categories.items).toContainEqual({
      id: 'megaways',
      value: 'megaways',
      title: 'Megaways',
      count: 1,
    });
    const providers = (await t.app.inject({ url: '/api/v2/games/providers' })).json() as {
      items: Array<{ value: string; title: string; count: number }>;
    };
    expect(providers.items).toContainEqual({
      id: 'red-fox',
      value: 'red-fox',
      title: 'Red Fox Gaming',
      count: 2,
    });
    expect((await dbGame('fox-fortune'))?.external_code).toBe('fox-fortune');
  });

  it('updates what changed, disables what is gone and leaves what operators own alone', async () => {
    const edited = await patch('fox-fortune', {
      title: 'Fortune of the Fox',
      rate: 500,
      label: 'Exclusive',
      blacklistCountries: ['EG'],
      blacklistCurrencies: ['EUR'],
      betLimits: { USD: { min: '10', max: '5000' } },
      category: 'megaways',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await patch('fox-blackjack', { hidden: true });

    // Same list again: nothing to write.
    expect(
      await importList([
        game('fox-fortune'),
        game('fox-blackjack', { category: 'table-games', volatility: 'low', demo: false }),
        game('zen-garden', { studio: { code: 'zen-studio', title: 'Zen Studio' }, category: 'megaways' }),
      ]),
    ).toEqual({ added: 0, updated: 0, disabled: 0, skipped: [] });

    const result = await importList([
      game('fox-fortune', { title: 'Fox Fortune Deluxe', rtp: '95.10', category: 'slots', demo: false }),
      game('fox-blackjack', { category: 'table-games', volatility: 'high', demo: false }),
      game('new-one'),
    ]);
    expect(result).toEqual({ added: 1, updated: 2, disabled: 1, skipped: [] });

    const fortune = await dbGame('fox-fortune');
    expect(fortune).toMatchObject({
      // Operator's: kept.
      title: 'Fortune of the Fox',
      rate: 500,
      label: 'Exclusive',
      blacklist_countries: ['EG'],
      blacklist_currencies: ['EUR'],
      bet_limits: { USD: { min: '10', max: '5000' } },
      category: 'megaways',
      // The feed's: updated.
      rtp: '95.10',
      demo_allowed: false,
      enabled: true,
      hidden: false,
    });
    expect(fortune?.search_text).toContain('fortune of the fox');
    expect(await dbGame('fox-blackjack')).toMatchObject({ hidden: true, volatility: 'high', enabled: true });
    expect((await dbGame('zen-garden'))?.enabled).toBe(false);

    const ids = (await publicList('?limit=100')).items.map((g) => g.id);
    expect(ids).toContain('fox-fortune');
    expect(ids).toContain('new-one');
    expect(ids).not.toContain('zen-garden');
    expect(ids).not.toContain('fox-blackjack');
    expect((await t.app.inject({ url: '/api/v2/games/zen-garden' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v2/games/fox-blackjack' })).statusCode).toBe(404);
    // The operator's blacklist keeps working after the import.
    const fromEgypt = (await publicList('?limit=100', { 'x-forwarded-for': EGYPT_IP })).items.map(
      (g) => g.id,
    );
    expect(fromEgypt).not.toContain('fox-fortune');

    // Listed again: enabled again.
    const back = await importList([
      game('fox-fortune'),
      game('fox-blackjack'),
      game('new-one'),
      game('zen-garden'),
    ]);
    expect(back.disabled).toBe(0);
    expect((await dbGame('zen-garden'))?.enabled).toBe(true);
  });

  it('keeps operator edits of an original across the start-up seed', async () => {
    expect(
      (await patch('limbo', { title: 'Limbo Pro', rate: 3, blacklistCountries: ['FR'] })).statusCode,
    ).toBe(200);
    await seedGames(t.db.database.pool);
    expect(await dbGame('limbo')).toMatchObject({ title: 'Limbo Pro', rate: 3, blacklist_countries: ['FR'] });
    expect((await dbGame('limbo'))?.search_text).toContain('limbo pro');
    // Fields the operator did not touch still follow the seed.
    expect((await dbGame('dice'))?.title).toBe('Dice');
  });
});

describe('operator catalogue API', () => {
  it('requires an operator with games.manage', async () => {
    expect((await t.app.inject({ url: `${ADMIN}/games` })).statusCode).toBe(401);
    const player = await signUp(t.app);
    // A player's token is not an operator's (as on every operator route).
    expect((await t.app.inject({ url: `${ADMIN}/games`, headers: player.auth })).statusCode).toBe(403);
    const support = await signInOperator(t, '10.200.0.2', 'support');
    for (const [method, url, payload] of [
      ['GET', `${ADMIN}/games`, undefined],
      ['GET', `${ADMIN}/games/dice`, undefined],
      ['PATCH', `${ADMIN}/games/dice`, { hidden: true }],
      ['POST', `${ADMIN}/games/order`, { ids: ['dice'] }],
      ['POST', `${ADMIN}/games/import`, undefined],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: support.auth,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await dbGame('dice'))?.hidden).toBe(false);
  });

  it('lists with filters and pages, and reads one game', async () => {
    const page = await t.app.inject({ url: `${ADMIN}/games?source=aggregator&limit=2`, headers: admin.auth });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json() as { items: Array<{ id: string; source: string }>; meta: { total: number } };
    expect(body.items).toHaveLength(2);
    expect(body.items.every((g) => g.source === 'aggregator')).toBe(true);
    const { rows } = await t.db.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games WHERE source = 'aggregator'`,
    );
    expect(body.meta).toEqual({ total: rows[0]?.n, offset: 0, limit: 2 });

    const hidden = (
      await t.app.inject({ url: `${ADMIN}/games?hidden=true`, headers: admin.auth })
    ).json() as { items: Array<{ id: string }> };
    expect(hidden.items.map((g) => g.id)).toEqual(['fox-blackjack']);
    const searched = (
      await t.app.inject({ url: `${ADMIN}/games?search=FORTUNE&provider=red-fox`, headers: admin.auth })
    ).json() as { items: Array<{ id: string }> };
    expect(searched.items.map((g) => g.id)).toEqual(['fox-fortune']);

    const one = await t.app.inject({ url: `${ADMIN}/games/fox-fortune`, headers: admin.auth });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: 'fox-fortune',
      source: 'aggregator',
      externalCode: 'fox-fortune',
      hidden: false,
      enabled: true,
      betLimits: { USD: { min: '10', max: '5000' } },
      operatorEdited: expect.arrayContaining(['title', 'rate', 'betLimits']),
    });
    expect((await t.app.inject({ url: `${ADMIN}/games/nope`, headers: admin.auth })).statusCode).toBe(404);
    for (const bad of [
      '?hidden=yes',
      '?source=other',
      '?limit=0',
      '?limit=101',
      '?offset=-1',
      '?unknown=1',
    ]) {
      expect((await t.app.inject({ url: `${ADMIN}/games${bad}`, headers: admin.auth })).statusCode, bad).toBe(
        400,
      );
    }
    expect(
      (await t.app.inject({ url: `${ADMIN}/games/${'x'.repeat(65)}`, headers: admin.auth })).statusCode,
    ).toBe(400);
  });

  it('refuses malformed edits with 400 and changes nothing', async () => {
    const before = await dbGame('dice');
    const bad: unknown[] = [
      {},
      { unknown: 1 },
      { title: '' },
      { title: 'x'.repeat(121) },
      { title: 'nul\u0000' },
      { rate: -1 },
      { rate: 1.5 },
      { rate: '10' },
      { label: 'Hot' },
      { hidden: 'yes' },
      { category: 'no-such-category' },
      { category: 'Bad Slug' },
      { blacklistCountries: ['eg'] },
      { blacklistCountries: ['XX'] },
      { blacklistCountries: ['EGY'] },
      { blacklistCountries: ['EG', 'EG'] },
      { blacklistCountries: 'EG' },
      { blacklistCurrencies: ['ABC'] },
      { blacklistCurrencies: ['usd'] },
      { betLimits: { USD: { min: '100', max: '10' } } },
      { betLimits: { USD: { min: '0', max: '10' } } },
      { betLimits: { USD: { min: '1.5', max: '10' } } },
      { betLimits: { USD: { min: 1, max: 10 } } },
      { betLimits: { USD: { min: '1' } } },
      { betLimits: { ABC: { min: '1', max: '10' } } },
      { betLimits: { USD: { min: '1', max: '10', extra: '1' } } },
      { demoAllowed: null },
    ];
    for (const payload of bad) {
      const response = await patch('dice', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      // A NUL is refused before parsing (the hostile-input guard): invalid_json.
      expect(['validation_error', 'invalid_json']).toContain((response.json() as { detail: string }).detail);
    }
    const country = (await patch('dice', { blacklistCountries: ['XX'] })).json() as {
      errors: Array<{ field: string }>;
    };
    expect(country.errors[0]?.field).toContain('blacklistCountries');
    expect((await patch('nope', { hidden: true })).statusCode).toBe(404);
    expect(await dbGame('dice')).toEqual(before);
    expect(await auditRows(t, 'dice')).toEqual([]);
  });

  it('hides a game at once for players and audits the change', async () => {
    expect((await t.app.inject({ url: '/api/v2/games/dice' })).statusCode).toBe(200);
    const response = await patch('dice', { hidden: true, label: 'Early Access', demoAllowed: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ hidden: true, label: 'Early Access', demoAllowed: false });
    // The catalogue's cache was dropped: the next request already sees it hidden.
    expect((await t.app.inject({ url: '/api/v2/games/dice' })).statusCode).toBe(404);
    expect((await publicList('?limit=100')).items.map((g) => g.id)).not.toContain('dice');

    const [row] = await auditRows(t, 'dice');
    expect(row).toMatchObject({
      operator_id: admin.id.toString(),
      action: 'game.update',
      subject_type: 'game',
      before: { hidden: false, label: null, demoAllowed: true },
      after: { hidden: true, label: 'Early Access', demoAllowed: false },
    });
    const audit = await t.app.inject({
      url: `${ADMIN}/audit?subjectType=game&subjectId=dice`,
      headers: admin.auth,
    });
    expect((audit.json() as { items: unknown[] }).items).toHaveLength(1);

    expect((await patch('dice', { hidden: false })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v2/games/dice' })).statusCode).toBe(200);
  });

  it('exposes a game’s bet limits per currency', async () => {
    expect(await t.games.catalog.gameBetLimits('fox-fortune', 'USD')).toEqual({ min: 10n, max: 5000n });
    expect(await t.games.catalog.gameBetLimits('fox-fortune', 'EUR')).toBeNull();
    expect(await t.games.catalog.gameBetLimits('nope', 'USD')).toBeNull();
    expect((await patch('fox-fortune', { betLimits: { USD: { min: '20', max: '20' } } })).statusCode).toBe(
      200,
    );
    expect(await t.games.catalog.gameBetLimits('fox-fortune', 'USD')).toEqual({ min: 20n, max: 20n });
  });

  it('orders games: the listed ones lead sort=rate in the given order', async () => {
    const ids = ['new-one', 'mines', 'zen-garden'];
    const response = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/games/order`,
      headers: admin.auth,
      payload: { ids },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicList('?sort=rate&limit=3')).items.map((g) => g.id)).toEqual(ids);
    const [row] = await auditRows(t, 'order');
    expect(row).toMatchObject({ action: 'game.order', subject_type: 'game' });
    expect(row?.after?.ids).toEqual(ids);

    for (const payload of [
      { ids: [] },
      { ids: ['mines', 'mines'] },
      { ids: 'mines' },
      {},
      { ids: ['nope'] },
    ]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: `${ADMIN}/games/order`,
        headers: admin.auth,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await publicList('?sort=rate&limit=3')).items.map((g) => g.id)).toEqual(ids);
  });

  it('imports the provider’s list on request, and answers 503 when the provider is down', async () => {
    const listGames = vi.spyOn(t.aggregator.client, 'listGames');
    try {
      listGames.mockResolvedValueOnce([game('fox-fortune'), game('imported-now')]);
      const response = await t.app.inject({
        method: 'POST',
        url: `${ADMIN}/games/import`,
        headers: admin.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ added: 1, disabled: 3, skipped: [] });
      expect((await publicList('?limit=100')).items.map((g) => g.id)).toContain('imported-now');
      const [row] = await auditRows(t, 'aggregator');
      expect(row).toMatchObject({ action: 'game.import', after: { added: 1, disabled: 3, listed: 2 } });

      // The real client this time: nothing answers at the configured URL.
      listGames.mockRestore();
      const down = await t.app.inject({ method: 'POST', url: `${ADMIN}/games/import`, headers: admin.auth });
      expect(down.statusCode).toBe(503);
      expect((down.json() as { detail: string }).detail).toBe('provider_unavailable');
      expect(await auditRows(t, 'aggregator')).toHaveLength(1);
    } finally {
      listGames.mockRestore();
    }
  });

  it('answers 409 to an import where no aggregator is configured (GAME_AGGREGATOR=off)', async () => {
    const withoutAggregator = createCatalogAdmin({
      pool: t.db.database.pool,
      catalog: t.games.catalog,
      clock: () => t.clock.now,
      audit: async () => {},
    });
    await expect(withoutAggregator.importFromProvider(admin.id)).rejects.toMatchObject({
      status: 409,
      detail: 'conflict',
    });
  });
});
