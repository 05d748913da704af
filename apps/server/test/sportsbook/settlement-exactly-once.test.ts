import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSportsbookConfig } from '../../src/config.ts';
import { createSportsbookBetting } from '../../src/modules/sportsbook/index.ts';
import { auditLedger, type Ledger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, mainBalance, type TestApp } from '../app.ts';
import { betRow, createEvent, placed, resultMarket, transfersOf, voidMarket } from './fixtures.ts';

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

const single = (outcomeId: string, stake = '10', odds = '2.00') => ({
  stake,
  selections: [{ outcomeId, odds }],
});

/** The house's sportsbook account, minor units (stakes in, payouts out). */
const house = () => t.wallet.ledger.houseBalance('sportsbook', 'USD');

describe('settlement', () => {
  it('won pays stake × odds, lost keeps the stake, void releases it; settling twice pays once', async () => {
    const winner = await fundedPlayer(t, 10_000n);
    const loser = await fundedPlayer(t, 10_000n);
    const event = await createEvent(t.db.database.pool);
    const market = event.markets[0] as NonNullable<(typeof event.markets)[0]>;
    const won = await placed(t, winner.auth, single(event.outcome('home')));
    const lost = await placed(t, loser.auth, single(event.outcome('away'), '10', '3.80'));
    const houseBefore = await house();
    await resultMarket(pool, market, { home: 'won', draw: 'lost', away: 'lost' });
    const first = await t.sportsbookBets.settleMarkets([BigInt(market.id)]);
    expect(first).toEqual({ settled: 2, corrected: 0, shortfall: {} });
    const second = await t.sportsbookBets.settleMarkets([BigInt(market.id)]);
    expect(second).toEqual({ settled: 0, corrected: 0, shortfall: {} });
    await t.sportsbookBets.settlement.settleBet(BigInt(won.id), true);
    expect(await mainBalance(t, winner.player.id)).toBe(11_000n);
    expect(await mainBalance(t, loser.player.id)).toBe(9_000n);
    expect(await house()).toBe(houseBefore);
    expect(await betRow(t, won.id)).toEqual({ status: 'won', payout: '2000', settle_version: 1 });
    expect(await betRow(t, lost.id)).toEqual({ status: 'lost', payout: '0', settle_version: 1 });
    expect((await transfersOf(t, won.id)).map((x) => x.kind)).toEqual([
      'sportsbook_stake',
      'sportsbook_payout',
    ]);
    const view = (
      await t.app.inject({ url: `/api/v1/sportsbook/bets/${won.id}`, headers: winner.auth })
    ).json();
    expect(view).toMatchObject({
      status: 'won',
      payout: '20.00',
      cashout: null,
      settledAt: expect.any(String),
    });
    expect(view.selections[0].result).toBe('won');
    const settled = await t.app.inject({
      url: '/api/v1/sportsbook/bets?status=settled',
      headers: loser.auth,
    });
    expect(settled.json().data).toEqual([
      expect.objectContaining({ id: lost.id, status: 'lost', payout: '0.00' }),
    ]);

    const voided = await createEvent(pool);
    const refunded = await placed(t, winner.auth, single(voided.outcome('draw'), '5', '3.40'));
    await voidMarket(pool, voided.markets[0] as NonNullable<(typeof voided.markets)[0]>);
    await t.sportsbookBets.settlement.sweep();
    expect(await betRow(t, refunded.id)).toEqual({ status: 'void', payout: '500', settle_version: 1 });
    expect(await mainBalance(t, winner.player.id)).toBe(11_000n);
  });

  it('a multi with a void leg pays at the other legs’ odds; a lost leg loses it before others finish', async () => {
    const { auth, player } = await fundedPlayer(t, 10_000n);
    const a = await createEvent(pool);
    const b = await createEvent(pool);
    const c = await createEvent(pool);
    const multi = await placed(t, auth, {
      stake: '10',
      selections: [
        { outcomeId: a.outcome('home'), odds: '2.00' },
        { outcomeId: b.outcome('draw'), odds: '3.40' },
        { outcomeId: c.outcome('away'), odds: '3.80' },
      ],
    });
    expect(multi).toMatchObject({ type: 'multi', odds: '25.84', potentialPayout: '258.40' });
    await resultMarket(pool, a.markets[0] as never, { home: 'won', draw: 'lost', away: 'lost' });
    await voidMarket(pool, b.markets[0] as never);
    expect(
      await t.sportsbookBets.settleMarkets([
        BigInt(a.markets[0]?.id as string),
        BigInt(b.markets[0]?.id as string),
      ]),
    ).toMatchObject({ settled: 0 });
    const open = (await t.app.inject({ url: `/api/v1/sportsbook/bets/${multi.id}`, headers: auth })).json();
    expect(open.selections.map((s: { result: string }) => s.result)).toEqual(['won', 'void', 'pending']);
    // 10 × 2.00 × 1.00 / 3.80 × 3.80 × 0.95.
    expect(open.cashout).toBe('19.00');
    await resultMarket(pool, c.markets[0] as never, { home: 'lost', draw: 'lost', away: 'won' });
    expect(await t.sportsbookBets.settleMarkets([BigInt(c.markets[0]?.id as string)])).toMatchObject({
      settled: 1,
    });
    // 10 × 2.00 × 1.00 × 3.80.
    expect(await betRow(t, multi.id)).toMatchObject({ status: 'won', payout: '7600' });
    expect(await mainBalance(t, player.id)).toBe(10_000n - 1_000n + 7_600n);

    const d = await createEvent(pool);
    const e = await createEvent(pool);
    const early = await placed(t, auth, {
      stake: '1',
      selections: [
        { outcomeId: d.outcome('home'), odds: '2.00' },
        { outcomeId: e.outcome('home'), odds: '2.00' },
      ],
    });
    await resultMarket(pool, d.markets[0] as never, { home: 'lost', draw: 'won', away: 'lost' });
    await t.sportsbookBets.settlement.sweep();
    expect(await betRow(t, early.id)).toMatchObject({ status: 'lost', payout: '0' });
  });

  it('a restart in the middle: every bet is paid exactly once', async () => {
    const event = await createEvent(pool);
    const market = event.markets[0] as NonNullable<(typeof event.markets)[0]>;
    const players = await Promise.all(Array.from({ length: 12 }, () => fundedPlayer(t, 1_000n)));
    const bets = [];
    for (const [i, p] of players.entries()) {
      bets.push(
        await placed(
          t,
          p.auth,
          single(event.outcome(i % 3 === 0 ? 'away' : 'home'), '1', i % 3 === 0 ? '3.80' : '2.00'),
        ),
      );
    }
    await resultMarket(pool, market, { home: 'won', draw: 'lost', away: 'lost' });

    // The first runner dies inside its sixth bet's transaction, after the stake was posted.
    let posts = 0;
    const dying = new Proxy(t.wallet.ledger, {
      get(target, prop, receiver) {
        if (prop === 'transfer') {
          return async (...args: Parameters<Ledger['transfer']>) => {
            if (++posts === 6) throw new Error('process killed');
            return target.transfer(...args);
          };
        }
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const first = createSportsbookBetting({
      pool,
      ledger: dying,
      players: t.auth,
      publish: () => {},
      clock: () => t.clock.now,
      config: parseSportsbookConfig({}, false),
      guard: { assertNotExcluded() {}, async checkStake() {}, async checkDeposit() {} },
      settlement: { batchSize: 5, concurrency: 1 },
    });
    await expect(first.settleMarkets([BigInt(market.id)])).rejects.toThrow('process killed');
    const { rows } = await pool.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM sportsbook_bets WHERE id = ANY($1::bigint[]) GROUP BY status ORDER BY status`,
      [bets.map((b) => b.id)],
    );
    expect(rows.find((r) => r.status === 'open')?.n).toBeGreaterThan(0);

    // A fresh process settles the rest; running it again changes nothing.
    const restarted = createSportsbookBetting({
      pool,
      ledger: t.wallet.ledger,
      players: t.auth,
      publish: () => {},
      clock: () => t.clock.now,
      config: parseSportsbookConfig({}, false),
      guard: { assertNotExcluded() {}, async checkStake() {}, async checkDeposit() {} },
      settlement: { batchSize: 5 },
    });
    await restarted.settleMarkets([BigInt(market.id)]);
    await restarted.settleMarkets([BigInt(market.id)]);
    await t.sportsbookBets.settlement.sweep();
    for (const [i, p] of players.entries()) {
      const winner = i % 3 !== 0;
      expect(await mainBalance(t, p.player.id)).toBe(winner ? 1_100n : 900n);
      const bet = bets[i] as (typeof bets)[0];
      expect(await betRow(t, bet.id)).toMatchObject({ status: winner ? 'won' : 'lost', settle_version: 1 });
      expect(await transfersOf(t, bet.id)).toHaveLength(winner ? 2 : 1);
    }
  });

  it('concurrent runners settle each bet once', async () => {
    const event = await createEvent(pool);
    const market = event.markets[0] as NonNullable<(typeof event.markets)[0]>;
    const players = await Promise.all(Array.from({ length: 10 }, () => fundedPlayer(t, 1_000n)));
    for (const p of players) await placed(t, p.auth, single(event.outcome('home'), '1'), randomUUID());
    await resultMarket(pool, market, { home: 'won', draw: 'lost', away: 'lost' });
    const runs = await Promise.all([
      t.sportsbookBets.settleMarkets([BigInt(market.id)]),
      t.sportsbookBets.settleMarkets([BigInt(market.id)]),
      t.sportsbookBets.settlement.sweep(),
    ]);
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(10);
    for (const p of players) expect(await mainBalance(t, p.player.id)).toBe(1_100n);
  });
});
