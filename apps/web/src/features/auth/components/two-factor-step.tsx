import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { OneTimeCodeField } from '../../../components/ui/one-time-code-field.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import {
  type CodeKind,
  isCompleteCode,
  normalizeCode,
  TWO_FACTOR_DETAILS,
} from '../../../lib/one-time-code.ts';
import type { AuthMessage } from '../lib/auth-errors.ts';

/**
 * Sign-in's second step once the password was right and the account has two-factor on: the
 * authenticator's code, or a recovery code after the switch. `submit` re-sends the sign-in with the code;
 * a wrong or used code is said on the field and cleared for the next one. Any other refusal goes to
 * `onOtherError`, which answers what to say here (too many attempts, no connection), or null when it has
 * left the step (the password changed meanwhile). Loaded on its own: it imports nothing of the dialog's.
 */
export function TwoFactorStep({
  submit,
  onBack,
  onOtherError,
}: {
  submit: (code: string) => Promise<void>;
  onBack: () => void;
  onOtherError: (error: unknown) => AuthMessage | null;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<CodeKind>('app');
  const [shown, setShown] = useState(false);
  const [pending, setPending] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<AuthMessage | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (!isCompleteCode(code, kind) || pending) return;
    setPending(true);
    setCodeError(null);
    setFormError(null);
    try {
      await submit(normalizeCode(code, kind));
    } catch (error) {
      if (error instanceof ApiError && TWO_FACTOR_DETAILS.includes(error.detail)) {
        setCodeError(`auth:error.${error.detail}`);
        setCode('');
      } else {
        setFormError(onOtherError(error));
      }
    } finally {
      setPending(false);
    }
  }

  const formatError =
    shown && !codeError && !isCompleteCode(code, kind)
      ? t(kind === 'app' ? 'auth:twoFactor.format' : 'auth:twoFactor.recoveryFormat')
      : null;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="sign-in-two-factor">
      <div className="flex items-start gap-3 rounded-control border border-accent/30 bg-accent/10 p-3">
        <svg
          viewBox="0 0 24 24"
          className="mt-0.5 size-5 shrink-0 text-accent-strong"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="7" y="2.5" width="10" height="19" rx="2" />
          <path d="M11 18.5h2" />
        </svg>
        <div>
          <h3 className="text-sm font-bold text-ink">{t('auth:twoFactor.title')}</h3>
          <p className="mt-0.5 text-sm text-muted">
            {kind === 'app' ? t('auth:twoFactor.text') : t('auth:twoFactor.recoveryText')}
          </p>
        </div>
      </div>
      <OneTimeCodeField
        value={code}
        onChange={(value) => {
          setCode(value);
          setCodeError(null);
        }}
        kind={kind}
        onKindChange={(next) => {
          setKind(next);
          setCode('');
          setShown(false);
          setCodeError(null);
        }}
        labels={{
          app: t('auth:twoFactor.code'),
          recovery: t('auth:twoFactor.recoveryCode'),
          useRecovery: t('auth:twoFactor.useRecovery'),
          useApp: t('auth:twoFactor.useApp'),
        }}
        autoFocus
        error={codeError ? t(codeError) : formatError}
        data-testid="sign-in-code"
      />
      {formError && (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          {t(formError.key, formError.params ?? {})}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" loading={pending}>
        {t('auth:twoFactor.submit')}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="min-h-9 self-center text-sm font-semibold text-muted underline-offset-4 hover:text-ink hover:underline touch:min-h-11"
      >
        {t('auth:twoFactor.back')}
      </button>
    </form>
  );
}
