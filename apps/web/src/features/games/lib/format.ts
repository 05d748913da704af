import { formatDisplay } from '@casino/shared';
import { useCallback } from 'react';
import { useBalance } from '../../wallet/index.ts';

/** Formats an amount in a currency: with the player's displayFormat when it is their currency. */
export function useMoneyFormat(): (amount: string, currency: string) => string {
  const { balance } = useBalance();
  const own = balance?.total.currency;
  return useCallback(
    (amount: string, currency: string) => {
      if (own && own.code === currency) return formatDisplay(amount, own.displayFormat);
      return currency ? `${amount} ${currency}` : amount;
    },
    [own],
  );
}

/** "2.5" → "2.50×": multipliers with at least two decimals. */
export function formatMultiplier(multiplier: string | number): string {
  const value = typeof multiplier === 'number' ? multiplier : Number(multiplier);
  if (!Number.isFinite(value)) return `${multiplier}×`;
  const text = value.toFixed(4).replace(/(\.\d\d\d*?)0+$/, '$1');
  return `${text}×`;
}
