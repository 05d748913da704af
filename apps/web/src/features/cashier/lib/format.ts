import { formatAmount, formatDisplay } from '@casino/shared';
import { i18n } from '../../../i18n/index.ts';

/** The language money is written in: the page's current one. */
const currentLocale = () => i18n.language || 'en';

/**
 * Where the server's currency list knows a display format ("{amount} ₽"), use it; else "amount CODE".
 * The amount is written for the current language: "1,234,567.50" in English, "1 234 567,50" in Russian.
 */
export function formatMoney(
  amount: string,
  currency: string,
  currencies?: ReadonlyArray<{ code: string; displayFormat: string }>,
  locale: string = currentLocale(),
): string {
  const format = currencies?.find((c) => c.code === currency)?.displayFormat;
  return format ? formatDisplay(amount, format, locale) : `${formatAmount(amount, locale)} ${currency}`;
}

/** "300000" → "300,000" (en) or "300 000" (ru, uk): thousands and decimals as the language writes them. */
export function groupDigits(amount: string, locale: string = currentLocale()): string {
  return formatAmount(amount, locale);
}

/** Drops a zero fraction: "500.00" → "500", "0.0010" → "0.001". */
export function trimAmount(amount: string): string {
  if (!amount.includes('.')) return amount;
  return amount.replace(/\.?0+$/, '');
}
