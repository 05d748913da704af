import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { BACKOFFICE, keys } from '../api/keys.ts';
import { beginTwoFactor, enableTwoFactor } from '../api/two-factor.ts';
import { ErrorState, InlineError, LoadingState } from '../ui/states.tsx';
import { AuthFrame } from './auth-frame.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { normalizeCode } from './sign-in-steps.ts';

const SETUP_KEY = [BACKOFFICE, 'two-factor-setup'] as const;

/** The secret in groups of four, as authenticator apps show it for typing by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Two-factor setup, required before anything else: scan the QR code (or type the secret), confirm with a
 * code, then keep the recovery codes, shown this once. One setup request per visit (a query, so React's
 * double effects in development do not ask for a second secret and invalidate the first).
 */
export function TwoFactorSetupScreen({
  email,
  onSignOut,
  onDone,
  onCancel,
}: {
  email: string;
  onSignOut: () => void;
  /** Two-factor is on and the codes were saved (or it was on already). */
  onDone: () => void;
  /** Only where the server does not require it yet: back to the back office without it. */
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const setup = useQuery({
    queryKey: SETUP_KEY,
    queryFn: beginTwoFactor,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [code, setCode] = useState('');
  const [shown, setShown] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const finish = useCallback(() => {
    queryClient.removeQueries({ queryKey: SETUP_KEY });
    void queryClient.invalidateQueries({ queryKey: keys.me });
    onDone();
  }, [queryClient, onDone]);

  // Already on (another tab finished it): nothing to set up.
  const alreadyOn = setup.error instanceof ApiError && setup.error.detail === 'two_factor_enabled';
  useEffect(() => {
    if (alreadyOn) finish();
  }, [alreadyOn, finish]);
  if (alreadyOn) return <LoadingState />;

  if (recoveryCodes)
    return (
      <AuthFrame title={t('twoFactor.codesTitle')} wide>
        <RecoveryCodes codes={recoveryCodes} account={email} onDone={finish} />
      </AuthFrame>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    const typed = normalizeCode(code);
    if (!/^\d{6}$/.test(typed) || pending) return;
    setPending(true);
    setError(null);
    try {
      const { recoveryCodes: codes } = await enableTwoFactor(typed);
      setRecoveryCodes(codes);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  const codeInvalid = !/^\d{6}$/.test(normalizeCode(code));
  return (
    <AuthFrame title={t('twoFactor.title')} wide>
      <p className="mb-4 text-sm text-muted">{t('twoFactor.intro')}</p>
      {setup.data ? (
        <div className="flex flex-col gap-5">
          <ol className="flex flex-col gap-4 text-sm">
            <li className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <div className="self-center rounded-xl bg-white p-3 sm:self-start">
                <QRCodeSVG
                  value={setup.data.otpauthUrl}
                  size={168}
                  level="M"
                  role="img"
                  aria-label={t('twoFactor.qrLabel')}
                  data-testid="two-factor-qr"
                />
              </div>
              <div className="flex min-w-0 flex-col gap-2">
                <p>
                  <span className="font-bold text-ink">1. </span>
                  {t('twoFactor.scan')}
                </p>
                <p className="text-muted">{t('twoFactor.manual')}</p>
                <code
                  className="block break-words rounded-lg border border-line bg-sunken px-3 py-2 font-mono text-sm tracking-wider text-ink"
                  data-testid="two-factor-secret"
                >
                  {grouped(setup.data.secret)}
                </code>
              </div>
            </li>
            <li>
              <span className="font-bold text-ink">2. </span>
              {t('twoFactor.confirm')}
            </li>
          </ol>
          <form
            onSubmit={submit}
            noValidate
            className="flex flex-col gap-3"
            data-testid="two-factor-enable-form"
          >
            <Field
              label={t('signIn.code')}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              inputClassName="font-mono tracking-[0.3em]"
              error={shown && codeInvalid ? t('twoFactor.codeFormat') : null}
            />
            <InlineError error={error} />
            <Button type="submit" variant="primary" loading={pending}>
              {t('twoFactor.enable')}
            </Button>
          </form>
        </div>
      ) : setup.error ? (
        <ErrorState error={setup.error} onRetry={() => void setup.refetch()} />
      ) : (
        <LoadingState />
      )}
      <div className="mt-5 flex flex-wrap justify-between gap-2">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="min-h-9 text-sm font-semibold text-muted hover:text-ink touch:min-h-11"
          >
            {t('twoFactor.later')}
          </button>
        )}
        <button
          type="button"
          onClick={onSignOut}
          className="min-h-9 text-sm font-semibold text-muted hover:text-ink touch:min-h-11"
        >
          {t('shell.signOut')}
        </button>
      </div>
    </AuthFrame>
  );
}
