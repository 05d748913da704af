import {
  formatAmount,
  formatMajor,
  parseMajor,
  VIP_LEVEL_NAMES,
  VIP_LEVEL_THRESHOLDS_CENTS,
  VIP_MAX_LEVEL,
  VIP_STATUS_LEVEL,
  type Viewer,
  type VipLevelName,
} from '@casino/shared';

export interface VipProgress {
  level: number;
  name: VipLevelName;
  /** The next level's name; null at the top. */
  next: VipLevelName | null;
  /** US dollars, "1234.50". */
  wagered: string;
  /** The lifetime wager the next level needs (wagered + to-next); null at the top. */
  nextThreshold: string | null;
  toNextLevel: string | null;
  /** 0–100, one decimal: wagered / next threshold (100 at the top). */
  percent: number;
}

const cents = (amount: string | null): bigint | null => (amount === null ? null : parseMajor(amount, 2));

/**
 * Where the player stands (the viewer's `vip`): the level's name, and the wager so far against the next
 * level's threshold. The server says what is left to the next level; the threshold is what was wagered
 * plus that, so the bar agrees with the server even if the thresholds change.
 */
export function vipProgress(vip: Viewer['vip']): VipProgress {
  const level = Math.min(Math.max(Math.trunc(vip.level), 0), VIP_MAX_LEVEL);
  const wagered = cents(vip.wagered) ?? 0n;
  const left = cents(vip.toNextLevel);
  const threshold = left === null || level >= VIP_MAX_LEVEL ? null : wagered + (left > 0n ? left : 0n);
  const percent = threshold === null ? 100 : threshold <= 0n ? 0 : Number((wagered * 1000n) / threshold) / 10;
  return {
    level,
    name: VIP_LEVEL_NAMES[level] ?? 'none',
    next: threshold === null ? null : (VIP_LEVEL_NAMES[level + 1] ?? null),
    wagered: formatMajor(wagered, 2),
    nextThreshold: threshold === null ? null : formatMajor(threshold, 2),
    toNextLevel: threshold === null || left === null ? null : formatMajor(left > 0n ? left : 0n, 2),
    percent: Math.min(Math.max(percent, 0), 100),
  };
}

/** Every level from Bronze up with the lifetime wager (US dollars) it takes; `isVip` from Gold on. */
export const VIP_LADDER = VIP_LEVEL_THRESHOLDS_CENTS.slice(1).map((threshold, index) => ({
  level: index + 1,
  name: VIP_LEVEL_NAMES[index + 1] as VipLevelName,
  threshold: formatMajor(threshold, 2),
  isVip: index + 1 >= VIP_STATUS_LEVEL,
}));

/** "$1,234.50" the way `locale` writes numbers; whole dollars without ".00" (the thresholds). */
export function usd(amount: string, locale: string): string {
  return `$${formatAmount(amount.endsWith('.00') ? amount.slice(0, -3) : amount, locale)}`;
}
