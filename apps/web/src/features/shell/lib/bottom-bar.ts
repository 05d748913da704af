/**
 * SPEC §2.2 and §6: the bottom bar's middle button is the prize wheel for a signed-in player who has never
 * deposited (when the wheel can be opened), and the bonuses otherwise (guests included: for them it opens
 * sign-in, as every protected link does).
 */
export function bottomBarPromo(
  viewer: { hasDeposits: boolean } | null,
  wheelAvailable: boolean,
): 'wheel' | 'bonuses' {
  return viewer && !viewer.hasDeposits && wheelAvailable ? 'wheel' : 'bonuses';
}
