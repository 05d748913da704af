import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../i18n/index.ts';

/** Asks before the one allowed name change is spent. */
export function NameChangeDialog({
  from,
  to,
  pending,
  onConfirm,
  onCancel,
}: {
  from: string;
  to: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <Dialog
      open
      onClose={onCancel}
      title={t('name.confirmTitle')}
      description={t('name.confirmText')}
      closeLabel={t('common:close')}
    >
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 rounded-control border border-line bg-sunken p-4 text-sm">
        <dt className="text-xs font-semibold uppercase tracking-wide text-faint">{t('name.from')}</dt>
        <dd className="min-w-0 truncate font-semibold text-muted line-through decoration-danger/70">
          {from}
        </dd>
        <dt className="text-xs font-semibold uppercase tracking-wide text-faint">{t('name.to')}</dt>
        <dd className="min-w-0 truncate font-bold text-ink">{to}</dd>
      </dl>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} data-autofocus>
          {t('name.cancel')}
        </Button>
        <Button variant="primary" loading={pending} onClick={onConfirm}>
          {t('name.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
