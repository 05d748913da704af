import type { BonusListResponse, FreeSpinResult, FreeSpinsResponse } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';
import { expectError } from '../auth/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const pool = () => t.db.database.pool;
const player = (dollars = 0) => fundedPlayer(t, BigInt(dollars * 100), { currency: 'USD' });
type Session = Awaited<ReturnType<typeof player>>;
const balances = (s: Session) => t.wallet.ledger.playerBalances(s.player.id, 'USD');
const cents = (value: string) => BigInt(value.replace('.', ''));

/** SPINS30: 30 free spins of Pharaoh Gold at $0.10, winnings wagered 20×, at most $50 (SLOTS_ONLY count). */
async function spinsBonus(s: Session): Promise<void> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/v1/promo-codes/activate',
    headers: s.auth,
    payload: { code: 'SPINS30' },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

let keys = 0;
const spin = (s: Session, game = 'pharaoh-gold', key = `spin-${++keys}`) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/games/${game}/freespins`,
    headers: { ...s.auth, 'idempotency-key': key },
    payload: {},
  });
const freespins = async (s: Session, game = 'pharaoh-gold') => {
  const reply = await t.app.inject({ url: `/api/v1/games/${game}/freespins`, headers: s.auth });
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as FreeSpinsResponse).freespins;
};
const bonusRow = async (s: Session) =>
  (
    await pool().query<{ status: string; freespins_left: number; freespins_won: string }>(
      'SELECT status, freespins_left, freespins_won FROM player_bonuses WHERE user_id = $1',
      [s.player.id.toString()],
    )
  ).rows[0];
/** What the house paid for the player's free spins (their stakes, from bonus_cost). */
const houseStakes = async (s: Session) =>
  (
    await pool().query<{ total: string | null }>(
      `SELECT sum(e.amount) AS total FROM ledger_entries e
       JOIN ledger_transfers tr ON tr.id = e.transfer_id
       JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'house' AND a.name = 'bonus_cost'
       JOIN game_bets b ON tr.idempotency_key = 'bet:' || b.id || ':stake'
       WHERE b.user_id = $1 AND b.free_spin_of IS NOT NULL`,
      [s.player.id.toString()],
    )
  ).rows[0]?.total;
const paidOut = async (s: Session) =>
  BigInt(
    (
      await pool().query<{ total: string }>(
        'SELECT coalesce(sum(payout), 0) AS total FROM game_bets WHERE user_id = $1 AND free_spin_of IS NOT NULL',
        [s.player.id.toString()],
      )
    ).rows[0]?.total ?? '0',
  );

describe('bonus free spins', () => {
  it('shows the spins of a game, plays one on the house with the player seed, and replays its key', async () => {
    const s = await player(0);
    await spinsBonus(s);
    expect(await freespins(s)).toMatchObject({
      title: '30 free spins on Pharaoh Gold',
      gameId: 'pharaoh-gold',
      left: 30,
      stake: { value: '0.10' },
      won: { value: '0.00' },
      maxWin: { value: '50.00' },
      wagerFreespins: 20,
    });
    expect(await freespins(s, 'neon-fruits')).toBeNull();

    const fairness = (await t.app.inject({ url: '/api/v1/fairness', headers: s.auth })).json() as {
      nonce: number;
    };
    const first = await spin(s, 'pharaoh-gold', 'fs-first');
    expect(first.statusCode, first.body).toBe(201);
    const result = first.json() as FreeSpinResult;
    expect(result.bet).toMatchObject({ game: 'pharaoh-gold', amount: '0.10', nonce: fairness.nonce });
    expect(result.bet.outcome).toMatchObject({ freeSpin: true, machine: 'pharaoh-gold' });
    expect(result.freespins?.left).toBe(29);
    // The player paid nothing: the stake came from the house, the winnings are bonus money.
    const payout = cents(result.bet.payout);
    expect(await balances(s)).toEqual({ main: 0n, bonus: payout });
    expect(await houseStakes(s)).toBe('-10');
    expect(result.freespins?.won.value).toBe(result.bet.payout);

    const again = await spin(s, 'pharaoh-gold', 'fs-first');
    expect(again.statusCode).toBe(201);
    expect((again.json() as FreeSpinResult).bet.id).toBe(result.bet.id);
    expect((await bonusRow(s))?.freespins_left).toBe(29);
    // The key belongs to this spin: the same key on another game is a conflict.
    expectError(await spin(s, 'neon-fruits', 'fs-first'), 409, 'conflict');
  });

  it('refuses a game without spins, a missing key and a hostile game id', async () => {
    const s = await player(5);
    await spinsBonus(s);
    expectError(await spin(s, 'neon-fruits'), 400, 'no_freespins');
    expectError(await spin(s, 'dice'), 400, 'no_freespins');
    expectError(await spin(s, '../../etc'), 404, 'not_found');
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/games/pharaoh-gold/freespins',
      headers: s.auth,
      payload: {},
    });
    expectError(noKey, 400, 'validation_error');
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/games/pharaoh-gold/freespins',
      payload: {},
    });
    expect(guest.statusCode).toBe(401);
    expect(await balances(s)).toEqual({ main: 500n, bonus: 0n });
    expect((await bonusRow(s))?.freespins_left).toBe(30);
  });

  it('50 spins at once of a 30-spin bonus: exactly 30 play, and the money adds up', async () => {
    const s = await player(0);
    await spinsBonus(s);
    const replies = await Promise.all(Array.from({ length: 50 }, () => spin(s)));
    const played = replies.filter((r) => r.statusCode === 201);
    expect(played).toHaveLength(30);
    for (const r of replies.filter((x) => x.statusCode !== 201)) expectError(r, 400, 'no_freespins');
    const nonces = played.map((r) => (r.json() as FreeSpinResult).bet.nonce);
    expect(new Set(nonces).size).toBe(30);
    expect(await houseStakes(s)).toBe('-300');
    const won = await paidOut(s);
    const row = await bonusRow(s);
    expect(row?.freespins_left).toBe(0);
    expect(BigInt(row?.freespins_won ?? -1)).toBe(won);
    expect(won <= 5_000n).toBe(true);
    expect(await freespins(s)).toBeNull();
    expectError(await spin(s), 400, 'no_freespins');
    // A bonus whose spins won nothing is over; one that won waits for its wagering.
    const { main, bonus } = await balances(s);
    expect(main).toBe(0n);
    expect(bonus).toBe(won > 0n ? won : 0n);
  });

  it('credits at most the spins cap; what is cut stays with the house and is noted on the bet', async () => {
    const s = await player(0);
    await spinsBonus(s);
    await pool().query('UPDATE player_bonuses SET freespins_max_win = 5 WHERE user_id = $1', [
      s.player.id.toString(),
    ]);
    const bets: FreeSpinResult['bet'][] = [];
    let last: FreeSpinResult | undefined;
    for (let i = 0; i < 30; i++) {
      const reply = await spin(s);
      expect(reply.statusCode, reply.body).toBe(201);
      last = reply.json() as FreeSpinResult;
      bets.push(last.bet);
    }
    const credited = bets.reduce((sum, b) => sum + cents(b.payout), 0n);
    expect(credited <= 5n).toBe(true);
    // The answer to the last spin says they are all played and what they won in all.
    expect(last?.freespins).toMatchObject({ left: 0, won: { value: `0.0${credited}` } });
    for (const bet of bets) {
      const cut = bet.outcome.cappedFrom as string | undefined;
      if (cut !== undefined) expect(BigInt(cut) > cents(bet.payout)).toBe(true);
    }
    expect(BigInt((await bonusRow(s))?.freespins_won ?? -1)).toBe(credited);
  });

  it('free-spin stakes count for no wagering; their winnings convert once wagered, within the cap', async () => {
    const s = await player(10);
    await spinsBonus(s);
    const uid = s.player.id.toString();
    // As if the first spins had won $7: 20× asks $140 of slot stakes; none of the spins count.
    await pool().query(
      'UPDATE player_bonuses SET freespins_left = 2, freespins_won = 700 WHERE user_id = $1',
      [uid],
    );
    await t.wallet.ledger.transfer({
      idempotencyKey: `spins-won-${uid}`,
      kind: 'test_credit',
      entries: [
        { account: { house: 'adjustments', currency: 'USD' }, amount: -700n },
        { account: { userId: s.player.id, name: 'bonus', currency: 'USD' }, amount: 700n },
      ],
    });
    for (let i = 0; i < 2; i++) expect((await spin(s)).statusCode).toBe(201);
    const won = BigInt((await bonusRow(s))?.freespins_won ?? 0);
    const list = (
      await t.app.inject({ url: '/api/v2/bonuses', headers: s.auth })
    ).json() as BonusListResponse;
    const active = list.items.find((b) => b.status === 'active');
    expect(active?.progress).toMatchObject({ freespinsLeft: 0, wager: { current: '0.00' } });
    expect(cents(active?.progress?.wager.total ?? '0')).toBe(won * 20n);

    // A paid spin of a listed slot counts in full.
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/games/pharaoh-gold/bets',
      headers: { ...s.auth, 'idempotency-key': `paid-${uid}` },
      payload: { amount: '1.00', params: {} },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = (
      await t.app.inject({ url: '/api/v2/bonuses', headers: s.auth })
    ).json() as BonusListResponse;
    expect(after.items.find((b) => b.status === 'active')?.progress?.wager.current).toBe('1.00');

    // Wagering done: the bonus account goes to main money, at most the $50 cap.
    await pool().query('UPDATE player_bonuses SET wager_freespins = 0 WHERE user_id = $1', [uid]);
    const { bonus: pot, main } = await balances(s);
    const balance = await t.app.inject({ url: '/api/v1/wallet/balance', headers: s.auth });
    expect(balance.statusCode).toBe(200);
    expect((await bonusRow(s))?.status).toBe('wagered');
    const toMain = pot > 5_000n ? 5_000n : pot;
    expect(await balances(s)).toEqual({ main: main + toMain, bonus: 0n });
  });

  it('spins left at the deadline are gone with the bonus', async () => {
    const s = await player(0);
    await spinsBonus(s);
    expect((await spin(s)).statusCode).toBe(201);
    t.clock.advance(73 * 60 * 60 * 1000);
    expect(await freespins(s)).toBeNull();
    expectError(await spin(s), 400, 'no_freespins');
    await t.app.inject({ url: '/api/v1/wallet/balance', headers: s.auth });
    expect((await bonusRow(s))?.status).toBe('expired');
    expect(await balances(s)).toEqual({ main: 0n, bonus: 0n });
  });
});
