import { type ExclusionDuration, type ExclusionKind, type ExclusionView, exclusionEnd } from '@casino/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { PasswordField } from '../../auth/index.ts';
import { useExclude } from '../api/exclude.ts';
import { formatDateTime } from '../lib/format.ts';
import { WarningIcon } from './protection-icons.tsx';

interface Errors {
  password?: string;
  understood?: string;
  form?: string;
}

/**
 * The last step before a time-out or self-exclusion: what it stops and what still works, that it cannot
 * be undone or shortened, a tick to say so, and the password of an e-mail account (it is the player, not
 * someone at their screen). The end date shown is this device's estimate; the server's is what counts.
 */
export function ExclusionDialog({
  kind,
  duration,
  durationLabel,
  hasPassword,
  onClose,
  onDone,
}: {
  kind: ExclusionKind;
  duration: ExclusionDuration;
  durationLabel: string;
  hasPassword: boolean;
  onClose: () => void;
  onDone: (exclusion: ExclusionView) => void;
}) {
  const { t, i18n } = useTranslation(['protection', 'common']);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const exclude = useExclude();
  const checkId = useId();
  const end = exclusionEnd(duration, new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (hasPassword && password === '') found.password = t('common:Validation.required');
    if (!understood) found.understood = t('exclusion.confirm.mustUnderstand');
    setErrors(found);
    if (found.password || found.understood) return;
    exclude.mutate(
      { kind, duration, ...(hasPassword ? { password } : {}) },
      {
        onSuccess: onDone,
        onError: (failure) => {
          const field =
            failure instanceof ApiError ? failure.errors.find((e) => e.field === 'password') : null;
          if (field) setErrors({ password: t(`common:${field.message}`, field.params ?? {}) });
          else if (failure instanceof ApiError && failure.detail === 'invalid_credentials')
            setErrors({ password: t('errors.invalid_credentials') });
          else setErrors({ form: apiErrorText(failure, t) });
        },
      },
    );
  };

  const stops = ['play', 'deposits', 'marketing'] as const;
  return (
    <Dialog
      open
      onClose={() => {
        if (!exclude.isPending) onClose();
      }}
      title={t(`exclusion.confirm.title.${kind}`, { duration: durationLabel })}
      closeLabel={t('common:close')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="exclusion-dialog">
        <div className="flex gap-3 rounded-control border border-danger/50 bg-danger/10 px-3.5 py-3 text-sm">
          <WarningIcon className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="min-w-0 space-y-1">
            <p className="font-extrabold text-ink">{t('exclusion.confirm.final')}</p>
            <p className="text-ink/85">
              {end
                ? t(`exclusion.confirm.until.${kind}`, {
                    date: formatDateTime(end.toISOString(), i18n.language),
                  })
                : t('exclusion.confirm.forever')}
            </p>
          </div>
        </div>
        <ul className="grid gap-1.5 text-sm">
          {stops.map((what) => (
            <li key={what} className="flex items-center gap-2 text-muted">
              <span
                aria-hidden="true"
                className="grid size-5 place-items-center rounded-full bg-danger/15 text-xs font-black text-danger"
              >
                ✕
              </span>
              {t(`exclusion.confirm.stops.${what}`)}
            </li>
          ))}
          <li className="flex items-center gap-2 text-ink">
            <span
              aria-hidden="true"
              className="grid size-5 place-items-center rounded-full bg-success/15 text-xs font-black text-success"
            >
              ✓
            </span>
            {t('exclusion.confirm.withdrawals')}
          </li>
        </ul>
        {hasPassword && (
          <PasswordField
            label={t('exclusion.confirm.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            hint={t('exclusion.confirm.passwordHint')}
            error={errors.password ?? null}
          />
        )}
        <div>
          <label htmlFor={checkId} className="flex cursor-pointer items-start gap-3 text-sm font-semibold">
            <input
              id={checkId}
              type="checkbox"
              checked={understood}
              onChange={(event) => {
                setUnderstood(event.target.checked);
                setErrors((current) => ({ ...current, understood: undefined }));
              }}
              aria-invalid={errors.understood ? true : undefined}
              aria-describedby={errors.understood ? `${checkId}-error` : undefined}
              className="mt-0.5 size-5 shrink-0 accent-danger"
            />
            {t('exclusion.confirm.understand')}
          </label>
          {errors.understood && (
            <p id={`${checkId}-error`} role="alert" className="mt-1.5 text-xs font-medium text-danger">
              {errors.understood}
            </p>
          )}
        </div>
        {errors.form && (
          <p
            role="alert"
            className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
          >
            {errors.form}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button onClick={onClose} disabled={exclude.isPending}>
            {t('exclusion.confirm.cancel')}
          </Button>
          {/* Not the shared danger button: its white on red is 3.1:1; dark text on the red is 6.5:1. */}
          <button
            type="submit"
            disabled={exclude.isPending}
            aria-busy={exclude.isPending || undefined}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-control bg-danger px-4 text-sm font-extrabold text-deep transition hover:brightness-110 active:translate-y-px disabled:cursor-not-allowed disabled:opacity-50"
          >
            {exclude.isPending && <Spinner />}
            {t(`exclusion.confirm.submit.${kind}`)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
