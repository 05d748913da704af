import {
  type BetView,
  type BlackjackState,
  blackjackStart,
  blackjackView,
  type CoinflipState,
  type HiloState,
  hiloCompound,
  hiloGuessMultiplier,
  hiloStart,
  hiloView,
} from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, mainBalance, type TestApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const usdPlayer = (cents: number) => fundedPlayer(t, BigInt(cents), { currency: 'USD' });
type Session = Awaited<ReturnType<typeof usdPlayer>>;

let keys = 0;
const start = (s: Session, game: string, amount = '1.00') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/games/${game}/bets`,
    headers: { ...s.auth, 'idempotency-key': `s${++keys}` },
    payload: { amount, params: {} },
  });
const act = (s: Session, game: string, step: number, action: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/games/${game}/round/action`,
    headers: s.auth,
    payload: { step, ...action },
  });
const round = async (s: Session, game: string) =>
  (
    (await t.app.inject({ url: `/api/v1/games/${game}/round`, headers: s.auth })).json() as {
      bet: BetView | null;
    }
  ).bet;
const balanceOf = (s: Session) => mainBalance(t, s.player.id);

/** The round's server-side state (the test peeks to play on purpose). */
async function stateOf<S>(betId: string): Promise<{ base: string; game: S }> {
  const { rows } = await t.db.database.pool.query<{ state: { base: string; game: S } }>(
    'SELECT state FROM game_bets WHERE id = $1',
    [betId],
  );
  if (!rows[0]?.state) throw new Error('no state');
  return rows[0].state;
}

/** Replaces an open blackjack round's cards (player, dealer up, player, hole, then draws). */
async function dealt(betId: string, cards: number[]): Promise<BlackjackState> {
  const floats = Array.from({ length: 64 }, (_, i) => ((cards[i] ?? 5) + 0.5) / 52);
  const game = blackjackStart(floats);
  await t.db.database.pool.query('UPDATE game_bets SET state = $2, outcome = $3 WHERE id = $1', [
    betId,
    JSON.stringify({ base: '100', game, last: null }),
    JSON.stringify(blackjackView(game)),
  ]);
  return game;
}

/** An open blackjack round (a dealt blackjack settles at once: deal again). */
async function openBlackjack(s: Session): Promise<BetView> {
  for (;;) {
    const response = await start(s, 'blackjack');
    expect(response.statusCode, response.body).toBe(201);
    const { bet } = response.json() as { bet: BetView };
    if (bet.status === 'open') return bet;
  }
}

describe('coin flip', () => {
  it('keeps the round across reloads, replays a repeated call, cashes out the streak at 1.98^k', async () => {
    const s = await usdPlayer(1_000);
    const started = await start(s, 'coinflip');
    expect(started.statusCode, started.body).toBe(201);
    const { bet } = started.json() as { bet: BetView };
    expect(bet).toMatchObject({ status: 'open', outcome: { streak: 0, step: 0, nextMultiplier: '1.98' } });
    expect(JSON.stringify(bet)).not.toContain('sides');
    expect(await balanceOf(s)).toBe(900n);
    expect((await round(s, 'coinflip'))?.id).toBe(bet.id);
    expect((await start(s, 'coinflip')).statusCode).toBe(409);
    expect((await act(s, 'coinflip', 0, { action: 'cashout' })).json()).toMatchObject({
      detail: 'illegal_action',
      params: { reason: 'nothing_to_cash_out' },
    });

    const { game } = await stateOf<CoinflipState>(bet.id);
    const first = await act(s, 'coinflip', 0, { action: 'flip', side: game.sides[0] });
    expect(first.statusCode, first.body).toBe(200);
    // The same decision again (its answer was lost): the round as it is, no second flip.
    const again = await act(s, 'coinflip', 0, { action: 'flip', side: game.sides[0] });
    expect((again.json() as { bet: BetView }).bet.outcome).toMatchObject({ streak: 1, step: 1 });
    // Another decision at an old step: another tab moved the round on.
    expect((await act(s, 'coinflip', 0, { action: 'cashout' })).statusCode).toBe(409);
    await act(s, 'coinflip', 1, { action: 'flip', side: game.sides[1] });
    const cashed = (await act(s, 'coinflip', 2, { action: 'cashout' })).json() as { bet: BetView };
    expect(cashed.bet).toMatchObject({ status: 'settled', multiplier: '3.9204', payout: '3.92' });
    expect(cashed.bet.outcome.sides).toEqual(game.sides);
    expect(await balanceOf(s)).toBe(900n + 392n);
    expect(await round(s, 'coinflip')).toBeNull();
    expect((await act(s, 'coinflip', 3, { action: 'cashout' })).json()).toMatchObject({
      detail: 'no_open_round',
    });
  });

  it('a wrong call loses the stake; bad decisions are 400s', async () => {
    const s = await usdPlayer(500);
    const { bet } = (await start(s, 'coinflip')).json() as { bet: BetView };
    for (const body of [{}, { action: 'flip' }, { action: 'flip', side: 'edge' }, { action: 'hit' }]) {
      const response = await act(s, 'coinflip', 0, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/games/coinflip/round/action',
          headers: s.auth,
          payload: { step: 'x', action: 'flip' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/games/dice/round', headers: s.auth })).statusCode).toBe(404);
    const { game } = await stateOf<CoinflipState>(bet.id);
    const wrong = game.sides[0] === 'heads' ? 'tails' : 'heads';
    const lost = (await act(s, 'coinflip', 0, { action: 'flip', side: wrong })).json() as { bet: BetView };
    expect(lost.bet).toMatchObject({ status: 'settled', payout: '0.00', multiplier: '0' });
    expect(await balanceOf(s)).toBe(400n);
  });

  it('refuses a flip whose win would pay past the max payout, so the player cashes out', async () => {
    const s = await usdPlayer(100_000);
    const { bet } = (await start(s, 'coinflip', '1000')).json() as { bet: BetView };
    const { game } = await stateOf<CoinflipState>(bet.id);
    // 1000 × 1.98^6 ≈ 60,254 USD; the 7th flip would reach 119,304 > 100,000.
    for (let flip = 0; flip < 6; flip++) {
      const step = await act(s, 'coinflip', flip, { action: 'flip', side: game.sides[flip] });
      expect(step.statusCode, step.body).toBe(200);
    }
    const seventh = await act(s, 'coinflip', 6, { action: 'flip', side: game.sides[6] });
    expect(seventh.json()).toMatchObject({ detail: 'payout_too_large', params: { amount: '100000.00' } });
    const cashed = (await act(s, 'coinflip', 6, { action: 'cashout' })).json() as { bet: BetView };
    expect(cashed.bet.status).toBe('settled');
  });

  it('the seed pair cannot be rotated while a round on it is open', async () => {
    const s = await usdPlayer(500);
    await start(s, 'coinflip');
    const rotate = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/fairness/rotate',
        headers: s.auth,
        payload: { clientSeed: 'mine' },
      });
    expect((await rotate()).json()).toMatchObject({ detail: 'round_open' });
    const bet = await round(s, 'coinflip');
    const { game } = await stateOf<CoinflipState>(bet?.id ?? '');
    await act(s, 'coinflip', 0, { action: 'flip', side: game.sides[0] === 'heads' ? 'tails' : 'heads' });
    expect((await rotate()).statusCode).toBe(200);
  });
});

/** Replaces an open hi-lo round's cards (0–51; rank = card % 13, ace 0 … king 12). */
async function hiloDeck(betId: string, cards: number[]): Promise<HiloState> {
  const game = hiloStart(Array.from({ length: 61 }, (_, i) => ((cards[i] ?? 0) + 0.5) / 52));
  await t.db.database.pool.query('UPDATE game_bets SET state = $2, outcome = $3 WHERE id = $1', [
    betId,
    JSON.stringify({ base: '100', game, last: null }),
    JSON.stringify(hiloView(game)),
  ]);
  return game;
}

describe('hi-lo', () => {
  it('guesses, skips and cashes out at the compounded multiplier; a wrong guess loses', async () => {
    const s = await usdPlayer(1_000);
    const started = await start(s, 'hilo');
    expect(started.statusCode, started.body).toBe(201);
    const { bet } = started.json() as { bet: BetView };
    expect(JSON.stringify(bet.outcome)).not.toContain('cards');
    // 7, then 9 (higher), then Q skipped, then 4 (lower than Q).
    await hiloDeck(bet.id, [6, 8, 11, 3]);
    expect((await act(s, 'hilo', 0, { action: 'cashout' })).json()).toMatchObject({
      detail: 'illegal_action',
      params: { reason: 'nothing_to_cash_out' },
    });
    const guessed = (await act(s, 'hilo', 0, { action: 'guess', guess: 'higher' })).json() as {
      bet: BetView;
    };
    expect(guessed.bet.outcome).toMatchObject({ guesses: 1, card: 8, multiplier: '1.8385' });
    const skipped = (await act(s, 'hilo', 1, { action: 'skip' })).json() as { bet: BetView };
    expect(skipped.bet.outcome).toMatchObject({ skipsLeft: 9, card: 11 });
    const second = (await act(s, 'hilo', 2, { action: 'guess', guess: 'lower' })).json() as { bet: BetView };
    const multiplier = hiloCompound(hiloGuessMultiplier(6, 'higher'), hiloGuessMultiplier(11, 'lower'));
    expect(second.bet.outcome).toMatchObject({ guesses: 2, card: 3 });
    const cashed = (await act(s, 'hilo', 3, { action: 'cashout' })).json() as { bet: BetView };
    expect(cashed.bet.status).toBe('settled');
    expect(await balanceOf(s)).toBe(900n + (100n * multiplier) / 10_000n);

    const next = (await start(s, 'hilo')).json() as { bet: BetView };
    // A king then a 5: "higher" (strictly, on a king: nothing is) loses.
    await hiloDeck(next.bet.id, [12, 4]);
    const lost = (await act(s, 'hilo', 0, { action: 'guess', guess: 'higher' })).json() as { bet: BetView };
    expect(lost.bet).toMatchObject({ status: 'settled', payout: '0.00' });
    expect(await balanceOf(s)).toBe(800n + (100n * multiplier) / 10_000n);
  });
});

describe('blackjack', () => {
  it('splits and doubles with the extra stakes taken at the decisions, and settles against the dealer', async () => {
    const s = await usdPlayer(1_000);
    const bet = await openBlackjack(s);
    const before = await balanceOf(s);
    // 8, 8 against a dealer 6 with a 10 underneath; then 3 and 9 to the split hands, 10 to the double, 4 to the dealer.
    await dealt(bet.id, [7, 5, 7, 9, 2, 8, 9, 3]);
    const view = (await round(s, 'blackjack'))?.outcome;
    expect(view).toMatchObject({ moves: ['hit', 'stand', 'double', 'split'], dealer: { hidden: true } });
    expect(JSON.stringify(view)).not.toContain('shoe');
    expect((view as { dealer: { cards: number[] } }).dealer.cards).toEqual([5]);

    const split = await act(s, 'blackjack', 0, { action: 'split' });
    expect(split.statusCode, split.body).toBe(200);
    expect((split.json() as { bet: BetView }).bet.amount).toBe('2.00');
    expect(await balanceOf(s)).toBe(before - 100n);
    // Split once only: the first hand (8, 3 = 11) may double but not split again.
    expect((await act(s, 'blackjack', 1, { action: 'split' })).json()).toMatchObject({
      detail: 'illegal_action',
      params: { reason: 'split_not_allowed' },
    });
    const doubled = (await act(s, 'blackjack', 1, { action: 'double' })).json() as { bet: BetView };
    expect(doubled.bet.amount).toBe('3.00');
    const settled = (await act(s, 'blackjack', 2, { action: 'stand' })).json() as { bet: BetView };
    // Hands: 8+3+10 = 21 doubled (wins 4.00), 8+9 = 17 (loses); the dealer draws to 6+10+4 = 20.
    expect(settled.bet.status).toBe('settled');
    const outcome = settled.bet.outcome as { hands: { result: string }[]; dealer: { total: number } };
    expect(outcome.dealer.total).toBe(20);
    expect(outcome.hands.map((hand) => hand.result)).toEqual(['win', 'lose']);
    expect(settled.bet.payout).toBe('4.00');
    expect(await balanceOf(s)).toBe(before - 200n + 400n);
  });

  it('offers insurance under an ace and pays it 2:1 on a dealer blackjack', async () => {
    const s = await usdPlayer(1_000);
    const bet = await openBlackjack(s);
    const before = await balanceOf(s);
    // Player 10, 7; dealer ace with a king underneath.
    await dealt(bet.id, [9, 0, 6, 12]);
    expect((await round(s, 'blackjack'))?.outcome).toMatchObject({
      moves: ['insurance'],
      insurance: 'offered',
    });
    expect((await act(s, 'blackjack', 0, { action: 'hit' })).json()).toMatchObject({
      detail: 'illegal_action',
    });
    const insured = (await act(s, 'blackjack', 0, { action: 'insurance', take: true })).json() as {
      bet: BetView;
    };
    expect(insured.bet).toMatchObject({ status: 'settled', amount: '1.50', payout: '1.50' });
    expect(await balanceOf(s)).toBe(before - 50n + 150n);
  });

  it('refuses a double the balance cannot cover and keeps the round as it was, across a reload', async () => {
    const s = await usdPlayer(100);
    const bet = await openBlackjack(s);
    await dealt(bet.id, [4, 5, 4, 9, 2]);
    const refused = await act(s, 'blackjack', 0, { action: 'double' });
    expect(refused.json()).toMatchObject({ detail: 'insufficient_balance' });
    expect(await balanceOf(s)).toBe(0n);
    const reloaded = await round(s, 'blackjack');
    expect(reloaded).toMatchObject({ id: bet.id, amount: '1.00', outcome: { step: 0 } });
    const hit = (await act(s, 'blackjack', 0, { action: 'hit' })).json() as { bet: BetView };
    expect(hit.bet.outcome).toMatchObject({ step: 1, hands: [{ total: 13 }] });
  });
});
