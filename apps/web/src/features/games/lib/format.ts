import { formatAmount, formatDisplay } from '@casino/shared';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useBalance } from '../../wallet/index.ts';

/**
 * Formats an amount in a currency, written the way the page's language writes numbers: with the player's
 * displayFormat when it is their currency, else "1,234.50 EUR".
 */
export function useMoneyFormat(): (amount: string, currency: string) => string {
  const { balance } = useBalance();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const own = balance?.total.currency;
  return useCallback(
    (amount: string, currency: string) => {
      if (own && own.code === currency) return formatDisplay(amount, own.displayFormat, locale);
      const grouped = formatAmount(amount, locale);
      return currency ? `${grouped} ${currency}` : grouped;
    },
    [own, locale],
  );
}

/** "2.5" → "2.50×": multipliers with at least two decimals. */
export function formatMultiplier(multiplier: string | number): string {
  const value = typeof multiplier === 'number' ? multiplier : Number(multiplier);
  if (!Number.isFinite(value)) return `${multiplier}×`;
  const text = value.toFixed(4).replace(/(\.\d\d\d*?)0+$/, '$1');
  return `${text}×`;
}
