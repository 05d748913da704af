import { setImmediate as nextTurn } from 'node:timers/promises';
import { type BetView, type CrashState, crashMultiplierAt, crashPoint, followsInChain } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';
import { firstCrashedMs, firstMsAt, RoundStepper } from './crash-helpers.ts';

let t: TestApp;
let rounds: RoundStepper;

beforeAll(async () => {
  // EUR gets tight limits so the max-payout rule is reachable with small stakes.
  t = await createTestApp({
    RATE_LIMITS: 'off',
    GAME_LIMITS: JSON.stringify({ EUR: { minBet: '0.10', maxBet: '2', maxPayout: '3' } }),
  });
  rounds = new RoundStepper(t.db.database.pool, t.clock, () => t.games.crashDriver);
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const newPlayer = (currency = 'USD', major = 100) => fundedPlayer(t, BigInt(major * 100), { currency });
type Session = Awaited<ReturnType<typeof newPlayer>>;

let keys = 0;
const bet = (s: Session | null, amount: string, params: unknown = {}, key = `crash-${++keys}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/games/crash/bets',
    headers: { ...(s?.auth ?? {}), 'idempotency-key': key },
    payload: { amount, params },
  });
const cashOut = (s: Session | null) =>
  t.app.inject({ method: 'POST', url: '/api/v1/games/crash/cashout', headers: s?.auth ?? {} });
const state = async () => (await t.app.inject({ url: '/api/v1/games/crash/state' })).json() as CrashState;

type Answer = { bet: BetView; balance: { fiat: { value: string } } };
async function placed(s: Session, amount: string, params: unknown = {}, key?: string): Promise<BetView> {
  const response = await bet(s, amount, params, key);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Answer).bet;
}

async function stored(id: string) {
  const { rows } = await t.db.database.pool.query<{
    status: string;
    payout: string;
    multiplier: string;
    outcome: Record<string, unknown>;
  }>('SELECT status, payout, multiplier, outcome FROM game_bets WHERE id = $1', [id]);
  const row = rows[0];
  if (!row) throw new Error(`bet ${id} missing`);
  return { ...row, payout: BigInt(row.payout), multiplier: BigInt(row.multiplier) };
}

/** The ledger transfers of a bet, by kind: exactly one stake, at most one payout. */
async function transfersOf(id: string): Promise<string[]> {
  const { rows } = await t.db.database.pool.query<{ idempotency_key: string }>(
    'SELECT idempotency_key FROM ledger_transfers WHERE idempotency_key LIKE $1 ORDER BY idempotency_key',
    [`bet:${id}:%`],
  );
  return rows.map((row) => row.idempotency_key.split(':')[2] ?? '');
}

async function mainBalance(s: Session): Promise<bigint> {
  const { rows } = await t.db.database.pool.query<{ balance: string }>(
    `SELECT balance FROM ledger_accounts WHERE kind = 'player' AND user_id = $1 AND name = 'main'`,
    [s.player.id.toString()],
  );
  return BigInt(rows[0]?.balance ?? 0);
}

function expectError(
  response: { statusCode: number; body: string; json: () => unknown },
  status: number,
  detail: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect((response.json() as { detail: string }).detail).toBe(detail);
}

describe('a crash round', () => {
  it('takes bets while betting, streams the multiplier, pays a cash-out stake × m, then reveals the round', async () => {
    const s = await newPlayer();
    const late = await newPlayer();
    const round = await rounds.bettingWith(200);

    const view = await placed(s, '1.00');
    const during = await state();
    expect(view).toMatchObject({
      game: 'crash',
      status: 'open',
      amount: '1.00',
      payout: '0.00',
      serverSeed: null,
    });
    expect(view.outcome).toEqual({ roundId: round.id.toString(), autoCashout: null, cashedOutAt: null });
    expect(view.serverSeedHash).toBe(during.commitment);
    expect(view.nonce).toBe(round.chainIndex);
    expect(await mainBalance(s)).toBe(99_00n);
    expect(during.round).toMatchObject({
      id: round.id.toString(),
      status: 'betting',
      crashPoint: null,
      hash: null,
    });
    expect(during.bets).toEqual([
      expect.objectContaining({ betId: view.id, amount: '1.00', cashedOutAt: null, payout: null }),
    ]);
    expectError(await cashOut(s), 409, 'no_open_round');

    // Betting ends on the clock, before the driver has started the round.
    t.clock.now = round.bettingEndsAt;
    expectError(await bet(late, '1.00'), 409, 'round_not_betting');

    const running = await rounds.start(round);
    expectError(await bet(late, '1.00'), 409, 'round_not_betting');
    rounds.at(running, firstMsAt(150));
    await rounds.tick();
    const response = await cashOut(s);
    expect(response.statusCode, response.body).toBe(200);
    const { bet: cashed, balance } = response.json() as Answer;
    expect(cashed).toMatchObject({ status: 'settled', multiplier: '1.5', payout: '1.50' });
    expect(cashed.outcome).toMatchObject({ cashedOutAt: 150, by: 'player' });
    expect(balance.fiat.value).toBe('100.50');
    expect(await mainBalance(s)).toBe(100_50n);
    expectError(await cashOut(s), 409, 'no_open_round');

    await rounds.crash(running);
    const after = await state();
    expect(after.round).toMatchObject({
      id: round.id.toString(),
      status: 'crashed',
      crashPoint: round.crashPoint,
      hash: round.hash,
    });
    expect(after.history[0]).toEqual({
      id: round.id.toString(),
      crashPoint: round.crashPoint,
      hash: round.hash,
    });
    const verified = (
      await t.app.inject({ url: `/api/v1/games/bets/${view.id}`, headers: s.auth })
    ).json() as BetView;
    expect(verified.serverSeed).toBe(round.hash);
    expect(crashPoint(round.hash)).toBe(round.crashPoint);
    expect(await transfersOf(view.id)).toEqual(['payout', 'stake']);
    expect(await auditLedger(t.db.database.pool)).toEqual([]);
  });

  it('refuses a cash-out after the crash point, even before the driver has ended the round; the stake is lost', async () => {
    const s = await newPlayer();
    const round = await rounds.bettingWith(101);
    const view = await placed(s, '2.00');
    const running = await rounds.start(round);

    rounds.at(running, firstCrashedMs(round.crashPoint));
    expectError(await cashOut(s), 409, 'round_over');
    expect((await stored(view.id)).status).toBe('open');
    await rounds.tick();
    expect((await rounds.live())?.id).not.toBe(round.id);
    expectError(await cashOut(s), 409, 'round_over');

    const lost = await stored(view.id);
    expect(lost).toMatchObject({ status: 'settled', payout: 0n, multiplier: 0n });
    expect(lost.outcome).toMatchObject({ cashedOutAt: null, crashPoint: round.crashPoint });
    expect(await mainBalance(s)).toBe(98_00n);
    expect(await transfersOf(view.id)).toEqual(['stake']);
  });

  it('pays a cash-out in the last millisecond before the crash at the multiplier shown', async () => {
    const s = await newPlayer();
    const round = await rounds.bettingWith(120);
    const view = await placed(s, '1.00');
    const running = await rounds.start(round);
    const last = firstCrashedMs(round.crashPoint) - 1;
    const shown = crashMultiplierAt(last);
    expect(shown).toBeLessThanOrEqual(round.crashPoint);
    rounds.at(running, last);
    const response = await cashOut(s);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Answer).bet.outcome).toMatchObject({ cashedOutAt: shown });
    expect((await stored(view.id)).payout).toBe(BigInt(shown));
    await rounds.crash(running);
  });

  it('refuses a cash-out below 1.01×, which would only hand the stake back', async () => {
    const s = await newPlayer();
    const round = await rounds.bettingWith(150);
    await placed(s, '1.00');
    const running = await rounds.start(round);
    rounds.at(running, firstMsAt(101) - 1);
    const early = await cashOut(s);
    expectError(early, 409, 'conflict');
    expect((early.json() as { params: unknown }).params).toEqual({ minCashout: '1.01' });
    rounds.at(running, firstMsAt(101));
    expect((await cashOut(s)).statusCode).toBe(200);
    await rounds.crash(running);
  });
});

describe('auto cash-out', () => {
  it('pays exactly the target when the multiplier reaches it and loses above the crash point', async () => {
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => newPlayer()));
    if (!a || !b || !c || !d || !e) throw new Error('players missing');
    const round = await rounds.bettingWith(200);
    const point = round.crashPoint;
    const atA = await placed(a, '1.00', { autoCashout: 1.5 });
    const above = await placed(b, '1.00', { autoCashout: (point + 1) / 100 });
    const exact = await placed(c, '1.00', { autoCashout: point / 100 });
    const late = await placed(d, '1.00', { autoCashout: 1.75 });
    const atCrash = await placed(e, '1.00', { autoCashout: 1.9 });
    const running = await rounds.start(round);

    // The driver settles A as the multiplier passes 1.50×, exactly at the target.
    rounds.at(running, firstMsAt(160));
    await rounds.tick();
    expect(await stored(atA.id)).toMatchObject({ status: 'settled', payout: 150n, multiplier: 15_000n });
    expect((await stored(atA.id)).outcome).toMatchObject({ cashedOutAt: 150, by: 'auto_cashout' });
    expect((await stored(late.id)).status).toBe('open');

    // D's target has passed but no step has run: D's own cash-out settles at the target, not at 1.80×.
    rounds.at(running, firstMsAt(180));
    const response = await cashOut(d);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Answer).bet).toMatchObject({ multiplier: '1.75', payout: '1.75' });

    // The clock jumps past the crash: the crash pays targets up to the crash point and nothing above it.
    await rounds.crash(running);
    expect(await stored(exact.id)).toMatchObject({ status: 'settled', payout: BigInt(point) });
    expect(await stored(atCrash.id)).toMatchObject({ status: 'settled', payout: 190n });
    expect(await stored(above.id)).toMatchObject({ status: 'settled', payout: 0n, multiplier: 0n });
    expect(await transfersOf(above.id)).toEqual(['stake']);
    expect(await mainBalance(b)).toBe(99_00n);
    expect(await mainBalance(c)).toBe(99_00n + BigInt(point));
  });

  it('cashes a manual bet out where its payout reaches the max payout per bet', async () => {
    const s = await newPlayer('EUR', 10);
    // 2 EUR at 2× pays 4 EUR, above the 3 EUR max payout.
    expectError(await bet(s, '2.00', { autoCashout: 2 }), 400, 'payout_too_large');
    expectError(await bet(s, '0.05'), 400, 'bet_too_small');
    const round = await rounds.bettingWith(160);
    const view = await placed(s, '2.00');
    const running = await rounds.start(round);
    rounds.at(running, firstMsAt(160));
    await rounds.tick();
    const settled = await stored(view.id);
    expect(settled).toMatchObject({ status: 'settled', payout: 300n, multiplier: 15_000n });
    expect(settled.outcome).toMatchObject({ cashedOutAt: 150, by: 'max_payout' });
    expect(await mainBalance(s)).toBe(11_00n);
    await rounds.crash(running);
  });
});

describe('a cash-out in two round trips', () => {
  it('reads the bet and its round, then settles and pays in one statement, without a transaction', async () => {
    const s = await newPlayer();
    const round = await rounds.bettingWith(300);
    const view = await placed(s, '1.00');
    const running = await rounds.start(round);
    rounds.at(running, firstMsAt(200));
    const pool = t.db.database.pool;
    const query = vi.spyOn(pool, 'query');
    // pool.query checks a client out through pool.connect: any other checkout would be a transaction.
    const connect = vi.spyOn(pool, 'connect');
    let response: Awaited<ReturnType<typeof cashOut>>;
    let texts: string[];
    let checkouts: number;
    try {
      response = await cashOut(s);
      texts = query.mock.calls.map(([first]) =>
        typeof first === 'string' ? first : (first as { text: string }).text,
      );
      checkouts = connect.mock.calls.length;
    } finally {
      // Restoring also forgets the calls: they are read above.
      query.mockRestore();
      connect.mockRestore();
    }
    const sent = texts.filter((text) => /game_bets|crash_rounds|ledger_/.test(text));
    expect(response.statusCode, response.body).toBe(200);
    expect(sent).toHaveLength(2);
    expect(checkouts).toBe(texts.length);
    expect((response.json() as Answer).balance.fiat.value).toBe('101.00');
    expect(await stored(view.id)).toMatchObject({ status: 'settled', payout: 200n });
    expect(await transfersOf(view.id)).toEqual(['payout', 'stake']);
    await rounds.crash(running);
  });

  it('answers 50 cash-outs of one bet at once with one payout, and 50 players at once each with theirs', async () => {
    const s = await newPlayer();
    const others = await Promise.all(Array.from({ length: 50 }, () => newPlayer()));
    const round = await rounds.bettingWith(500);
    const mine = await placed(s, '1.00');
    const theirs = await Promise.all(others.map((o) => placed(o, '2.00')));
    const running = await rounds.start(round);
    rounds.at(running, firstMsAt(300));

    const same = await Promise.all(Array.from({ length: 50 }, () => cashOut(s)));
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of same.filter((r) => r.statusCode !== 200)) expectError(r, 409, 'no_open_round');
    expect(await mainBalance(s)).toBe(99_00n + 300n);
    expect(await transfersOf(mine.id)).toEqual(['payout', 'stake']);

    const answers = await Promise.all(others.map((o) => cashOut(o)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    for (const [n, o] of others.entries()) {
      expect(await mainBalance(o)).toBe(98_00n + 600n);
      expect(await transfersOf(theirs[n]?.id as string)).toEqual(['payout', 'stake']);
    }
    await rounds.crash(running);
    expect(await auditLedger(t.db.database.pool)).toEqual([]);
  });
});

describe('the cash-out race', () => {
  it('settles each bet exactly once when cash-outs and the crash arrive together', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => newPlayer('USD', 1000)));
    let won = 0;
    let lost = 0;
    for (let i = 0; i < 12; i++) {
      const round = await rounds.bettingWith(102);
      const bets = await Promise.all(players.map((s) => placed(s, '1.00')));
      const running = await rounds.start(round);
      // Mostly 2 ms before the crash, a race; every 4th round already at it, so losers are certain too
      // whatever the machine's speed (the server's clock decides, not the driver's tick).
      const late = i % 4 === 3;
      rounds.at(running, firstCrashedMs(round.crashPoint) - (late ? 0 : 2));

      const cashOuts = players.map((s) => cashOut(s));
      // Once the first answer is in, the clock passes the crash point while the others and the driver race on.
      await Promise.race(cashOuts);
      for (let turn = i % 3; turn > 0; turn--) await nextTurn();
      t.clock.advance(5);
      const [answers] = await Promise.all([Promise.all(cashOuts), rounds.tick()]);
      await rounds.tick();

      for (const [n, answer] of answers.entries()) {
        const id = bets[n]?.id as string;
        const row = await stored(id);
        expect(row.status).toBe('settled');
        if (answer.statusCode === 200) {
          won += 1;
          const cashedOutAt = row.outcome.cashedOutAt as number;
          expect(cashedOutAt).toBeLessThanOrEqual(round.crashPoint);
          expect(row.payout).toBe(BigInt(cashedOutAt));
          expect((answer.json() as Answer).bet.payout).toBe((cashedOutAt / 100).toFixed(2));
          expect(await transfersOf(id)).toEqual(['payout', 'stake']);
        } else {
          lost += 1;
          expectError(answer, 409, 'round_over');
          expect(row.payout).toBe(0n);
          expect(await transfersOf(id)).toEqual(['stake']);
        }
      }
    }
    expect(won).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);
    expect(await auditLedger(t.db.database.pool)).toEqual([]);
  });
});

describe('bets', () => {
  it('replays a bet for its Idempotency-Key, also when the key races itself, and allows one bet a round', async () => {
    const s = await newPlayer();
    const round = await rounds.betting();
    const first = await placed(s, '1.00', { autoCashout: 2 }, 'same-key');
    const again = await placed(s, '1.00', { autoCashout: 2 }, 'same-key');
    expect(again.id).toBe(first.id);
    expect(await mainBalance(s)).toBe(99_00n);
    expectError(await bet(s, '2.00', {}, 'same-key'), 409, 'conflict');
    expectError(await bet(s, '1.00'), 409, 'conflict');

    const racer = await newPlayer();
    const answers = await Promise.all(Array.from({ length: 5 }, () => bet(racer, '1.00', {}, 'raced-key')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => (a.json() as Answer).bet.id)).size).toBe(1);
    expect(await mainBalance(racer)).toBe(99_00n);

    await rounds.crash(round);
    // After the round, the replay still answers with the bet, now settled.
    expect((await placed(s, '1.00', { autoCashout: 2 }, 'same-key')).id).toBe(first.id);
  });

  it('answers 401 to guests and serves the state to anyone', async () => {
    await rounds.betting();
    expectError(await bet(null, '1.00'), 401, 'unauthorized');
    expectError(await cashOut(null), 401, 'unauthorized');
    const response = await t.app.inject({ url: '/api/v1/games/crash/state' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as CrashState;
    expect(body.round?.status).toBe('betting');
    expect(body.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(body.serverTime)).toBe(t.clock.now.getTime());
  });

  it.each([
    ['autoCashout 1.00', '1.00', { autoCashout: 1 }],
    ['autoCashout as text', '1.00', { autoCashout: 'abc' }],
    ['autoCashout above 1,000,000×', '1.00', { autoCashout: 10_000_001 }],
    ['autoCashout with 3 decimals', '1.00', { autoCashout: 1.234 }],
    ['unknown params', '1.00', { target: 2 }],
    ['amount as words', 'abc', {}],
    ['a negative amount', '-1.00', {}],
    ['too many decimals', '1.001', {}],
    ['a huge amount', '9'.repeat(39), {}],
  ])('refuses %s with 400', async (_name, amount, params) => {
    const s = await newPlayer();
    await rounds.betting();
    const response = await bet(s, amount, params);
    expect(response.statusCode, response.body).toBe(400);
    expect(['validation_error', 'bet_too_large']).toContain((response.json() as { detail: string }).detail);
    expect(await mainBalance(s)).toBe(100_00n);
  });

  it('refuses a bet without an Idempotency-Key or with a hostile body', async () => {
    const s = await newPlayer();
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/games/crash/bets',
      headers: s.auth,
      payload: { amount: '1.00', params: {} },
    });
    expectError(noKey, 400, 'validation_error');
    for (const payload of ['[]', '{"amount": 1}', '{"amount": "1.00", "params": "x"}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/games/crash/bets',
        headers: { ...s.auth, 'idempotency-key': `hostile-${++keys}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });
});

describe('the hash chain', () => {
  it('links every crashed round to the one before (the first to the commitment) and derives its crash point', async () => {
    const { rows } = await t.db.database.pool.query<{
      chain_index: number;
      hash: string;
      crash_point: number;
      commitment: string;
    }>(
      `SELECT r.chain_index, r.hash, r.crash_point, c.commitment FROM crash_rounds r
         JOIN crash_chains c ON c.id = r.chain_id WHERE r.status = 'crashed' ORDER BY r.chain_id, r.chain_index`,
    );
    expect(rows.length).toBeGreaterThan(10);
    let previous: (typeof rows)[number] | undefined;
    for (const row of rows) {
      if (row.chain_index > 0) expect(previous?.chain_index).toBe(row.chain_index - 1);
      const expected = row.chain_index === 0 ? row.commitment : (previous?.hash ?? '');
      expect(await followsInChain(row.hash, expected), `round ${row.chain_index}`).toBe(true);
      expect(crashPoint(row.hash)).toBe(row.crash_point);
      previous = row;
    }
  });
});
