/**
 * Player protection (issue 20): deposit, loss and wager limits with a cooling-off on raising them, time-outs
 * and self-exclusion. Pure rules, shared by the server that enforces them and the page that explains them.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** 24 hours, 7 days and 30 days: fixed lengths, so a period is the same on every calendar. */
export const LIMIT_PERIOD_MS: Record<LimitPeriod, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/** A raised or removed limit waits this long; a lowered one applies at once (UKGC RTS 12). */
export const LIMIT_COOLING_OFF_MS = DAY_MS;

/** Reality-check intervals a player may choose, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

export const EXCLUSION_KINDS = ['time_out', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** A time-out is 24 hours to 6 weeks; a self-exclusion 6 months to 5 years, or permanent. */
export const EXCLUSION_DURATIONS = {
  time_out: ['1d', '2d', '7d', '14d', '30d', '42d'],
  self_exclusion: ['6m', '1y', '2y', '5y', 'permanent'],
} as const satisfies Record<ExclusionKind, readonly string[]>;
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[ExclusionKind][number];

/** A limit as stored: what applies now, and a raise or removal waiting out its cooling-off. */
export interface StoredLimit {
  amount: bigint;
  /** When the periods are counted from: the limit's first setting. */
  anchor: Date;
  /** null amount: the limit is to be removed. */
  pending: { amount: bigint | null; from: Date } | null;
}

/** The limit in force at `now` (a pending change whose cooling-off is over has taken effect); null: none. */
export function effectiveLimit(limit: StoredLimit | null, now: Date): StoredLimit | null {
  if (!limit?.pending || limit.pending.from > now) return limit;
  return limit.pending.amount === null ? null : { ...limit, amount: limit.pending.amount, pending: null };
}

/**
 * Setting `requested` (null removes) on a limit: lower or new applies at once, higher or removal waits out
 * the cooling-off while the current amount stays. Asking again for the raise already waiting keeps its
 * date, so asking twice does not push it further out. The result is what to store; null deletes the row.
 */
export function changeLimit(
  current: StoredLimit | null,
  requested: bigint | null,
  now: Date,
): StoredLimit | null {
  const limit = effectiveLimit(current, now);
  if (!limit) return requested === null ? null : { amount: requested, anchor: now, pending: null };
  if (requested !== null && requested <= limit.amount) return { ...limit, amount: requested, pending: null };
  if (limit.pending && limit.pending.amount === requested) return limit;
  return { ...limit, pending: { amount: requested, from: new Date(now.getTime() + LIMIT_COOLING_OFF_MS) } };
}

/** The period of a limit that `now` falls in: periods run back to back from the limit's anchor. */
export function limitWindow(anchor: Date, period: LimitPeriod, now: Date): { start: Date; end: Date } {
  const length = LIMIT_PERIOD_MS[period];
  const elapsed = Math.max(0, now.getTime() - anchor.getTime());
  const start = anchor.getTime() + Math.floor(elapsed / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

/** Whether `amount` more fits under the limit with `used` already counted in this period. */
export function fitsLimit(limit: bigint, used: bigint, amount: bigint): boolean {
  return used + amount <= limit;
}

/** When an exclusion of `duration` started at `now` ends; null: never (permanent). */
export function exclusionEnd(duration: ExclusionDuration, now: Date): Date | null {
  if (duration === 'permanent') return null;
  const count = Number.parseInt(duration, 10);
  const end = new Date(now.getTime());
  switch (duration.at(-1)) {
    case 'd':
      return new Date(now.getTime() + count * DAY_MS);
    case 'm':
      end.setUTCMonth(end.getUTCMonth() + count);
      return end;
    default:
      end.setUTCFullYear(end.getUTCFullYear() + count);
      return end;
  }
}

export function isExclusionDuration(kind: ExclusionKind, duration: string): duration is ExclusionDuration {
  return (EXCLUSION_DURATIONS[kind] as readonly string[]).includes(duration);
}

/** An exclusion in force: `until` null is permanent. */
export interface Exclusion {
  kind: ExclusionKind;
  until: Date | null;
}

export function isExcluded(exclusion: Exclusion | null, now: Date): boolean {
  return exclusion !== null && (exclusion.until === null || exclusion.until > now);
}

/**
 * Whether a new exclusion may replace the one in force: only one that ends no sooner (never ended early).
 * A self-exclusion cannot be turned into a time-out, however long.
 */
export function mayExclude(current: Exclusion | null, next: Exclusion, now: Date): boolean {
  if (!current || !isExcluded(current, now)) return true;
  if (current.kind === 'self_exclusion' && next.kind === 'time_out') return false;
  if (current.until === null) return next.until === null;
  return next.until === null || next.until >= current.until;
}
