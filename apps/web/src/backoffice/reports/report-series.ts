import type { DailyReport } from '@casino/shared';
import { eachDay } from '../lib/date-range.ts';

export type ReportRow = DailyReport['items'][number];

/** The amounts a report row carries, in the order the charts and totals show them. */
export const MONEY_FIELDS = ['deposits', 'withdrawals', 'stakes', 'payouts', 'ggr', 'bonusCost'] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * The exact sum of decimal strings ("12.50" + "0.005" = "12.505"): totals of money are added as integers
 * at the longest precision among them, never as floats. A value that is no decimal counts as zero.
 */
export function sumDecimals(values: readonly string[]): string {
  const parsed = values
    .map((value) => DECIMAL.exec(value.trim()))
    .filter((m): m is RegExpExecArray => m !== null);
  const scale = Math.max(0, ...parsed.map((m) => m[3]?.length ?? 0));
  let total = 0n;
  for (const m of parsed) {
    const units = BigInt(`${m[2]}${(m[3] ?? '').padEnd(scale, '0')}`);
    total += m[1] ? -units : units;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const fraction = scale === 0 ? '' : `.${digits.slice(-scale)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** The currencies a report has rows in, alphabetical. */
export function currenciesOf(items: readonly ReportRow[]): string[] {
  return [...new Set(items.map((row) => row.currency))].sort();
}

export interface CurrencyTotals {
  currency: string;
  depositCount: number;
  withdrawalCount: number;
  bets: number;
  amounts: Record<MoneyField, string>;
}

/** Each currency's totals over the whole range. */
export function totalsByCurrency(items: readonly ReportRow[]): CurrencyTotals[] {
  return currenciesOf(items).map((currency) => {
    const rows = items.filter((row) => row.currency === currency);
    const amounts = Object.fromEntries(
      MONEY_FIELDS.map((field) => [field, sumDecimals(rows.map((row) => row[field]))]),
    ) as Record<MoneyField, string>;
    return {
      currency,
      depositCount: rows.reduce((n, row) => n + row.depositCount, 0),
      withdrawalCount: rows.reduce((n, row) => n + row.withdrawalCount, 0),
      bets: rows.reduce((n, row) => n + row.bets, 0),
      amounts,
    };
  });
}

/**
 * One currency's daily series for a chart: every day of the range (days without a row are zero, so the
 * line does not skip them), x in Unix seconds at UTC midnight. Floats are fine here: they only draw.
 */
export function dailySeries(items: readonly ReportRow[], currency: string, from: string, to: string) {
  const days = eachDay(from, to);
  const byDay = new Map(items.filter((row) => row.currency === currency).map((row) => [row.day, row]));
  const series = Object.fromEntries(
    MONEY_FIELDS.map((field) => [field, days.map((day) => Number(byDay.get(day)?.[field] ?? 0))]),
  ) as Record<MoneyField, number[]>;
  return { days, x: days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), ...series };
}
