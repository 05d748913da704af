import type { SportsBetView, SportsPage } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, mainBalance, type TestApp } from '../app.ts';
import {
  createEvent,
  expectRefusal,
  placeBet,
  placed,
  setEventStatus,
  setMarketStatus,
  setOdds,
} from './fixtures.ts';

let t: TestApp;
let pool: TestApp['db']['database']['pool'];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  pool = t.db.database.pool;
  t.sportsbookBets.placement.delay = async () => {};
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

describe('placing a sportsbook bet', () => {
  it('holds the stake and answers the bet as SportsBetView', async () => {
    const { auth, player } = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool);
    const bet = await placed(t, auth, {
      stake: '10',
      selections: [{ outcomeId: event.outcome('home'), odds: '2.00' }],
    });
    expect(bet).toMatchObject({
      type: 'single',
      status: 'open',
      stake: '10.00',
      currency: 'USD',
      odds: '2.00',
      potentialPayout: '20.00',
      payout: null,
      settledAt: null,
      // 10 × 2.00 / 2.00 less the 5 % cash-out margin.
      cashout: '9.50',
    });
    expect(bet.selections).toEqual([
      expect.objectContaining({
        outcomeId: event.outcome('home'),
        outcomeKey: 'home',
        odds: '2.00',
        result: 'pending',
        market: { id: event.markets[0]?.id, type: 'match_winner', line: null, period: null },
        event: expect.objectContaining({ id: event.id, sport: 'soccer-1', status: 'upcoming', score: null }),
      }),
    ]);
    expect(await mainBalance(t, player.id)).toBe(9_000n);
    const hold = await t.wallet.ledger.getHold(
      BigInt(
        (await pool.query('SELECT hold_id FROM sportsbook_bets WHERE id = $1', [bet.id])).rows[0].hold_id,
      ),
    );
    expect(hold).toMatchObject({ status: 'pending', amount: 1_000n });
  });

  it('a replayed Idempotency-Key answers the first bet and holds once', async () => {
    const { auth, player } = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool);
    const body = { stake: '5', selections: [{ outcomeId: event.outcome('away'), odds: '3.80' }] };
    const first = await placeBet(t, auth, body, 'replay-key-1');
    const again = await placeBet(t, auth, body, 'replay-key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await mainBalance(t, player.id)).toBe(9_500n);
    const other = await placeBet(t, auth, { ...body, stake: '6' }, 'replay-key-1');
    expectRefusal(other, 422, 'idempotency_key_reused');
  });

  it('needs an Idempotency-Key', async () => {
    const { auth } = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool);
    const response = await placeBet(
      t,
      auth,
      { stake: '1', selections: [{ outcomeId: event.outcome('home'), odds: '2.00' }] },
      null,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'Idempotency-Key', message: 'Validation.required' }]);
  });

  it('odds that moved: refused or taken by the accept-odds setting', async () => {
    const { auth, player } = await fundedPlayer(t, 100_000n);
    const event = await createEvent(pool);
    const home = event.outcome('home');
    const away = event.outcome('away');
    const single = (odds: string, acceptOdds: 'none' | 'higher' | 'any', outcomeId = home) =>
      placeBet(t, auth, { stake: '1', acceptOdds, selections: [{ outcomeId, odds }] });

    await setOdds(pool, home, 210); // up from 2.00
    await setOdds(pool, away, 350); // down from 3.80
    expectRefusal(await single('2.00', 'none'), 409, 'odds_changed', { outcomeId: home, odds: '2.10' });
    expectRefusal(await single('3.80', 'higher', away), 409, 'odds_changed', {
      outcomeId: away,
      odds: '3.50',
    });
    const higher = (await single('2.00', 'higher')).json() as SportsBetView;
    expect(higher.odds).toBe('2.10');
    const any = (await single('3.80', 'any', away)).json() as SportsBetView;
    expect(any).toMatchObject({ odds: '3.50', potentialPayout: '3.50' });
    expect((await single('2.10', 'none')).statusCode).toBe(201);

    // A multi names every moved leg.
    const other = await createEvent(pool);
    await setOdds(pool, other.outcome('draw'), 300);
    const multi = await placeBet(t, auth, {
      stake: '1',
      selections: [
        { outcomeId: away, odds: '3.80' },
        { outcomeId: other.outcome('draw'), odds: '3.40' },
      ],
    });
    expectRefusal(multi, 409, 'odds_changed', {
      outcomeId: away,
      odds: '3.50',
      changed: `${away}=3.50,${other.outcome('draw')}=3.00`,
    });
    expect(await mainBalance(t, player.id)).toBe(100_000n - 300n);
  });

  it('suspended market, finished or cancelled event, two legs of one event', async () => {
    const { auth, player } = await fundedPlayer(t, 10_000n);
    const suspended = await createEvent(pool);
    await setMarketStatus(pool, suspended.markets[0]?.id as string, 'suspended');
    expectRefusal(
      await placeBet(t, auth, {
        stake: '1',
        selections: [{ outcomeId: suspended.outcome('home'), odds: '2.00' }],
      }),
      409,
      'market_suspended',
      { marketId: suspended.markets[0]?.id },
    );
    for (const status of ['finished', 'cancelled']) {
      const ended = await createEvent(pool, { status: status as 'finished' });
      expectRefusal(
        await placeBet(t, auth, {
          stake: '1',
          selections: [{ outcomeId: ended.outcome('home'), odds: '2.00' }],
        }),
        409,
        'event_unavailable',
        { eventId: ended.id },
      );
    }
    const twoMarkets = await createEvent(pool, {
      markets: [
        { odds: { home: 200, draw: 340, away: 380 } },
        { type: 'total', line: '2.5', odds: { over: 190, under: 190 } },
      ],
    });
    expectRefusal(
      await placeBet(t, auth, {
        stake: '1',
        selections: [
          { outcomeId: twoMarkets.outcome('home'), odds: '2.00' },
          { outcomeId: twoMarkets.markets[1]?.outcomes.over as string, odds: '1.90' },
        ],
      }),
      400,
      'same_event_selections',
      { eventId: twoMarkets.id },
    );
    expect(await mainBalance(t, player.id)).toBe(10_000n);
  });

  it('limits per currency, malformed stake and odds, unknown outcomes, insufficient balance', async () => {
    const { auth, player } = await fundedPlayer(t, 50_000n);
    const event = await createEvent(pool, { markets: [{ odds: { home: 100_000, away: 101 } }] });
    const home = event.outcome('home');
    const bet = (stake: string, odds = '1000.00', outcomeId = home) =>
      placeBet(t, auth, { stake, selections: [{ outcomeId, odds }] });
    expectRefusal(await bet('0.05'), 400, 'bet_too_small', { amount: '0.10', currency: 'USD' });
    expectRefusal(await bet('1000.01'), 400, 'bet_too_large', { amount: '1000.00', currency: 'USD' });
    expectRefusal(await bet('300'), 400, 'payout_too_large', { amount: '250000.00', currency: 'USD' });
    for (const stake of ['abc', '-1', '0', '1.001', '']) {
      const response = await bet(stake);
      expect(response.statusCode, stake).toBe(400);
      expect(response.json().detail).toBe('validation_error');
    }
    for (const odds of ['1.00', '2.005', 'x', '1000.01', '-2']) {
      const response = await bet('1', odds);
      expect(response.statusCode, odds).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'selections.0.odds', message: 'Validation.invalid_format' },
      ]);
    }
    const unknown = await bet('1', '2.00', '999999999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'selections.0.outcomeId', message: 'Validation.invalid_format' },
    ]);
    expectRefusal(await bet('500.01', '1.01', event.outcome('away')), 400, 'insufficient_balance');
    expect(await mainBalance(t, player.id)).toBe(50_000n);
  });

  it('refuses bodies of the wrong shape', async () => {
    const { auth } = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool);
    const selection = { outcomeId: event.outcome('home'), odds: '2.00' };
    const bodies: unknown[] = [
      {},
      { stake: '1', type: 'single', selections: [] },
      { stake: '1', type: 'multi', selections: [selection] },
      { stake: '1', type: 'single', selections: [selection, selection] },
      { stake: 1, type: 'single', selections: [selection] },
      { stake: '1', type: 'single', selections: [{ ...selection, outcomeId: '0' }] },
      { stake: '1', type: 'single', selections: [selection], acceptOdds: 'lower' },
      { stake: '1', type: 'single', selections: [selection], extra: true },
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sportsbook/bets',
        headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sportsbook/bets',
      headers: { 'idempotency-key': 'anonymous' },
      payload: { stake: '1', type: 'single', selections: [selection] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a player in a time-out cannot bet', async () => {
    const s = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool);
    const excluded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/protection/exclusion',
      headers: s.auth,
      payload: { password: s.password, kind: 'time_out', duration: '7d' },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expectRefusal(
      await placeBet(t, s.auth, {
        stake: '1',
        selections: [{ outcomeId: event.outcome('home'), odds: '2.00' }],
      }),
      403,
      'player_excluded',
    );
    expect(await mainBalance(t, s.player.id)).toBe(10_000n);
  });

  it('a live bet waits the bet delay and is checked again', async () => {
    const { auth, player } = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool, { status: 'live' });
    const home = event.outcome('home');
    let waited = 0;
    t.sportsbookBets.placement.delay = async (ms) => {
      waited = ms;
      await setOdds(pool, home, 180); // the odds drop while the bet waits
    };
    try {
      expectRefusal(
        await placeBet(t, auth, { stake: '1', selections: [{ outcomeId: home, odds: '2.00' }] }),
        409,
        'odds_changed',
        { odds: '1.80' },
      );
      expect(waited).toBe(3000);
      t.sportsbookBets.placement.delay = async () => {
        await setMarketStatus(pool, event.markets[0]?.id as string, 'suspended');
      };
      expectRefusal(
        await placeBet(t, auth, { stake: '1', selections: [{ outcomeId: home, odds: '1.80' }] }),
        409,
        'market_suspended',
      );
    } finally {
      t.sportsbookBets.placement.delay = async () => {};
    }
    expect(await mainBalance(t, player.id)).toBe(10_000n);
    await setEventStatus(pool, event.id, 'upcoming');
  });
});

describe('reading bets', () => {
  it('lists own open and settled bets, newest first; another player’s bet is 404', async () => {
    const { auth } = await fundedPlayer(t, 10_000n);
    const stranger = await fundedPlayer(t, 0n);
    const event = await createEvent(pool);
    const first = await placed(t, auth, {
      stake: '1',
      selections: [{ outcomeId: event.outcome('home'), odds: '2.00' }],
    });
    const second = await placed(t, auth, {
      stake: '2',
      selections: [{ outcomeId: event.outcome('draw'), odds: '3.40' }],
    });
    const open = await t.app.inject({ url: '/api/v1/sportsbook/bets?status=open', headers: auth });
    const page = open.json() as SportsPage<SportsBetView>;
    expect(page.meta).toEqual({ total: 2, offset: 0, limit: 20 });
    expect(page.data.map((bet) => bet.id)).toEqual([second.id, first.id]);
    const settled = await t.app.inject({ url: '/api/v1/sportsbook/bets?status=settled', headers: auth });
    expect(settled.json()).toEqual({ data: [], meta: { total: 0, offset: 0, limit: 20 } });
    const paged = await t.app.inject({ url: '/api/v1/sportsbook/bets?offset=1&limit=1', headers: auth });
    expect((paged.json() as SportsPage<SportsBetView>).data.map((bet) => bet.id)).toEqual([first.id]);

    expect(
      (await t.app.inject({ url: `/api/v1/sportsbook/bets/${first.id}`, headers: auth })).json(),
    ).toEqual(first);
    expectRefusal(
      await t.app.inject({ url: `/api/v1/sportsbook/bets/${first.id}`, headers: stranger.auth }),
      404,
      'not_found',
    );
    const strangers = await t.app.inject({ url: '/api/v1/sportsbook/bets', headers: stranger.auth });
    expect((strangers.json() as SportsPage<SportsBetView>).data).toEqual([]);
    for (const url of [
      '/api/v1/sportsbook/bets/abc',
      '/api/v1/sportsbook/bets?status=won',
      '/api/v1/sportsbook/bets?limit=1000',
    ]) {
      expect((await t.app.inject({ url, headers: auth })).statusCode, url).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/v1/sportsbook/bets/99999999', headers: auth })).statusCode).toBe(
      404,
    );
  });

  it('the cash-out offer is null while a leg’s market is not open', async () => {
    const { auth } = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool);
    const bet = await placed(t, auth, {
      stake: '10',
      selections: [{ outcomeId: event.outcome('home'), odds: '2.00' }],
    });
    await setOdds(pool, event.outcome('home'), 400);
    const moved = (await t.app.inject({ url: `/api/v1/sportsbook/bets/${bet.id}`, headers: auth })).json();
    // 10 × 2.00 / 4.00 × 0.95.
    expect(moved.cashout).toBe('4.75');
    await setMarketStatus(pool, event.markets[0]?.id as string, 'suspended');
    const suspended = (
      await t.app.inject({ url: `/api/v1/sportsbook/bets/${bet.id}`, headers: auth })
    ).json();
    expect(suspended.cashout).toBeNull();
  });
});
