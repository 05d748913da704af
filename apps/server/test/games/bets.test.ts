import { type BetView, generateFloats, sha256Hex } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantEngines } from '../../src/modules/games/engines/index.ts';
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
const bet = (s: Session, game: string, amount: string, params: unknown, key = `k${++keys}`) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/games/${game}/bets`,
    headers: { ...s.auth, 'idempotency-key': key },
    payload: { amount, params },
  });

describe('instant bets', () => {
  it('plays dice: debits the stake, credits the payout, and the result verifies from the revealed seed', async () => {
    const s = await usdPlayer(100);
    const fairness = (await t.app.inject({ url: '/api/v1/fairness', headers: s.auth })).json() as {
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
    };
    expect(fairness.nonce).toBe(0);
    const response = await bet(s, 'dice', '1.00', { target: 50.5, condition: 'over' });
    expect(response.statusCode, response.body).toBe(201);
    const { bet: placed, balance } = response.json() as {
      bet: BetView;
      balance: { fiat: { value: string } };
    };
    expect(placed).toMatchObject({
      game: 'dice',
      amount: '1.00',
      currency: 'USD',
      status: 'settled',
      serverSeedHash: fairness.serverSeedHash,
      clientSeed: fairness.clientSeed,
      nonce: 0,
      serverSeed: null,
    });
    const payoutMinor = BigInt(placed.payout.replace('.', ''));
    expect(await mainBalance(t, s.player.id)).toBe(10_000n - 100n + payoutMinor);
    expect(balance.fiat.value).toBe(((10_000 - 100 + Number(payoutMinor)) / 100).toFixed(2));

    // Rotating reveals the seed; the bet in history now carries it, and replaying the engine gives the same result.
    const rotated = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/fairness/rotate',
        headers: s.auth,
        payload: { clientSeed: 'my-own-seed' },
      })
    ).json() as {
      previous: { serverSeed: string; nonce: number };
      current: { clientSeed: string; nonce: number };
    };
    expect(rotated.previous.nonce).toBe(1);
    expect(rotated.current).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(await sha256Hex(rotated.previous.serverSeed)).toBe(fairness.serverSeedHash);
    const history = (await t.app.inject({ url: '/api/v1/games/bets', headers: s.auth })).json() as {
      items: BetView[];
      meta: { total: number };
    };
    expect(history.meta.total).toBe(1);
    const revealed = history.items[0] as BetView;
    expect(revealed.serverSeed).toBe(rotated.previous.serverSeed);
    const engine = instantEngines.dice;
    if (!engine) throw new Error('no dice engine');
    const params = { target: 50.5, condition: 'over' };
    const floats = await generateFloats(
      { serverSeed: revealed.serverSeed as string, clientSeed: revealed.clientSeed, nonce: revealed.nonce },
      engine.floatsNeeded(params),
    );
    expect(engine.play(params, floats).outcome).toEqual(revealed.outcome);
  });

  it('counts nonces per bet and plays limbo, plinko and every slot machine', async () => {
    const s = await usdPlayer(100);
    const games: Array<[string, unknown]> = [
      ['limbo', { target: 2 }],
      ['plinko', { rows: 16, risk: 'high' }],
      ['neon-fruits', {}],
      ['pharaoh-gold', {}],
      ['deep-space', {}],
    ];
    for (const [index, [game, params]] of games.entries()) {
      const response = await bet(s, game, '0.20', params);
      expect(response.statusCode, `${game}: ${response.body}`).toBe(201);
      expect((response.json() as { bet: BetView }).bet.nonce).toBe(index);
    }
  });

  it('refuses bad input with clear 4xx codes and moves no money', async () => {
    const s = await usdPlayer(10);
    const cases: Array<[string, string, unknown, number, string]> = [
      ['dice', '0.01', { target: 50, condition: 'over' }, 400, 'bet_too_small'],
      ['dice', '5000', { target: 50, condition: 'over' }, 400, 'bet_too_large'],
      ['limbo', '1000', { target: 1_000_000 }, 400, 'payout_too_large'],
      ['dice', '1.001', { target: 50, condition: 'over' }, 400, 'validation_error'],
      ['dice', '-1', { target: 50, condition: 'over' }, 400, 'validation_error'],
      ['dice', 'abc', { target: 50, condition: 'over' }, 400, 'validation_error'],
      ['dice', '1'.repeat(39), { target: 50, condition: 'over' }, 400, 'bet_too_large'],
      ['dice', '1', { target: 99.5, condition: 'under' }, 400, 'validation_error'],
      ['dice', '1', { target: 50, condition: 'sideways' }, 400, 'validation_error'],
      ['dice', '1', { target: '50', condition: 'over' }, 400, 'validation_error'],
      ['dice', '1', { target: 50.123, condition: 'over' }, 400, 'validation_error'],
      ['limbo', '1', { target: 1 }, 400, 'validation_error'],
      ['plinko', '1', { rows: 17, risk: 'low' }, 400, 'validation_error'],
      ['plinko', '1', { rows: 8, risk: 'extreme' }, 400, 'validation_error'],
      ['dice', '1', { target: 50, condition: 'over', extra: 1 }, 400, 'validation_error'],
      ['baccarat', '1', {}, 404, 'not_found'],
      ['roulette', '1', {}, 400, 'validation_error'],
      ['dice', '20', { target: 50, condition: 'over' }, 400, 'insufficient_balance'],
    ];
    for (const [game, amount, params, status, detail] of cases) {
      const response = await bet(s, game, amount, params);
      expect(response.statusCode, `${game} ${amount} ${JSON.stringify(params)}: ${response.body}`).toBe(
        status,
      );
      expect((response.json() as { detail: string }).detail).toBe(detail);
    }
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/games/dice/bets',
      headers: s.auth,
      payload: { amount: '1', params: { target: 50, condition: 'over' } },
    });
    expect(noKey.statusCode).toBe(400);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/games/dice/bets',
      headers: { 'idempotency-key': 'x' },
      payload: { amount: '1', params: { target: 50, condition: 'over' } },
    });
    expect(guest.statusCode).toBe(401);
    expect(await mainBalance(t, s.player.id)).toBe(1000n);
    const fairness = (await t.app.inject({ url: '/api/v1/fairness', headers: s.auth })).json() as {
      nonce: number;
    };
    expect(fairness.nonce).toBe(0);
  });

  it('replays a bet for the same Idempotency-Key and refuses another body under it', async () => {
    const s = await usdPlayer(10);
    const params = { target: 50, condition: 'under' };
    const first = await bet(s, 'dice', '1.00', params, 'same-key');
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => bet(s, 'dice', '1.00', params, 'same-key')),
    );
    const firstBet = (first.json() as { bet: BetView }).bet;
    for (const reply of replies) {
      expect(reply.statusCode).toBe(201);
      expect((reply.json() as { bet: BetView }).bet).toEqual(firstBet);
    }
    const other = await bet(s, 'dice', '2.00', params, 'same-key');
    expect(other.statusCode).toBe(409);
    const { rows } = await t.db.database.pool.query(
      'SELECT count(*)::int AS n FROM game_bets WHERE user_id = $1',
      [s.player.id.toString()],
    );
    expect(rows[0].n).toBe(1);
    expect(await mainBalance(t, s.player.id)).toBe(1000n - 100n + BigInt(firstBet.payout.replace('.', '')));
  });

  it('100 concurrent bets on a balance covering 50: never negative, one stake and at most one payout each', async () => {
    const s = await usdPlayer(50);
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => bet(s, 'limbo', '1.00', { target: 1000 })),
    );
    const accepted = replies
      .filter((r) => r.statusCode === 201)
      .map((r) => (r.json() as { bet: BetView }).bet);
    const refused = replies.filter((r) => r.statusCode !== 201);
    for (const r of refused) expect((r.json() as { detail: string }).detail).toBe('insufficient_balance');
    expect(accepted.length).toBeGreaterThanOrEqual(50);
    const paid = accepted.reduce((sum, b) => sum + BigInt(b.payout.replace('.', '')), 0n);
    expect(await mainBalance(t, s.player.id)).toBe(5000n - BigInt(accepted.length) * 100n + paid);
    const { rows } = await t.db.database.pool.query<{ bet_id: string; kind: string; n: number }>(
      `SELECT metadata->>'betId' AS bet_id, kind, count(*)::int AS n FROM ledger_transfers
        WHERE kind IN ('bet_stake', 'bet_payout') AND metadata->>'betId' = ANY($1) GROUP BY 1, 2`,
      [accepted.map((b) => b.id)],
    );
    for (const b of accepted) {
      expect(rows.find((r) => r.bet_id === b.id && r.kind === 'bet_stake')?.n).toBe(1);
      expect(rows.find((r) => r.bet_id === b.id && r.kind === 'bet_payout')?.n).toBe(
        b.payout === '0.00' ? undefined : 1,
      );
    }
    const nonces = accepted.map((b) => b.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: accepted.length }, (_, i) => i));
  });

  it("lists only the player's own bets; another player's bet id is 404", async () => {
    const a = await usdPlayer(10);
    const b = await usdPlayer(10);
    const placed = (await bet(a, 'dice', '1', { target: 50, condition: 'over' })).json() as { bet: BetView };
    expect(
      (await t.app.inject({ url: `/api/v1/games/bets/${placed.bet.id}`, headers: a.auth })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/v1/games/bets/${placed.bet.id}`, headers: b.auth })).statusCode,
    ).toBe(404);
    const list = (await t.app.inject({ url: '/api/v1/games/bets', headers: b.auth })).json() as {
      items: unknown[];
    };
    expect(list.items).toEqual([]);
    expect((await t.app.inject({ url: '/api/v1/games/bets?limit=1000', headers: b.auth })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: '/api/v1/games/bets/abc', headers: b.auth })).statusCode).toBe(400);
  });

  it('publishes the last 10 settled bets with masked names', async () => {
    const last = (await t.app.inject({ url: '/api/v1/games/last-bets' })).json() as Array<{
      player: string;
      gameTitle: string;
    }>;
    expect(last.length).toBe(10);
    for (const item of last) {
      expect(item.player).toMatch(/^.{1,2}\*\*\*$/);
      expect(item.gameTitle).not.toBe('');
    }
  });

  it('answers the bet limits of the player currency', async () => {
    const s = await usdPlayer(0);
    expect((await t.app.inject({ url: '/api/v1/games/limits', headers: s.auth })).json()).toEqual({
      currency: 'USD',
      minBet: '0.10',
      maxBet: '1000.00',
      maxPayout: '100000.00',
    });
  });
});
