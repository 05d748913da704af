/**
 * SPEC §4.4 withdrawal flow after the player confirms the form (crypto and fiat alike):
 *   1. the withdraw-enabled (wager) check: failure → the wager view; the known personal-data error →
 *      the personal-data view;
 *   2. the player is unverified and the verify flag is on → the personal-data view;
 *   3. the player has bonuses and has not chosen yet → the bonus-burn warning (play → /bonuses,
 *      withdraw → continue);
 *   4. create the withdrawal.
 * The page runs the I/O; this decides the next step from what is known so far.
 */

/** What the wager check answered: passed, or the error detail it failed with. */
export type WagerCheckResult = { passed: true } | { passed: false; detail: string };

/** Error details that send the player to the personal-data view instead of an error message. */
export const PERSONAL_DATA_ERRORS = ['personal_data_required'] as const;

export type WithdrawStep =
  | { step: 'wager' }
  | { step: 'personal-data' }
  | { step: 'error'; detail: string }
  | { step: 'bonus-burn' }
  | { step: 'create' };

export interface WithdrawFlowState {
  wager: WagerCheckResult;
  /** The verify feature flag: withdrawals need complete personal data. */
  verifyRequired: boolean;
  /** SPEC §5.6: first name, last name, gender and birth date are present. */
  profileComplete: boolean;
  /** The player holds at least one bonus that a withdrawal would burn. */
  hasBonuses: boolean;
  /** The player already answered the bonus-burn warning with "withdraw" in this flow. */
  bonusBurnAccepted: boolean;
}

/** Where a failed wager check leads: 'wager' → wager view, the personal-data error → that view, else an error. */
export function wagerFailureStep(detail: string): WithdrawStep {
  if (detail === 'wager') return { step: 'wager' };
  if ((PERSONAL_DATA_ERRORS as readonly string[]).includes(detail)) return { step: 'personal-data' };
  return { step: 'error', detail };
}

export function nextWithdrawStep(state: WithdrawFlowState): WithdrawStep {
  if (!state.wager.passed) return wagerFailureStep(state.wager.detail);
  if (state.verifyRequired && !state.profileComplete) return { step: 'personal-data' };
  if (state.hasBonuses && !state.bonusBurnAccepted) return { step: 'bonus-burn' };
  return { step: 'create' };
}

/** Bonus statuses that no longer hold money a withdrawal could burn. */
const SETTLED_BONUS_STATUSES = new Set([
  'completed',
  'finished',
  'expired',
  'cancelled',
  'canceled',
  'burned',
  'lost',
]);

/** Does the balance's bonus list hold a bonus a withdrawal would burn? */
export const hasBurnableBonus = (userBonuses: readonly { status: string }[]): boolean =>
  userBonuses.some((bonus) => !SETTLED_BONUS_STATUSES.has(bonus.status.toLowerCase()));
