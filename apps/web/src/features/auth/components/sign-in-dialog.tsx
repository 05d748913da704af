import { defaultAccountCurrency } from '@casino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { type AuthField, type AuthMessage, authErrorsOf, messageKey } from '../lib/auth-errors.ts';
import { type AuthFormValues, authSchemas } from '../lib/auth-schemas.ts';
import { CurrencyField } from './currency-field.tsx';
import { PasswordField } from './password-field.tsx';
import type { SignInTab } from './sign-in-context.tsx';

const AUTH_FIELDS: readonly AuthField[] = ['email', 'password'];

/**
 * The two-factor code step is for the few accounts with it on: fetched when the server asks for a code,
 * not with the dialog (whose files the lobby's first load lists).
 */
const TwoFactorStep = lazy(() => import('./two-factor-step.tsx').then((m) => ({ default: m.TwoFactorStep })));

/**
 * The registration form is taller (perks, password hint, terms). So that switching tabs does not move the
 * tabs under the pointer, the frame's top edge stays put: on phones the bottom sheet keeps the height the
 * registration form needs (taller content still scrolls inside), on larger screens the dialog hangs from
 * a fixed distance below the top instead of being centred; the subtitle keeps two lines either way.
 */
const STABLE_FRAME = 'max-sm:min-h-[min(92dvh,44rem)] sm:mt-[8dvh] sm:self-start';

/** Login and registration in one dialog; switching keeps the e-mail typed so far. */
export function SignInDialog({
  tab,
  onTabChange,
  onClose,
  onSignedIn,
}: {
  tab: SignInTab;
  onTabChange: (tab: SignInTab) => void;
  onClose: () => void;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const [email, setEmail] = useState('');
  // After a switch by the link under the form, focus goes to the first field of the new form.
  const [focusOnSwitch, setFocusOnSwitch] = useState(false);

  function switchTab(next: SignInTab, options: { email?: string; focus?: boolean } = {}) {
    if (options.email !== undefined) setEmail(options.email);
    setFocusOnSwitch(options.focus ?? false);
    onTabChange(next);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={tab === 'login' ? t('auth:loginTitle') : t('auth:registerTitle')}
      description={
        <span className="block min-h-[2lh]">
          {tab === 'login' ? t('auth:loginSubtitle') : t('auth:registerSubtitle')}
        </span>
      }
      closeLabel={t('common:close')}
      className={STABLE_FRAME}
    >
      <Tabs
        label={t('auth:tabsLabel')}
        value={tab}
        onChange={(next) => switchTab(next)}
        tabs={[
          { value: 'login', label: t('auth:signIn') },
          { value: 'register', label: t('auth:register') },
        ]}
      >
        <AuthForm
          key={tab}
          tab={tab}
          initialEmail={email}
          focusOnMount={focusOnSwitch}
          onEmailChange={setEmail}
          onSwitch={switchTab}
          onSignedIn={onSignedIn}
        />
      </Tabs>
    </Dialog>
  );
}

function AuthForm({
  tab,
  initialEmail,
  focusOnMount,
  onEmailChange,
  onSwitch,
  onSignedIn,
}: {
  tab: SignInTab;
  initialEmail: string;
  focusOnMount: boolean;
  onEmailChange: (email: string) => void;
  onSwitch: (tab: SignInTab, options?: { email?: string; focus?: boolean }) => void;
  onSignedIn: () => void;
}) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const login = useLogin();
  const register = useRegister();
  const [formError, setFormError] = useState<AuthMessage | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [serverParams, setServerParams] = useState<
    Partial<Record<AuthField, Record<string, unknown> | undefined>>
  >({});
  const form = useForm<AuthFormValues>({
    resolver: zodResolver(authSchemas[tab]),
    defaultValues:
      tab === 'register'
        ? {
            email: initialEmail,
            password: '',
            currency: defaultAccountCurrency(i18n.language, globalThis.navigator?.languages ?? []),
          }
        : { email: initialEmail, password: '' },
    // Errors appear on submit, then follow the typing. Not on blur: leaving an empty field to switch tabs
    // or close the dialog is not a mistake (and a growing bottom sheet would move the tab being clicked).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  // Two-factor sign-in: the checked e-mail and password wait here (in memory, nowhere else) for the code.
  const pendingLogin = useRef<AuthFormValues | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const backToPassword = useRef(false);
  useEffect(
    () => () => {
      pendingLogin.current = null;
    },
    [],
  );
  useEffect(() => {
    if (!codeStep && backToPassword.current) {
      backToPassword.current = false;
      form.setFocus('password', { shouldSelect: true });
    }
  }, [codeStep, form]);

  // Read once: the form is keyed by tab, so this runs when a switch mounts it, not on every keystroke.
  const mountFocus = useRef<AuthField | null>(focusOnMount ? (initialEmail ? 'password' : 'email') : null);
  useEffect(() => {
    if (mountFocus.current) form.setFocus(mountFocus.current);
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setEmailTaken(false);
    try {
      if (tab === 'login') await login.mutateAsync(values);
      else await register.mutateAsync({ ...values, language: i18n.language });
      toast.success(tab === 'login' ? t('auth:welcomeBack') : t('auth:welcomeNew'));
      onSignedIn();
    } catch (error) {
      if (tab === 'login' && error instanceof ApiError && error.detail === 'two_factor_required') {
        pendingLogin.current = values;
        setCodeStep(true);
        return;
      }
      const { fields, form: message } = authErrorsOf(error);
      setServerParams({ email: fields.email?.params, password: fields.password?.params });
      const first = AUTH_FIELDS.find((field) => fields[field]);
      for (const field of AUTH_FIELDS) {
        const found = fields[field];
        if (found)
          form.setError(field, { type: 'server', message: found.key }, { shouldFocus: field === first });
      }
      setEmailTaken(fields.email?.key === 'auth:error.email_taken');
      if (message) {
        setFormError(message);
        if (message.key === 'auth:error.invalid_credentials')
          form.setFocus('password', { shouldSelect: true });
      }
    }
  });

  const errorText = (field: AuthField) => {
    const message = errors[field]?.message;
    if (!message) return null;
    return errors[field]?.type === 'server' ? t(message, serverParams[field] ?? {}) : t(messageKey(message));
  };

  const emailField = form.register('email', { onChange: (event) => onEmailChange(event.target.value) });

  /** Back to the password (by choice, or refused for something else than the code, said above the button). */
  function leaveCodeStep(error: unknown) {
    pendingLogin.current = null;
    setFormError(error ? (authErrorsOf(error).form ?? null) : null);
    backToPassword.current = true;
    setCodeStep(false);
  }

  if (codeStep)
    return (
      <Suspense
        fallback={
          <div className="grid min-h-40 place-items-center" aria-busy="true">
            <Spinner className="size-6 text-accent-strong" />
          </div>
        }
      >
        <TwoFactorStep
          submit={async (code) => {
            const values = pendingLogin.current;
            if (!values) throw new Error('no sign-in waits for a code');
            await login.mutateAsync({ email: values.email, password: values.password, code });
            pendingLogin.current = null;
            toast.success(t('auth:welcomeBack'));
            onSignedIn();
          }}
          onBack={() => leaveCodeStep(null)}
          onOtherError={(error) => {
            // A refused password (changed meanwhile) or a ban: back to the password, saying so.
            if (
              error instanceof ApiError &&
              (error.detail === 'invalid_credentials' || error.detail === 'banned')
            ) {
              leaveCodeStep(error);
              return null;
            }
            return authErrorsOf(error).form ?? { key: 'auth:error.generic' };
          }}
        />
      </Suspense>
    );

  return (
    <div className="flex flex-col gap-4">
      {tab === 'register' && (
        <ul className="grid gap-1.5 rounded-control border border-accent/30 bg-gradient-to-br from-accent/20 via-raised/60 to-surface px-4 py-3 text-sm">
          {(['perkFair', 'perkPayouts', 'perkBonus'] as const).map((perk) => (
            <li key={perk} className="flex items-center gap-2 text-ink">
              <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-success" aria-hidden="true">
                <path
                  d="m4.5 10.5 3.5 3.5 7.5-8"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {t(`auth:${perk}`)}
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Field
            label={t('auth:field.email')}
            type="email"
            autoComplete={tab === 'login' ? 'username' : 'email'}
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus
            error={errorText('email')}
            {...emailField}
          />
          {emailTaken && (
            <button
              type="button"
              className="self-start text-xs font-bold text-accent-strong underline-offset-4 hover:underline"
              onClick={() => onSwitch('login', { email: form.getValues('email'), focus: true })}
            >
              {t('auth:signInInstead')}
            </button>
          )}
        </div>
        <PasswordField
          label={t('auth:field.password')}
          autoComplete={tab === 'login' ? 'current-password' : 'new-password'}
          hint={tab === 'register' ? t('auth:field.passwordHint', { min: 8 }) : undefined}
          error={errorText('password')}
          {...form.register('password')}
        />
        {tab === 'register' && <CurrencyField {...form.register('currency')} />}
        {formError && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
          >
            <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
              <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M10 5.5v5.5M10 13.8v.2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {t(formError.key, formError.params ?? {})}
          </p>
        )}
        <Button type="submit" variant="primary" size="lg" loading={isSubmitting}>
          {tab === 'login' ? t('auth:submitLogin') : t('auth:submitRegister')}
        </Button>
        {tab === 'register' && (
          <p className="text-center text-xs text-faint">
            {t('auth:terms')}{' '}
            <a
              href={`/${i18n.language}/policies/terms`}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-muted underline underline-offset-2 hover:text-ink"
            >
              {t('auth:termsLink')}
            </a>
          </p>
        )}
      </form>
      <p className="text-center text-sm text-muted">
        {tab === 'login' ? t('auth:noAccount') : t('auth:haveAccount')}{' '}
        <button
          type="button"
          className="font-bold text-accent-strong underline-offset-4 hover:underline"
          onClick={() =>
            onSwitch(tab === 'login' ? 'register' : 'login', { email: form.getValues('email'), focus: true })
          }
        >
          {tab === 'login' ? t('auth:register') : t('auth:signIn')}
        </button>
      </p>
    </div>
  );
}
