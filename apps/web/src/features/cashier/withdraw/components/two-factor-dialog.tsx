import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { OneTimeCodeField } from '../../../../components/ui/one-time-code-field.tsx';
import { useTranslation } from '../../../../i18n/index.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { apiErrorText } from '../../../../lib/api-error-text.ts';
import {
  type CodeKind,
  isCompleteCode,
  normalizeCode,
  TWO_FACTOR_DETAILS,
} from '../../../../lib/one-time-code.ts';
import { InlineDialog } from './inline-dialog.tsx';

/**
 * Issue 20, the last step of SPEC §4.4 for a player with two-factor on: the authenticator's code (or a
 * recovery code) right before the withdrawal is created. A wrong or used code is said on the field and
 * cleared; a lost answer or a rate limit is said above the buttons and the same request may go again.
 */
export function TwoFactorDialog({
  open,
  error,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  error: unknown;
  busy: boolean;
  onSubmit: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet-withdraw');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<CodeKind>('app');
  const [shown, setShown] = useState(false);

  // Each opening starts empty: a code from a minute ago is no good any more.
  useEffect(() => {
    if (!open) return;
    setCode('');
    setKind('app');
    setShown(false);
  }, [open]);

  // A refused code is used up or wrong: the field empties for the next one.
  useEffect(() => {
    if (error instanceof ApiError && TWO_FACTOR_DETAILS.includes(error.detail)) setCode('');
  }, [error]);
  const aboutCode = error instanceof ApiError && TWO_FACTOR_DETAILS.includes(error.detail);

  function submit() {
    setShown(true);
    if (!isCompleteCode(code, kind) || busy) return;
    onSubmit(normalizeCode(code, kind));
  }

  const formatError =
    shown && !isCompleteCode(code, kind) && !aboutCode
      ? t(kind === 'app' ? 'twoFactor.format' : 'twoFactor.recoveryFormat')
      : null;
  const errorText = error ? apiErrorText(error, t) : null;

  return (
    <InlineDialog
      open={open}
      onClose={onClose}
      title={t('twoFactor.title')}
      description={kind === 'app' ? t('twoFactor.text') : t('twoFactor.recoveryText')}
    >
      {/* No <form>: the dialog is drawn inside the withdrawal's own form, and a form inside a form is
          submitted by the browser itself (a page load with the code in the URL). Enter is handled here. */}
      <div className="flex flex-col gap-4" data-testid="withdraw-two-factor">
        <OneTimeCodeField
          value={code}
          onChange={setCode}
          kind={kind}
          onKindChange={(next) => {
            setKind(next);
            setCode('');
            setShown(false);
          }}
          labels={{
            app: t('twoFactor.code'),
            recovery: t('twoFactor.recoveryCode'),
            useRecovery: t('twoFactor.useRecovery'),
            useApp: t('twoFactor.useApp'),
          }}
          error={formatError ?? (aboutCode ? errorText : null)}
          data-testid="withdraw-code"
          onKeyDown={(event) => {
            // Not the outer form's implicit submission: Enter sends the code.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            submit();
          }}
        />
        {errorText && !aboutCode && (
          <p
            role="alert"
            className="rounded-control border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
          >
            {errorText}
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button onClick={onClose}>{t('twoFactor.cancel')}</Button>
          <Button variant="primary" loading={busy} onClick={submit}>
            {t('twoFactor.submit')}
          </Button>
        </div>
      </div>
    </InlineDialog>
  );
}
