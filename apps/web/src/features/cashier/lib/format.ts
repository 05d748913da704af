import { formatDisplay } from '@casino/shared';

/** Where the server's currency list knows a display format ("{amount} ₽"), use it; else "amount CODE". */
export function formatMoney(
  amount: string,
  currency: string,
  currencies?: ReadonlyArray<{ code: string; displayFormat: string }>,
): string {
  const format = currencies?.find((c) => c.code === currency)?.displayFormat;
  return format ? formatDisplay(groupDigits(amount), format) : `${groupDigits(amount)} ${currency}`;
}

/** "300000" → "300 000" (thin grouping for long whole parts; decimals untouched). */
export function groupDigits(amount: string): string {
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return fraction !== undefined ? `${grouped}.${fraction}` : grouped;
}

/** Drops a zero fraction: "500.00" → "500", "0.0010" → "0.001". */
export function trimAmount(amount: string): string {
  if (!amount.includes('.')) return amount;
  return amount.replace(/\.?0+$/, '');
}
