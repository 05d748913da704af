import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../i18n/index.ts';
import { InlineDialog } from './inline-dialog.tsx';

/** SPEC §4.4 step 4: a withdrawal burns the active bonuses. Play goes to /bonuses; withdraw continues. */
export function BonusBurnDialog({
  open,
  onPlay,
  onWithdraw,
  onClose,
  busy,
}: {
  open: boolean;
  onPlay: () => void;
  onWithdraw: () => void;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('wallet-withdraw');
  return (
    <InlineDialog
      open={open}
      onClose={onClose}
      title={t('bonusBurn.title')}
      description={t('bonusBurn.text')}
    >
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
