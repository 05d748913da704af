import { loginRequestSchema, registerRequestSchema } from '@casino/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { LOCALES } from '../../../i18n/index.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import type { SignInTab } from './sign-in-context.tsx';

/** The form validates with the very schemas the server parses the request with. */
const schemas = {
  login: loginRequestSchema,
  register: registerRequestSchema({ languages: LOCALES, currencies: ['USD'] }).pick({
    email: true,
    password: true,
  }),
};

type Errors = Partial<Record<'email' | 'password' | 'form', string>>;

export function SignInDialog({
  tab,
  onTabChange,
  onClose,
}: {
  tab: SignInTab;
  onTabChange: (tab: SignInTab) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const login = useLogin();
  const register = useRegister();
  const pending = login.isPending || register.isPending;

  function validate(): Errors {
    const parsed = schemas[tab].safeParse({ email, password });
    if (parsed.success) return {};
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'email' || field === 'password') && !found[field]) found[field] = issue.message;
    }
    return found;
  }

  function serverErrors(error: unknown): Errors {
    if (error instanceof NetworkError) return { form: 'auth.error.network' };
    if (!(error instanceof ApiError)) return { form: 'auth.error.generic' };
    if (error.detail === 'email_taken') return { email: 'auth.error.email_taken' };
    if (error.detail === 'invalid_credentials') return { form: 'auth.error.invalid_credentials' };
    if (error.detail === 'too_many_requests') return { form: 'auth.error.too_many_requests' };
    if (error.detail === 'banned') return { form: 'auth.error.banned' };
    if (error.detail === 'region_restricted') return { form: 'auth.error.region_restricted' };
    const found: Errors = {};
    for (const fieldError of error.errors) {
      if (fieldError.field === 'email' || fieldError.field === 'password') {
        found[fieldError.field] ??= fieldError.message;
      }
    }
    return Object.keys(found).length ? found : { form: 'auth.error.generic' };
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      if (tab === 'login') await login.mutateAsync({ email, password });
      else await register.mutateAsync({ email, password, language: i18n.language });
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  }

  function switchTab(next: SignInTab) {
    setErrors({});
    onTabChange(next);
  }

  const title = tab === 'login' ? t('auth.loginTitle') : t('auth.registerTitle');
  return (
    <Dialog open onClose={onClose} title={title} description={t('auth.subtitle')} closeLabel={t('close')}>
      <Tabs
        label={t('auth.tabsLabel')}
        value={tab}
        onChange={switchTab}
        tabs={[
          { value: 'login', label: t('auth.signIn') },
          { value: 'register', label: t('auth.register') },
        ]}
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            data-autofocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email ? t(errors.email) : null}
          />
          <Field
            label={t('auth.password')}
            type="password"
            name="password"
            autoComplete={tab === 'login' ? 'current-password' : 'new-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={tab === 'register' ? t('auth.passwordHint', { min: 8 }) : undefined}
            error={errors.password ? t(errors.password) : null}
          />
          {errors.form && (
            <p
              role="alert"
              className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
            >
              {t(errors.form)}
            </p>
          )}
          <Button type="submit" variant="primary" size="lg" loading={pending}>
            {tab === 'login' ? t('auth.submitLogin') : t('auth.submitRegister')}
          </Button>
          <p className="text-center text-sm text-muted">
            {tab === 'login' ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
            <button
              type="button"
              className="font-bold text-accent-strong underline-offset-4 hover:underline"
              onClick={() => switchTab(tab === 'login' ? 'register' : 'login')}
            >
              {tab === 'login' ? t('auth.register') : t('auth.signIn')}
            </button>
          </p>
        </form>
      </Tabs>
    </Dialog>
  );
}
