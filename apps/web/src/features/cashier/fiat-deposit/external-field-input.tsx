import { DIAL_CODE_BY_COUNTRY, phoneDefaultCountry } from '@casino/shared';
import type { InputHTMLAttributes } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../i18n/index.ts';

/** Input hints per SPEC §5.2 field: keyboard, autofill, length. */
const INPUTS: Record<string, InputHTMLAttributes<HTMLInputElement>> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  card: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 19 },
  person_id: { inputMode: 'numeric', maxLength: 10 },
  full_name: { autoComplete: 'name' },
  full_name_latin: { autoComplete: 'name', lang: 'en' },
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  expiration_month: { inputMode: 'numeric', autoComplete: 'cc-exp-month', maxLength: 2, placeholder: 'MM' },
  expiration_year: { inputMode: 'numeric', autoComplete: 'cc-exp-year', maxLength: 4, placeholder: 'YYYY' },
};

/** What the player types, kept tidy as they type: card numbers in groups of four, digits where only digits go. */
export function formatFieldInput(field: string, value: string): string {
  if (field === 'card') {
    return value
      .replace(/\D/g, '')
      .slice(0, 16)
      .replace(/(\d{4})(?=\d)/g, '$1 ');
  }
  if (field === 'person_id') return value.replace(/\D/g, '').slice(0, 10);
  if (field === 'expiration_month') return value.replace(/\D/g, '').slice(0, 2);
  if (field === 'expiration_year') return value.replace(/\D/g, '').slice(0, 4);
  if (field === 'phone') return value.replace(/[^\d+ ()-]/g, '');
  return value;
}

/** The phone field starts with the dialling code of the currency's default country (SPEC §9). */
export function initialFieldValue(field: string, currency: string, email?: string | null): string {
  if (field === 'phone') {
    const country = phoneDefaultCountry(currency);
    const code = country ? DIAL_CODE_BY_COUNTRY[country] : undefined;
    return code ? `${code} ` : '';
  }
  if (field === 'email') return email ?? '';
  return '';
}

export function ExternalFieldInput({
  field,
  value,
  required,
  error,
  currency,
  onChange,
  onBlur,
}: {
  field: string;
  value: string;
  required: boolean;
  error: string | null;
  currency: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation('wallet');
  const humanized = field.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const country = field === 'phone' ? phoneDefaultCountry(currency) : undefined;
  return (
    <Field
      label={
        <>
          {t(`fields.${field}`, { defaultValue: humanized })}
          {!required && (
            <span className="ml-1 normal-case tracking-normal text-faint">{t('fields.optional')}</span>
          )}
        </>
      }
      name={field}
      value={value}
      required={required}
      aria-required={required}
      error={error}
      hint={t(`fields_hint.${field}`, { defaultValue: '' }) || undefined}
      onChange={(event) => onChange(formatFieldInput(field, event.target.value))}
      onBlur={onBlur}
      suffix={
        country ? <span className="pr-3 text-xs font-bold uppercase text-faint">{country}</span> : undefined
      }
      data-testid={`fiat-field-${field}`}
      {...INPUTS[field]}
    />
  );
}
