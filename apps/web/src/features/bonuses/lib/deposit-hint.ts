import { type BonusView, type Money, matchDepositBonus, parseMajor } from '@casino/shared';

const fractionDigits = (value: string) => value.split('.')[1]?.length ?? 0;

export type DepositHint =
  | { kind: 'match'; bonus: BonusView }
  /** The amount is below the smallest range above it: at least `minDeposit` claims `bonus`. */
  | { kind: 'below'; bonus: BonusView; minDeposit: Money }
  | { kind: 'none' };

/**
 * What a deposit of `amount` (major units of `currency`) would claim (SPEC §5.1 range matching: the
 * non-personal current bonus with minDeposit ≤ amount < maxDeposit), or, when it falls short of one, the
 * nearest bonus it could reach with a larger amount. Bounds in another currency are not compared.
 */
export function depositHint(
  items: readonly BonusView[],
  amount: string | null,
  currency: string,
): DepositHint {
  if (amount === null) return { kind: 'none' };
  const ours = (money: Money | null) => money === null || money.currency.code === currency;
  const candidates = items.filter(
    (bonus) =>
      !bonus.isPersonal &&
      bonus.isCurrent &&
      ours(bonus.conditions.minDeposit) &&
      ours(bonus.conditions.maxDeposit),
  );
  // One scale for the amount and every bound, so that "1000.00" and "999" compare exactly.
  const scale = Math.max(
    fractionDigits(amount),
    ...candidates.flatMap((bonus) =>
      [bonus.conditions.minDeposit, bonus.conditions.maxDeposit].map((money) =>
        money ? fractionDigits(money.value) : 0,
      ),
    ),
  );
  const minor = parseMajor(amount, scale);
  if (minor === null) return { kind: 'none' };
  const bound = (money: Money | null) => (money ? parseMajor(money.value, scale) : null);
  const ranged = candidates.map((bonus) => ({
    bonus,
    isPersonal: bonus.isPersonal,
    isCurrent: bonus.isCurrent,
    conditions: {
      minDeposit: bound(bonus.conditions.minDeposit),
      maxDeposit: bound(bonus.conditions.maxDeposit),
    },
  }));
  const match = matchDepositBonus(ranged, minor);
  if (match) return { kind: 'match', bonus: match.bonus };
  let nearest: (typeof ranged)[number] | undefined;
  for (const entry of ranged) {
    const min = entry.conditions.minDeposit;
    if (min === null || min <= minor) continue;
    const best = nearest?.conditions.minDeposit;
    if (best === undefined || best === null || min < best) nearest = entry;
  }
  const minDeposit = nearest?.bonus.conditions.minDeposit;
  return nearest && minDeposit ? { kind: 'below', bonus: nearest.bonus, minDeposit } : { kind: 'none' };
}
