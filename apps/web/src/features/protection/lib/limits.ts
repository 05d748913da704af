import {
  EXCLUSION_DURATIONS,
  type ExclusionDuration,
  type ExclusionKind,
  type ExclusionView,
  exclusionEnd,
  isExcluded,
  type LimitKind,
  type LimitPeriod,
  mayExclude,
  type PlayerLimit,
  parseAmount,
} from '@casino/shared';

/** Fiat account currencies all have two decimals; used until a limit's own amount says otherwise. */
export const DEFAULT_PRECISION = 2;

/** The limit of one kind and period, if the player has one. */
export function findLimit(limits: readonly PlayerLimit[], kind: LimitKind, period: LimitPeriod) {
  return limits.find((limit) => limit.kind === kind && limit.period === period) ?? null;
}

const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/** The currency's decimals as the server writes its amounts ("100.00" → 2). */
export function precisionOf(limits: readonly PlayerLimit[]): number {
  const first = limits[0];
  return first ? decimalsOf(first.amount) : DEFAULT_PRECISION;
}

/** A decimal string in minor units at `precision`; null when it is not one (or has more decimals). */
function minor(amount: string, precision: number): bigint | null {
  return parseAmount(amount, Math.max(precision, decimalsOf(amount)));
}

export interface LimitUsage {
  /** 0 to 100, rounded down (a bar never shows full before the limit is reached). */
  percent: number;
  /** The limit is reached: nothing more fits in this period. */
  reached: boolean;
}

/** How much of a limit this period has used. Exact (minor units), so 99.99 of 100.00 is not "100%". */
export function limitUsage(limit: Pick<PlayerLimit, 'amount' | 'used'>): LimitUsage {
  const precision = Math.max(decimalsOf(limit.amount), decimalsOf(limit.used));
  const amount = minor(limit.amount, precision);
  // A loss limit counts net losses: a period in profit has used none of it.
  const used = limit.used.startsWith('-') ? 0n : minor(limit.used, precision);
  if (amount === null || used === null || amount <= 0n) return { percent: used ? 100 : 0, reached: true };
  const percent = used >= amount ? 100 : Number((used * 100n) / amount);
  return { percent, reached: used >= amount };
}

/** What a pending change of a limit is: a raise to a higher amount or the limit's removal. */
export function pendingChange(limit: PlayerLimit): 'raise' | 'removal' | null {
  if (!limit.pending) return null;
  return limit.pending.amount === null ? 'removal' : 'raise';
}

/**
 * When a new amount for a limit would apply (the shared rule, changeLimit): a new or lower limit at once,
 * a higher one after the 24-hour cooling-off. Null when the text is not an amount yet.
 */
export function changeTiming(current: PlayerLimit | null, requested: string, precision: number) {
  const next = parseAmount(requested, precision);
  if (next === null) return null;
  if (!current) return 'now' as const;
  const amount = minor(current.amount, precision);
  return amount !== null && next <= amount ? ('now' as const) : ('later' as const);
}

/** An exclusion in force at `now` (one that has run out is none). */
export function exclusionInForce(exclusion: ExclusionView | null | undefined, now: number): boolean {
  if (!exclusion) return false;
  return isExcluded(
    { kind: exclusion.kind, until: exclusion.until === null ? null : new Date(exclusion.until) },
    new Date(now),
  );
}

/**
 * The durations of `kind` a player may still choose: with an exclusion in force only those that end no
 * sooner than it (it is never shortened, and a self-exclusion never becomes a time-out), and nothing after
 * a permanent one (there is no longer); all without one.
 */
export function allowedDurations(
  kind: ExclusionKind,
  current: ExclusionView | null,
  now: number,
): ExclusionDuration[] {
  const at = new Date(now);
  if (current && current.until === null) return [];
  const inForce = current
    ? { kind: current.kind, until: current.until === null ? null : new Date(current.until) }
    : null;
  return EXCLUSION_DURATIONS[kind].filter((duration) =>
    mayExclude(inForce, { kind, until: exclusionEnd(duration, at) }, at),
  );
}
