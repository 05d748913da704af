import { amountPresets, FIAT_PRECISION, formatMajor, parseMajor } from '@casino/shared';

/**
 * Fiat methods carry no presets of their own; these are the amounts offered per currency (major units).
 * SPEC §5.1 then keeps those within the method's bounds and picks the default.
 */
export const FIAT_PRESETS: Readonly<Record<string, readonly string[]>> = {
  RUB: ['500', '1000', '2000', '5000', '10000', '25000'],
  UAH: ['200', '500', '1000', '2000', '5000', '10000'],
  KZT: ['2000', '5000', '10000', '25000', '50000', '100000'],
  PLN: ['20', '50', '100', '200', '500', '1000'],
  UZS: ['50000', '100000', '250000', '500000', '1000000'],
  IDR: ['50000', '100000', '250000', '500000', '1000000'],
};
const DEFAULT_PRESETS = ['10', '25', '50', '100', '250', '500'];

/** SPEC §5.1 presets and default of a method, as digit strings ready for the digits-only input. */
export function fiatPresets(
  currency: string,
  minAmount: string,
  maxAmount: string,
  precision = FIAT_PRECISION,
): { presets: string[]; defaultAmount: string } {
  const toMinor = (major: string) => parseMajor(major, precision) ?? 0n;
  const list = (FIAT_PRESETS[currency] ?? DEFAULT_PRESETS).map(toMinor);
  const step = 10n ** BigInt(precision);
  // A minimum with cents cannot be typed in a digits-only field; round it up to the next whole unit.
  const min = ceilTo(toMinor(minAmount), step);
  const { presets, defaultAmount } = amountPresets(list, min, toMinor(maxAmount), { step });
  const whole = (minor: bigint) => formatMajor(minor, precision).split('.')[0] ?? '0';
  return { presets: presets.map(whole), defaultAmount: whole(defaultAmount) };
}

function ceilTo(value: bigint, step: bigint): bigint {
  const remainder = value % step;
  return remainder === 0n ? value : value + (step - remainder);
}
