import type { BetView, LastBet, Protection } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTx } from '../../src/db/tx.ts';
import type { GamesWagers } from '../../src/modules/bonuses/bonuses.tables.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import {
  type AggregatorTest,
  errorCode,
  insertProviderGame,
  launchedPlayer,
  startAggregatorTest,
  walletCall,
} from './helpers.ts';

/**
 * Provider play counts where the casino's rules count bets (decision 021's follow-up): each round is one
 * bet in the games module's records, so limits, bonus wagering, tournaments, VIP wagering, the history and
 * the live feed see it like an original's. Amounts are minor units of USD; the players hold 10 000.
 */
let test: AggregatorTest;
const FUNDS = 10_000n;
let ids = 0;
const fresh = (prefix: string) => `${prefix}-${++ids}`;

beforeAll(async () => {
  test = await startAggregatorTest();
  await insertProviderGame(test.t, { id: 'agg-reels', code: 'reels' });
});
afterAll(async () => {
  expect(await auditLedger(test.t.db.database.pool)).toEqual([]);
  await test.close();
});

type Player = Awaited<ReturnType<typeof launchedPlayer>>;
const player = (): Promise<Player> => launchedPlayer(test, 'agg-reels', FUNDS);
const pool = () => test.t.db.database.pool;

const debit = (p: Player, roundId: string, amount: string, transactionId = fresh('d')) =>
  walletCall(test.t, 'debit', { ...p.wallet, transactionId, roundId, gameCode: 'reels', amount });
const credit = (p: Player, roundId: string, amount: string, closeRound = true) =>
  walletCall(test.t, 'credit', {
    ...p.wallet,
    transactionId: fresh('c'),
    roundId,
    gameCode: 'reels',
    amount,
    closeRound,
  });
const rollback = (p: Player, roundId: string, referenceTransactionId: string) =>
  walletCall(test.t, 'rollback', {
    ...p.wallet,
    transactionId: fresh('rb'),
    roundId,
    gameCode: 'reels',
    referenceTransactionId,
  });
const endRound = (p: Player, roundId: string) =>
  walletCall(test.t, 'end-round', { ...p.wallet, roundId, gameCode: 'reels' });

async function ok(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(200);
}

const history = async (p: Player) => {
  const response = await test.t.app.inject({ url: '/api/v1/games/bets?limit=10&offset=0', headers: p.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: BetView[]; meta: { total: number } };
};

let keys = 0;
const dice = (p: Player, amount: string) =>
  test.t.app.inject({
    method: 'POST',
    url: '/api/v1/games/dice/bets',
    headers: { ...p.auth, 'idempotency-key': `dice-${++keys}` },
    payload: { amount, params: { target: 50.5, condition: 'over' } },
  });

const setLimit = (p: Player, kind: 'wager' | 'loss', amount: string) =>
  test.t.app.inject({
    method: 'PUT',
    url: `/api/v1/me/protection/limits/${kind}/day`,
    headers: p.auth,
    payload: { amount },
  });
const used = async (p: Player, kind: 'wager' | 'loss') => {
  const view = (
    await test.t.app.inject({ url: '/api/v1/me/protection', headers: p.auth })
  ).json() as Protection;
  return view.limits.find((l) => l.kind === kind)?.used;
};

describe("the player's history and the live feed", () => {
  it('keeps a round as one bet: open with its stakes, settled with its wins, announced once settled', async () => {
    const p = await player();
    const round = fresh('r');
    await ok(await debit(p, round, '100'));
    let bets = await history(p);
    expect(bets.meta.total).toBe(1);
    expect(bets.items[0]).toMatchObject({
      game: 'agg-reels',
      amount: '1.00',
      currency: 'USD',
      payout: '0.00',
      status: 'open',
      outcome: { roundId: round },
    });
    const lastBets = async () =>
      (await test.t.app.inject({ url: '/api/v1/games/last-bets' })).json() as LastBet[];
    const id = bets.items[0]?.id;
    expect((await lastBets()).some((b) => b.id === id)).toBe(false);

    await ok(await debit(p, round, '50'));
    await ok(await credit(p, round, '300'));
    bets = await history(p);
    expect(bets.meta.total).toBe(1);
    expect(bets.items[0]).toMatchObject({
      id,
      amount: '1.50',
      payout: '3.00',
      multiplier: '2',
      status: 'settled',
    });
    const own = await test.t.app.inject({ url: `/api/v1/games/bets/${id}`, headers: p.auth });
    expect(own.json()).toMatchObject({ id, status: 'settled' });
    // The reality check's figures for the session count the round too.
    const session = await test.t.app.inject({ url: '/api/v1/me/protection/session', headers: p.auth });
    expect(session.json()).toMatchObject({ bets: 1, wagered: '1.50', net: '1.50' });
    expect((await lastBets()).find((b) => b.id === id)).toMatchObject({
      game: 'agg-reels',
      gameTitle: 'agg-reels',
      amount: '1.50',
      payout: '3.00',
    });
  });

  it('drops the bet of a round whose every stake was rolled back, and keeps a partly refunded one', async () => {
    const p = await player();
    const whole = fresh('r');
    const only = fresh('d');
    await ok(await debit(p, whole, '100', only));
    await ok(await rollback(p, whole, only));
    expect((await history(p)).meta.total).toBe(0);

    const part = fresh('r');
    const first = fresh('d');
    await ok(await debit(p, part, '100', first));
    await ok(await debit(p, part, '40'));
    await ok(await rollback(p, part, first));
    await ok(await endRound(p, part));
    const bets = await history(p);
    expect(bets.meta.total).toBe(1);
    expect(bets.items[0]).toMatchObject({ amount: '0.40', payout: '0.00', status: 'settled' });
  });

  it('writes nothing for a refused stake', async () => {
    const p = await player();
    const response = await debit(p, fresh('r'), (FUNDS + 1n).toString());
    expect(errorCode(response)).toBe('INSUFFICIENT_FUNDS');
    expect((await history(p)).meta.total).toBe(0);
  });
});

describe('loss and wager limits', () => {
  it('counts provider stakes towards the wager limit, for provider stakes and original bets alike', async () => {
    const p = await player();
    await ok(await setLimit(p, 'wager', '3.00'));
    await ok(await debit(p, fresh('r'), '200'));
    expect(await used(p, 'wager')).toBe('2.00');
    const over = await debit(p, fresh('r'), '150');
    expect(over.statusCode).toBe(400);
    expect(errorCode(over)).toBe('BET_LIMIT');
    const original = await dice(p, '1.50');
    expect(original.statusCode).toBe(400);
    expect(original.json()).toMatchObject({ detail: 'wager_limit_exceeded', params: { remaining: '1.00' } });
    await ok(await debit(p, fresh('r'), '100'));
    expect(await used(p, 'wager')).toBe('3.00');
  });

  it('counts provider wins against losses once the round closes; an open round counts as lost', async () => {
    const p = await player();
    await ok(await setLimit(p, 'loss', '2.00'));
    const won = fresh('r');
    await ok(await debit(p, won, '150'));
    // The round is open: its stake counts as lost, so 1.50 of 2.00 is used.
    expect(errorCode(await debit(p, fresh('r'), '100'))).toBe('BET_LIMIT');
    await ok(await credit(p, won, '300'));
    // Won 1.50 net: a stake of 3.00 now keeps the loss at 1.50.
    const open = fresh('r');
    await ok(await debit(p, open, '300'));
    expect(await used(p, 'loss')).toBe('1.50');
    expect(errorCode(await debit(p, fresh('r'), '100'))).toBe('BET_LIMIT');
    expect((await dice(p, '1.00')).json()).toMatchObject({ detail: 'loss_limit_exceeded' });
  });
});

describe('bonus rules', () => {
  async function grant(p: Player, rules: { wagerMaxBet: bigint | null; gamesWagers: GamesWagers | null }) {
    await withTx(pool(), (tx) =>
      test.t.bonuses.bonuses.grant(tx, {
        userId: p.player.id,
        source: fresh('test-bonus'),
        title: 'Test bonus',
        currency: 'USD',
        amount: 1_000n,
        wagerMultiplier: 10,
        hours: 24,
        ...rules,
      }),
    );
  }
  const wagered = async (p: Player) => (await test.t.bonuses.bonuses.active(p.player))[0]?.wagered;

  it("holds provider stakes to an active bonus's max bet", async () => {
    const p = await player();
    await grant(p, { wagerMaxBet: 500n, gamesWagers: null });
    const over = await debit(p, fresh('r'), '501');
    expect(errorCode(over)).toBe('BET_LIMIT');
    expect((await history(p)).meta.total).toBe(0);
    await ok(await debit(p, fresh('r'), '500'));
  });

  it('advances wagering by settled provider stakes (main money), in full when the bonus lists no games', async () => {
    const p = await player();
    await grant(p, { wagerMaxBet: null, gamesWagers: null });
    const round = fresh('r');
    await ok(await debit(p, round, '400'));
    expect(await wagered(p)).toBe(0n);
    await ok(await credit(p, round, '0'));
    expect(await wagered(p)).toBe(400n);
  });

  it("counts a provider game by the bonus's per-game contribution, and not at all when it is not listed", async () => {
    const half = await player();
    await grant(half, { wagerMaxBet: null, gamesWagers: [{ id: 'agg-reels', percent: 50 }] });
    const a = fresh('r');
    await ok(await debit(half, a, '400'));
    await ok(await credit(half, a, '0'));
    expect(await wagered(half)).toBe(200n);

    const unlisted = await player();
    await grant(unlisted, { wagerMaxBet: null, gamesWagers: [{ id: 'dice', percent: 100 }] });
    const b = fresh('r');
    await ok(await debit(unlisted, b, '400'));
    await ok(await credit(unlisted, b, '0'));
    expect(await wagered(unlisted)).toBe(0n);
  });
});

describe('tournaments and VIP wagering', () => {
  it('scores settled provider rounds into a tournament of the game and adds them to the VIP wager', async () => {
    const p = await player();
    test.t.clock.advance(1000);
    const { rows } = await pool().query<{ id: string }>(
      `INSERT INTO tournaments (slug, descriptions, prize_pool, currency, starts_at, ends_at, scoring, games,
                                min_stake, join_required, prizes)
       VALUES ('provider-race', '{"en": {"name": "Provider race"}}', 1000, 'USD', $1, $2, 'wagered',
               '{agg-reels}', 0, false, '[{"place": 1, "kind": "money", "amount": "1000"}]') RETURNING id`,
      [test.t.clock.now, new Date(test.t.clock.now.getTime() + 60 * 60_000)],
    );
    const tournamentId = rows[0]?.id as string;
    test.t.clock.advance(1000);
    const score = async () => {
      await test.t.tournaments.scorer.catchUp();
      const entry = await pool().query<{ score: string }>(
        'SELECT score FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2',
        [tournamentId, p.player.id.toString()],
      );
      const vip = await pool().query<{ vip_wagered: string }>('SELECT vip_wagered FROM users WHERE id = $1', [
        p.player.id.toString(),
      ]);
      return { score: entry.rows[0]?.score, vip: vip.rows[0]?.vip_wagered };
    };

    const first = fresh('r');
    await ok(await debit(p, first, '500'));
    await ok(await credit(p, first, '0'));
    expect(await score()).toEqual({ score: '500', vip: '500' });

    const second = fresh('r');
    await ok(await debit(p, second, '200'));
    // Open rounds wait for their end, as an original's open round does.
    expect(await score()).toEqual({ score: '500', vip: '500' });
    await ok(await endRound(p, second));
    expect(await score()).toEqual({ score: '700', vip: '700' });
    // A sweep again counts nothing twice.
    expect(await score()).toEqual({ score: '700', vip: '700' });
  });
});
