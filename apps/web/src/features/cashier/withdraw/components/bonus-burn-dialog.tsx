import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../i18n/index.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { InlineDialog } from './inline-dialog.tsx';

/**
 * SPEC §4.4 step 4: a withdrawal burns the active bonuses. Play goes to /bonuses; withdraw forfeits them and
 * continues. When the forfeit failed (`error`), it says so here and nothing was withdrawn.
 */
export function BonusBurnDialog({
  open,
  onPlay,
  onWithdraw,
  onClose,
  busy,
  error,
}: {
  open: boolean;
  onPlay: () => void;
  onWithdraw: () => void;
  onClose: () => void;
  busy: boolean;
  error?: unknown;
}) {
  const { t } = useTranslation('wallet-withdraw');
  const reference = error instanceof ApiError && typeof error.body.key === 'string' ? error.body.key : null;
  return (
    <InlineDialog
      open={open}
      onClose={onClose}
      title={t('bonusBurn.title')}
      description={t('bonusBurn.text')}
    >
      {error ? (
        <div
          role="alert"
          className="mb-4 rounded-control border border-danger/40 bg-danger/10 p-3 text-sm"
          data-testid="forfeit-error"
        >
          <p className="font-semibold text-ink">{t('bonusBurn.forfeitError')}</p>
          {reference && (
            <p className="mt-1 text-xs text-faint">{t('bonusBurn.reference', { key: reference })}</p>
          )}
        </div>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="primary" onClick={onPlay} data-autofocus>
          {t('bonusBurn.play')}
        </Button>
        <Button variant="danger" onClick={onWithdraw} loading={busy}>
          {t('bonusBurn.withdraw')}
        </Button>
      </div>
    </InlineDialog>
  );
}
