import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { OneTimeCodeField } from '../../../components/ui/one-time-code-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import {
  type CodeKind,
  isCompleteCode,
  normalizeCode,
  TWO_FACTOR_DETAILS,
} from '../../../lib/one-time-code.ts';
import { useDisableTwoFactor } from '../api/two-factor.ts';
import { useWords } from '../lib/words.ts';
import { useCodeLabels } from './code-labels.ts';

/** Turning two-factor off takes a code (the app's or a recovery code): a stolen session alone cannot. */
export function DisableStep({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const { t } = useWords();
  const labels = useCodeLabels();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<CodeKind>('app');
  const [shown, setShown] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (!isCompleteCode(code, kind) || disable.isPending) return;
    try {
      await disable.mutateAsync(normalizeCode(code, kind));
      onDisabled();
    } catch {
      setShown(false);
      setCode('');
    }
  }

  const formatError =
    shown && !isCompleteCode(code, kind) ? t(kind === 'app' ? 'code.format' : 'code.recoveryFormat') : null;
  const serverError = disable.error && !disable.isPending ? apiErrorText(disable.error, t) : null;
  const aboutCode = disable.error instanceof ApiError && TWO_FACTOR_DETAILS.includes(disable.error.detail);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="two-factor-disable">
      <div>
        <h3 className="text-base font-bold text-ink">{t('disable.title')}</h3>
        <p className="mt-1 text-sm text-muted">{t('disable.text')}</p>
      </div>
      <OneTimeCodeField
        value={code}
        onChange={setCode}
        kind={kind}
        onKindChange={(next) => {
          setKind(next);
          setCode('');
          setShown(false);
        }}
        labels={labels}
        autoFocus
        error={formatError ?? (aboutCode ? serverError : null)}
        data-testid="two-factor-code"
      />
      {serverError && !aboutCode && (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          {serverError}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="danger" loading={disable.isPending}>
          {t('disable.submit')}
        </Button>
      </div>
    </form>
  );
}
