import { type FeeLevel, FIAT_PRECISION, parseAmount } from '@casino/shared';

/** A major-unit decimal string of any number of decimals as fiat minor units (extra decimals cut). */
export function fiatMinor(value: string | null | undefined): bigint | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const decimals = text.split('.')[1]?.length ?? 0;
  const parsed = parseAmount(text, decimals);
  if (parsed === null) return null;
  return decimals >= FIAT_PRECISION
    ? parsed / 10n ** BigInt(decimals - FIAT_PRECISION)
    : parsed * 10n ** BigInt(FIAT_PRECISION - decimals);
}

/** The conditions' levels (`from` in major units) as the fee rules take them. */
export function feeLevelsOf(levels: ReadonlyArray<{ from: string; fee: string }>): FeeLevel[] {
  return levels.flatMap((level) => {
    const from = fiatMinor(level.from);
    return from === null ? [] : [{ from, fee: level.fee }];
  });
}
