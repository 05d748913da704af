import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, mainBalance, type TestApp } from '../app.ts';
import { betRow, createEvent, placed, resultMarket, transfersOf } from './fixtures.ts';

let t: TestApp;
let pool: TestApp['db']['database']['pool'];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  pool = t.db.database.pool;
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const HOME_WON = { home: 'won', draw: 'lost', away: 'lost' } as const;
const AWAY_WON = { home: 'lost', draw: 'lost', away: 'won' } as const;

/** Moves a player's money out (spent elsewhere), as a withdrawal would. */
async function spend(userId: bigint, minor: bigint, key: string) {
  await t.wallet.ledger.transfer({
    idempotencyKey: key,
    kind: 'test_debit',
    entries: [
      { account: { userId, name: 'main', currency: 'USD' }, amount: -minor },
      { account: { house: 'adjustments', currency: 'USD' }, amount: minor },
    ],
  });
}

describe('re-settlement', () => {
  it('corrects payouts both ways with one correction transfer per bet and version', async () => {
    const winner = await fundedPlayer(t, 10_000n);
    const loser = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool);
    const market = event.markets[0] as NonNullable<(typeof event.markets)[0]>;
    const a = await placed(t, winner.auth, {
      stake: '10',
      selections: [{ outcomeId: event.outcome('home'), odds: '2.00' }],
    });
    const b = await placed(t, loser.auth, {
      stake: '10',
      selections: [{ outcomeId: event.outcome('away'), odds: '3.80' }],
    });
    await resultMarket(pool, market, HOME_WON);
    await t.sportsbookBets.settleMarkets([BigInt(market.id)]);
    expect(await mainBalance(t, winner.player.id)).toBe(11_000n);

    await resultMarket(pool, market, AWAY_WON);
    const summary = await t.sportsbookBets.settleMarkets([BigInt(market.id)], { resettle: true });
    expect(summary).toEqual({ settled: 0, corrected: 2, shortfall: {} });
    expect(await mainBalance(t, winner.player.id)).toBe(9_000n);
    expect(await mainBalance(t, loser.player.id)).toBe(9_000n + 3_800n);
    expect(await betRow(t, a.id)).toEqual({ status: 'lost', payout: '0', settle_version: 2 });
    expect(await betRow(t, b.id)).toEqual({ status: 'won', payout: '3800', settle_version: 2 });
    expect((await transfersOf(t, b.id)).map((x) => x.key)).toEqual([
      `sportsbook:stake:${b.id}:1`,
      `sportsbook:correct:${b.id}:2`,
    ]);
    // Again with the same results: nothing moves.
    expect(await t.sportsbookBets.settleMarkets([BigInt(market.id)], { resettle: true })).toEqual({
      settled: 0,
      corrected: 0,
      shortfall: {},
    });
  });

  it('a player who spent the winnings gives what is there; the rest is collected on the next re-settlement', async () => {
    const { auth, player } = await fundedPlayer(t, 1_000n);
    const event = await createEvent(pool);
    const market = event.markets[0] as NonNullable<(typeof event.markets)[0]>;
    const bet = await placed(t, auth, {
      stake: '10',
      selections: [{ outcomeId: event.outcome('home'), odds: '2.00' }],
    });
    await resultMarket(pool, market, HOME_WON);
    await t.sportsbookBets.settleMarkets([BigInt(market.id)]);
    expect(await mainBalance(t, player.id)).toBe(2_000n);
    await spend(player.id, 1_500n, `spend:${bet.id}`);

    await resultMarket(pool, market, AWAY_WON);
    const summary = await t.sportsbookBets.settleMarkets([BigInt(market.id)], { resettle: true });
    expect(summary).toEqual({ settled: 0, corrected: 1, shortfall: { USD: '1500' } });
    expect(await mainBalance(t, player.id)).toBe(0n);
    // The bet records what it really paid: 20.00 less the 5.00 taken back.
    expect(await betRow(t, bet.id)).toEqual({ status: 'lost', payout: '1500', settle_version: 2 });

    await t.wallet.ledger.transfer({
      idempotencyKey: `refund:${bet.id}`,
      kind: 'test_credit',
      entries: [
        { account: { house: 'adjustments', currency: 'USD' }, amount: -4_000n },
        { account: { userId: player.id, name: 'main', currency: 'USD' }, amount: 4_000n },
      ],
    });
    expect(await t.sportsbookBets.settleMarkets([BigInt(market.id)], { resettle: true })).toEqual({
      settled: 0,
      corrected: 1,
      shortfall: {},
    });
    expect(await mainBalance(t, player.id)).toBe(2_500n);
    expect(await betRow(t, bet.id)).toEqual({ status: 'lost', payout: '0', settle_version: 3 });
  });

  it('a multi lost early re-opens when its losing leg is corrected, and pays when the rest settles', async () => {
    const { auth, player } = await fundedPlayer(t, 1_000n);
    const first = await createEvent(pool);
    const second = await createEvent(pool);
    const m1 = first.markets[0] as NonNullable<(typeof first.markets)[0]>;
    const m2 = second.markets[0] as NonNullable<(typeof second.markets)[0]>;
    const bet = await placed(t, auth, {
      stake: '1',
      selections: [
        { outcomeId: first.outcome('home'), odds: '2.00' },
        { outcomeId: second.outcome('home'), odds: '2.00' },
      ],
    });
    await resultMarket(pool, m1, AWAY_WON);
    await t.sportsbookBets.settleMarkets([BigInt(m1.id)]);
    expect(await betRow(t, bet.id)).toMatchObject({ status: 'lost', payout: '0' });

    await resultMarket(pool, m1, HOME_WON);
    await t.sportsbookBets.settleMarkets([BigInt(m1.id)], { resettle: true });
    expect(await betRow(t, bet.id)).toMatchObject({ status: 'open', settle_version: 2 });
    const view = (await t.app.inject({ url: `/api/v1/sportsbook/bets/${bet.id}`, headers: auth })).json();
    expect(view).toMatchObject({ status: 'open', payout: null, cashout: null, settledAt: null });

    await resultMarket(pool, m2, HOME_WON);
    await t.sportsbookBets.settleMarkets([BigInt(m2.id)]);
    expect(await betRow(t, bet.id)).toMatchObject({ status: 'won', payout: '400', settle_version: 3 });
    expect(await mainBalance(t, player.id)).toBe(1_000n - 100n + 400n);
  });
});
