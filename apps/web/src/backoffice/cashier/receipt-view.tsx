import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { useObjectUrl, useReceipt } from '../api/receipt.ts';
import { isNotFound } from '../lib/error-text.ts';
import { ErrorState, LoadingState } from '../ui/states.tsx';

/**
 * The receipt a player uploaded with "I paid": an image shown fitted (a click shows it at full size), a
 * PDF as a link to open; "no receipt" when the order has none (404).
 */
export function ReceiptImage({
  orderId,
  compact = false,
  path,
}: {
  orderId: string;
  compact?: boolean;
  /** Another upload than the order's receipt: a dispute's evidence. */
  path?: string;
}) {
  const { t } = useTranslation('backoffice');
  const receipt = useReceipt(orderId, true, path);
  const url = useObjectUrl(receipt.data);
  const [full, setFull] = useState(false);

  if (receipt.error) {
    if (isNotFound(receipt.error))
      return (
        <p className="rounded-lg border border-dashed border-line-strong px-3 py-4 text-center text-sm text-muted">
          {t('receipt.none')}
        </p>
      );
    return <ErrorState error={receipt.error} onRetry={() => void receipt.refetch()} />;
  }
  if (!receipt.data || !url) return <LoadingState label={t('receipt.loading')} />;
  if (!receipt.data.type.startsWith('image/'))
    return (
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-9 items-center rounded-lg border border-line bg-raised px-3 text-sm font-semibold text-ink hover:border-line-strong"
      >
        {t('receipt.open')}
      </a>
    );
  return (
    <figure className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => setFull((value) => !value)}
        aria-pressed={full}
        aria-label={full ? t('receipt.fit') : t('receipt.zoom')}
        className="overflow-auto rounded-lg border border-line bg-deep p-1"
      >
        <img
          src={url}
          alt={t('receipt.alt', { id: orderId })}
          data-testid="receipt-image"
          className={
            full
              ? 'max-w-none'
              : `mx-auto w-auto max-w-full object-contain ${compact ? 'max-h-56' : 'max-h-[60dvh]'}`
          }
        />
      </button>
      <figcaption className="flex flex-wrap justify-between gap-2 text-xs text-muted">
        <span>{t('receipt.caption', { id: orderId })}</span>
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-accent-strong hover:underline"
        >
          {t('receipt.openFull')}
        </a>
      </figcaption>
    </figure>
  );
}

export function ReceiptDialog({
  orderId,
  onClose,
  evidenceOf,
}: {
  orderId: string;
  onClose: () => void;
  /** A dispute id: show the player's evidence for it above the order's receipt. */
  evidenceOf?: string;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        evidenceOf ? t('receipt.evidenceTitle', { id: evidenceOf }) : t('receipt.title', { id: orderId })
      }
      closeLabel={t('actions.close')}
      className="sm:max-w-2xl"
    >
      {evidenceOf && <ReceiptImage orderId={orderId} path={`/disputes/${evidenceOf}/evidence`} />}
      <ReceiptImage orderId={orderId} compact={evidenceOf !== undefined} />
    </Dialog>
  );
}
