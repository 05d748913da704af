import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../i18n/index.ts';

/** SPEC §2.6 retention modal: a player without deposits closed the wallet; invite them back to top up. */
export function RetentionModal({ onTopUp, onClose }: { onTopUp: () => void; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('retention.title')}
      description={t('retention.text')}
      closeLabel={t('modal.close')}
    >
      <div data-testid="wallet-retention" className="flex flex-col gap-4">
        <div className="rounded-card border border-gold/40 bg-gradient-to-br from-gold/15 via-raised to-surface p-4 text-center">
          <p className="text-3xl font-black text-gold">{t('retention.offer')}</p>
          <p className="mt-1 text-sm text-muted">{t('retention.offer_hint')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button variant="primary" className="flex-1" onClick={onTopUp} data-autofocus>
            {t('retention.top_up')}
          </Button>
          <Button variant="ghost" className="flex-1" onClick={onClose}>
            {t('retention.later')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
