import { MAX_AGE, MIN_AGE, type Viewer } from '@casino/shared';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useSupport } from '../../support/index.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { isNameLocked, isRename } from '../lib/name-change.ts';
import {
  changedFields,
  formValuesOf,
  type ProfileFormOutput,
  type ProfileFormValues,
  validateProfileForm,
  yearsAgo,
} from '../lib/profile-form.ts';
import { NameChangeDialog } from './name-change-dialog.tsx';
import { InfoIcon, LockIcon } from './profile-icons.tsx';

const FORM_FIELDS = ['firstName', 'lastName', 'gender', 'dateOfBirth'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (value: string): value is FormField => (FORM_FIELDS as readonly string[]).includes(value);

function Notice({ tone, icon, children }: { tone: 'info' | 'locked'; icon: ReactNode; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-control border px-3.5 py-3 text-sm',
        tone === 'info' ? 'border-neon/30 bg-neon/5 text-ink' : 'border-line-strong bg-sunken text-muted',
      )}
    >
      <span className={cn('mt-0.5 shrink-0', tone === 'info' ? 'text-neon' : 'text-faint')}>{icon}</span>
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2">{children}</div>
    </div>
  );
}

/**
 * First name, last name, gender and date of birth. Names follow the once-only change rule (see
 * lib/name-change.ts); a locked name is shown read-only with the way to support.
 */
export function PersonalDetailsForm({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation(['profile', 'common']);
  const update = useUpdateProfile();
  const { open: openSupport } = useSupport();
  const [pendingRename, setPendingRename] = useState<ProfileFormOutput | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const genderErrorId = useId();

  const viewerRef = useRef(viewer);
  viewerRef.current = viewer;
  const resolver = useCallback<Resolver<ProfileFormValues, unknown, ProfileFormOutput>>((values) => {
    const { output, errors } = validateProfileForm(viewerRef.current, values);
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values: output, errors: {} };
    const fieldErrors: FieldErrors<ProfileFormValues> = {};
    for (const [field, message] of entries) fieldErrors[field as FormField] = { type: 'validate', message };
    return { values: {}, errors: fieldErrors };
  }, []);

  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    defaultValues: formValuesOf(viewer),
    resolver,
    reValidateMode: 'onChange',
  });
  const { errors, isDirty } = form.formState;

  // The saved profile changed (this form's save, another tab): show it. A refetch with the same values
  // does not throw away what is being typed.
  const saved = [viewer.firstName, viewer.lastName, viewer.gender, viewer.dateOfBirth].join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `saved` stands for the viewer's four values
  useEffect(() => {
    form.reset(formValuesOf(viewerRef.current));
  }, [saved, form]);

  const firstLocked = isNameLocked(viewer, 'firstName');
  const lastLocked = isNameLocked(viewer, 'lastName');
  const hasName = Boolean(viewer.firstName || viewer.lastName);

  async function save(patch: ProfileFormOutput) {
    setFormError(null);
    setNameError(null);
    try {
      await update.mutateAsync(patch);
      setPendingRename(null);
      toast.success(t('saved'));
    } catch (error) {
      setPendingRename(null);
      if (error instanceof ApiError && error.detail === 'name_change_unavailable') {
        setNameError('errors.name_change_unavailable');
        return;
      }
      if (error instanceof ApiError && error.errors.length > 0) {
        let placed = false;
        for (const fieldError of error.errors) {
          if (!isFormField(fieldError.field)) continue;
          form.setError(fieldError.field, { type: 'server', message: fieldError.message });
          placed = true;
        }
        if (placed) return;
      }
      setFormError(error instanceof NetworkError ? 'errors.network' : 'errors.generic');
    }
  }

  const onSubmit = form.handleSubmit(async (output) => {
    const patch = changedFields(viewerRef.current, output);
    if (Object.keys(patch).length === 0) {
      form.reset(formValuesOf(viewerRef.current));
      return;
    }
    if (isRename(viewerRef.current, patch)) {
      setPendingRename(patch);
      return;
    }
    await save(patch);
  });

  const message = (key: string | undefined) => {
    if (!key) return null;
    return t(key.includes(':') || key.startsWith('errors.') ? key : `common:${key}`);
  };
  const fullName = (first: string | null | undefined, last: string | null | undefined) =>
    [first, last].filter(Boolean).join(' ');

  return (
    <Card aria-labelledby="profile-details-title">
      <div className="mb-5">
        <h2 id="profile-details-title" className="text-lg font-extrabold">
          {t('personal.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('personal.text')}</p>
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        {hasName &&
          (viewer.isNameChangeAvailable ? (
            <Notice tone="info" icon={<InfoIcon className="size-5" />}>
              <p>{t('name.changeOnce')}</p>
            </Notice>
          ) : (
            <Notice tone="locked" icon={<LockIcon className="size-5" />}>
              <p data-testid="name-locked">{t('name.locked')}</p>
              <button
                type="button"
                onClick={openSupport}
                className="text-sm font-bold text-accent-strong underline-offset-4 hover:underline"
              >
                {t('name.contactSupport')}
              </button>
            </Notice>
          ))}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('fields.firstName')}
            autoComplete="given-name"
            readOnly={firstLocked}
            aria-readonly={firstLocked || undefined}
            className={firstLocked ? 'opacity-80' : undefined}
            suffix={firstLocked ? <LockIcon className="mr-3 size-4 text-faint" /> : undefined}
            error={message(errors.firstName?.message)}
            {...form.register('firstName')}
          />
          <Field
            label={t('fields.lastName')}
            autoComplete="family-name"
            readOnly={lastLocked}
            aria-readonly={lastLocked || undefined}
            className={lastLocked ? 'opacity-80' : undefined}
            suffix={lastLocked ? <LockIcon className="mr-3 size-4 text-faint" /> : undefined}
            error={message(errors.lastName?.message)}
            {...form.register('lastName')}
          />
        </div>
        {nameError && (
          <p
            role="alert"
            className="-mt-2 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
          >
            {t(nameError)}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-1.5">
            <span aria-hidden="true" className="text-xs font-semibold uppercase tracking-wide text-muted">
              {t('fields.gender')}
            </span>
            <Controller
              control={form.control}
              name="gender"
              render={({ field }) => (
                <div aria-describedby={errors.gender ? genderErrorId : undefined}>
                  <Segmented<ProfileFormValues['gender']>
                    label={t('fields.gender')}
                    value={field.value}
                    onChange={field.onChange}
                    className={cn('min-h-11', errors.gender && 'border-danger')}
                    options={[
                      { value: 'male', label: t('gender.male') },
                      { value: 'female', label: t('gender.female') },
                    ]}
                  />
                </div>
              )}
            />
            {errors.gender && (
              <p id={genderErrorId} role="alert" className="text-xs font-medium text-danger">
                {message(errors.gender.message)}
              </p>
            )}
          </div>
          <Field
            label={t('fields.dateOfBirth')}
            type="date"
            autoComplete="bday"
            min={yearsAgo(MAX_AGE)}
            max={yearsAgo(MIN_AGE)}
            hint={t('dateHint', { age: MIN_AGE })}
            error={message(errors.dateOfBirth?.message)}
            inputClassName="[color-scheme:dark]"
            {...form.register('dateOfBirth')}
          />
        </div>
        {formError && (
          <p
            role="alert"
            className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
          >
            {t(formError)}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-end">
          {isDirty && (
            <Button variant="ghost" onClick={() => form.reset(formValuesOf(viewer))}>
              {t('discard')}
            </Button>
          )}
          <Button
            type="submit"
            variant="primary"
            loading={update.isPending && !pendingRename}
            disabled={!isDirty}
            className="sm:min-w-40"
          >
            {t('save')}
          </Button>
        </div>
      </form>
      {pendingRename && (
        <NameChangeDialog
          from={fullName(viewer.firstName, viewer.lastName)}
          to={fullName(
            pendingRename.firstName ?? viewer.firstName,
            pendingRename.lastName ?? viewer.lastName,
          )}
          pending={update.isPending}
          onCancel={() => setPendingRename(null)}
          onConfirm={() => void save(pendingRename)}
        />
      )}
    </Card>
  );
}
