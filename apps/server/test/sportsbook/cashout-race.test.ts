import type { SportsBetView } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, mainBalance, type TestApp } from '../app.ts';
import {
  betRow,
  createEvent,
  expectRefusal,
  placed,
  resultMarket,
  setMarketStatus,
  setOdds,
  transfersOf,
} from './fixtures.ts';

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

const cashout = (auth: Record<string, string>, id: string, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/sportsbook/bets/${id}/cashout`,
    headers: auth,
    payload: { amount },
  });

describe('cash-out', () => {
  it('takes the offer it was shown; a moved offer is 409 cashout_changed with the new amount', async () => {
    const { auth, player } = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool);
    const bet = await placed(t, auth, {
      stake: '10',
      selections: [{ outcomeId: event.outcome('home'), odds: '2.00' }],
    });
    expect(bet.cashout).toBe('9.50');
    await setOdds(pool, event.outcome('home'), 160);
    // 10 × 2.00 / 1.60 × 0.95.
    expectRefusal(await cashout(auth, bet.id, '9.50'), 409, 'cashout_changed', { amount: '11.87' });
    for (const amount of ['abc', '-1', '0', '11.875']) {
      expect((await cashout(auth, bet.id, amount)).statusCode, amount).toBe(400);
    }
    const stranger = await fundedPlayer(t, 0n);
    expectRefusal(await cashout(stranger.auth, bet.id, '11.87'), 404, 'not_found');
    expectRefusal(await cashout(auth, '99999999', '11.87'), 404, 'not_found');

    const taken = await cashout(auth, bet.id, '11.87');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ status: 'cashed_out', payout: '11.87', cashout: null });
    expect(await mainBalance(t, player.id)).toBe(10_000n - 1_000n + 1_187n);
    expectRefusal(await cashout(auth, bet.id, '11.87'), 409, 'cashout_unavailable');
    const list = await t.app.inject({ url: '/api/v1/sportsbook/bets?status=settled', headers: auth });
    expect((list.json().data as SportsBetView[]).map((b) => b.status)).toEqual(['cashed_out']);

    // Settled later, a cashed-out bet stays as it is.
    await resultMarket(pool, event.markets[0] as never, { home: 'won', draw: 'lost', away: 'lost' });
    await t.sportsbookBets.settleMarkets([BigInt(event.markets[0]?.id as string)], { resettle: true });
    expect(await betRow(t, bet.id)).toMatchObject({ status: 'cashed_out', payout: '1187' });
    expect(await mainBalance(t, player.id)).toBe(10_000n - 1_000n + 1_187n);
  });

  it('no offer while a market is suspended or once the bet is decided', async () => {
    const { auth } = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool);
    const bet = await placed(t, auth, {
      stake: '10',
      selections: [{ outcomeId: event.outcome('away'), odds: '3.80' }],
    });
    await setMarketStatus(pool, event.markets[0]?.id as string, 'suspended');
    expectRefusal(await cashout(auth, bet.id, '9.50'), 409, 'cashout_unavailable');
    await resultMarket(pool, event.markets[0] as never, { home: 'won', draw: 'lost', away: 'lost' });
    expectRefusal(await cashout(auth, bet.id, '9.50'), 409, 'cashout_unavailable');
  });

  it('racing settlement: exactly one of them wins, every time', async () => {
    for (let round = 0; round < 12; round++) {
      const { auth, player } = await fundedPlayer(t, 10_000n);
      const event = await createEvent(pool);
      const market = event.markets[0] as NonNullable<(typeof event.markets)[0]>;
      const bet = await placed(t, auth, {
        stake: '10',
        selections: [{ outcomeId: event.outcome('home'), odds: '2.00' }],
      });
      const [cash] = await Promise.all([
        cashout(auth, bet.id, '9.50'),
        (async () => {
          await resultMarket(pool, market, { home: 'won', draw: 'lost', away: 'lost' });
          await t.sportsbookBets.settleMarkets([BigInt(market.id)]);
        })(),
      ]);
      await t.sportsbookBets.settlement.sweep();
      const row = await betRow(t, bet.id);
      const kinds = (await transfersOf(t, bet.id)).map((x) => x.kind);
      if (cash.statusCode === 200) {
        expect(row).toMatchObject({ status: 'cashed_out', payout: '950' });
        expect(kinds).toEqual(['sportsbook_stake', 'sportsbook_cashout']);
        expect(await mainBalance(t, player.id)).toBe(9_950n);
      } else {
        expect(cash.json().detail).toBe('cashout_unavailable');
        expect(row).toMatchObject({ status: 'won', payout: '2000' });
        expect(kinds).toEqual(['sportsbook_stake', 'sportsbook_payout']);
        expect(await mainBalance(t, player.id)).toBe(11_000n);
      }
    }
  });

  it('a cash-out holding the bet’s lock makes settlement wait, then find it cashed out', async () => {
    const { auth, player } = await fundedPlayer(t, 10_000n);
    const event = await createEvent(pool);
    const market = event.markets[0] as NonNullable<(typeof event.markets)[0]>;
    const bet = await placed(t, auth, {
      stake: '10',
      selections: [{ outcomeId: event.outcome('home'), odds: '2.00' }],
    });
    // The cash-out's transaction, held open at its lock (as if the process were slow between statements).
    const client = await pool.connect();
    await client.query('BEGIN');
    await client.query('SELECT id FROM sportsbook_bets WHERE id = $1 FOR UPDATE', [bet.id]);
    await resultMarket(pool, market, { home: 'won', draw: 'lost', away: 'lost' });
    const settling = t.sportsbookBets.settleMarkets([BigInt(market.id)]);
    await client.query(
      `UPDATE sportsbook_bets SET status = 'cashed_out', payout = 0, settle_version = 1 WHERE id = $1`,
      [bet.id],
    );
    await client.query('ROLLBACK');
    // Rolled back: the bet is still open for the waiting settlement, which pays it once.
    expect(await settling).toMatchObject({ settled: 1 });
    expect(await mainBalance(t, player.id)).toBe(11_000n);
    client.release();
  });
});
