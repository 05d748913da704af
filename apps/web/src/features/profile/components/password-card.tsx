import { type ChangePasswordRequest, changePasswordRequestSchema } from '@casino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { PasswordField } from '../../auth/index.ts';
import { useChangePassword } from '../api/change-password.ts';

const FIELDS = ['currentPassword', 'newPassword'] as const;
type PasswordFormField = (typeof FIELDS)[number];

/** SPEC §5 keys (and the password ones beside them) live in the common namespace. */
const translated = (message: string) => (message.startsWith('Validation.') ? `common:${message}` : message);

/** The form-level message for a failure no field owns. */
function formErrorOf(error: unknown): { key: string; params?: Record<string, unknown> } {
  if (error instanceof NetworkError) return { key: 'profile:password.errors.network' };
  if (error instanceof ApiError && error.detail === 'too_many_requests') {
    const seconds = Number(error.params.retry_after);
    return Number.isFinite(seconds) && seconds > 0
      ? { key: 'profile:password.errors.tooManyIn', params: { seconds: Math.ceil(seconds) } }
      : { key: 'profile:password.errors.tooMany' };
  }
  return { key: 'profile:password.errors.generic' };
}

/**
 * Changes the password. The shared schema refuses an empty or all-spaces password at once; how easy a
 * password is to guess only the server knows (its estimator is too large for the page), and its answer
 * lands on the field it is about. Other devices are signed out; this one stays signed in.
 */
export function PasswordCard() {
  const { t } = useTranslation(['profile', 'common']);
  const change = useChangePassword();
  const [formError, setFormError] = useState<{ key: string; params?: Record<string, unknown> } | null>(null);
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync(values);
      form.reset();
      toast.success(t('profile:password.saved'));
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError
          ? error.errors.filter((e): e is typeof e & { field: PasswordFormField } =>
              (FIELDS as readonly string[]).includes(e.field),
            )
          : [];
      if (fieldErrors.length === 0) return setFormError(formErrorOf(error));
      fieldErrors.forEach(({ field, message }, index) => {
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    }
  });

  const errorText = (field: PasswordFormField) => {
    const message = errors[field]?.message;
    return message ? t(translated(message)) : null;
  };

  return (
    <Card aria-labelledby="profile-password-title">
      <h2 id="profile-password-title" className="text-base font-bold">
        {t('profile:password.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('profile:password.text')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <PasswordField
          label={t('profile:password.current')}
          autoComplete="current-password"
          error={errorText('currentPassword')}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label={t('profile:password.new')}
          autoComplete="new-password"
          hint={t('profile:password.hint')}
          error={errorText('newPassword')}
          {...form.register('newPassword')}
        />
        {formError && (
          <p
            role="alert"
            className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
          >
            {t(formError.key, formError.params ?? {})}
          </p>
        )}
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          {t('profile:password.submit')}
        </Button>
      </form>
    </Card>
  );
}
