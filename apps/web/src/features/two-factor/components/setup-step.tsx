import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { OneTimeCodeField } from '../../../components/ui/one-time-code-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { isCompleteCode, normalizeCode } from '../../../lib/one-time-code.ts';
import type { TwoFactorSetup } from '../api/two-factor.ts';
import { useEnableTwoFactor } from '../api/two-factor.ts';
import { groupedSecret } from '../lib/recovery-file.ts';
import { useWords } from '../lib/words.ts';
import { useCodeLabels } from './code-labels.ts';
import { CopyIcon } from './icons.tsx';

const QrCode = lazy(() => import('./qr-code.tsx'));

/** SPEC §9: copy feedback stays 3 s. */
const COPY_FEEDBACK_MS = 3000;

/**
 * Turning two-factor on: the new secret as a QR code and as a key to type (grouped in fours, copyable),
 * then the app's first code, which the server checks before it turns two-factor on and answers the
 * recovery codes.
 */
export function SetupStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useWords();
  const labels = useCodeLabels();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (copied !== 'copied') return;
    const timer = setTimeout(() => setCopied(null), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopied('copied');
    } catch {
      setShown(false);
      setCopied('failed');
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (!isCompleteCode(code, 'app') || enable.isPending) return;
    try {
      const { recoveryCodes } = await enable.mutateAsync(normalizeCode(code, 'app'));
      onEnabled(recoveryCodes);
    } catch {
      setShown(false);
      // Shown from enable.error; a wrong code is typed again from the app's next one.
      setCode('');
    }
  }

  const formatError = shown && !isCompleteCode(code, 'app') ? t('code.format') : null;
  const serverError = enable.error && !enable.isPending ? apiErrorText(enable.error, t) : null;
  const invalid = enable.error instanceof ApiError && enable.error.detail === 'two_factor_invalid';

  return (
    <div className="flex flex-col gap-5" data-testid="two-factor-setup">
      <div>
        <h3 ref={heading} tabIndex={-1} className="text-base font-bold text-ink outline-none">
          {t('setup.title')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('setup.text')}</p>
      </div>
      <ol className="flex flex-col gap-5 text-sm">
        <li className="flex flex-col gap-3">
          <p className="text-ink">
            <StepNumber n={1} />
            {t('setup.scan')}
          </p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <div className="grid size-[12.5rem] shrink-0 place-items-center self-center rounded-control bg-white p-3 shadow-card sm:self-start">
              <Suspense fallback={<Spinner className="size-6 text-deep" />}>
                <QrCode value={setup.otpauthUrl} label={t('setup.qrLabel')} />
              </Suspense>
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              {/* A phone cannot scan its own screen: the otpauth link opens the authenticator app there. */}
              <a
                href={setup.otpauthUrl}
                className="flex min-h-11 items-center justify-center rounded-control border border-accent/50 bg-accent/15 px-4 text-sm font-bold text-ink transition hover:bg-accent/25 sm:hidden"
              >
                {t('setup.openApp')}
              </a>
              <p className="text-muted">{t('setup.manual')}</p>
              <code
                className="block select-all break-words rounded-control border border-line bg-sunken px-3 py-2 font-mono text-sm font-semibold tracking-wider text-ink"
                data-testid="two-factor-secret"
              >
                {groupedSecret(setup.secret)}
              </code>
              <Button size="sm" onClick={() => void copy()} className="self-start">
                <CopyIcon />
                {copied === 'copied' ? t('setup.copied') : t('setup.copy')}
              </Button>
              <p role="status" className="min-h-4 text-xs text-muted">
                {copied === 'copied'
                  ? t('setup.copiedText')
                  : copied === 'failed'
                    ? t('setup.copyFailed')
                    : ''}
              </p>
            </div>
          </div>
        </li>
        <li className="flex flex-col gap-3">
          <p className="text-ink">
            <StepNumber n={2} />
            {t('setup.enterCode')}
          </p>
          <form noValidate onSubmit={submit} className="flex flex-col gap-3">
            <OneTimeCodeField
              value={code}
              onChange={setCode}
              kind="app"
              labels={labels}
              error={formatError ?? (invalid ? serverError : null)}
              data-testid="two-factor-code"
            />
            {serverError && !invalid && (
              <p
                role="alert"
                className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
              >
                {serverError}
              </p>
            )}
            <div className="grid gap-2 sm:grid-cols-2">
              <Button onClick={onCancel}>{t('cancel')}</Button>
              <Button type="submit" variant="primary" loading={enable.isPending}>
                {t('setup.submit')}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="me-2 inline-grid size-6 place-items-center rounded-full bg-accent/25 text-xs font-black text-accent-strong"
    >
      {n}
    </span>
  );
}
