/*
 * VIP levels earned by wagering (decision 014). Stakes of every game count at their US-dollar value; an
 * operator can also set VIP by hand. From VIP_STATUS_LEVEL on, the player is VIP (SPEC §6): VIP-only
 * tournaments, the VIP drawer's manager and mirror. Levels only go up.
 */

/** Cumulative US cents wagered to reach each level; index = level (0: none yet). */
export const VIP_LEVEL_THRESHOLDS_CENTS = [
  0n,
  100_000n,
  1_000_000n,
  5_000_000n,
  25_000_000n,
  100_000_000n,
] as const;

/** Names for the web's translations (`vip.levels.{name}`). */
export const VIP_LEVEL_NAMES = ['none', 'bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type VipLevelName = (typeof VIP_LEVEL_NAMES)[number];

/** Gold and above are VIP. */
export const VIP_STATUS_LEVEL = 3;

export const VIP_MAX_LEVEL = VIP_LEVEL_THRESHOLDS_CENTS.length - 1;

/** The level a lifetime wager (US cents) has reached. */
export function vipLevelFor(wageredCents: bigint): number {
  let level = 0;
  for (let i = 1; i < VIP_LEVEL_THRESHOLDS_CENTS.length; i++) {
    if (wageredCents >= (VIP_LEVEL_THRESHOLDS_CENTS[i] as bigint)) level = i;
  }
  return level;
}

/**
 * US cents still to wager from `level` (earned or set by an operator) to the next one; null at the top.
 * Never negative: a level set above what was wagered needs the rest of the next threshold.
 */
export function vipCentsToNextLevel(level: number, wageredCents: bigint): bigint | null {
  const next = VIP_LEVEL_THRESHOLDS_CENTS[level + 1];
  if (next === undefined) return null;
  return next > wageredCents ? next - wageredCents : 0n;
}
