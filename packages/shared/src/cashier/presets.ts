export interface AmountPresets {
  /** The presets within [min, max], in the order given. */
  presets: bigint[];
  /** The amount the form starts with. */
  defaultAmount: bigint;
}

/**
 * SPEC §5.1: presets are shown only if within the bounds (inclusive); the default is the third shown preset,
 * else the last shown; if none fits, the midpoint of min and max.
 *
 * All values are minor units, so the midpoint is already rounded down to the currency's precision. `step`
 * rounds it down further (a digits-only fiat form passes 10^precision so the default is typeable); a midpoint
 * that rounding pushes below min becomes min.
 */
export function amountPresets(
  valuePresets: readonly bigint[],
  min: bigint,
  max: bigint,
  options: { step?: bigint } = {},
): AmountPresets {
  const presets = valuePresets.filter((preset) => preset >= min && preset <= max);
  const chosen = presets[2] ?? presets.at(-1);
  if (chosen !== undefined) return { presets, defaultAmount: chosen };
  return { presets, defaultAmount: midpoint(min, max, options.step ?? 1n) };
}

function midpoint(min: bigint, max: bigint, step: bigint): bigint {
  // Floor division for non-negative sums; amounts are never negative, but a floor keeps the rule exact anyway.
  const sum = min + max;
  let middle = sum >= 0n ? sum / 2n : -((-sum + 1n) / 2n);
  if (step > 1n) {
    const remainder = ((middle % step) + step) % step;
    middle -= remainder;
  }
  return middle < min ? min : middle;
}
