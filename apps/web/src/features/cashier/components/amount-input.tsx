import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

/** Keeps what a decimal amount may contain while it is typed: digits and one point (a comma becomes one). */
export function sanitizeDecimal(value: string, precision: number): string {
  const text = value.replace(',', '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = text.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, precision)}`;
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
  const { t } = useTranslation('wallet');
  return (
    <div className="space-y-2">
      <Field
        id={id}
        label={label}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        disabled={disabled}
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        onChange={(event) => onChange(sanitizeDecimal(event.target.value, precision))}
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
