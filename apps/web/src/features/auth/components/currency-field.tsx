import { ACCOUNT_CURRENCIES, orderDepositCurrencies } from '@casino/shared';
import { forwardRef, type SelectHTMLAttributes, useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n/index.ts';

/** "EUR · Euro" in the page's language; the code alone where the browser has no currency names. */
function currencyLabel(code: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

/**
 * The account currency of a new player. It decides which bank methods the cashier offers, and it cannot be
 * changed later, so the form asks for it instead of opening every account in USD.
 */
export const CurrencyField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function CurrencyField(props, ref) {
    const { t, i18n } = useTranslation('auth');
    const id = useId();
    const options = useMemo(
      () =>
        orderDepositCurrencies(ACCOUNT_CURRENCIES, i18n.language).map((code) => ({
          code,
          label: currencyLabel(code, i18n.language),
        })),
      [i18n.language],
    );
    return (
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('field.currency')}
        </label>
        <div className="relative flex min-h-11 items-center rounded-control border border-line bg-sunken transition focus-within:border-accent">
          <select
            ref={ref}
            id={id}
            aria-describedby={`${id}-hint`}
            className="min-h-11 w-full min-w-0 appearance-none bg-transparent py-2 pr-9 pl-3 text-sm font-semibold text-ink outline-none [&>option]:bg-surface"
            {...props}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
          <svg
            viewBox="0 0 20 20"
            className="pointer-events-none absolute right-3 size-4 text-muted"
            aria-hidden="true"
          >
            <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </div>
        <p id={`${id}-hint`} className="text-xs text-faint">
          {t('field.currencyHint')}
        </p>
      </div>
    );
  },
);
