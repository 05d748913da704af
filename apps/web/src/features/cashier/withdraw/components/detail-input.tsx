import { Field } from '../../../../components/ui/field.tsx';
import { useTranslation } from '../../../../i18n/index.ts';

/** The input attributes that suit a detail field (SPEC §5.2 names). */
function inputProps(field: string) {
  switch (field) {
    case 'email':
      return { type: 'email', inputMode: 'email' as const, autoComplete: 'email' };
    case 'phone':
      return { type: 'tel', inputMode: 'tel' as const, autoComplete: 'tel' };
    case 'card':
      return { inputMode: 'numeric' as const, autoComplete: 'cc-number', maxLength: 19 };
    case 'account_number_online_banking_ph':
    case 'person_id':
      return { inputMode: 'numeric' as const, autoComplete: 'off' };
    default:
      return { autoComplete: 'off' };
  }
}

/** Card numbers read in groups of four while typed. */
export function formatCard(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** One payout detail field, labelled by its name (`fields.{name}` in wallet-withdraw). */
export function DetailInput({
  field,
  value,
  onChange,
  onBlur,
  required,
  error,
}: {
  field: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  required: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('wallet-withdraw');
  const label = t(`fields.${field}`, { defaultValue: field.replace(/_/g, ' ') });
  return (
    <Field
      label={required ? label : t('optional', { label })}
      value={value}
      required={required}
      onChange={(event) => onChange(field === 'card' ? formatCard(event.target.value) : event.target.value)}
      onBlur={onBlur}
      placeholder={t(`placeholders.${field}`, { defaultValue: '' })}
      error={error}
      {...inputProps(field)}
    />
  );
}
