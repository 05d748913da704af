/** Report ranges in whole UTC days ('YYYY-MM-DD'), as GET /reports/daily counts them. */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The longest range the page asks for at once: a year of rows per currency is plenty for one screen. */
export const MAX_RANGE_DAYS = 366;

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A real calendar day written as YYYY-MM-DD ('2025-02-30' is not). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDay(date) === value;
}

/** The last `days` days up to and including today (UTC). */
export function lastDays(days: number, now: Date): { from: string; to: string } {
  const to = isoDay(now);
  const from = isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS));
  return { from, to };
}

/** The first day of the current month to today (UTC). */
export function monthToDate(now: Date): { from: string; to: string } {
  const to = isoDay(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

export type RangeProblem = 'invalid_from' | 'invalid_to' | 'reversed' | 'too_long';

/** Why a range cannot be asked for, or null when it can. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  if (!isIsoDay(from)) return 'invalid_from';
  if (!isIsoDay(to)) return 'invalid_to';
  if (from > to) return 'reversed';
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return 'too_long';
  return null;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every day from `from` to `to`, both included (a chart needs the days without activity too). */
export function eachDay(from: string, to: string): string[] {
  if (rangeProblem(from, to)) return [];
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => isoDay(new Date(start + i * DAY_MS)));
}
