import { type BetView, generateFloats } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantEngines } from '../../src/modules/games/engines/index.ts';
import { type InstantBetRow, InstantBetWriter } from '../../src/modules/games/instant-bet-writer.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, mainBalance, type TestApp } from '../app.ts';

/**
 * The one-statement bet path (instant-bet-writer.ts): concurrent players' bets share statements, each bet
 * still atomic; a remembered nonce another server moved on is caught by the statement, never played twice.
 */
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
const bet = (s: Session, game: string, amount: string, params: unknown, key = `ib${++keys}`) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/games/${game}/bets`,
    headers: { ...s.auth, 'idempotency-key': key },
    payload: { amount, params },
  });

async function verifies(placed: BetView, serverSeed: string, params: unknown) {
  const engine = instantEngines[placed.game];
  if (!engine) throw new Error(`no engine ${placed.game}`);
  const floats = await generateFloats(
    { serverSeed, clientSeed: placed.clientSeed, nonce: placed.nonce },
    engine.floatsNeeded(params as never),
  );
  expect(engine.play(params as never, floats).outcome).toEqual(placed.outcome);
}

async function activeSeed(userId: bigint) {
  const { rows } = await t.db.database.pool.query<{ server_seed: string; nonce: string }>(
    'SELECT server_seed, nonce FROM fairness_seeds WHERE user_id = $1 AND active',
    [userId.toString()],
  );
  return { serverSeed: rows[0]?.server_seed as string, nonce: Number(rows[0]?.nonce) };
}

describe('instant bets in one statement', () => {
  it('50 players betting at once: every bet lands once, balances add up, each result verifies', async () => {
    const players = await Promise.all(Array.from({ length: 50 }, () => usdPlayer(10)));
    const params = { target: 40, condition: 'over' };
    const replies = await Promise.all(
      players.flatMap((s) => [bet(s, 'dice', '1.00', params), bet(s, 'dice', '2.00', params)]),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(201);
    for (const [i, s] of players.entries()) {
      const placed = replies.slice(2 * i, 2 * i + 2).map((r) => (r.json() as { bet: BetView }).bet);
      expect(placed.map((b) => b.nonce).sort()).toEqual([0, 1]);
      const paid = placed.reduce((sum, b) => sum + BigInt(b.payout.replace('.', '')), 0n);
      expect(await mainBalance(t, s.player.id)).toBe(1000n - 300n + paid);
      const { serverSeed } = await activeSeed(s.player.id);
      for (const b of placed) await verifies(b, serverSeed, params);
    }
    expect(await auditLedger(t.db.database.pool)).toEqual([]);
  });

  it('batches: concurrent bets of different players share statements', async () => {
    const writer = new InstantBetWriter(t.db.database.pool);
    const players = await Promise.all(Array.from({ length: 24 }, () => usdPlayer(5)));
    const { ledger } = t.wallet;
    const bankId = await ledger.accountId({ house: 'game_bank', currency: 'USD' });
    const rowFor = async (s: Session, key: string): Promise<InstantBetRow> => {
      const seeds = await t.games.fairness.seedForBet(s.player.id);
      return {
        userId: s.player.id,
        seedId: seeds.seedId,
        nonce: seeds.nonce,
        idempotencyKey: key,
        requestHash: 'h',
        gameId: 'dice',
        currency: 'USD',
        stake: 100n,
        payout: 198n,
        multiplier: 19_800n,
        params: {},
        outcome: {},
        playerLabel: 'te***',
        createdAt: t.clock.now,
        accountId: await ledger.accountId({ userId: s.player.id, name: 'main', currency: 'USD' }),
        bonusAccountId: await ledger.accountId({ userId: s.player.id, name: 'bonus', currency: 'USD' }),
        bankId,
      };
    };
    const rows = await Promise.all(players.map((s) => rowFor(s, `batch-${s.player.id}`)));
    const written = await Promise.all(rows.map((row) => writer.write(row)));
    // The first few go at once while the pipeline is idle; the rest ride one statement.
    expect(writer.statements).toBeLessThanOrEqual(5);
    for (const [i, s] of players.entries()) {
      expect(written[i]).toMatchObject({ main: 500n - 100n + 198n, bonus: 0n });
      expect(await mainBalance(t, s.player.id)).toBe(500n - 100n + 198n);
      expect((await activeSeed(s.player.id)).nonce).toBe(1);
      t.games.fairness.advance(s.player.id, await t.games.fairness.seedForBet(s.player.id));
    }

    // A player who cannot cover the stake fails the statement carrying them; it is re-run one by one, so only
    // they are refused, and nothing of theirs is written.
    const broke = await usdPlayer(0);
    const again = await Promise.all(players.map((s) => rowFor(s, `again-${s.player.id}`)));
    const results = await Promise.allSettled(
      [...again, await rowFor(broke, 'batch-broke')].map((row) => writer.write(row)),
    );
    const refused = results.at(-1);
    expect(refused?.status).toBe('rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ detail: 'insufficient_balance' });
    for (const [i, s] of players.entries()) {
      expect(results[i]?.status).toBe('fulfilled');
      expect(await mainBalance(t, s.player.id)).toBe(500n + 2n * 98n);
      expect((await activeSeed(s.player.id)).nonce).toBe(2);
    }
    expect(await mainBalance(t, broke.player.id)).toBe(0n);
    expect((await activeSeed(broke.player.id)).nonce).toBe(0);
    const { rows: brokeBets } = await t.db.database.pool.query('SELECT 1 FROM game_bets WHERE user_id = $1', [
      broke.player.id.toString(),
    ]);
    expect(brokeBets).toHaveLength(0);
  });

  it('a nonce moved on elsewhere (another server) is caught: the bet plays the real next nonce', async () => {
    const s = await usdPlayer(10);
    const params = { target: 2 };
    const first = await bet(s, 'limbo', '1.00', params);
    expect((first.json() as { bet: BetView }).bet.nonce).toBe(0);
    // Another server's bets, which this process has not seen.
    await t.db.database.pool.query(
      'UPDATE fairness_seeds SET nonce = nonce + 3 WHERE user_id = $1 AND active',
      [s.player.id.toString()],
    );
    const second = await bet(s, 'limbo', '1.00', params);
    expect(second.statusCode, second.body).toBe(201);
    const placed = (second.json() as { bet: BetView }).bet;
    expect(placed.nonce).toBe(4);
    const seed = await activeSeed(s.player.id);
    expect(seed.nonce).toBe(5);
    await verifies(placed, seed.serverSeed, params);
  });

  it('mines and instant bets share one gapless nonce sequence', async () => {
    const s = await usdPlayer(10);
    const nonces: number[] = [];
    const instant = async () => {
      const reply = await bet(s, 'dice', '0.10', { target: 50, condition: 'under' });
      nonces.push((reply.json() as { bet: BetView }).bet.nonce);
    };
    await instant();
    const mines = await bet(s, 'mines', '0.10', { mines: 3 });
    expect(mines.statusCode, mines.body).toBe(201);
    nonces.push((mines.json() as { bet: BetView }).bet.nonce);
    await instant();
    await instant();
    expect(nonces).toEqual([0, 1, 2, 3]);
  });

  it('a replayed key answers the first bet even after the remembered nonce moved on', async () => {
    const s = await usdPlayer(10);
    const params = { target: 50, condition: 'over' };
    const first = await bet(s, 'dice', '1.00', params, 'replay-key');
    await bet(s, 'dice', '1.00', params);
    const again = await bet(s, 'dice', '1.00', params, 'replay-key');
    expect(again.statusCode).toBe(201);
    expect((again.json() as { bet: BetView }).bet).toEqual((first.json() as { bet: BetView }).bet);
    expect((await activeSeed(s.player.id)).nonce).toBe(2);
  });
});
