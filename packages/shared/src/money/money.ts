/** SPEC §3 Money as it travels to the page. */
export interface CurrencyView {
  code: string;
  /** Contains `{amount}`, e.g. "{amount} ₽" or "${amount}". */
  displayFormat: string;
  icon: string;
}

export interface Money {
  value: string;
  primaryValue: string;
  primaryPrecision: number;
  currency: CurrencyView;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;
const separators = new Map<string, { decimal: string; format: Intl.NumberFormat }>();

function separatorsOf(locale: string): { decimal: string; format: Intl.NumberFormat } {
  let found = separators.get(locale);
  if (!found) {
    const format = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
    found = { decimal: decimal?.value ?? '.', format };
    separators.set(locale, found);
  }
  return found;
}

/**
 * A decimal string ("1234567.5") written the way `locale` writes numbers: "1,234,567.50" (en),
 * "1 234 567,50" (ru, uk). Exact for any size and precision: the whole part goes through
 * Intl.NumberFormat as a bigint, the fraction keeps its digits (a fraction shows at least cents, so
 * "12.5" is "12.50"; "0.00012345" keeps all eight). Anything that is not a plain decimal (half-typed
 * input, "—") is returned as it is.
 */
export function formatAmount(amount: string, locale: string): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole = '0', fraction] = match;
  const { decimal, format } = separatorsOf(locale);
  const grouped = format.format(BigInt(whole));
  const decimals = fraction === undefined ? '' : `${decimal}${fraction.padEnd(2, '0')}`;
  return `${sign ?? ''}${grouped}${decimals}`;
}

/**
 * Puts an amount into a currency's display format ("{amount} ₽"), written the way `locale` writes
 * numbers (see formatAmount). The locale is required: every amount a player reads follows their language.
 */
export function formatDisplay(amount: string, displayFormat: string, locale: string): string {
  return displayFormat.replace('{amount}', formatAmount(amount, locale));
}
