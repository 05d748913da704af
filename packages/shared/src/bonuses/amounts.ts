/**
 * Bonus arithmetic in integer minor units. Multipliers that may be fractional (amountMultiplier 1.5) travel
 * as basis points (15000) so that no float touches money.
 */

export const BASIS_POINTS = 10_000n;

/** 1.5 → 15000. Refuses anything that is not a whole number of basis points. */
export function toBasisPoints(multiplier: number): number {
  const bp = Math.round(multiplier * 10_000);
  if (!Number.isFinite(multiplier) || Math.abs(bp - multiplier * 10_000) > 1e-6) {
    throw new RangeError(`multiplier ${multiplier} is not a whole number of basis points`);
  }
  return bp;
}

export const fromBasisPoints = (bp: number): number => bp / 10_000;

/** Bonus for a deposit: deposit × multiplier, rounded down, at most `maxAmount` (null: no cap). */
export function depositBonusAmount(deposit: bigint, multiplierBp: number, maxAmount: bigint | null): bigint {
  if (deposit <= 0n || multiplierBp <= 0) return 0n;
  const amount = (deposit * BigInt(multiplierBp)) / BASIS_POINTS;
  return maxAmount !== null && amount > maxAmount ? maxAmount : amount;
}

/** Stakes needed before bonus money turns into main money. */
export const wagerTotal = (amount: bigint, wager: number): bigint => amount * BigInt(wager);

/** The part of a stake that counts towards wagering, for a game counting `percent` (0 to 100). */
export function wagerContribution(stake: bigint, percent: number): bigint {
  if (stake <= 0n || percent <= 0) return 0n;
  return (stake * BigInt(Math.min(100, Math.floor(percent)))) / 100n;
}

/**
 * At the end of wagering, what moves to main money and what goes back to the house: the bonus account's
 * balance, capped by `cap` (null: no cap).
 */
export function conversion(balance: bigint, cap: bigint | null): { toMain: bigint; removed: bigint } {
  if (balance <= 0n) return { toMain: 0n, removed: 0n };
  const toMain = cap !== null && balance > cap ? cap : balance;
  return { toMain, removed: balance - toMain };
}

/** The conversion cap of a bonus: bonus × maxAmountMultiplier (null: no cap). */
export const conversionCap = (amount: bigint, maxAmountMultiplier: number | null): bigint | null =>
  maxAmountMultiplier === null ? null : amount * BigInt(maxAmountMultiplier);

/**
 * The most a bonus's free spins win in all: `maxAmount`, and `maxMultiplier` × the spins' total stake;
 * null when neither caps them.
 */
export function freeSpinsCap(caps: {
  maxAmount: bigint | null;
  maxMultiplier: number | null;
  totalStake: bigint;
}): bigint | null {
  const byMultiplier = caps.maxMultiplier === null ? null : caps.totalStake * BigInt(caps.maxMultiplier);
  if (caps.maxAmount === null) return byMultiplier;
  return byMultiplier !== null && byMultiplier < caps.maxAmount ? byMultiplier : caps.maxAmount;
}

/** What one free spin credits as bonus money: its payout, at most what the spins' cap leaves. */
export function freeSpinCredit(payout: bigint, cap: bigint | null, wonSoFar: bigint): bigint {
  if (payout <= 0n) return 0n;
  if (cap === null) return payout;
  const room = cap - wonSoFar;
  return room <= 0n ? 0n : payout < room ? payout : room;
}

/** Stakes needed before a bonus converts: its money × wager plus its free spins' winnings × wagerFreespins. */
export const bonusWagerTotal = (
  amount: bigint,
  wager: number,
  spinsWon: bigint,
  wagerFreespins: number,
): bigint => wagerTotal(amount, wager) + wagerTotal(spinsWon, wagerFreespins);

/**
 * The most a bonus converts to main money: its money's cap plus its free spins' cap (a part it does not
 * have adds nothing); null when a part it has is uncapped.
 */
export function bonusConversionCap(
  money: { amount: bigint; cap: bigint | null },
  spins: { granted: boolean; cap: bigint | null },
): bigint | null {
  const moneyCap = money.amount > 0n ? money.cap : 0n;
  const spinsCap = spins.granted ? spins.cap : 0n;
  return moneyCap === null || spinsCap === null ? null : moneyCap + spinsCap;
}

/**
 * How a stake is paid while bonus money is in play: main money first, then bonus money. Undefined when the
 * two together do not cover it.
 */
export function splitStake(
  stake: bigint,
  main: bigint,
  bonus: bigint,
): { main: bigint; bonus: bigint } | undefined {
  if (stake <= 0n || main + bonus < stake) return undefined;
  const fromMain = main >= stake ? stake : main > 0n ? main : 0n;
  return { main: fromMain, bonus: stake - fromMain };
}

/** A payout split in the stake's proportions (the bonus part rounded down): winnings on bonus money stay bonus. */
export function splitPayout(
  payout: bigint,
  stake: { main: bigint; bonus: bigint },
): { main: bigint; bonus: bigint } {
  const total = stake.main + stake.bonus;
  if (payout <= 0n || total <= 0n) return { main: 0n, bonus: 0n };
  const bonus = (payout * stake.bonus) / total;
  return { main: payout - bonus, bonus };
}
