import { validateExternalField } from '@casino/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useViewer } from '../../auth/index.ts';
import { type FiatMethod, useFiatMethod } from '../api/get-conditions.ts';
import { groupDigits } from '../lib/format.ts';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { ViewLoading } from '../modal/view-boundary.tsx';
import { depositFields } from './deposit-fields.ts';
import { ExternalFieldInput, initialFieldValue } from './external-field-input.tsx';
import { fiatAmountError, MethodUnavailable } from './fiat-deposit-view.tsx';
import { MethodSummary } from './method-summary.tsx';
import { fieldErrorsOf, useStartDeposit } from './use-start-deposit.ts';

/** SPEC §2.7 fiat-deposit-additional-details: the method's detail fields (SPEC §5.2), then the order. */
export function FiatDepositAdditionalDetailsView({
  payload,
  back,
}: ViewProps<ViewPayloads['fiat-deposit-additional-details']>) {
  const { method, isPending, isError } = useFiatMethod(payload.bankId);
  if (isPending) return <ViewLoading />;
  if (isError || !method) return <MethodUnavailable back={back} />;
  // An amount that no longer fits (a stale link) is fixed on the amount screen.
  if (fiatAmountError(payload.amount ?? '', method)) return <MethodUnavailable back={back} />;
  return <DetailsForm method={method} amount={payload.amount} />;
}

function DetailsForm({ method, amount }: { method: FiatMethod; amount: string }) {
  const { t } = useTranslation('wallet');
  const { viewer } = useViewer();
  const fields = depositFields(method.method, method.buy.externalDetailsFields);
  const all = [...fields.required, ...fields.optional];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(all.map((field) => [field, initialFieldValue(field, method.currency, viewer?.email)])),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const start = useStartDeposit(method);
  const serverErrors = fieldErrorsOf(start.error) ?? {};

  const errorOf = (field: string): string | null => {
    const value = values[field] ?? '';
    // A phone holding only its dialling code is still empty.
    const effective =
      field === 'phone' && value.trim() === initialFieldValue('phone', method.currency).trim() ? '' : value;
    const local = validateExternalField(field, effective, fields.required.includes(field));
    if (local) return touched[field] || submitted ? t(local) : null;
    const server = serverErrors[field];
    return server ? t(server.message, { ...server.params }) : null;
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const cleaned = Object.fromEntries(
      Object.entries(values).map(([field, value]) => [
        field,
        field === 'phone' && value.trim() === initialFieldValue('phone', method.currency).trim() ? '' : value,
      ]),
    );
    const invalid = all.some((field) =>
      validateExternalField(field, cleaned[field] ?? '', fields.required.includes(field)),
    );
    if (invalid) return;
    start.mutate({ amount, externalFields: cleaned });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate data-testid="fiat-details-form">
      <MethodSummary method={method} amount={groupDigits(amount)} />
      <p className="text-sm text-muted">{t('fiat.details_intro')}</p>
      {all.map((field) => (
        <ExternalFieldInput
          key={field}
          field={field}
          value={values[field] ?? ''}
          required={fields.required.includes(field)}
          error={errorOf(field)}
          currency={method.currency}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field]: value }));
            start.reset();
          }}
          onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
        />
      ))}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        loading={start.isPending}
        data-testid="fiat-details-submit"
      >
        {t('fiat.deposit', { amount: `${groupDigits(amount)} ${method.currency}` })}
      </Button>
    </form>
  );
}
