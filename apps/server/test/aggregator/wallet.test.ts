import { randomUUID } from 'node:crypto';
import type { WalletCall } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { mainBalance } from '../app.ts';
import { subscribePlayer } from '../realtime-client.ts';
import {
  type AggregatorTest,
  errorCode,
  insertProviderGame,
  launchedPlayer,
  sign,
  startAggregatorTest,
  walletCall,
} from './helpers.ts';

/**
 * Issue 16 items 2 and 6: the seamless-wallet calls the aggregator makes (docs/aggregator-protocol.md),
 * signed, on real PostgreSQL. Amounts are minor units; the test players hold 10 000 of them.
 */
let test: AggregatorTest;
const FUNDS = 10_000n;
let ids = 0;
const fresh = (prefix: string) => `${prefix}-${++ids}`;

beforeAll(async () => {
  test = await startAggregatorTest();
  await insertProviderGame(test.t, { id: 'agg-fruits', code: 'fruits', betLimits: {} });
  await insertProviderGame(test.t, {
    id: 'agg-limited',
    code: 'limited',
    betLimits: { USD: { min: '10', max: '500' } },
  });
});
afterAll(async () => {
  expect(await auditLedger(test.t.db.database.pool)).toEqual([]);
  await test.close();
});

type Player = Awaited<ReturnType<typeof launchedPlayer>>;

async function player(gameId = 'agg-fruits', funds = FUNDS): Promise<Player> {
  return launchedPlayer(test, gameId, funds);
}

const call = (c: WalletCall, body: Record<string, unknown>) => walletCall(test.t, c, body);

const debitBody = (p: Player, extra: Record<string, unknown> = {}) => ({
  ...p.wallet,
  transactionId: fresh('d'),
  roundId: fresh('r'),
  gameCode: 'fruits',
  amount: '100',
  ...extra,
});

const creditBody = (p: Player, roundId: string, extra: Record<string, unknown> = {}) => ({
  ...p.wallet,
  transactionId: fresh('c'),
  roundId,
  gameCode: 'fruits',
  amount: '250',
  ...extra,
});

const rollbackBody = (p: Player, debit: { transactionId: string; roundId: string }) => ({
  ...p.wallet,
  transactionId: fresh('rb'),
  roundId: debit.roundId,
  gameCode: 'fruits',
  referenceTransactionId: debit.transactionId,
});

const balanceOf = (p: Player) => mainBalance(test.t, p.player.id);

describe('signatures', () => {
  it('answers a correctly signed balance call', async () => {
    const p = await player();
    const response = await call('balance', p.wallet);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ balance: '10000', currency: p.wallet.currency });
    // Replies are signed too.
    expect(response.headers['x-signature']).toBe(sign(response.body));
  });

  it('refuses a missing, malformed, wrong-length or wrong-secret signature and a body altered after signing', async () => {
    const p = await player();
    const body = JSON.stringify(p.wallet);
    const cases: Array<{ signature?: string | null; raw?: string }> = [
      { signature: null },
      { signature: '' },
      { signature: 'sha256=' },
      { signature: 'sha256=zz' },
      { signature: `sha256=${'a'.repeat(63)}` },
      { signature: `${sign(body)}00` },
      { signature: sign(body).replace('sha256=', 'sha1=') },
      { signature: sign(body, 'another-secret') },
      { raw: JSON.stringify({ ...p.wallet, currency: 'EUR' }) },
      { raw: `${body} ` },
    ];
    for (const options of cases) {
      const response = await walletCall(test.t, 'balance', p.wallet, options);
      expect(response.statusCode, JSON.stringify(options)).toBe(401);
      expect(errorCode(response)).toBe('INVALID_SIGNATURE');
    }
  });

  it('checks the signature before reading the body: an unsigned debit moves nothing', async () => {
    const p = await player();
    const response = await walletCall(test.t, 'debit', debitBody(p), { signature: sign('{}') });
    expect(errorCode(response)).toBe('INVALID_SIGNATURE');
    expect(await balanceOf(p)).toBe(FUNDS);
  });

  it('answers malformed signed input with INVALID_REQUEST in the protocol shape, never a 500', async () => {
    const p = await player();
    const signedRaw = (raw: string) => walletCall(test.t, 'debit', {}, { raw, signature: sign(raw) });
    const bad = [
      await signedRaw('not json'),
      await signedRaw(''),
      await signedRaw('[]'),
      await signedRaw(JSON.stringify({ ...debitBody(p), amount: '-5' })),
      await signedRaw(JSON.stringify({ ...debitBody(p), amount: '1.5' })),
      await signedRaw(JSON.stringify({ ...debitBody(p), amount: 100 })),
      await signedRaw(JSON.stringify({ ...debitBody(p), extra: true })),
      await signedRaw(JSON.stringify({ ...debitBody(p), transactionId: 'x'.repeat(101) })),
      await signedRaw(JSON.stringify({ ...debitBody(p), roundId: 'a\u0000b' })),
      await signedRaw(JSON.stringify({ ...debitBody(p), amount: '0' })),
      await signedRaw(JSON.stringify({ ...debitBody(p), padding: 'x'.repeat(20_000) })),
    ];
    for (const response of bad) {
      expect(response.statusCode, response.body).toBe(400);
      expect(errorCode(response)).toBe('INVALID_REQUEST');
    }
    const unknown = await test.t.app.inject({
      method: 'POST',
      url: '/api/aggregator/v1/withdraw',
      payload: '{}',
    });
    expect(errorCode(unknown)).toBe('INVALID_REQUEST');
    expect(await balanceOf(p)).toBe(FUNDS);
  });
});

describe('players and sessions', () => {
  it('refuses an unknown player, a token of another player and an unknown token', async () => {
    const p = await player();
    const other = await player();
    const unknown = await call('balance', { ...p.wallet, playerId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('PLAYER_NOT_FOUND');
    const stolen = await call('debit', debitBody(p, { sessionToken: other.wallet.sessionToken }));
    expect(errorCode(stolen)).toBe('SESSION_EXPIRED');
    const forged = await call('balance', { ...p.wallet, sessionToken: 'f'.repeat(43) });
    expect(errorCode(forged)).toBe('SESSION_EXPIRED');
    expect(await balanceOf(p)).toBe(FUNDS);
    expect(await balanceOf(other)).toBe(FUNDS);
  });

  it('refuses a currency other than the session one', async () => {
    const p = await player();
    const response = await call('debit', debitBody(p, { currency: 'EUR' }));
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('CURRENCY_MISMATCH');
    expect(await balanceOf(p)).toBe(FUNDS);
  });

  it('refuses stakes once the session expired but still pays the round it took', async () => {
    const p = await player();
    const debit = debitBody(p);
    expect((await call('debit', debit)).statusCode).toBe(200);
    test.t.clock.advance(13 * 60 * 60 * 1000);
    const late = await call('debit', debitBody(p, { roundId: debit.roundId }));
    expect(late.statusCode).toBe(401);
    expect(errorCode(late)).toBe('SESSION_EXPIRED');
    const win = await call('credit', creditBody(p, debit.roundId, { closeRound: true }));
    expect(win.statusCode).toBe(200);
    expect(win.json()).toMatchObject({ balance: '10150' });
    expect(await balanceOf(p)).toBe(10_150n);
  });

  it('refuses stakes of a self-excluded or banned player, and still pays their open round', async () => {
    const excluded = await player();
    const banned = await player();
    const opened = debitBody(excluded);
    expect((await call('debit', opened)).statusCode).toBe(200);
    const { pool } = test.t.db.database;
    await pool.query(`UPDATE users SET exclusion_kind = 'self_exclusion' WHERE id = $1`, [
      excluded.player.id.toString(),
    ]);
    await pool.query(`UPDATE users SET ban_reason = 'other' WHERE id = $1`, [banned.player.id.toString()]);
    for (const p of [excluded, banned]) {
      const response = await call('debit', debitBody(p));
      expect(response.statusCode).toBe(403);
      expect(errorCode(response)).toBe('PLAYER_BLOCKED');
    }
    expect((await call('credit', creditBody(excluded, opened.roundId))).statusCode).toBe(200);
    expect(await balanceOf(excluded)).toBe(FUNDS - 100n + 250n);
    expect(await balanceOf(banned)).toBe(FUNDS);
  });
});

describe('debit', () => {
  it('takes the stake through the ledger and answers the balance with a reference', async () => {
    const p = await player();
    const response = await call('debit', debitBody(p, { amount: '1234' }));
    expect(response.statusCode).toBe(200);
    const body = response.json() as { balance: string; currency: string; reference: string };
    expect(body).toMatchObject({ balance: '8766', currency: p.wallet.currency });
    expect(body.reference).toMatch(/^\d+$/);
    expect(await balanceOf(p)).toBe(8766n);
    const { rows } = await test.t.db.database.pool.query(
      `SELECT kind FROM ledger_transfers WHERE idempotency_key = $1`,
      [`aggregator:${body.reference}`],
    );
    expect(rows).toEqual([{ kind: 'casino_bet' }]);
  });

  it('answers a repeated debit with its first reply, even after the balance moved, and moves money once', async () => {
    const p = await player();
    const debit = debitBody(p, { amount: '300' });
    const first = await call('debit', debit);
    expect((await call('debit', debitBody(p, { amount: '700' }))).statusCode).toBe(200);
    const again = await call('debit', debit);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ balance: '9700' });
    expect(await balanceOf(p)).toBe(9000n);
  });

  it('answers a transaction id reused with another body as TRANSACTION_CONFLICT', async () => {
    const p = await player();
    const debit = debitBody(p, { amount: '300' });
    expect((await call('debit', debit)).statusCode).toBe(200);
    for (const [kind, changed] of [
      ['debit', { ...debit, amount: '301' }],
      ['debit', { ...debit, roundId: fresh('r') }],
      ['credit', creditBody(p, debit.roundId, { transactionId: debit.transactionId })],
    ] as const) {
      const response = await call(kind, changed);
      expect(response.statusCode).toBe(409);
      expect(errorCode(response)).toBe('TRANSACTION_CONFLICT');
    }
    expect(await balanceOf(p)).toBe(9700n);
  });

  it('answers INSUFFICIENT_FUNDS with the balance and takes nothing', async () => {
    const p = await player('agg-fruits', 500n);
    const response = await call('debit', debitBody(p, { amount: '501' }));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: { code: 'INSUFFICIENT_FUNDS', message: expect.any(String) },
      balance: '500',
    });
    expect(await balanceOf(p)).toBe(500n);
    // Not recorded: the same id may succeed once the player has the money.
    expect((await call('debit', debitBody(p, { amount: '500' }))).statusCode).toBe(200);
  });

  it("keeps stakes within the game's limits for the currency", async () => {
    const p = await player('agg-limited');
    expect(p.wallet.currency).toBe('USD');
    for (const amount of ['9', '501']) {
      const response = await call('debit', debitBody(p, { gameCode: 'limited', amount }));
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe('BET_LIMIT');
    }
    expect((await call('debit', debitBody(p, { gameCode: 'limited', amount: '500' }))).statusCode).toBe(200);
  });

  it('refuses a game the session did not launch, and games hidden, disabled or blacklisted since', async () => {
    await insertProviderGame(test.t, { id: 'agg-switch', code: 'switch' });
    const p = await player('agg-switch');
    const other = await call('debit', debitBody(p, { gameCode: 'fruits' }));
    expect(errorCode(other)).toBe('INVALID_REQUEST');
    const unknown = await call('debit', debitBody(p, { gameCode: 'no-such-game' }));
    expect(errorCode(unknown)).toBe('GAME_UNAVAILABLE');
    const { pool } = test.t.db.database;
    const refusedAfter = async (change: string, params: unknown[] = []) => {
      await pool.query(`UPDATE games SET ${change} WHERE id = 'agg-switch'`, params);
      const response = await call('debit', debitBody(p, { gameCode: 'switch' }));
      await pool.query(
        `UPDATE games SET hidden = false, enabled = true, blacklist_currencies = '{}', blacklist_countries = '{}'
         WHERE id = 'agg-switch'`,
      );
      return response;
    };
    for (const response of [
      await refusedAfter('hidden = true'),
      await refusedAfter('enabled = false'),
      await refusedAfter('blacklist_currencies = $1', [[p.wallet.currency]]),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorCode(response)).toBe('GAME_UNAVAILABLE');
    }
    // The country is the player's at launch: the aggregator's servers call from elsewhere.
    await pool.query(`UPDATE aggregator_sessions SET country = 'DE' WHERE user_id = $1`, [
      p.player.id.toString(),
    ]);
    expect(errorCode(await refusedAfter(`blacklist_countries = '{DE}'`))).toBe('GAME_UNAVAILABLE');
    expect((await call('debit', debitBody(p, { gameCode: 'switch' }))).statusCode).toBe(200);
    expect(await balanceOf(p)).toBe(FUNDS - 100n);
  });
});

describe('credit and rounds', () => {
  it('pays a win, closes the round with closeRound, then refuses debits and credits in it', async () => {
    const p = await player();
    const debit = debitBody(p);
    await call('debit', debit);
    const win = creditBody(p, debit.roundId, { closeRound: true });
    const paid = await call('credit', win);
    expect(paid.json()).toMatchObject({ balance: '10150' });
    // The repeat of the closing credit answers its first reply, not ROUND_CLOSED.
    expect((await call('credit', win)).json()).toEqual(paid.json());
    const lateDebit = await call('debit', debitBody(p, { roundId: debit.roundId }));
    const lateWin = await call('credit', creditBody(p, debit.roundId));
    for (const response of [lateDebit, lateWin]) {
      expect(response.statusCode).toBe(409);
      expect(errorCode(response)).toBe('ROUND_CLOSED');
      expect((response.json() as { balance: string }).balance).toBe('10150');
    }
    expect(await balanceOf(p)).toBe(10_150n);
  });

  it('takes a zero credit as a lost round and closes it', async () => {
    const p = await player();
    const debit = debitBody(p);
    await call('debit', debit);
    const lost = await call('credit', creditBody(p, debit.roundId, { amount: '0', closeRound: true }));
    expect(lost.json()).toMatchObject({ balance: '9900' });
    expect(errorCode(await call('debit', debitBody(p, { roundId: debit.roundId })))).toBe('ROUND_CLOSED');
  });

  it("refuses a win for a round no debit opened, or another player's round", async () => {
    const p = await player();
    const other = await player();
    const theirs = debitBody(other);
    await call('debit', theirs);
    for (const roundId of [fresh('never'), theirs.roundId]) {
      const response = await call('credit', creditBody(p, roundId));
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe('INVALID_REQUEST');
    }
    expect(await balanceOf(p)).toBe(FUNDS);
  });

  it('answers a repeated credit with its first reply and pays once', async () => {
    const p = await player();
    const debit = debitBody(p);
    await call('debit', debit);
    const win = creditBody(p, debit.roundId);
    const first = await call('credit', win);
    await call('debit', debitBody(p, { roundId: debit.roundId, amount: '50' }));
    expect((await call('credit', win)).json()).toEqual(first.json());
    expect(await balanceOf(p)).toBe(FUNDS - 100n + 250n - 50n);
  });

  it('ends a round once (idempotent), and records an unknown round closed', async () => {
    const p = await player();
    const debit = debitBody(p);
    await call('debit', debit);
    const end = { ...p.wallet, roundId: debit.roundId, gameCode: 'fruits' };
    const first = await call('end-round', end);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ balance: '9900', currency: p.wallet.currency });
    expect((await call('end-round', end)).statusCode).toBe(200);
    expect(errorCode(await call('credit', creditBody(p, debit.roundId)))).toBe('ROUND_CLOSED');
    const never = { ...end, roundId: fresh('r') };
    expect((await call('end-round', never)).statusCode).toBe(200);
    expect(errorCode(await call('debit', debitBody(p, { roundId: never.roundId })))).toBe('ROUND_CLOSED');
    expect(await balanceOf(p)).toBe(9900n);
  });
});

describe('rollback', () => {
  it('refunds a debit exactly once however often it is rolled back, and refuses the debit after', async () => {
    const p = await player();
    const debit = debitBody(p, { amount: '400' });
    await call('debit', debit);
    const rollback = rollbackBody(p, debit);
    const first = await call('rollback', rollback);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ balance: '10000' });
    expect((await call('rollback', rollback)).json()).toEqual(first.json());
    // Another rollback id for the same debit: answered, nothing more refunded.
    expect((await call('rollback', rollbackBody(p, debit))).json()).toMatchObject({ balance: '10000' });
    const retried = await call('debit', debit);
    expect(retried.statusCode).toBe(409);
    expect(errorCode(retried)).toBe('TRANSACTION_ROLLED_BACK');
    expect(await balanceOf(p)).toBe(FUNDS);
    const { rows } = await test.t.db.database.pool.query(
      `SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'casino_bet_refund'
         AND metadata->>'referenceTransactionId' = $1`,
      [debit.transactionId],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('records a rollback of a debit it never saw, and refuses that debit when it arrives late', async () => {
    const p = await player();
    const debit = debitBody(p, { amount: '400' });
    const rollback = await call('rollback', rollbackBody(p, debit));
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json()).toMatchObject({ balance: '10000' });
    const late = await call('debit', debit);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: { code: 'TRANSACTION_ROLLED_BACK', message: expect.any(String) },
      balance: '10000',
    });
    expect((await call('debit', debit)).statusCode).toBe(409);
    expect(await balanceOf(p)).toBe(FUNDS);
  });

  it("refuses to roll back a credit or another player's debit", async () => {
    const p = await player();
    const other = await player();
    const debit = debitBody(p);
    await call('debit', debit);
    const win = creditBody(p, debit.roundId);
    await call('credit', win);
    const ofCredit = await call('rollback', rollbackBody(p, win));
    expect(ofCredit.statusCode).toBe(400);
    expect(errorCode(ofCredit)).toBe('INVALID_REQUEST');
    const theirs = debitBody(other);
    await call('debit', theirs);
    expect(errorCode(await call('rollback', rollbackBody(p, theirs)))).toBe('INVALID_REQUEST');
    expect(await balanceOf(p)).toBe(FUNDS - 100n + 250n);
    expect(await balanceOf(other)).toBe(FUNDS - 100n);
  });
});

describe('realtime', () => {
  it("moves the player's open page: balance# and transaction# after each committed call", async () => {
    await test.t.app.listen({ port: 0, host: '127.0.0.1' });
    const p = await player();
    const page = await subscribePlayer(test.t, p);
    try {
      const balance = page.nextBalance();
      const transaction = page.nextTransaction();
      const debit = debitBody(p, { amount: '1000' });
      await call('debit', debit);
      expect((await balance).fiat.value).toBe(await formatted(9000n, p));
      expect(await transaction).toEqual({ type: 'casino_bet', status: 'accepted' });
      const win = page.nextTransaction();
      await call('credit', creditBody(p, debit.roundId));
      expect(await win).toEqual({ type: 'casino_win', status: 'paid' });
    } finally {
      page.socket.close();
    }
  });
});

/** A minor amount as the Balance view shows it, in the player's currency's precision. */
async function formatted(minor: bigint, p: Player): Promise<string> {
  const { rows } = await test.t.db.database.pool.query<{ precision: number }>(
    'SELECT precision FROM currencies WHERE code = $1',
    [p.wallet.currency],
  );
  const precision = rows[0]?.precision ?? 2;
  const text = minor.toString().padStart(precision + 1, '0');
  return precision === 0 ? text : `${text.slice(0, -precision)}.${text.slice(-precision)}`;
}
