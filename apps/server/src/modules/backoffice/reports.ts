import { type DailyReport, formatMajor, type LedgerAuditResult } from '@casino/shared';
import type pg from 'pg';
import { validationFailed } from '../../http/errors.ts';
import { auditLedger } from '../wallet/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A year of days at most: a report is one screen, not an export of all history. */
export const REPORT_MAX_DAYS = 366;
/** Transfers that hand the house's money to players as bonus money or prizes. */
const BONUS_KINDS = ['bonus_grant', 'wheel_prize', 'tournament_prize'];

type Row = DailyReport['items'][number];

/** A UTC day "YYYY-MM-DD" as a Date at its midnight, or null. */
function dayOf(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
}

/**
 * Per UTC day and currency: completed deposits and withdrawals, settled bets (count, stakes, payouts, GGR)
 * and bonus cost. Each figure is one grouped query over an index or BRIN range of the period.
 */
export async function dailyReport(
  pool: pg.Pool,
  input: { from: string; to: string; currency?: string | undefined },
): Promise<DailyReport> {
  const from = dayOf(input.from);
  const to = dayOf(input.to);
  if (!from) throw validationFailed([{ field: 'from', message: 'Validation.invalid_format' }]);
  if (!to || to < from || (to.getTime() - from.getTime()) / DAY_MS >= REPORT_MAX_DAYS)
    throw validationFailed([{ field: 'to', message: 'Validation.invalid_format' }]);
  const end = new Date(to.getTime() + DAY_MS);
  const currency = input.currency ?? null;
  const params = [from, end, currency];
  const day = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const [cashier, bets, bonus, precisions] = await Promise.all([
    pool.query<{ day: string; currency: string; type: string; amount: string; n: string }>(
      `SELECT ${day('updated_at')} AS day, currency,
              CASE WHEN type IN ('buy', 'deposit') THEN 'in' ELSE 'out' END AS type,
              sum(amount) AS amount, count(*) AS n
       FROM cashier_transactions
       WHERE status = 'completed' AND updated_at >= $1 AND updated_at < $2 AND ($3::text IS NULL OR currency = $3)
       GROUP BY 1, 2, 3`,
      params,
    ),
    pool.query<{ day: string; currency: string; n: string; stakes: string; payouts: string }>(
      `SELECT ${day('settled_at')} AS day, currency, count(*) AS n,
              sum(CASE WHEN free_spin_of IS NULL THEN amount ELSE 0 END) AS stakes, sum(payout) AS payouts
       FROM game_bets
       WHERE status = 'settled' AND settled_at >= $1 AND settled_at < $2 AND ($3::text IS NULL OR currency = $3)
       GROUP BY 1, 2`,
      params,
    ),
    pool.query<{ day: string; currency: string; amount: string }>(
      `SELECT ${day('t.created_at')} AS day, t.currency, sum(t.amounts[i]) AS amount
       FROM ledger_transfers t
       CROSS JOIN LATERAL generate_subscripts(t.account_ids, 1) AS i
       JOIN ledger_accounts a ON a.id = t.account_ids[i] AND a.kind = 'player'
       WHERE t.kind = ANY($4) AND t.created_at >= $1 AND t.created_at < $2 AND t.amounts[i] > 0
         AND ($3::text IS NULL OR t.currency = $3)
       GROUP BY 1, 2`,
      [...params, BONUS_KINDS],
    ),
    pool.query<{ code: string; precision: number }>('SELECT code, precision FROM currencies'),
  ]);
  const precision = new Map(precisions.rows.map((r) => [r.code, r.precision]));
  const rows = new Map<
    string,
    { day: string; currency: string; figures: Record<string, bigint>; counts: Record<string, number> }
  >();
  const rowOf = (d: string, c: string) => {
    const key = `${d}|${c}`;
    let row = rows.get(key);
    if (!row) {
      row = { day: d, currency: c, figures: {}, counts: {} };
      rows.set(key, row);
    }
    return row;
  };
  for (const r of cashier.rows) {
    const row = rowOf(r.day, r.currency);
    const name = r.type === 'in' ? 'deposits' : 'withdrawals';
    row.figures[name] = BigInt(r.amount);
    row.counts[name] = Number(r.n);
  }
  for (const r of bets.rows) {
    const row = rowOf(r.day, r.currency);
    row.figures.stakes = BigInt(r.stakes);
    row.figures.payouts = BigInt(r.payouts);
    row.counts.bets = Number(r.n);
  }
  for (const r of bonus.rows) rowOf(r.day, r.currency).figures.bonusCost = BigInt(r.amount);

  const items: Row[] = [...rows.values()]
    .sort((a, b) => (a.day === b.day ? a.currency.localeCompare(b.currency) : a.day.localeCompare(b.day)))
    .map(({ day: d, currency: c, figures, counts }) => {
      const money = (minor: bigint | undefined) => formatMajor(minor ?? 0n, precision.get(c) ?? 2);
      const stakes = figures.stakes ?? 0n;
      const payouts = figures.payouts ?? 0n;
      return {
        day: d,
        currency: c,
        deposits: money(figures.deposits),
        depositCount: counts.deposits ?? 0,
        withdrawals: money(figures.withdrawals),
        withdrawalCount: counts.withdrawals ?? 0,
        bets: counts.bets ?? 0,
        stakes: money(stakes),
        payouts: money(payouts),
        ggr: money(stakes - payouts),
        bonusCost: money(figures.bonusCost),
      };
    });
  return { items };
}

const CSV_COLUMNS: Array<keyof Row> = [
  'day',
  'currency',
  'deposits',
  'depositCount',
  'withdrawals',
  'withdrawalCount',
  'bets',
  'stakes',
  'payouts',
  'ggr',
  'bonusCost',
];

/** RFC 4180 CSV; every value is ours (days, codes, numbers), quoted only where a comma could appear. */
export function reportCsv(report: DailyReport): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [
    CSV_COLUMNS.join(','),
    ...report.items.map((row) => CSV_COLUMNS.map((c) => cell(row[c])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The checks of `npm run ledger:audit`, run now on a read-only snapshot. */
export async function runLedgerAudit(pool: pg.Pool, clock: () => Date): Promise<LedgerAuditResult> {
  const started = performance.now();
  const violations = await auditLedger(pool);
  return {
    ok: violations.length === 0,
    violations,
    checkedAt: clock().toISOString(),
    durationMs: Math.round(performance.now() - started),
  };
}
