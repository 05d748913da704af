import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTx } from '../../src/db/tx.ts';
import { AppError } from '../../src/http/errors.ts';
import { type AccountRef, Ledger, type PlayerAccountRef } from '../../src/modules/wallet/ledger.ts';
import { auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';

let t: TestDatabase;
let ledger: Ledger;
const changed: bigint[][] = [];

beforeAll(async () => {
  t = await createTestDatabase(40);
  ledger = new Ledger(t.database.pool, (ids) => void changed.push(ids));
});
afterAll(async () => {
  expect(await auditLedger(t.database.pool)).toEqual([]);
  await t.drop();
});

const main = (userId: number, currency = 'USD'): PlayerAccountRef => ({
  userId: BigInt(userId),
  name: 'main',
  currency,
});
const bank = (currency = 'USD'): AccountRef => ({ house: 'game_bank', currency });

async function credit(userId: number, amount: bigint, key: string) {
  return ledger.transfer({
    idempotencyKey: key,
    kind: 'test_credit',
    entries: [
      { account: bank(), amount: -amount },
      { account: main(userId), amount },
    ],
  });
}

async function debit(userId: number, amount: bigint, key: string) {
  return ledger.transfer({
    idempotencyKey: key,
    kind: 'test_debit',
    entries: [
      { account: main(userId), amount: -amount },
      { account: bank(), amount },
    ],
  });
}

async function balance(userId: number) {
  return (await ledger.playerBalances(BigInt(userId), 'USD')).main;
}

async function transferCount(prefix: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key LIKE $1',
    [`${prefix}%`],
  );
  return Number(rows[0]?.n);
}

describe('transfers', () => {
  it('posts a balanced transfer and announces the player after commit', async () => {
    changed.length = 0;
    const result = await credit(1, 10_000n, 'basic:1');
    expect(result.replayed).toBe(false);
    expect(await balance(1)).toBe(10_000n);
    expect(await ledger.houseBalance('game_bank', 'USD')).toBeLessThanOrEqual(-10_000n);
    expect(changed).toEqual([[1n]]);
  });

  it('answers a replayed key with the first transfer and posts nothing', async () => {
    const first = await credit(2, 500n, 'replay:1');
    changed.length = 0;
    const again = await credit(2, 500n, 'replay:1');
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    expect(await balance(2)).toBe(500n);
    expect(changed).toEqual([]);
  });

  it('refuses a key reused for a different transfer', async () => {
    await credit(3, 500n, 'reuse:1');
    await expect(credit(3, 700n, 'reuse:1')).rejects.toMatchObject({ detail: 'conflict' });
    expect(await balance(3)).toBe(500n);
  });

  it('refuses a debit below zero with insufficient_balance and writes nothing', async () => {
    await credit(4, 100n, 'neg:credit');
    const error = await debit(4, 101n, 'neg:debit').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).detail).toBe('insufficient_balance');
    expect(await balance(4)).toBe(100n);
    expect(await transferCount('neg:debit')).toBe(0);
  });

  it('refuses unbalanced, mixed-currency, repeated-account and zero-amount transfers before the database', async () => {
    const attempt = (entries: Array<{ account: AccountRef; amount: bigint }>) =>
      ledger.transfer({ idempotencyKey: `bad:${entries.length}:${entries[0]?.amount}`, kind: 'x', entries });
    await expect(
      attempt([
        { account: main(5), amount: 5n },
        { account: bank(), amount: -4n },
      ]),
    ).rejects.toThrow(RangeError);
    await expect(attempt([{ account: main(5), amount: 5n }])).rejects.toThrow(RangeError);
    await expect(
      attempt([
        { account: main(5), amount: 0n },
        { account: bank(), amount: 0n },
      ]),
    ).rejects.toThrow(RangeError);
    await expect(
      attempt([
        { account: main(5), amount: 5n },
        { account: bank('EUR'), amount: -5n },
      ]),
    ).rejects.toThrow(RangeError);
    await expect(
      attempt([
        { account: main(5), amount: 5n },
        { account: main(5), amount: -5n },
      ]),
    ).rejects.toThrow(RangeError);
    expect(await transferCount('bad:')).toBe(0);
  });

  it('lets the database itself refuse unbalanced rows, negative balances, double postings and edits', async () => {
    const a = (await ledger.accountId(main(5))).toString();
    const b = (await ledger.accountId(bank())).toString();
    const insert = (key: string, accounts: string[], amounts: string[]) =>
      t.database.pool.query(
        `INSERT INTO ledger_transfers (idempotency_key, kind, currency, account_ids, amounts)
         VALUES ($1, 'x', 'USD', $2::bigint[], $3::bigint[])`,
        [key, accounts, amounts],
      );
    await expect(insert('sql:1', [a, b], ['5', '-4'])).rejects.toMatchObject({ code: '23514' });
    await expect(insert('sql:2', [a], ['0'])).rejects.toMatchObject({ code: '23514' });
    await expect(insert('sql:3', [a, b], ['0', '0'])).rejects.toMatchObject({ code: '23514' });
    await expect(insert('sql:4', [a, b, a], ['5', '-5'])).rejects.toMatchObject({ code: '23514' });
    expect(await transferCount('sql:')).toBe(0);

    const p = await ledger.accountId(main(6));
    await expect(
      t.database.pool.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [p]),
    ).rejects.toMatchObject({ code: '23514' });
    await credit(6, 50n, 'db:1');
    await expect(insert('db:1', [a, b], ['5', '-5'])).rejects.toMatchObject({ code: '23505' });
    await expect(
      t.database.pool.query(`UPDATE ledger_transfers SET amounts = '{1,-1}'`),
    ).rejects.toMatchObject({
      code: 'LG004',
    });
    await expect(t.database.pool.query('DELETE FROM ledger_transfers')).rejects.toMatchObject({
      code: 'LG004',
    });
    await expect(t.database.pool.query('TRUNCATE ledger_transfers CASCADE')).rejects.toMatchObject({
      code: 'LG004',
    });
  });
});

describe('announcing balance changes', () => {
  it('announces only after commit, when the change is visible to everyone', async () => {
    const seen: boolean[] = [];
    const watcher = new Ledger(t.database.pool, async () => {
      const { rowCount } = await t.database.pool.query(
        `SELECT 1 FROM ledger_transfers WHERE idempotency_key = 'after-commit:1'`,
      );
      seen.push(rowCount === 1);
    });
    await withTx(t.database.pool, async (tx) => {
      await watcher.transfer(
        {
          idempotencyKey: 'after-commit:1',
          kind: 'x',
          entries: [
            { account: bank(), amount: -5n },
            { account: main(20), amount: 5n },
          ],
        },
        tx,
      );
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([true]);
  });

  it('never announces a rolled-back change', async () => {
    const announced: bigint[][] = [];
    const watcher = new Ledger(t.database.pool, (ids) => void announced.push(ids));
    await expect(
      withTx(t.database.pool, async (tx) => {
        await watcher.transfer(
          {
            idempotencyKey: 'rolled-back:1',
            kind: 'x',
            entries: [
              { account: bank(), amount: -5n },
              { account: main(21), amount: 5n },
            ],
          },
          tx,
        );
        throw new Error('flow failed after the transfer');
      }),
    ).rejects.toThrow('flow failed');
    expect(announced).toEqual([]);
    expect(await transferCount('rolled-back:1')).toBe(0);
    expect(await balance(21)).toBe(0n);
  });
});

describe('holds', () => {
  it('holds, then posts fully exactly once', async () => {
    await credit(10, 1_000n, 'h1:credit');
    const hold = await ledger.hold({
      idempotencyKey: 'h1',
      account: main(10),
      amount: 400n,
      kind: 'withdraw',
    });
    expect(hold.status).toBe('pending');
    expect(await balance(10)).toBe(600n);
    const again = await ledger.hold({
      idempotencyKey: 'h1',
      account: main(10),
      amount: 400n,
      kind: 'withdraw',
    });
    expect(again.id).toBe(hold.id);
    expect(await balance(10)).toBe(600n);

    const posted = await ledger.post({
      holdId: hold.id,
      idempotencyKey: 'h1:post',
      destination: 'withdrawals_in_transit',
      kind: 'withdraw',
    });
    expect(posted).toMatchObject({ status: 'posted', postedAmount: 400n });
    const replay = await ledger.post({
      holdId: hold.id,
      idempotencyKey: 'h1:post',
      destination: 'withdrawals_in_transit',
      kind: 'withdraw',
    });
    expect(replay.status).toBe('posted');
    await expect(
      ledger.post({
        holdId: hold.id,
        idempotencyKey: 'h1:post2',
        destination: 'withdrawals_in_transit',
        kind: 'w',
      }),
    ).rejects.toMatchObject({ detail: 'conflict' });
    await expect(
      ledger.void({ holdId: hold.id, idempotencyKey: 'h1:void', kind: 'w' }),
    ).rejects.toMatchObject({
      detail: 'conflict',
    });
    expect(await balance(10)).toBe(600n);
  });

  it('posts part of a hold and returns the rest', async () => {
    await credit(11, 1_000n, 'h2:credit');
    const hold = await ledger.hold({ idempotencyKey: 'h2', account: main(11), amount: 800n, kind: 'bet' });
    await ledger.post({
      holdId: hold.id,
      idempotencyKey: 'h2:post',
      destination: 'game_bank',
      amount: 300n,
      kind: 'bet',
    });
    expect(await balance(11)).toBe(700n);
  });

  it('voids a hold back to the player', async () => {
    await credit(12, 1_000n, 'h3:credit');
    const hold = await ledger.hold({
      idempotencyKey: 'h3',
      account: main(12),
      amount: 1_000n,
      kind: 'withdraw',
    });
    expect(await balance(12)).toBe(0n);
    await ledger.void({ holdId: hold.id, idempotencyKey: 'h3:void', kind: 'withdraw' });
    expect(await balance(12)).toBe(1_000n);
  });

  it('returns a voided or partly posted hold to the account it was held from', async () => {
    const bonus = { userId: 14n, name: 'bonus' as const, currency: 'USD' };
    await ledger.transfer({
      idempotencyKey: 'h5:credit',
      kind: 'bonus',
      entries: [
        { account: { house: 'bonus_cost', currency: 'USD' }, amount: -100n },
        { account: bonus, amount: 100n },
      ],
    });
    const first = await ledger.hold({ idempotencyKey: 'h5:a', account: bonus, amount: 60n, kind: 'bet' });
    await ledger.void({ holdId: first.id, idempotencyKey: 'h5:a:void', kind: 'bet' });
    const second = await ledger.hold({ idempotencyKey: 'h5:b', account: bonus, amount: 100n, kind: 'bet' });
    await ledger.post({
      holdId: second.id,
      idempotencyKey: 'h5:b:post',
      destination: 'game_bank',
      amount: 30n,
      kind: 'bet',
    });
    expect(await ledger.playerBalances(14n, 'USD')).toEqual({ main: 0n, bonus: 70n });
  });

  it('refuses a settle key already used by another hold, leaving this one pending', async () => {
    await credit(15, 100n, 'h6:credit:a');
    await credit(16, 100n, 'h6:credit:b');
    const a = await ledger.hold({ idempotencyKey: 'h6:a', account: main(15), amount: 50n, kind: 'w' });
    const b = await ledger.hold({ idempotencyKey: 'h6:b', account: main(16), amount: 50n, kind: 'w' });
    await ledger.post({ holdId: a.id, idempotencyKey: 'h6:same', destination: 'game_bank', kind: 'w' });
    await expect(
      ledger.post({ holdId: b.id, idempotencyKey: 'h6:same', destination: 'game_bank', kind: 'w' }),
    ).rejects.toMatchObject({ detail: 'conflict' });
    expect((await ledger.getHold(b.id))?.status).toBe('pending');
  });

  it('answers the same settlement sent several times at once with the settled hold', async () => {
    await credit(17, 100n, 'h7:credit');
    const hold = await ledger.hold({ idempotencyKey: 'h7', account: main(17), amount: 80n, kind: 'w' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        ledger.post({
          holdId: hold.id,
          idempotencyKey: 'h7:post',
          destination: 'withdrawals_in_transit',
          kind: 'w',
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('posted'));
    expect(await balance(17)).toBe(20n);
  });

  it('refuses a hold key replayed with another amount or account', async () => {
    await credit(18, 100n, 'h8:credit');
    await ledger.hold({ idempotencyKey: 'h8', account: main(18), amount: 40n, kind: 'w' });
    await expect(
      ledger.hold({ idempotencyKey: 'h8', account: main(18), amount: 41n, kind: 'w' }),
    ).rejects.toMatchObject({ detail: 'conflict' });
    await expect(
      ledger.transfer({
        idempotencyKey: 'hold:h8',
        kind: 'x',
        entries: [
          { account: bank(), amount: -1n },
          { account: main(18), amount: 1n },
        ],
      }),
    ).rejects.toThrow(RangeError);
    expect(await balance(18)).toBe(60n);
  });

  it('cannot hold more than the balance', async () => {
    await credit(13, 100n, 'h4:credit');
    await expect(
      ledger.hold({ idempotencyKey: 'h4', account: main(13), amount: 101n, kind: 'withdraw' }),
    ).rejects.toMatchObject({ detail: 'insufficient_balance' });
    const { rows } = await t.database.pool.query(`SELECT 1 FROM ledger_holds WHERE idempotency_key = 'h4'`);
    expect(rows).toHaveLength(0);
  });
});

describe('batching', () => {
  it('posts concurrent transfers in fewer statements, each with its own id', async () => {
    const before = ledger.batcher.statements;
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => credit(200 + (i % 7), 10n, `batch:${i}`)),
    );
    expect(ledger.batcher.statements - before).toBeLessThan(60);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(60);
    let total = 0n;
    for (let p = 200; p < 207; p++) total += await balance(p);
    expect(total).toBe(600n);
  });

  it('fails only the overdraft when a batch is refused as a whole', async () => {
    await credit(210, 50n, 'batchfail:credit');
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 20 }, (_, i) => credit(211, 1n, `batchfail:ok:${i}`)),
      debit(210, 51n, 'batchfail:overdraft'),
      ...Array.from({ length: 20 }, (_, i) => credit(212, 1n, `batchfail:ok2:${i}`)),
    ]);
    const rejected = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [i] : []));
    expect(rejected).toEqual([20]);
    expect((outcomes[20] as PromiseRejectedResult).reason).toMatchObject({ detail: 'insufficient_balance' });
    expect([await balance(210), await balance(211), await balance(212)]).toEqual([50n, 20n, 20n]);
  });
});

describe('concurrency against the real PostgreSQL', () => {
  it('200 concurrent debits of 1.00 against 100.00: exactly 100 succeed and the balance is 0', async () => {
    await credit(100, 10_000n, 'race:credit');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => debit(100, 100n, `race:debit:${i}`)),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const failed = outcomes.filter((o) => o.status === 'rejected');
    expect(ok).toHaveLength(100);
    for (const f of failed)
      expect((f as PromiseRejectedResult).reason).toMatchObject({ detail: 'insufficient_balance' });
    expect(await balance(100)).toBe(0n);
  });

  it('50 concurrent replays of one idempotency key: one transfer', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => credit(101, 250n, 'replay-race:1')));
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await transferCount('replay-race:1')).toBe(1);
    expect(await balance(101)).toBe(250n);
  });

  it('concurrent transfers between players in opposite directions never deadlock to the caller', async () => {
    await credit(102, 10_000n, 'dl:a');
    await credit(103, 10_000n, 'dl:b');
    const moves = Array.from({ length: 100 }, (_, i) => {
      const [from, to] = i % 2 === 0 ? [102, 103] : [103, 102];
      return ledger.transfer({
        idempotencyKey: `dl:move:${i}`,
        kind: 'p2p',
        entries: [
          { account: main(from), amount: -10n },
          { account: main(to), amount: 10n },
        ],
      });
    });
    await Promise.all(moves);
    expect((await balance(102)) + (await balance(103))).toBe(20_000n);
  });

  it('concurrent holds, posts and voids on one account keep every invariant', async () => {
    await credit(104, 5_000n, 'hc:credit');
    const attempts = await Promise.allSettled(
      Array.from({ length: 80 }, (_, i) =>
        ledger.hold({ idempotencyKey: `hc:${i}`, account: main(104), amount: 100n, kind: 'withdraw' }),
      ),
    );
    const holds = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    expect(holds).toHaveLength(50);
    // Each hold gets a post and a void at the same moment: exactly one of them wins.
    const settlements = await Promise.allSettled(
      holds.flatMap((h) => [
        ledger.post({
          holdId: h.id,
          idempotencyKey: `hc:post:${h.id}`,
          destination: 'withdrawals_in_transit',
          kind: 'w',
        }),
        ledger.void({ holdId: h.id, idempotencyKey: `hc:void:${h.id}`, kind: 'w' }),
      ]),
    );
    expect(settlements.filter((s) => s.status === 'fulfilled')).toHaveLength(50);
    const { rows } = await t.database.pool.query<{ status: string; n: string }>(
      `SELECT status, count(*) AS n FROM ledger_holds WHERE idempotency_key LIKE 'hc:%' GROUP BY status`,
    );
    const posted = Number(rows.find((r) => r.status === 'posted')?.n ?? 0);
    expect(rows.find((r) => r.status === 'pending')).toBeUndefined();
    expect(await balance(104)).toBe(BigInt(5_000 - posted * 100));
    expect(await auditLedger(t.database.pool)).toEqual([]);
  });
});
