import { currentWelcomeStep, welcomeSteps } from './steps.ts';
import type { BonusStatus, BonusType } from './views.ts';

/** What the offer rules read of a catalogue bonus. */
export interface OfferBonus {
  id: string;
  type: BonusType;
  isPersonal: boolean;
  welcomeStep: number | null;
  minDepositNumber: number | null;
  amountMultiplierBp: number;
  freespinsCount: number;
}

/** What the offer rules read of a player. */
export interface OfferFacts {
  /** Completed deposits so far. */
  depositCount: number;
  /** Each claimed catalogue bonus with the status of its latest claim. */
  claims: ReadonlyMap<string, 'active' | 'wagered' | 'expired' | 'forfeited'>;
  /** Personal bonuses offered to the player: bonus id → offer id. */
  offers: ReadonlyMap<string, string>;
  /** Promo bonuses the player unlocked with a code. */
  unlocked: ReadonlySet<string>;
  /** A bonus outside the catalogue (an operator grant, a currency deposit bonus) is active. */
  otherActive?: boolean;
}

export interface OfferState {
  status: BonusStatus;
  isClaimed: boolean;
  isFirst: boolean;
  /** The player's next deposit can claim it (SPEC §5.1 range matching picks among these). */
  isCurrent: boolean;
  /** Claimed with the claim button (no deposit needed). */
  isClaimable: boolean;
}

/** A deposit claims it: a deposit bonus, or a promo that multiplies a deposit. */
export const claimedByDeposit = (
  b: Pick<OfferBonus, 'isPersonal' | 'type' | 'amountMultiplierBp'>,
): boolean => !b.isPersonal && (b.type === 'deposit' || (b.type === 'promo' && b.amountMultiplierBp > 0));

/**
 * Which bonuses a player sees and in which state. Deposit bonuses are seen by all; personal ones only with
 * an offer; promo ones once unlocked by a code (or claimed). One bonus is active at a time: while one is,
 * nothing else can be claimed, by deposit or button. Welcome steps follow SPEC §4.1; the everyday bonus
 * (a deposit bonus without a step) is available from its deposit number on.
 */
export function offerStates<T extends OfferBonus>(
  bonuses: readonly T[],
  facts: OfferFacts,
): Map<T, OfferState> {
  const claimedIds = new Set(facts.claims.keys());
  const steps = welcomeSteps(bonuses, claimedIds);
  const current = currentWelcomeStep(steps);
  const stepState = new Map(steps.flatMap((s) => s.tiers.map((t) => [t.id, s.state] as const)));
  const anyActive = facts.otherActive === true || [...facts.claims.values()].includes('active');
  const states = new Map<T, OfferState>();
  for (const bonus of bonuses) {
    const visible = bonus.isPersonal
      ? facts.offers.has(bonus.id)
      : bonus.type === 'deposit' || facts.unlocked.has(bonus.id) || facts.claims.has(bonus.id);
    if (!visible) continue;
    const claim = facts.claims.get(bonus.id);
    const isStep = stepState.has(bonus.id);
    let status: BonusStatus;
    if (claim === 'active') status = 'active';
    else if (isStep) status = stepState.get(bonus.id) ?? 'disabled';
    else if (bonus.type === 'deposit' && !bonus.isPersonal) {
      // Repeatable: available again once its last claim ended.
      status = facts.depositCount + 1 >= (bonus.minDepositNumber ?? 1) ? 'available' : 'disabled';
    } else status = claim ?? 'available';
    const open = status === 'available' && !anyActive;
    const byDeposit = claimedByDeposit(bonus);
    states.set(bonus, {
      status,
      isClaimed: claim !== undefined,
      isFirst: bonus.welcomeStep === 1,
      isCurrent: open && byDeposit && (!isStep || bonus.welcomeStep === current),
      isClaimable: open && !byDeposit,
    });
  }
  return states;
}
