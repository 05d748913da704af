import { isFiatOrderUnpaid } from '@casino/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useNow } from '../../../lib/use-now.ts';
import type { FiatOrder } from '../api/get-buy-order.ts';
import { StatusBadge } from '../history/components/status-badge.tsx';

/** An unpaid order can still be paid (and cancelled) until its expiry. */
export function isPayable(order: FiatOrder, now: number): boolean {
  if (!isFiatOrderUnpaid(order.status)) return false;
  return order.details.expiredAt === null || order.details.expiredAt * 1000 > now;
}

/**
 * Under an unpaid order: its status in words, a link to the provider's page while it can be paid (a new
 * tab), and "Cancel order" with a confirm step. `onCancel` sends the cancel; `cancelling` while it runs.
 */
export function UnpaidOrderActions({
  order,
  cancelling,
  onCancel,
}: {
  order: FiatOrder;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('wallet');
  const now = useNow(1000);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const payable = isPayable(order, now);

  return (
    <div className="flex flex-col gap-3 border-t border-line/60 pt-3" data-testid="fiat-order-actions">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-2 text-muted">
          {t('order.status', { id: order.id })}
          <StatusBadge status={order.status} />
        </span>
        {payable && order.url && (
          <a
            href={order.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="fiat-order-pay"
            className="inline-flex min-h-11 items-center rounded-control bg-accent px-4 font-bold text-accent-ink hover:bg-accent-hover"
          >
            {t('order.pay')}
            <span className="sr-only"> {t('order.new_tab')}</span>
          </a>
        )}
      </div>
      {payable && !confirming && (
        <Button
          variant="ghost"
          className="self-center"
          onClick={() => setConfirming(true)}
          data-testid="fiat-order-cancel"
        >
          {t('order.cancel')}
        </Button>
      )}
      {payable && confirming && (
        <section
          aria-labelledby={titleId}
          className="flex flex-col gap-3 rounded-card border border-danger/40 bg-danger/5 p-3 text-sm"
          data-testid="fiat-order-cancel-confirm"
        >
          <h3 id={titleId} className="font-bold">
            {t('order.cancel_confirm_title')}
          </h3>
          <p className="text-muted">{t('order.cancel_confirm_text')}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancelling}>
              {t('order.cancel_keep')}
            </Button>
            <Button
              variant="danger"
              loading={cancelling}
              onClick={onCancel}
              data-testid="fiat-order-cancel-yes"
            >
              {t('order.cancel_yes')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

/** The order the player just cancelled: nothing was taken; start again or see the history. */
export function CancelledOrder({
  order,
  onNewDeposit,
  onHistory,
}: {
  order: FiatOrder;
  onNewDeposit: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div
      className="flex flex-col items-center gap-4 py-6 text-center"
      role="status"
      data-testid="fiat-order-cancelled"
    >
      <p className="text-lg font-extrabold">{t('order.cancelled_title', { id: order.id })}</p>
      <p className="max-w-sm text-sm text-muted">{t('order.cancelled_text')}</p>
      <Button variant="primary" size="lg" className="w-full" onClick={onNewDeposit}>
        {t('order.new_deposit')}
      </Button>
      <Button variant="ghost" onClick={onHistory}>
        {t('order.history')}
      </Button>
    </div>
  );
}
