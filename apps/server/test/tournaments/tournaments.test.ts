import type { TournamentList, TournamentView } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTournaments } from '../../src/modules/tournaments/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { expectEnvelope } from '../platform/helpers.ts';

let t: TestApp;
let player: Awaited<ReturnType<typeof signUp>>;
let vip: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  player = await signUp(t.app);
  vip = await signUp(t.app);
  const record = await t.auth.getPlayerByGlobalId(vip.user.globalId);
  if (!record) throw new Error('no vip player');
  await t.auth.setVip(record.id, { isVip: true, vipManagerTelegram: 'vip_manager' });
});
afterAll(async () => {
  await t?.close();
});

const list = async (query = '', headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url: `/api/v1/tournaments${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TournamentList;
};
const names = (page: TournamentList) => page.items.map((item) => item.descriptions.en.name);

const PUBLIC_ORDER = ['Weekly Slots Race', 'Crash Masters', 'TON Dice Duel', 'Plinko Drop Championship'];

describe('GET /api/v1/tournaments', () => {
  it('shows guests the seeded public tournaments by position with SPEC §3 fields', async () => {
    const page = await list();
    expect(names(page)).toEqual(PUBLIC_ORDER);
    expect(page.meta).toEqual({ total: 4, offset: 0, limit: 30 });
    for (const item of page.items) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'cancelled',
          'descriptions',
          'endsAt',
          'games',
          'id',
          'joinRequired',
          'joined',
          'me',
          'minStake',
          'players',
          'prizePool',
          'prizes',
          'scoring',
          'startsAt',
          'status',
          'vip_players_only',
        ].sort(),
      );
      expect(item.id).toMatch(/^\d+$/);
      expect(item.vip_players_only).toBe(false);
      expect(item.descriptions.en.description.length).toBeGreaterThan(20);
      expect(new Date(item.startsAt).toISOString()).toBe(item.startsAt);
    }
    const [slots, crash, dice, plinko] = page.items as [
      TournamentView,
      TournamentView,
      TournamentView,
      TournamentView,
    ];
    expect(slots.prizePool).toEqual({
      value: '10000.00',
      currency: {
        code: 'USD',
        displayFormat: expect.stringContaining('{amount}'),
        icon: '/icons/currencies/usd.svg',
      },
    });
    expect(dice.prizePool.value).toBe('1000.000000000');
    expect(Object.keys(slots.descriptions).sort()).toEqual(['en', 'ru', 'uk']);
    expect(slots.descriptions.ru?.name).toBe('Еженедельная гонка слотов');
    // The web falls back to English for this one.
    expect(Object.keys(crash.descriptions).sort()).toEqual(['en', 'ru']);
    expect([slots.status, crash.status, dice.status, plinko.status]).toEqual([
      'active',
      'active',
      'upcoming',
      'finished',
    ]);
  });

  it('shows a non-VIP player the same list, and a VIP the VIP-only tournament too', async () => {
    expect(names(await list('', player.auth))).toEqual(PUBLIC_ORDER);
    const vipPage = await list('', vip.auth);
    expect(names(vipPage)).toEqual(['VIP High Roller Cup', ...PUBLIC_ORDER]);
    expect(vipPage.meta.total).toBe(5);
    expect(vipPage.items[0]?.vip_players_only).toBe(true);
    expect(vipPage.items[0]?.descriptions.uk?.name).toBe('VIP-кубок хайролерів');
  });

  it('pages with offset and limit; the total counts what the caller may see', async () => {
    const page = await list('?offset=1&limit=2');
    expect(names(page)).toEqual(PUBLIC_ORDER.slice(1, 3));
    expect(page.meta).toEqual({ total: 4, offset: 1, limit: 2 });
    expect(await list('?offset=100')).toEqual({ items: [], meta: { total: 4, offset: 100, limit: 30 } });
    expect((await list('?limit=3', vip.auth)).meta).toEqual({ total: 5, offset: 0, limit: 3 });
  });

  it('derives the status from the injected clock', async () => {
    const hour = 60 * 60 * 1000;
    const { rows } = await t.db.database.pool.query<{ id: string }>(
      `INSERT INTO tournaments (slug, descriptions, prize_pool, currency, starts_at, ends_at, position)
       VALUES ('clock-test', '{"en": {"name": "Clock test"}}', 100, 'USD', $1, $2, 1) RETURNING id`,
      [new Date(t.clock.now.getTime() + hour), new Date(t.clock.now.getTime() + 2 * hour)],
    );
    const id = rows[0]?.id;
    const status = async () => {
      const response = await t.app.inject({ url: `/api/v1/tournaments/${id}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as TournamentView).status;
    };
    try {
      expect(await status()).toBe('upcoming');
      const first = (await list()).items[0];
      expect(first?.descriptions).toEqual({ en: { name: 'Clock test', description: '' } });
      t.clock.advance(hour);
      expect(await status()).toBe('active');
      t.clock.advance(hour - 1);
      expect(await status()).toBe('active');
      t.clock.advance(1);
      expect(await status()).toBe('finished');
    } finally {
      await t.db.database.pool.query(`DELETE FROM tournaments WHERE slug = 'clock-test'`);
    }
  });
});

describe('seeding', () => {
  it('runs again on every start without moving the dates of existing tournaments', async () => {
    const before = await list('', vip.auth);
    await seedTournaments(t.db.database.pool, new Date(t.clock.now.getTime() + 30 * 24 * 60 * 60 * 1000));
    expect(await list('', vip.auth)).toEqual(before);
  });
});

describe('GET /api/v1/tournaments/{id}', () => {
  const idOf = async (name: string) => {
    const item = (await list('', vip.auth)).items.find((i) => i.descriptions.en.name === name);
    if (!item) throw new Error(`no ${name}`);
    return item.id;
  };

  it('answers one tournament as the list shows it', async () => {
    const id = await idOf('Weekly Slots Race');
    const response = await t.app.inject({ url: `/api/v1/tournaments/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await list()).items.find((i) => i.id === id));
  });

  it('hides a VIP-only tournament from guests and non-VIP players as if it did not exist', async () => {
    const id = await idOf('VIP High Roller Cup');
    expectEnvelope(await t.app.inject({ url: `/api/v1/tournaments/${id}` }), 404, 'not_found');
    expectEnvelope(
      await t.app.inject({ url: `/api/v1/tournaments/${id}`, headers: player.auth }),
      404,
      'not_found',
    );
    const response = await t.app.inject({ url: `/api/v1/tournaments/${id}`, headers: vip.auth });
    expect(response.statusCode).toBe(200);
    expect((response.json() as TournamentView).vip_players_only).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    expectEnvelope(await t.app.inject({ url: '/api/v1/tournaments/999999999' }), 404, 'not_found');
  });
});

describe('bad input', () => {
  it('refuses a token that is not valid instead of treating the caller as a guest', async () => {
    for (const url of ['/api/v1/tournaments', '/api/v1/tournaments/1']) {
      expectEnvelope(
        await t.app.inject({ url, headers: { authorization: 'Bearer garbage' } }),
        401,
        'unauthorized',
      );
    }
  });

  it.each([
    'limit=0',
    'limit=101',
    'limit=-1',
    'limit=abc',
    'limit=1.5',
    'limit=',
    'offset=-1',
    'offset=1e3',
    'offset=100001',
    'offset=0x10',
    'offset=%201',
    'limit=1&limit=2',
    'vip=1',
    `offset=${'9'.repeat(10 * 1024)}`,
  ])('?%.40s → 400 validation_error', async (query) => {
    const body = expectEnvelope(
      await t.app.inject({ url: `/api/v1/tournaments?${query}` }),
      400,
      'validation_error',
    );
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it.each(['abc', '0', '-1', '1.5', '01', '9'.repeat(19), "1'%20OR%201=1", '%00', '1%2C2'])(
    '/tournaments/%s → 400 validation_error on id',
    async (id) => {
      const body = expectEnvelope(
        await t.app.inject({ url: `/api/v1/tournaments/${id}` }),
        400,
        'validation_error',
      );
      expect(body.errors).toEqual([{ field: 'id', message: 'Validation.invalid_format' }]);
    },
  );

  it('an oversized id is refused without reaching the database', async () => {
    expectEnvelope(await t.app.inject({ url: `/api/v1/tournaments/${'1'.repeat(10 * 1024)}` }), '4xx');
  });

  it('only GET is served', async () => {
    expectEnvelope(await t.app.inject({ method: 'POST', url: '/api/v1/tournaments', payload: {} }), 404);
  });
});

describe('order', () => {
  it('puts finished tournaments after running and upcoming ones, whatever their position', async () => {
    await t.db.database.pool.query(
      `INSERT INTO tournaments (slug, descriptions, prize_pool, currency, starts_at, ends_at, position)
       VALUES ('ended-first', '{"en": {"name": "Ended first"}}', 100, 'USD', $1, $2, 0)`,
      [
        new Date(t.clock.now.getTime() - 2 * 60 * 60 * 1000),
        new Date(t.clock.now.getTime() - 60 * 60 * 1000),
      ],
    );
    try {
      const order = names(await list());
      expect(order.slice(0, 3)).toEqual(PUBLIC_ORDER.slice(0, 3));
      expect(order.slice(3).sort()).toEqual(['Ended first', 'Plinko Drop Championship']);
    } finally {
      await t.db.database.pool.query(`DELETE FROM tournaments WHERE slug = 'ended-first'`);
    }
  });
});
