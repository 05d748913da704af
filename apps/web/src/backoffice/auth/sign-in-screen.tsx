import { type FormEvent, useReducer, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { setOperatorToken } from '../api/admin-client.ts';
import { login } from '../api/session.ts';
import { AuthFrame } from './auth-frame.tsx';
import { initialSignIn, normalizeCode, type SignInProblem, signInReducer } from './sign-in-steps.ts';

function ProblemText({ problem }: { problem: SignInProblem | null }) {
  const { t } = useTranslation('backoffice');
  if (!problem) return null;
  const text =
    problem.kind === 'too_many_requests'
      ? problem.retryAfter
        ? t('signIn.errors.too_many_requests_in', { seconds: problem.retryAfter })
        : t('signIn.errors.too_many_requests')
      : t(`signIn.errors.${problem.kind}`);
  return (
    <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-ink">
      {text}
    </p>
  );
}

/**
 * E-mail and password; then, when the account has two-factor on, the authenticator's six digits or a
 * recovery code (the same login call again with `code`). On success the token is kept and the gate
 * shows the back office (or the two-factor setup first, when the server requires it).
 */
export function SignInScreen({ notice }: { notice?: string | null }) {
  const { t } = useTranslation('backoffice');
  const [state, dispatch] = useReducer(signInReducer, undefined, () => initialSignIn());
  const [pending, setPending] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const [missing, setMissing] = useState<Record<string, boolean>>({});

  async function attempt(email: string, password: string, code?: string) {
    setPending(true);
    try {
      const { token } = await login({ email, password, ...(code === undefined ? {} : { code }) });
      dispatch({ type: 'signed-in', token });
      setOperatorToken(token);
    } catch (error) {
      if (error instanceof ApiError)
        dispatch({
          type: 'refused',
          email,
          password,
          status: error.status,
          detail: error.detail,
          params: error.params,
        });
      else dispatch({ type: 'unreachable' });
    } finally {
      setPending(false);
    }
  }

  function submitCredentials(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const blank = { email: email === '', password: password === '' };
    setMissing(blank);
    if (blank.email || blank.password) return;
    void attempt(email, password);
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.step !== 'code') return;
    const code = normalizeCode(String(new FormData(event.currentTarget).get('code') ?? ''));
    setMissing({ code: code === '' });
    if (code === '') return;
    void attempt(state.email, state.password, code);
  }

  if (state.step === 'code')
    return (
      <AuthFrame title={t('signIn.codeTitle')}>
        <form
          onSubmit={submitCode}
          noValidate
          className="flex flex-col gap-4"
          data-testid="sign-in-code-form"
        >
          <p className="text-sm text-muted">{recovery ? t('signIn.recoveryText') : t('signIn.codeText')}</p>
          <Field
            key={recovery ? 'recovery' : 'totp'}
            name="code"
            label={recovery ? t('signIn.recoveryCode') : t('signIn.code')}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize="off"
            spellCheck={false}
            maxLength={recovery ? 32 : 7}
            autoFocus
            error={missing.code ? t('validation.required') : null}
            inputClassName="font-mono tracking-[0.3em]"
          />
          <ProblemText problem={state.problem} />
          <Button type="submit" variant="primary" loading={pending}>
            {t('signIn.verify')}
          </Button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              className="min-h-9 font-semibold text-accent-strong underline-offset-4 hover:underline touch:min-h-11"
              onClick={() => setRecovery((value) => !value)}
            >
              {recovery ? t('signIn.useApp') : t('signIn.useRecovery')}
            </button>
            <button
              type="button"
              className="min-h-9 font-semibold text-muted hover:text-ink touch:min-h-11"
              onClick={() => dispatch({ type: 'back' })}
            >
              {t('signIn.back')}
            </button>
          </div>
        </form>
      </AuthFrame>
    );

  return (
    <AuthFrame title={t('signIn.title')}>
      <form
        onSubmit={submitCredentials}
        noValidate
        className="flex flex-col gap-4"
        data-testid="sign-in-form"
      >
        {notice && (
          <p
            role="status"
            className="rounded-lg border border-line-strong bg-raised px-3 py-2 text-sm text-muted"
          >
            {notice}
          </p>
        )}
        <Field
          name="email"
          type="email"
          label={t('signIn.email')}
          autoComplete="username"
          defaultValue={state.step === 'credentials' ? state.email : ''}
          autoFocus
          error={missing.email ? t('validation.required') : null}
        />
        <Field
          name="password"
          type="password"
          label={t('signIn.password')}
          autoComplete="current-password"
          error={missing.password ? t('validation.required') : null}
        />
        <ProblemText problem={state.step === 'credentials' ? state.problem : null} />
        <Button type="submit" variant="primary" loading={pending}>
          {t('signIn.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}
