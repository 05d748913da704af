import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSportsbookActions } from '../../src/modules/backoffice/sportsbook.actions.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, mainBalance, type TestApp } from '../app.ts';
import { ADMIN, auditRows, signInOperator } from '../backoffice/helpers.ts';
import { betRow, createEvent, expectRefusal, placeBet, placed, resultMarket } from './fixtures.ts';

let t: TestApp;
let pool: TestApp['db']['database']['pool'];
let admin: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  pool = t.db.database.pool;
  admin = await signInOperator(t);
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.auth,
) => t.app.inject({ method, url: `${ADMIN}${url}`, headers, ...(payload ? { payload } : {}) });

describe('operators run the sportsbook', () => {
  it('need the sportsbook permission (and a session)', async () => {
    const event = await createEvent(pool);
    const market = event.markets[0]?.id as string;
    const cashier = await signInOperator(t, '10.200.0.2', 'cashier');
    const player = await fundedPlayer(t, 0n);
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/sportsbook/events'],
      ['POST', `/sportsbook/markets/${market}/settle`, { results: {} }],
      ['POST', `/sportsbook/markets/${market}/suspend`, { suspended: true }],
      ['POST', `/sportsbook/events/${event.id}/void`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, cashier.auth)).statusCode, url).toBe(403);
      expect((await call(method, url, payload, player.auth)).statusCode, url).toBe(403);
      expect((await call(method, url, payload, {})).statusCode, url).toBe(401);
    }
    // Not the sandbox feed here: the finish door does not exist.
    expect(
      (await call('POST', `/sandbox/sportsbook/events/${event.id}/finish`, { home: 1, away: 0 })).statusCode,
    ).toBe(404);
  });

  it('settle, re-settle with corrections, audited', async () => {
    const winner = await fundedPlayer(t, 10_000n);
    const loser = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool);
    const market = event.markets[0] as NonNullable<(typeof event.markets)[0]>;
    const won = await placed(t, winner.auth, {
      stake: '10',
      selections: [{ outcomeId: event.outcome('home'), odds: '2.00' }],
    });
    const lost = await placed(t, loser.auth, {
      stake: '10',
      selections: [{ outcomeId: event.outcome('draw'), odds: '3.40' }],
    });
    const o = market.outcomes as Record<'home' | 'draw' | 'away', string>;

    const partial = await call('POST', `/sportsbook/markets/${market.id}/settle`, {
      results: { [o.home]: 'won' },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors[0]).toMatchObject({ field: 'results' });
    expect(
      (await call('POST', '/sportsbook/markets/99999999/settle', { results: { [o.home]: 'won' } }))
        .statusCode,
    ).toBe(404);
    for (const payload of [
      {},
      { results: { [o.home]: 'maybe' } },
      { results: { abc: 'won' } },
      { results: [] },
    ]) {
      expect(
        (await call('POST', `/sportsbook/markets/${market.id}/settle`, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }

    const settled = await call('POST', `/sportsbook/markets/${market.id}/settle`, {
      results: { [o.home]: 'won', [o.draw]: 'lost', [o.away]: 'lost' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({
      market: { id: market.id, status: 'settled', resultVersion: 1 },
      settlement: { settled: 2, corrected: 0, shortfall: {} },
    });
    expect(await mainBalance(t, winner.player.id)).toBe(11_000n);

    const corrected = await call('POST', `/sportsbook/markets/${market.id}/settle`, {
      results: { [o.home]: 'lost', [o.draw]: 'won', [o.away]: 'lost' },
    });
    expect(corrected.json()).toMatchObject({
      market: { resultVersion: 2 },
      settlement: { settled: 0, corrected: 2, shortfall: {} },
    });
    expect(await mainBalance(t, winner.player.id)).toBe(9_000n);
    expect(await mainBalance(t, loser.player.id)).toBe(9_000n + 3_400n);
    expect(await betRow(t, won.id)).toMatchObject({ status: 'lost' });
    expect(await betRow(t, lost.id)).toMatchObject({ status: 'won', payout: '3400' });
    const rows = await auditRows(t, market.id);
    expect(rows.map((r) => [r.action, r.subject_type, r.operator_id])).toEqual([
      ['sportsbook.market_settle', 'sportsbook_market', String(admin.id)],
      ['sportsbook.market_resettle', 'sportsbook_market', String(admin.id)],
    ]);
    expect(rows[1]?.before).toMatchObject({ status: 'settled', results: { [o.home]: 'won' } });
    expect(rows[1]?.after).toMatchObject({
      status: 'settled',
      resultVersion: 2,
      results: { [o.draw]: 'won' },
    });

    const events = await call('GET', '/sportsbook/events?limit=100');
    const listed = events.json().items.find((e: { id: string }) => e.id === event.id);
    expect(listed).toMatchObject({
      sport: 'soccer-1',
      status: 'upcoming',
      openBets: 0,
      markets: [{ id: market.id, status: 'settled', resultVersion: 2, openBets: 0 }],
    });
    expect((await call('GET', '/sportsbook/events?status=nope')).statusCode).toBe(400);
  });

  it('suspend and reopen a market; a settled one cannot be suspended', async () => {
    const { auth } = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool);
    const market = event.markets[0] as NonNullable<(typeof event.markets)[0]>;
    const suspended = await call('POST', `/sportsbook/markets/${market.id}/suspend`, { suspended: true });
    expect(suspended.json()).toEqual({ id: market.id, status: 'suspended' });
    expectRefusal(
      await placeBet(t, auth, {
        stake: '1',
        selections: [{ outcomeId: event.outcome('home'), odds: '2.00' }],
      }),
      409,
      'market_suspended',
    );
    expect(
      (await call('POST', `/sportsbook/markets/${market.id}/suspend`, { suspended: false })).json(),
    ).toEqual({
      id: market.id,
      status: 'open',
    });
    await placed(t, auth, { stake: '1', selections: [{ outcomeId: event.outcome('home'), odds: '2.00' }] });
    await resultMarket(pool, market, { home: 'won', draw: 'lost', away: 'lost' });
    expectRefusal(
      await call('POST', `/sportsbook/markets/${market.id}/suspend`, { suspended: true }),
      409,
      'conflict',
    );
    expect((await auditRows(t, market.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['sportsbook.market_suspend', { status: 'open' }, { status: 'suspended' }],
      ['sportsbook.market_suspend', { status: 'suspended' }, { status: 'open' }],
    ]);
  });

  it('void an event: its bets are refunded and multis count the leg at 1.00, even after settlement', async () => {
    const { auth, player } = await fundedPlayer(t, 10_000n);
    const cancelled = await createEvent(pool, {
      markets: [
        { odds: { home: 200, draw: 340, away: 380 } },
        { type: 'total', line: '2.5', odds: { over: 190, under: 190 } },
      ],
    });
    const other = await createEvent(pool);
    const single = await placed(t, auth, {
      stake: '10',
      selections: [{ outcomeId: cancelled.outcome('home'), odds: '2.00' }],
    });
    const total = await placed(t, auth, {
      stake: '10',
      selections: [{ outcomeId: cancelled.markets[1]?.outcomes.over as string, odds: '1.90' }],
    });
    const multi = await placed(t, auth, {
      stake: '10',
      selections: [
        { outcomeId: cancelled.outcome('away'), odds: '3.80' },
        { outcomeId: other.outcome('home'), odds: '2.00' },
      ],
    });
    // The total had been settled (lost) before the event was called off.
    await resultMarket(pool, cancelled.markets[1] as never, { over: 'lost', under: 'won' });
    await t.sportsbookBets.settleMarkets([BigInt(cancelled.markets[1]?.id as string)]);
    expect(await mainBalance(t, player.id)).toBe(7_000n);

    const voided = await call('POST', `/sportsbook/events/${cancelled.id}/void`);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      id: cancelled.id,
      status: 'cancelled',
      settlement: { settled: 1, corrected: 1 },
    });
    expect(await betRow(t, single.id)).toMatchObject({ status: 'void', payout: '1000' });
    expect(await betRow(t, total.id)).toMatchObject({ status: 'void', payout: '1000' });
    expect(await betRow(t, multi.id)).toMatchObject({ status: 'open' });
    expect(await mainBalance(t, player.id)).toBe(9_000n);
    expectRefusal(
      await placeBet(t, auth, {
        stake: '1',
        selections: [{ outcomeId: cancelled.outcome('draw'), odds: '3.40' }],
      }),
      409,
      'event_unavailable',
    );

    await resultMarket(pool, other.markets[0] as never, { home: 'won', draw: 'lost', away: 'lost' });
    await t.sportsbookBets.settleMarkets([BigInt(other.markets[0]?.id as string)]);
    // 10 × 1.00 × 2.00.
    expect(await betRow(t, multi.id)).toMatchObject({ status: 'won', payout: '2000' });
    expect((await auditRows(t, cancelled.id)).map((r) => r.action)).toEqual(['sportsbook.event_void']);
    expect((await call('POST', '/sportsbook/events/99999999/void')).statusCode).toBe(404);
  });

  it('the sandbox finish door: the feed results the event, its bets are paid before the answer, audited', async () => {
    const { auth, player } = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool);
    const market = event.markets[0] as NonNullable<(typeof event.markets)[0]>;
    await placed(t, auth, { stake: '10', selections: [{ outcomeId: event.outcome('away'), odds: '3.80' }] });
    const finished: unknown[] = [];
    const actions = createSportsbookActions({
      pool,
      clock: () => t.clock.now,
      betting: t.sportsbookBets,
      // A stand-in for the simulated feed: it results the market as a natural finish would.
      sandbox: {
        async finishEvent(eventId, score) {
          finished.push([eventId, score]);
          await pool.query(
            `UPDATE sportsbook_events SET status = 'finished', score_home = $2, score_away = $3 WHERE id = $1`,
            [eventId.toString(), score.home, score.away],
          );
          await resultMarket(pool, market, { home: 'lost', draw: 'lost', away: 'won' });
        },
      },
    });
    const operator = { id: BigInt(admin.id) } as Parameters<NonNullable<typeof actions.finishEvent>>[0];
    await actions.finishEvent?.(operator, event.id, { home: 0, away: 2 });
    expect(finished).toEqual([[BigInt(event.id), { home: 0, away: 2 }]]);
    expect(await mainBalance(t, player.id)).toBe(10_000n - 1_000n + 3_800n);
    expect((await auditRows(t, event.id)).map((r) => [r.action, r.after])).toEqual([
      ['sandbox.sportsbook_finish', { home: 0, away: 2 }],
    ]);
    await expect(actions.finishEvent?.(operator, '99999999', { home: 0, away: 0 })).rejects.toMatchObject({
      status: 404,
    });
  });
});
