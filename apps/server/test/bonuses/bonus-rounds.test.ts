import type { BetView } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';
import { expectError } from '../auth/helpers.ts';
import { firstMsAt, RoundStepper } from '../games/crash-helpers.ts';

/** Bonus money in the games with rounds (mines, crash): main first, then bonus; payouts in proportion. */
let t: TestApp;
let rounds: RoundStepper;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  rounds = new RoundStepper(t.db.database.pool, t.clock, () => t.games.crashDriver);
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const pool = () => t.db.database.pool;
const player = (dollars: number) => fundedPlayer(t, BigInt(dollars * 100), { currency: 'USD' });
type Session = Awaited<ReturnType<typeof player>>;
const balances = (s: Session) => t.wallet.ledger.playerBalances(s.player.id, 'USD');
const cents = (value: string) => BigInt(value.replace('.', ''));

/** The personal $25 gift (wager 20, max bet $5); `maxBet: null` lifts its stake limit. */
async function giftBonus(s: Session, maxBet?: null): Promise<void> {
  const { rows } = await pool().query<{ id: string }>("SELECT id FROM bonuses WHERE slug = 'vip-reload'");
  const id = rows[0]?.id as string;
  await pool().query(
    'INSERT INTO bonus_personal_offers (bonus_id, user_id, created_at) VALUES ($1, $2, now())',
    [id, s.player.id.toString()],
  );
  const claimed = await t.app.inject({ method: 'POST', url: `/api/v1/bonuses/${id}/claim`, headers: s.auth });
  expect(claimed.statusCode, claimed.body).toBe(200);
  if (maxBet === null)
    await pool().query('UPDATE player_bonuses SET wager_max_bet = NULL WHERE user_id = $1', [
      s.player.id.toString(),
    ]);
}
const bonusStatus = async (s: Session) =>
  (
    await pool().query<{ status: string }>('SELECT status FROM player_bonuses WHERE user_id = $1', [
      s.player.id.toString(),
    ])
  ).rows[0]?.status;
const readBalance = (s: Session) => t.app.inject({ url: '/api/v1/wallet/balance', headers: s.auth });

let keys = 0;
const placeBet = (s: Session, game: 'mines' | 'crash', amount: string, params: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/games/${game}/bets`,
    headers: { ...s.auth, 'idempotency-key': `round-${++keys}` },
    payload: { amount, params },
  });
const minesStep = (s: Session, path: 'reveal' | 'cashout', tile?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/games/mines/round/${path}`,
    headers: s.auth,
    ...(tile === undefined ? {} : { payload: { tile } }),
  });
async function mineField(betId: string): Promise<number[]> {
  const { rows } = await pool().query<{ state: { minePositions: number[] } }>(
    'SELECT state FROM game_bets WHERE id = $1',
    [betId],
  );
  return rows[0]?.state.minePositions ?? [];
}
/** Starts a 3-mine round and reveals one safe tile. */
async function minesRound(s: Session, amount: string): Promise<BetView> {
  const started = await placeBet(s, 'mines', amount, { mines: 3 });
  expect(started.statusCode, started.body).toBe(201);
  const bet = (started.json() as { bet: BetView }).bet;
  const mines = await mineField(bet.id);
  const safe = [...Array(25).keys()].find((tile) => !mines.includes(tile)) as number;
  expect((await minesStep(s, 'reveal', safe)).statusCode).toBe(200);
  return bet;
}

describe('bonus money in rounds', () => {
  it('mines: stakes main then bonus money, and pays the cash-out back in the same proportions', async () => {
    const s = await player(2);
    await giftBonus(s);
    await minesRound(s, '5.00');
    // $2 of main money and $3 of bonus money are in the round.
    expect(await balances(s)).toEqual({ main: 0n, bonus: 2200n });
    const cashed = await minesStep(s, 'cashout');
    expect(cashed.statusCode, cashed.body).toBe(200);
    const payout = cents((cashed.json() as { bet: BetView }).bet.payout);
    const toBonus = (payout * 3n) / 5n;
    expect(await balances(s)).toEqual({ main: payout - toBonus, bonus: 2200n + toBonus });
  });

  it('mines and crash refuse a stake above the bonus wagerMaxBet with the limit, writing nothing', async () => {
    const s = await player(50);
    await giftBonus(s);
    for (const game of ['mines', 'crash'] as const) {
      if (game === 'crash') await rounds.betting();
      const refused = await placeBet(s, game, '5.01', game === 'mines' ? { mines: 3 } : {});
      expectError(refused, 400, 'bet_too_large');
      expect((refused.json() as { params: Record<string, string> }).params).toEqual({
        amount: '5.00',
        currency: 'USD',
      });
    }
    expect(await balances(s)).toEqual({ main: 5000n, bonus: 2500n });
  });

  it('crash: a cash-out, by the player or by the target, pays back in the stake proportions', async () => {
    const byPlayer = await player(2);
    const byTarget = await player(2);
    await giftBonus(byPlayer);
    await giftBonus(byTarget);
    const round = await rounds.bettingWith(150);
    expect((await placeBet(byPlayer, 'crash', '5.00', {})).statusCode).toBe(201);
    expect((await placeBet(byTarget, 'crash', '5.00', { autoCashout: 1.5 })).statusCode).toBe(201);
    expect(await balances(byPlayer)).toEqual({ main: 0n, bonus: 2200n });
    const running = await rounds.start(round);
    rounds.at(running, firstMsAt(150));
    await rounds.tick();
    const cashed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/games/crash/cashout',
      headers: byPlayer.auth,
    });
    expect(cashed.statusCode, cashed.body).toBe(200);
    const answer = cashed.json() as { bet: BetView; balance: { fiat: { value: string } } };
    expect(answer.bet.payout).toBe('7.50');
    // $7.50 back 2:3: $3.00 of main money, $4.50 of bonus money.
    expect(await balances(byPlayer)).toEqual({ main: 300n, bonus: 2650n });
    expect(answer.balance.fiat.value).toBe('3.00');
    await rounds.crash(running);
    expect(await balances(byTarget)).toEqual({ main: 300n, bonus: 2650n });
  });

  it('a bonus whose money is all in an open round waits for it; the loss then ends it', async () => {
    const s = await player(0);
    await giftBonus(s, null);
    const started = await placeBet(s, 'mines', '25.00', { mines: 3 });
    expect(started.statusCode, started.body).toBe(201);
    expect(await balances(s)).toEqual({ main: 0n, bonus: 0n });
    expect((await readBalance(s)).statusCode).toBe(200);
    expect(await bonusStatus(s)).toBe('active');
    const [mine] = await mineField((started.json() as { bet: BetView }).bet.id);
    expect((await minesStep(s, 'reveal', mine)).statusCode).toBe(200);
    await readBalance(s);
    expect(await bonusStatus(s)).toBe('expired');
  });

  it('a round outliving its bonus pays the bonus part back to the house', async () => {
    const s = await player(2);
    await giftBonus(s);
    await minesRound(s, '5.00');
    t.clock.advance(73 * 60 * 60 * 1000);
    await readBalance(s);
    expect(await bonusStatus(s)).toBe('expired');
    expect(await balances(s)).toEqual({ main: 0n, bonus: 0n });
    const cashed = await minesStep(s, 'cashout');
    expect(cashed.statusCode, cashed.body).toBe(200);
    const payout = cents((cashed.json() as { bet: BetView }).bet.payout);
    expect(await balances(s)).toEqual({ main: payout - (payout * 3n) / 5n, bonus: 0n });
  });

  it('50 mines rounds of one player at once on mixed money: one opens, the rest are refused, money adds up', async () => {
    const s = await player(3);
    await giftBonus(s);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => placeBet(s, 'mines', '5.00', { mines: 3 })),
    );
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of replies.filter((x) => x.statusCode !== 201)) expectError(r, 409, 'round_open');
    expect(await balances(s)).toEqual({ main: 0n, bonus: 2300n });
  });
});
