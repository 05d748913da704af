/** The fields of a SPEC §3 Bonus that deposit-range matching reads; amounts in the deposit's minor units. */
export interface DepositRangeBonus {
  isPersonal: boolean;
  isCurrent: boolean;
  conditions: {
    /** Inclusive lower bound; null or absent means no lower bound. */
    minDeposit?: bigint | null;
    /** Exclusive upper bound; null or absent means no upper bound. */
    maxDeposit?: bigint | null;
  };
}

/** Does a deposit of `amount` fall within the bonus's [minDeposit, maxDeposit) range? */
export function depositInBonusRange(bonus: DepositRangeBonus, amount: bigint): boolean {
  const { minDeposit, maxDeposit } = bonus.conditions;
  if (minDeposit !== undefined && minDeposit !== null && amount < minDeposit) return false;
  if (maxDeposit !== undefined && maxDeposit !== null && amount >= maxDeposit) return false;
  return true;
}

/**
 * SPEC §5.1: the non-personal current bonus whose min deposit is at or below the amount and whose max deposit
 * is above it. The first such bonus in the given order wins; undefined when none matches.
 */
export function matchDepositBonus<T extends DepositRangeBonus>(
  bonuses: readonly T[],
  amount: bigint,
): T | undefined {
  return bonuses.find((bonus) => !bonus.isPersonal && bonus.isCurrent && depositInBonusRange(bonus, amount));
}
