import { canonicalAmount, type DecimalSeparator, decimalSeparatorOf } from '@casino/shared';
import { useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';

/** What the field keeps of a keystroke: digits, points, commas and digit-group spaces; no letters or signs. */
const typedAmount = (text: string) => text.replace(/[^\d.,\s\u00a0\u202f]/g, '').slice(0, 64);

/**
 * A typed decimal amount as the form reads it: the point or comma (per the locale's `decimal`) becomes a
 * point, digit-group spaces and separators go ("1 234,50" → "1234.50"). Every digit is kept, extra decimals
 * too, so the form's rule can refuse them with 'Validation.too_many_decimals' instead of the field cutting
 * them; text that is no number stays as typed, for 'Validation.invalid_amount'.
 */
export function amountValueOf(text: string, decimal: DecimalSeparator): string {
  const typed = typedAmount(text);
  const canonical = canonicalAmount(typed, decimal);
  if (canonical === null) return typed.trim();
  return canonical.startsWith('.') ? `0${canonical}` : canonical;
}

/** A decimal amount field with its currency and optional preset chips. */
export function AmountInput({
  id,
  label,
  value,
  onChange,
  currency,
  precision,
  error,
  hint,
  presets = [],
  disabled,
  autoFocus,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  currency: string;
  precision: number;
  error?: string | null;
  hint?: string;
  presets?: readonly string[];
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation('wallet');
  const decimal = decimalSeparatorOf(i18n.language);
  // The text as typed ("12,50" stays with its comma); a value set from outside (a preset) replaces it.
  const [text, setText] = useState(value);
  const shown = amountValueOf(text, decimal) === value ? text : value;
  return (
    <div className="space-y-2">
      <Field
        id={id}
        label={label}
        value={shown}
        inputMode={precision === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        placeholder="0"
        disabled={disabled}
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        onChange={(event) => {
          const typed = typedAmount(event.target.value);
          setText(typed);
          onChange(amountValueOf(typed, decimal));
        }}
        error={error}
        hint={hint}
        suffix={<span className="pr-3 text-sm font-bold text-muted">{currency}</span>}
      />
      {presets.length > 0 && (
        <fieldset className="flex min-w-0 flex-wrap gap-2">
          <legend className="sr-only">{t('fiat.presets')}</legend>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              disabled={disabled}
              aria-pressed={preset === value}
              onClick={() => onChange(preset)}
              className={cn(
                'tabular min-h-9 rounded-lg border px-3 text-sm font-bold transition disabled:opacity-50',
                preset === value
                  ? 'border-accent bg-accent/20 text-ink'
                  : 'border-line bg-raised text-muted hover:border-line-strong hover:text-ink',
              )}
            >
              {preset}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
