import { dateOfBirth, GENDERS, type PatchMeRequest, personName } from '@casino/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useViewer } from '../../auth/index.ts';
import { useUpdateMe } from '../api/update-me.ts';
import { Notice } from '../components/notice.tsx';
import { LoadingBlock } from '../components/state-blocks.tsx';
import { storedReturn } from '../machine/machine.ts';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { useValidationText } from './lib/validation-text.ts';
import { fieldErrorsOf, toastWithdrawError } from './lib/withdraw-errors.ts';

type ProfileField = 'firstName' | 'lastName' | 'gender' | 'dateOfBirth';
type Values = Record<ProfileField, string>;

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

function fieldError(field: ProfileField, value: string): { message: string } | null {
  const schema =
    field === 'gender' ? null : field === 'dateOfBirth' ? dateOfBirth(() => new Date()) : personName();
  if (field === 'gender')
    return (GENDERS as readonly string[]).includes(value) ? null : { message: 'Validation.required' };
  if (value.trim() === '') return { message: 'Validation.required' };
  const result = schema?.safeParse(value);
  return result && !result.success
    ? { message: result.error.issues[0]?.message ?? 'Validation.invalid_format' }
    : null;
}

/**
 * SPEC §2.7 personal-data: withdrawals need a complete profile (SPEC §5.6). The fields still missing are
 * filled here (PATCH /api/v1/me); those already set are shown, not changed (a name can change only once).
 * Then the withdrawal continues: back to the form it came from, whose confirmation opens again.
 */
export function PersonalDataView({ payload, go }: ViewProps<ViewPayloads['personal-data']>) {
  const { t } = useTranslation('wallet-withdraw');
  const validationText = useValidationText();
  const { viewer, isLoading } = useViewer();
  const update = useUpdateMe();
  const [values, setValues] = useState<Values>({ firstName: '', lastName: '', gender: '', dateOfBirth: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Array<{ field: string; message: string }>>([]);

  const missing = useMemo(
    () =>
      (['firstName', 'lastName', 'gender', 'dateOfBirth'] as const).filter(
        (field) => !present(viewer?.[field] ?? null),
      ),
    [viewer],
  );

  if (isLoading) return <LoadingBlock rows={4} />;

  const errors = missing.flatMap((field) => {
    const error = fieldError(field, values[field]);
    return error ? [{ field, ...error }] : [];
  });
  const errorFor = (field: ProfileField) => {
    const server = serverErrors.find((e) => e.field === field);
    if (server) return validationText(server);
    return submitted ? validationText(errors.find((e) => e.field === field)) : null;
  };
  const set = (field: ProfileField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors([]);
  };

  function proceed() {
    const target = storedReturn(payload as unknown as Record<string, string>);
    go(target.view, { ...target.payload, resume: 'confirm' });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (errors.length > 0) return;
    if (missing.length === 0) {
      proceed();
      return;
    }
    const patch: PatchMeRequest = {};
    for (const field of missing) {
      const value = values[field].trim();
      if (field === 'gender') patch.gender = value as PatchMeRequest['gender'];
      else patch[field] = value;
    }
    update.mutate(patch, {
      onSuccess: proceed,
      onError: (error) => {
        setServerErrors(fieldErrorsOf(error));
        toastWithdrawError(error, 'fiat');
      },
    });
  }

  const readOnly = (field: ProfileField) => !missing.includes(field);
  const maxBirthDate = new Date(Date.now() - 18 * 365.25 * 86_400_000).toISOString().slice(0, 10);

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <Notice tone="info" title={t('personal.title')}>
        {t('personal.text')}
      </Notice>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('personal.firstName')}
          autoComplete="given-name"
          value={readOnly('firstName') ? (viewer?.firstName ?? '') : values.firstName}
          readOnly={readOnly('firstName')}
          onChange={(event) => set('firstName')(event.target.value)}
          error={errorFor('firstName')}
        />
        <Field
          label={t('personal.lastName')}
          autoComplete="family-name"
          value={readOnly('lastName') ? (viewer?.lastName ?? '') : values.lastName}
          readOnly={readOnly('lastName')}
          onChange={(event) => set('lastName')(event.target.value)}
          error={errorFor('lastName')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted" aria-hidden="true">
          {t('personal.gender')}
        </p>
        <Segmented
          label={t('personal.gender')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`personal.genders.${gender}`) }))}
          value={(readOnly('gender') ? (viewer?.gender ?? '') : values.gender) as (typeof GENDERS)[number]}
          onChange={set('gender')}
          disabled={readOnly('gender')}
          className={errorFor('gender') ? 'border-danger!' : undefined}
        />
        {errorFor('gender') && (
          <p role="alert" className="text-xs font-medium text-danger">
            {errorFor('gender')}
          </p>
        )}
      </div>
      <Field
        label={t('personal.dateOfBirth')}
        type="date"
        autoComplete="bday"
        max={maxBirthDate}
        value={readOnly('dateOfBirth') ? (viewer?.dateOfBirth ?? '') : values.dateOfBirth}
        readOnly={readOnly('dateOfBirth')}
        onChange={(event) => set('dateOfBirth')(event.target.value)}
        error={errorFor('dateOfBirth')}
      />
      <Button type="submit" variant="primary" size="lg" className="w-full" loading={update.isPending}>
        {t('personal.submit')}
      </Button>
    </form>
  );
}
