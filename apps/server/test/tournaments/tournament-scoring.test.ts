import {
  type Leaderboard,
  leaderboardFromBets,
  type TournamentBet,
  type TournamentEvent,
  type TournamentScoring,
  type TournamentView,
} from '@casino/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prizeKey, type TournamentSettlement } from '../../src/modules/tournaments/index.ts';
import { TournamentSettlement as Settlement } from '../../src/modules/tournaments/tournament-settlement.ts';
import { LEADERBOARD_PAGE_SQL } from '../../src/modules/tournaments/tournaments.service.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, mainBalance, type TestApp } from '../app.ts';
import { expectEnvelope } from '../platform/helpers.ts';

let t: TestApp;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t?.close();
});

let slugs = 0;
/**
 * A tournament starting now (the clock then moves a second, so earlier tests' bets are before it) and ending in
 * `hours`, in USD, with `prizes` (cents) by place.
 */
async function createTournament(options: {
  scoring: TournamentScoring;
  games?: string[];
  minStake?: bigint;
  prizes?: Array<{ kind?: 'money' | 'bonus'; amount: bigint }>;
  joinRequired?: boolean;
  hours?: number;
}): Promise<string> {
  slugs += 1;
  t.clock.advance(1000);
  const prizes = (options.prizes ?? [{ amount: 5000n }, { amount: 3000n }, { amount: 1000n }]).map(
    (prize, i) => ({
      place: i + 1,
      kind: prize.kind ?? 'money',
      amount: prize.amount.toString(),
    }),
  );
  const pool = prizes.reduce((sum, prize) => sum + BigInt(prize.amount), 0n);
  const { rows } = await t.db.database.pool.query<{ id: string }>(
    `INSERT INTO tournaments (slug, descriptions, prize_pool, currency, starts_at, ends_at, scoring, games,
                              min_stake, join_required, prizes)
     VALUES ($1, '{"en": {"name": "Test race"}}', $2, 'USD', $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      `test-${slugs}`,
      pool.toString(),
      t.clock.now,
      new Date(t.clock.now.getTime() + (options.hours ?? 1) * HOUR),
      options.scoring,
      options.games ?? ['dice'],
      (options.minStake ?? 0n).toString(),
      options.joinRequired ?? false,
      JSON.stringify(prizes),
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no tournament');
  t.clock.advance(1000);
  return id;
}

type Player = Awaited<ReturnType<typeof fundedPlayer>>;
const bet = (p: Player, amount: string, target: number, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/games/dice/bets',
    headers: { ...p.auth, 'idempotency-key': key },
    payload: { amount, params: { target, condition: 'under' } },
  });

/** Every settled bet of these players, as the pure rules read them (all in USD, the tournaments' currency). */
async function betsOf(players: readonly Player[]): Promise<TournamentBet[]> {
  const { rows } = await t.db.database.pool.query<{
    user_id: string;
    game_id: string;
    amount: string;
    payout: string;
    multiplier: string;
    created_at: Date;
    settled_at: Date;
  }>(
    `SELECT user_id::text, game_id, amount::text, payout::text, multiplier::text, created_at, settled_at
     FROM game_bets WHERE status = 'settled' AND user_id = ANY ($1::bigint[]) ORDER BY id`,
    [players.map((p) => p.player.id.toString())],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    gameId: row.game_id,
    stake: BigInt(row.amount),
    payout: BigInt(row.payout),
    multiplier: BigInt(row.multiplier),
    placedAt: row.created_at,
    settledAt: row.settled_at,
  }));
}

async function boardOf(id: string) {
  const { rows } = await t.db.database.pool.query<{
    user_id: string;
    score: string;
    reached_at: Date;
    bets: number;
  }>(
    `SELECT e.user_id::text, e.score::text, e.reached_at, e.bets FROM tournament_entries e
     WHERE e.tournament_id = $1 ORDER BY e.score DESC, e.reached_at, e.user_id`,
    [id],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    score: BigInt(row.score),
    reachedAt: row.reached_at,
    bets: row.bets,
  }));
}

async function rulesOf(id: string) {
  const { rows } = await t.db.database.pool.query<{
    scoring: TournamentScoring;
    games: string[];
    min_stake: string;
    starts_at: Date;
    ends_at: Date;
  }>('SELECT scoring, games, min_stake, starts_at, ends_at FROM tournaments WHERE id = $1', [id]);
  const row = rows[0];
  if (!row) throw new Error('no tournament');
  return {
    scoring: row.scoring,
    games: row.games,
    minStake: BigInt(row.min_stake),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  };
}

describe('scoring settled bets', () => {
  it('1,000 bets from 50 players in parallel give the boards a recount from the bets table gives', async () => {
    const wagered = await createTournament({ scoring: 'wagered' });
    const netWin = await createTournament({ scoring: 'net_win' });
    const multiplier = await createTournament({ scoring: 'multiplier', minStake: 50n });
    const otherGame = await createTournament({ scoring: 'wagered', games: ['limbo'] });
    const players = await Promise.all(Array.from({ length: 50 }, () => fundedPlayer(t, 1_000_000n)));
    const amounts = ['0.10', '0.25', '0.50', '1.00', '2.00', '0.30', '0.70'];
    const targets = [10, 49.5, 90];
    // Swept up to now first, so the sweeps below run among the bets rather than through old history.
    await t.tournaments.scorer.catchUp();
    const sweeps: Array<Promise<unknown>> = [];
    // 20 rounds of 50 bets at once; sweeps run among them, so bets commit before, during and after each.
    for (let round = 0; round < 20; round++) {
      const replies = await Promise.all(
        players.map((p, i) =>
          bet(
            p,
            amounts[(i + round) % amounts.length] as string,
            targets[(i * 7 + round) % 3] as number,
            `r${round}`,
          ),
        ),
      );
      for (const reply of replies) expect(reply.statusCode, reply.body).toBe(201);
      t.clock.advance(1000);
      if (round % 3 === 0) sweeps.push(t.tournaments.scorer.sweep(), t.tournaments.scorer.sweep());
    }
    await Promise.all(sweeps);
    await t.tournaments.scorer.catchUp();
    await t.tournaments.scorer.sweep();

    const bets = await betsOf(players);
    expect(bets).toHaveLength(1000);
    for (const id of [wagered, netWin, multiplier]) {
      const expected = leaderboardFromBets(await rulesOf(id), bets);
      expect(await boardOf(id)).toEqual(expected);
    }
    expect((await boardOf(wagered)).reduce((sum, s) => sum + s.bets, 0)).toBe(1000);
    // The minimum stake (0.50) leaves out the smaller bets; a tournament of another game sees none.
    expect((await boardOf(multiplier)).reduce((sum, s) => sum + s.bets, 0)).toBe(
      bets.filter((b) => b.stake >= 50n).length,
    );
    expect(await boardOf(otherGame)).toEqual([]);
    const { rows } = await t.db.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tournament_bets WHERE tournament_id = $1',
      [wagered],
    );
    expect(rows[0]?.n).toBe(1000);
  });

  it('adds every settled stake to the VIP wager once and levels the player up on interface_actions', async () => {
    const p = await fundedPlayer(t, 200_000_00n);
    // 1,000 USD reaches bronze (level 1).
    for (let i = 0; i < 4; i++) expect((await bet(p, '250.00', 49.5, `vip${i}`)).statusCode).toBe(201);
    const first = await t.tournaments.scorer.catchUp();
    const again = await t.tournaments.scorer.sweep();
    expect(first?.levelUps).toEqual([
      { userId: p.player.id.toString(), globalId: p.user.globalId, level: 1 },
    ]);
    expect(again?.levelUps).toEqual([]);
    const me = await t.app.inject({ url: '/api/v1/me', headers: p.auth });
    expect(me.json().vip).toEqual({ level: 1, wagered: '1000.00', toNextLevel: '9000.00' });
    expect(me.json().isVip).toBe(false);
  });
});

describe('a big board', () => {
  it('pages 20,000 entries through the board index, never sorting the whole board', async () => {
    const id = await createTournament({ scoring: 'wagered' });
    await t.db.database.pool.query(
      `INSERT INTO tournament_entries (tournament_id, user_id, name, score, reached_at, bets, joined_at)
       SELECT $1, 1000000 + n, 'pl***', (n * 7919) % 100000, now() - n * interval '1 second', 1, now()
       FROM generate_series(1, 20000) AS n`,
      [id],
    );
    await t.db.database.pool.query('ANALYZE tournament_entries');
    for (const offset of [0, 5000]) {
      const { rows } = await t.db.database.pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN ${LEADERBOARD_PAGE_SQL}`,
        [id, 50, offset],
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index (Only )?Scan using tournament_entries_board_idx/);
      expect(plan).not.toMatch(/\bSort\b/);
    }
    const board = await t.app.inject({ url: `/api/v1/tournaments/${id}/leaderboard?offset=19990&limit=20` });
    expect(board.statusCode).toBe(200);
    expect((board.json() as Leaderboard).items.map((row) => row.place)).toEqual(
      Array.from({ length: 10 }, (_, i) => 19991 + i),
    );
    await t.db.database.pool.query('UPDATE tournaments SET cancelled_at = $2 WHERE id = $1', [
      id,
      t.clock.now,
    ]);
  });
});

describe('VIP-only tournaments', () => {
  it('score only VIP players', async () => {
    const id = await createTournament({ scoring: 'wagered' });
    await t.db.database.pool.query('UPDATE tournaments SET vip_players_only = true WHERE id = $1', [id]);
    const [vip, regular] = await Promise.all([fundedPlayer(t, 100_000n), fundedPlayer(t, 100_000n)]);
    await t.auth.setVip(vip.player.id, { isVip: true, vipManagerTelegram: null });
    expect((await bet(vip, '1.00', 49.5, 'vip-only-1')).statusCode).toBe(201);
    expect((await bet(regular, '9.00', 49.5, 'vip-only-2')).statusCode).toBe(201);
    await t.tournaments.scorer.catchUp();
    expect((await boardOf(id)).map((s) => [s.userId, s.score])).toEqual([[vip.player.id.toString(), 100n]]);
  });
});

describe('joining and the leaderboard', () => {
  it('counts only bets placed after joining when joining is required; the caller sees their own row', async () => {
    const id = await createTournament({ scoring: 'wagered', joinRequired: true });
    const [a, b] = await Promise.all([fundedPlayer(t, 100_000n), fundedPlayer(t, 100_000n)]);
    expect((await bet(a, '1.00', 49.5, 'before-join')).statusCode).toBe(201);
    t.clock.advance(1000);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tournaments/${id}/join`,
      headers: a.auth,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((joined.json() as TournamentView).joined).toBe(true);
    // Joining again is the same as once.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/tournaments/${id}/join`, headers: a.auth }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(1000);
    expect((await bet(a, '2.00', 49.5, 'after-join')).statusCode).toBe(201);
    expect((await bet(b, '5.00', 49.5, 'not-joined')).statusCode).toBe(201);
    await t.tournaments.scorer.catchUp();

    const board = await t.app.inject({
      url: `/api/v1/tournaments/${id}/leaderboard?limit=1`,
      headers: a.auth,
    });
    expect(board.statusCode, board.body).toBe(200);
    const body = board.json() as Leaderboard;
    expect(body.meta).toEqual({ total: 1, offset: 0, limit: 1 });
    expect(body.items).toEqual([
      {
        place: 1,
        name: expect.stringMatching(/^.{2}\*\*\*$/),
        score: '2.00',
        bets: 1,
        prize: { kind: 'money', amount: '50.00' },
        isMe: true,
      },
    ]);
    expect(body.me).toEqual(body.items[0]);
    const view = (
      await t.app.inject({ url: `/api/v1/tournaments/${id}`, headers: a.auth })
    ).json() as TournamentView;
    expect(view.me).toEqual({ place: 1, score: '2.00', prize: { kind: 'money', amount: '50.00' } });
    expect(view.players).toBe(1);
    // A guest sees the board without a row of their own.
    const guest = (
      await t.app.inject({ url: `/api/v1/tournaments/${id}/leaderboard` })
    ).json() as Leaderboard;
    expect(guest.me).toBeNull();
    expect(guest.items[0]?.isMe).toBe(false);
  });

  it('pins the caller’s row when it is outside the page', async () => {
    const id = await createTournament({ scoring: 'wagered' });
    const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(t, 100_000n)));
    for (const [i, p] of players.entries()) {
      expect((await bet(p, `${i + 1}.00`, 49.5, `pin${i}`)).statusCode).toBe(201);
    }
    await t.tournaments.scorer.catchUp();
    const last = players[0] as Player;
    const body = (
      await t.app.inject({ url: `/api/v1/tournaments/${id}/leaderboard?limit=2`, headers: last.auth })
    ).json() as Leaderboard;
    expect(body.items.map((row) => row.place)).toEqual([1, 2]);
    expect(body.items.map((row) => row.score)).toEqual(['4.00', '3.00']);
    expect(body.me).toMatchObject({ place: 4, score: '1.00', prize: null, isMe: true });
    const next = (
      await t.app.inject({ url: `/api/v1/tournaments/${id}/leaderboard?offset=2&limit=2` })
    ).json() as Leaderboard;
    expect(next.items.map((row) => row.place)).toEqual([3, 4]);
  });

  it('refuses joining a finished tournament, guests, and VIP-only ones for others', async () => {
    const id = await createTournament({ scoring: 'wagered', hours: 0.5 });
    t.clock.advance(HOUR / 2);
    const p = await fundedPlayer(t, 0n);
    expectEnvelope(
      await t.app.inject({ method: 'POST', url: `/api/v1/tournaments/${id}/join`, headers: p.auth }),
      400,
      'tournament_closed',
    );
    expectEnvelope(
      await t.app.inject({ method: 'POST', url: `/api/v1/tournaments/${id}/join` }),
      401,
      'unauthorized',
    );
    await t.db.database.pool.query('UPDATE tournaments SET vip_players_only = true WHERE id = $1', [id]);
    expectEnvelope(
      await t.app.inject({ method: 'POST', url: `/api/v1/tournaments/${id}/join`, headers: p.auth }),
      404,
      'not_found',
    );
    expectEnvelope(
      await t.app.inject({ url: `/api/v1/tournaments/${id}/leaderboard`, headers: p.auth }),
      404,
      'not_found',
    );
  });
});

describe('the end and its prizes', () => {
  // Earlier tests' tournaments are still running; called off, they neither pay these players nor get settled.
  beforeEach(async () => {
    await t.db.database.pool.query(
      'UPDATE tournaments SET cancelled_at = $1 WHERE settled_at IS NULL AND cancelled_at IS NULL',
      [t.clock.now],
    );
  });
  /** Three players with wagers 3, 2 and 1 USD on a tournament that ends in an hour. */
  async function racedTournament(prizes?: Array<{ kind?: 'money' | 'bonus'; amount: bigint }>) {
    const id = await createTournament({ scoring: 'wagered', ...(prizes ? { prizes } : {}) });
    const players = await Promise.all(Array.from({ length: 3 }, () => fundedPlayer(t, 100_000n)));
    for (const [i, p] of players.entries()) {
      expect((await bet(p, `${3 - i}.00`, 98, `end${id}-${i}`)).statusCode).toBe(201);
    }
    return { id, players };
  }
  const balances = (players: readonly Player[]) =>
    Promise.all(players.map((p) => mainBalance(t, p.player.id)));
  const payoutsOf = async (id: string) =>
    (
      await t.db.database.pool.query<{ place: number; paid: boolean }>(
        'SELECT place, paid_at IS NOT NULL AS paid FROM tournament_payouts WHERE tournament_id = $1 ORDER BY place',
        [id],
      )
    ).rows;
  const transfersOf = async (id: string) =>
    (
      await t.db.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE $1`,
        [`tournament:${id}:prize:%`],
      )
    ).rows[0]?.n;

  it('fixes places after the end and pays each winner once when two runs race', async () => {
    const { id, players } = await racedTournament();
    const before = await balances(players);
    // Not before the end and its grace.
    await t.tournaments.settlement.run();
    expect(await payoutsOf(id)).toEqual([]);
    t.clock.advance(HOUR + 10_000);
    await t.tournaments.scorer.catchUp();
    await Promise.all([t.tournaments.settlement.run(), t.tournaments.settlement.run()]);
    expect(await payoutsOf(id)).toEqual([
      { place: 1, paid: true },
      { place: 2, paid: true },
      { place: 3, paid: true },
    ]);
    expect(await transfersOf(id)).toBe(3);
    const after = await balances(players);
    expect(after.map((value, i) => value - (before[i] as bigint))).toEqual([5000n, 3000n, 1000n]);
    await t.tournaments.settlement.run();
    expect(await transfersOf(id)).toBe(3);
    // Later bets change nothing: the board of a settled tournament is fixed.
    const view = (
      await t.app.inject({ url: `/api/v1/tournaments/${id}`, headers: (players[0] as Player).auth })
    ).json() as TournamentView;
    expect(view.status).toBe('finished');
    expect(view.me).toEqual({ place: 1, score: '3.00', prize: { kind: 'money', amount: '50.00' } });
  });

  it('a restart between two winners’ payouts pays each once; a bonus prize is granted as a bonus', async () => {
    const { id, players } = await racedTournament([
      { amount: 5000n },
      { kind: 'bonus', amount: 3000n },
      { amount: 1000n },
    ]);
    const before = await balances(players);
    // Whatever earlier tests left is settled and paid first, so this tournament is the only one due below.
    await t.tournaments.settlement.run();
    t.clock.advance(HOUR + 10_000);
    await t.tournaments.scorer.catchUp();
    expect(await t.tournaments.settlement.settleOne()).toBe(true);
    expect(await t.tournaments.settlement.settleOne()).toBe(false);
    expect(await t.tournaments.settlement.payPending(1)).toBe(1);
    expect(await payoutsOf(id)).toEqual([
      { place: 1, paid: true },
      { place: 2, paid: false },
      { place: 3, paid: false },
    ]);
    // A new process: its own settlement object, the same database.
    const events: Array<[string, TournamentEvent]> = [];
    const restarted: TournamentSettlement = new Settlement({
      pool: t.db.database.pool,
      ledger: t.wallet.ledger,
      clock: () => t.clock.now,
      grantBonus: (tx, grant) => t.bonuses.bonuses.grant(tx, grant),
      notify: (globalId, event) => events.push([globalId, event]),
    });
    expect(await restarted.run()).toEqual({ settled: 0, paid: 2 });
    const after = await balances(players);
    expect(after.map((value, i) => value - (before[i] as bigint))).toEqual([5000n, 0n, 1000n]);
    expect(await transfersOf(id)).toBe(2);
    const { rows: bonuses } = await t.db.database.pool.query<{ amount: string }>(
      'SELECT amount::text FROM player_bonuses WHERE source = $1',
      [prizeKey(id, 2)],
    );
    expect(bonuses).toEqual([{ amount: '3000' }]);
    expect(events).toEqual([
      [
        (players[1] as Player).user.globalId,
        {
          type: 'prize',
          tournamentId: id,
          place: 2,
          prize: { kind: 'bonus', amount: '30.00', currency: 'USD' },
        },
      ],
      [
        (players[2] as Player).user.globalId,
        {
          type: 'prize',
          tournamentId: id,
          place: 3,
          prize: { kind: 'money', amount: '10.00', currency: 'USD' },
        },
      ],
    ]);
  });
});
