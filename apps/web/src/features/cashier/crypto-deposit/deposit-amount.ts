import { parseAmount, validateAmount } from '@casino/shared';
import type { WalletCurrency } from '../api/get-currencies.ts';

/**
 * A crypto deposit amount (TON Connect, invoices) against the currency's minimum (SPEC §5.1): the error if
 * any, and the currency's presets that are not below the minimum.
 */
export function cryptoDepositAmount(amount: string, currency: WalletCurrency) {
  const min = currency.minDepositAmount ? parseAmount(currency.minDepositAmount, currency.precision) : null;
  const checked = validateAmount(amount, currency, { min });
  const presets = currency.valuePresets.filter((preset) => {
    const value = parseAmount(preset, currency.precision);
    return value !== null && (min === null || value >= min);
  });
  return { error: 'error' in checked ? checked.error : null, presets };
}
