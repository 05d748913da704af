import { type BalanceView, formatMajor, type Money, parseMajor, type UserBonusView } from '@casino/shared';

/** The bonus accounts still in play (SPEC §3 userBonuses: wagered or expired ones are no longer money). */
export const activeBonuses = (balance: BalanceView): UserBonusView[] =>
  balance.userBonuses.filter((bonus) => bonus.status.toLowerCase() === 'active');

const decimals = (value: string): number => value.split('.')[1]?.length ?? 0;

/** Sums decimal strings exactly in minor units at the widest precision among them; null if one is malformed. */
function sum(values: string[], atLeast: number): string | null {
  const precision = Math.max(atLeast, ...values.map(decimals));
  let minor = 0n;
  for (const value of values) {
    const parsed = parseMajor(value, precision);
    if (parsed === null) return null;
    minor += parsed;
  }
  return formatMajor(minor, precision);
}

/**
 * What the header shows: the main account plus every active bonus account, added in minor units (never
 * floats), in the account currency and in the primary one. Falls back to the server's total when an amount
 * cannot be read.
 */
export function balanceTotal(balance: BalanceView): Money {
  const parts = [balance.fiat, ...activeBonuses(balance).map((bonus) => bonus.amount)];
  const primaryPrecision = Math.max(...parts.map((part) => part.primaryPrecision));
  const value = sum(
    parts.map((part) => part.value),
    0,
  );
  const primaryValue = sum(
    parts.map((part) => part.primaryValue),
    primaryPrecision,
  );
  if (value === null || primaryValue === null) return balance.total;
  return { ...balance.fiat, value, primaryValue, primaryPrecision };
}
