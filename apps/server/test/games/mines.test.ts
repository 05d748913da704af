import { type BetView, MINES_TILES } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minesMultiplier } from '../../src/modules/games/engines/index.ts';
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

const usdPlayer = (dollars: number) => fundedPlayer(t, BigInt(dollars * 100), { currency: 'USD' });
type Session = Awaited<ReturnType<typeof usdPlayer>>;

let keys = 0;
const start = (s: Session, mines: number, amount = '1.00') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/games/mines/bets',
    headers: { ...s.auth, 'idempotency-key': `m${++keys}` },
    payload: { amount, params: { mines } },
  });
const reveal = (s: Session, tile: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/games/mines/round/reveal',
    headers: s.auth,
    payload: { tile },
  });
const cashOut = (s: Session) =>
  t.app.inject({ method: 'POST', url: '/api/v1/games/mines/round/cashout', headers: s.auth });
const round = async (s: Session) =>
  (
    (await t.app.inject({ url: '/api/v1/games/mines/round', headers: s.auth })).json() as {
      bet: BetView | null;
    }
  ).bet;

/** The board is server-side state; the test reads it from the database to pick tiles on purpose. */
async function minesOf(betId: string): Promise<number[]> {
  const { rows } = await t.db.database.pool.query<{ state: { minePositions: number[] } }>(
    'SELECT state FROM game_bets WHERE id = $1',
    [betId],
  );
  return rows[0]?.state.minePositions ?? [];
}

const balanceOf = (s: Session) => mainBalance(t, s.player.id);

describe('mines', () => {
  it('starts a round, keeps it across reloads, reveals safe tiles and cashes out at the exact odds', async () => {
    const s = await usdPlayer(10);
    const started = await start(s, 3);
    expect(started.statusCode, started.body).toBe(201);
    const { bet } = started.json() as { bet: BetView };
    expect(bet).toMatchObject({ status: 'open', outcome: { mines: 3, revealed: [] } });
    expect(JSON.stringify(bet)).not.toContain('minePositions');
    expect(await balanceOf(s)).toBe(900n);
    expect((await round(s))?.id).toBe(bet.id);
    expect((await start(s, 3)).statusCode).toBe(409);

    const mines = await minesOf(bet.id);
    expect(new Set(mines).size).toBe(3);
    const safe = Array.from({ length: MINES_TILES }, (_, i) => i).filter((i) => !mines.includes(i));
    for (const [index, tile] of safe.slice(0, 2).entries()) {
      const step = (await reveal(s, tile)).json() as { bet: BetView };
      expect(step.bet.status).toBe('open');
      expect(step.bet.outcome.revealed).toHaveLength(index + 1);
    }
    expect((await reveal(s, safe[0] as number)).statusCode).toBe(400);
    const cashed = (await cashOut(s)).json() as { bet: BetView };
    const multiplier = minesMultiplier(3, 2);
    expect(cashed.bet).toMatchObject({ status: 'settled', outcome: { minePositions: mines } });
    expect(await balanceOf(s)).toBe(900n + (100n * multiplier) / 10_000n);
    expect(await round(s)).toBeNull();
    expect((await cashOut(s)).statusCode).toBe(409);
  });

  it('a start replayed with its Idempotency-Key answers the same round and stakes once', async () => {
    const s = await usdPlayer(10);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/games/mines/bets',
        headers: { ...s.auth, 'idempotency-key': 'lost-answer' },
        payload: { amount: '1.00', params: { mines: 3 } },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    // The answer was lost; the player retries with the same key: the same round, not round_open.
    const retry = await send();
    expect(retry.statusCode, retry.body).toBe(201);
    expect((retry.json() as { bet: BetView }).bet.id).toBe((first.json() as { bet: BetView }).bet.id);
    const { rows } = await t.db.database.pool.query(
      "SELECT count(*)::int AS n FROM game_bets WHERE user_id = $1 AND game_id = 'mines'",
      [s.player.id.toString()],
    );
    expect(rows[0].n).toBe(1);
    expect(await balanceOf(s)).toBe(900n);
  });

  it('loses the stake on a mine and shows the board', async () => {
    const s = await usdPlayer(10);
    const { bet } = (await start(s, 24)).json() as { bet: BetView };
    const mines = await minesOf(bet.id);
    const hit = (await reveal(s, mines[0] as number)).json() as { bet: BetView };
    expect(hit.bet).toMatchObject({ status: 'settled', payout: '0.00', outcome: { hit: mines[0] } });
    expect(await balanceOf(s)).toBe(900n);
  });

  it('cashes out by itself when the last safe tile is revealed', async () => {
    const s = await usdPlayer(10);
    const { bet } = (await start(s, 24, '0.10')).json() as { bet: BetView };
    const mines = await minesOf(bet.id);
    const last = Array.from({ length: MINES_TILES }, (_, i) => i).find((i) => !mines.includes(i)) as number;
    const won = (await reveal(s, last)).json() as { bet: BetView };
    expect(won.bet.status).toBe('settled');
    expect(await balanceOf(s)).toBe(990n + (10n * minesMultiplier(24, 1)) / 10_000n);
  });

  it('refuses bad input and steps without a round; another player cannot touch the round', async () => {
    const s = await usdPlayer(10);
    const other = await usdPlayer(10);
    expect((await reveal(s, 3)).statusCode).toBe(409);
    expect((await start(s, 0)).statusCode).toBe(400);
    expect((await start(s, 25)).statusCode).toBe(400);
    await start(s, 5);
    expect((await reveal(s, 25)).statusCode).toBe(400);
    expect((await reveal(s, -1)).statusCode).toBe(400);
    expect((await cashOut(s)).statusCode).toBe(400);
    expect(await round(other)).toBeNull();
    expect((await reveal(other, 0)).statusCode).toBe(409);
  });

  it('20 concurrent reveals and cash-outs on one round settle it once', async () => {
    const s = await usdPlayer(10);
    const { bet } = (await start(s, 1)).json() as { bet: BetView };
    const mines = await minesOf(bet.id);
    const safe = Array.from({ length: MINES_TILES }, (_, i) => i).filter((i) => !mines.includes(i));
    await reveal(s, safe[0] as number);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => cashOut(s)),
      ...safe.slice(1, 11).map((tile) => reveal(s, tile)),
    ]);
    const settled = results.filter(
      (r) => r.statusCode === 200 && (r.json() as { bet: BetView }).bet.status === 'settled',
    );
    expect(settled.length).toBe(1);
    const { rows } = await t.db.database.pool.query(
      `SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'bet_payout' AND metadata->>'betId' = $1`,
      [bet.id],
    );
    expect(rows[0].n).toBe(1);
  });
});
