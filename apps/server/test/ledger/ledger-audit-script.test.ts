import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { Ledger, type PlayerAccountRef } from '../../src/modules/wallet/ledger.ts';
import { type AuditViolation, auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';

/**
 * `npm run ledger:audit` (src/scripts/ledger-audit.ts) against books that balance, then against books
 * corrupted the way only a superuser could, one broken invariant at a time.
 */

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The script's environment: only what it needs, so nothing of the test runner's leaks in. */
function scriptEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { DATABASE_URL: databaseUrl, SECRET_KEY: 'x', WEBIM_PRIVATE_KEY: 'x' };
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[name]) env[name] = process.env[name];
  return env;
}

function run(file: string, args: string[], databaseUrl: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { cwd: repoRoot, env: scriptEnv(databaseUrl), timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The script as `npm run ledger:audit` runs it. */
const npmAudit = (url: string) => run('npm', ['run', '--silent', 'ledger:audit'], url);
/** The same script without npm in between (quicker). */
const audit = (url: string) =>
  run(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/ledger-audit.ts'], url);

const player = (userId: number, currency = 'USD', name: 'main' | 'bonus' = 'main'): PlayerAccountRef => ({
  userId: BigInt(userId),
  name,
  currency,
});

interface Books {
  t: TestDatabase;
  /** game_bank → fees in USD: a transfer with no player leg, so corrupting it upsets only its own check. */
  houseTransferId: bigint;
  pendingHoldId: bigint;
  query: <R extends Record<string, unknown> = Record<string, unknown>>(
    sql: string,
    values?: unknown[],
  ) => Promise<R[]>;
  accountId: (ref: Parameters<Ledger['accountId']>[0]) => Promise<string>;
  balance: (ref: PlayerAccountRef) => Promise<bigint>;
}

/** A fresh database with healthy books: deposits, a p2p move, three legs, BTC, and holds in every state. */
async function books(context: TestContext): Promise<Books> {
  const t = await createTestDatabase(4);
  context.onTestFinished(() => t.drop());
  const ledger = new Ledger(t.database.pool);
  const move = (key: string, from: Parameters<Ledger['accountId']>[0], to: typeof from, amount: bigint) =>
    ledger.transfer({
      idempotencyKey: key,
      kind: 'seed',
      entries: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
    });
  await move('dep:1', { house: 'deposits_in_transit', currency: 'USD' }, player(1), 1_000n);
  await move('bonus:1', { house: 'bonus_cost', currency: 'USD' }, player(1, 'USD', 'bonus'), 200n);
  await move('p2p:1', player(1), player(2), 300n);
  await move('dep:btc', { house: 'deposits_in_transit', currency: 'BTC' }, player(2, 'BTC'), 5_000n);
  const house = await move(
    'house:1',
    { house: 'game_bank', currency: 'USD' },
    { house: 'fees', currency: 'USD' },
    70n,
  );
  await ledger.transfer({
    idempotencyKey: 'split:1',
    kind: 'seed',
    entries: [
      { account: player(1), amount: -150n },
      { account: { house: 'game_bank', currency: 'USD' }, amount: 100n },
      { account: { house: 'fees', currency: 'USD' }, amount: 50n },
    ],
  });
  const pendingHold = await ledger.hold({
    idempotencyKey: 'hold:p',
    account: player(2),
    amount: 100n,
    kind: 'w',
  });
  const posted = await ledger.hold({
    idempotencyKey: 'hold:x',
    account: player(1),
    amount: 80n,
    kind: 'bet',
  });
  await ledger.post({
    holdId: posted.id,
    idempotencyKey: 'hold:x:post',
    destination: 'game_bank',
    amount: 30n,
    kind: 'bet',
  });
  const voided = await ledger.hold({
    idempotencyKey: 'hold:v',
    account: player(2, 'BTC'),
    amount: 900n,
    kind: 'w',
  });
  await ledger.void({ holdId: voided.id, idempotencyKey: 'hold:v:void', kind: 'w' });
  expect(await auditLedger(t.database.pool)).toEqual([]);

  const query = async <R extends Record<string, unknown>>(sql: string, values: unknown[] = []) =>
    (await t.database.pool.query<R>(sql, values)).rows;
  return {
    t,
    houseTransferId: house.transferId,
    pendingHoldId: pendingHold.id,
    query,
    accountId: async (ref) => (await ledger.accountId(ref)).toString(),
    balance: async (ref) => (await ledger.playerBalances(ref.userId, ref.currency))[ref.name],
  };
}

/** Transfers are append-only and balanced by CHECK; a superuser can still switch both off. */
async function unlockTransfers(b: Books, dropBalancedCheck: boolean): Promise<void> {
  await b.query('ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_immutable');
  if (dropBalancedCheck)
    await b.query('ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_balanced');
}

function violationLines(stdout: string): string[] {
  return stdout.split('\n').filter((line) => line.startsWith('VIOLATION '));
}

const format = (v: AuditViolation) => `VIOLATION ${v.check}: ${v.detail}`;

describe('npm run ledger:audit', () => {
  it.concurrent('exits 0 and reports OK with the counts on healthy books', async (context) => {
    const b = await books(context);
    const [counts] = await b.query<{ transfers: string; accounts: string }>(
      'SELECT (SELECT count(*) FROM ledger_transfers) AS transfers, (SELECT count(*) FROM ledger_accounts) AS accounts',
    );
    const result = await npmAudit(b.t.url);
    expect(result, result.stderr).toMatchObject({ code: 0 });
    expect(result.stdout).toBe(
      `ledger audit: OK (${counts?.transfers} transfers, ${counts?.accounts} accounts)\n`,
    );
  });

  it.concurrent('exits 1 and names every violation when several checks fail at once (through npm)', async (context) => {
    const b = await books(context);
    // A negative balance its entries do not explain: two checks fail.
    const id = await b.accountId(player(1));
    await b.query('ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_player_not_negative');
    await b.query('UPDATE ledger_accounts SET balance = -5 WHERE id = $1', [id]);
    const entries = 1_000n - 300n - 150n - 80n + 50n;
    const expected = [
      {
        check: 'account_balance_matches_entries',
        detail: `${id} holds -5 but its entries sum to ${entries}`,
      },
      { check: 'player_not_negative', detail: `${id} is -5` },
    ];
    expect(await auditLedger(b.t.database.pool)).toEqual(expected);
    const result = await npmAudit(b.t.url);
    expect(result.code, result.stderr).toBe(1);
    expect(violationLines(result.stdout)).toEqual(expected.map(format));
    expect(result.stdout).toContain('ledger audit: 2 violation(s)\n');
  });

  /**
   * Each corruption breaks exactly one invariant and returns the detail the audit must report. `script:
   * false` checks the audit function only, for a second way of breaking a check the script already covers
   * (each run of the script spends over a second starting up).
   */
  const corruptions: Array<{
    check: string;
    name: string;
    script?: false;
    corrupt: (b: Books) => Promise<string>;
  }> = [
    {
      check: 'transfer_balances',
      name: 'a transfer whose legs no longer sum to zero',
      corrupt: async (b) => {
        await unlockTransfers(b, true);
        await b.query(`UPDATE ledger_transfers SET amounts = '{-70,71}' WHERE id = $1`, [b.houseTransferId]);
        return `${b.houseTransferId} sums to 1`;
      },
    },
    {
      check: 'transfer_balances',
      name: 'a transfer with a zero leg',
      script: false,
      corrupt: async (b) => {
        await unlockTransfers(b, true);
        const accounts = await Promise.all(
          (['game_bank', 'fees', 'adjustments'] as const).map((house) =>
            b.accountId({ house, currency: 'USD' }),
          ),
        );
        const [row] = await b.query<{ id: string }>(
          `INSERT INTO ledger_transfers (idempotency_key, kind, currency, account_ids, amounts)
           VALUES ('corrupt:zero', 'x', 'USD', $1::bigint[], '{70,-70,0}') RETURNING id`,
          [accounts],
        );
        return `${row?.id} sums to 0`;
      },
    },
    {
      check: 'transfer_one_currency',
      name: 'a leg moved onto an account of another currency',
      corrupt: async (b) => {
        await unlockTransfers(b, false);
        const btcFees = await b.accountId({ house: 'fees', currency: 'BTC' });
        await b.query('UPDATE ledger_transfers SET account_ids[2] = $2 WHERE id = $1', [
          b.houseTransferId,
          btcFees,
        ]);
        return `${b.houseTransferId} moves USD on account ${btcFees} of BTC`;
      },
    },
    {
      check: 'account_balance_matches_entries',
      name: "a player balance that is not the sum of the player's entries",
      corrupt: async (b) => {
        const id = await b.accountId(player(2));
        const before = await b.balance(player(2));
        await b.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [id]);
        return `${id} holds ${before + 1n} but its entries sum to ${before}`;
      },
    },
    {
      check: 'player_not_negative',
      name: 'a negative player balance (its entries agree, the CHECK was dropped)',
      corrupt: async (b) => {
        const id = await b.accountId(player(2));
        const bank = await b.accountId({ house: 'game_bank', currency: 'USD' });
        const overdraft = (await b.balance(player(2))) + 25n;
        await b.query('ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_player_not_negative');
        await b.query(
          `WITH t AS (INSERT INTO ledger_transfers (idempotency_key, kind, currency, account_ids, amounts)
             VALUES ('corrupt:overdraft', 'x', 'USD', ARRAY[$1::bigint, $2::bigint], ARRAY[-$3::bigint, $3::bigint])
             RETURNING id)
           UPDATE ledger_accounts SET balance = balance - $3::bigint FROM t WHERE ledger_accounts.id = $1::bigint`,
          [id, bank, overdraft.toString()],
        );
        return `${id} is -25`;
      },
    },
    {
      check: 'holds_account_matches_pending_holds',
      name: 'a pending hold marked settled without its settlement transfer',
      corrupt: async (b) => {
        await b.query(`UPDATE ledger_holds SET status = 'voided', settled_at = now() WHERE id = $1`, [
          b.pendingHoldId,
        ]);
        return 'USD: holds account 100 vs pending 0';
      },
    },
    {
      check: 'holds_account_matches_pending_holds',
      name: 'a pending hold whose row was deleted',
      script: false,
      corrupt: async (b) => {
        await b.query('DELETE FROM ledger_holds WHERE id = $1', [b.pendingHoldId]);
        return 'USD: holds account 100 vs pending 0';
      },
    },
  ];

  // Each case has its own database; they run side by side.
  it.concurrent.for(corruptions)(
    'exits 1 on $name, naming only $check',
    async ({ check, script, corrupt }, context) => {
      const b = await books(context);
      const violation = { check, detail: await corrupt(b) };
      // The audit function itself finds exactly this one violation...
      expect(await auditLedger(b.t.database.pool)).toEqual([violation]);
      if (script === false) return;
      // ...and the script prints it and fails.
      const result = await audit(b.t.url);
      expect(result.code, result.stderr).toBe(1);
      expect(violationLines(result.stdout)).toEqual([format(violation)]);
      expect(result.stdout).toContain('ledger audit: 1 violation(s)\n');
      expect(result.stdout).not.toContain('ledger audit: OK');
    },
  );

  it('has a corruption for every check the audit runs', async () => {
    const source = await readFile(
      path.join(repoRoot, 'apps/server/src/modules/wallet/ledger-audit.ts'),
      'utf8',
    );
    const checks = [...source.matchAll(/check: '([a-z_]+)'/g)].map((m) => m[1]);
    expect(checks.length).toBeGreaterThanOrEqual(5);
    expect(new Set(corruptions.map((c) => c.check))).toEqual(new Set(checks));
  });
});
