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

export function formatDisplay(amount: string, displayFormat: string): string {
  return displayFormat.replace('{amount}', amount);
}
