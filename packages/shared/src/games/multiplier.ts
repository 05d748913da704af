/** Multipliers are integers scaled by 10^4 so payouts stay exact: payout = floor(amount × m / 10^4). */
export const MULTIPLIER_SCALE = 10_000n;

export function payoutFor(amount: bigint, multiplier: bigint): bigint {
  return (amount * multiplier) / MULTIPLIER_SCALE;
}

/** "2.97", "1000", "0" — trailing zeros trimmed. */
export function formatMultiplier(multiplier: bigint): string {
  const whole = multiplier / MULTIPLIER_SCALE;
  const fraction = (multiplier % MULTIPLIER_SCALE).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** Hundredths (dice, limbo and crash results) to the multiplier scale. */
export const fromHundredths = (hundredths: number): bigint => BigInt(hundredths) * 100n;
