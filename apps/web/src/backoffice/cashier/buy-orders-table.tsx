import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { decisions } from '../api/cashier-queues.ts';
import type { BuyOrder } from '../api/types.ts';
import { formatMoney, formatUnixSeconds } from '../lib/format.ts';
import { DecisionDialog } from '../ui/decision-dialog.tsx';
import { rowClass, TableFrame, Td, Th } from '../ui/table.tsx';
import { ActionsCell, NewChip, PlayerLink, RowAction } from './queue-parts.tsx';
import { ReceiptDialog, ReceiptImage } from './receipt-view.tsx';

type Pending = { kind: 'confirm' | 'decline' | 'receipt'; order: BuyOrder };

/** Buy orders the player says they paid: confirm (credits, optionally a changed amount) or decline. */
export function BuyOrdersTable({
  items,
  newIds,
  canDecide,
  onDecided,
}: {
  items: BuyOrder[];
  newIds: ReadonlySet<string>;
  canDecide: boolean;
  onDecided: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  const money = (order: BuyOrder) => formatMoney(order.valueFrom, order.currencyFrom, i18n.language);

  return (
    <>
      <TableFrame label={t('cashier.tabs.buy')}>
        <thead>
          <tr>
            <Th>{t('cashier.columns.order')}</Th>
            <Th>{t('cashier.columns.player')}</Th>
            <Th className="text-right">{t('cashier.columns.amount')}</Th>
            <Th>{t('cashier.columns.method')}</Th>
            <Th>{t('cashier.columns.senderBank')}</Th>
            <Th>{t('cashier.columns.expires')}</Th>
            <Th className="text-right md:sticky md:right-0 md:bg-sunken">{t('cashier.columns.decision')}</Th>
          </tr>
        </thead>
        <tbody>
          {items.map((order) => (
            <tr key={order.id} className={rowClass} data-testid="buy-order-row" data-order-id={order.id}>
              <Td>
                <span className="flex items-center gap-2">
                  <span className="tabular font-semibold text-ink">#{order.id}</span>
                  {newIds.has(order.id) && <NewChip />}
                </span>
              </Td>
              <Td>
                <PlayerLink globalId={order.player} />
              </Td>
              <Td className="tabular text-right font-bold text-ink">{money(order)}</Td>
              <Td className="text-muted">{order.bankMethod ?? '—'}</Td>
              <Td className="max-w-48 truncate text-muted">{order.details.senderBank ?? '—'}</Td>
              <Td className="tabular text-muted">
                {formatUnixSeconds(order.details.expiredAt, i18n.language)}
              </Td>
              <ActionsCell>
                <RowAction
                  onClick={() => setPending({ kind: 'receipt', order })}
                  label={t('cashier.actions.receiptOf', { id: order.id })}
                >
                  {t('cashier.actions.receipt')}
                </RowAction>
                {canDecide && (
                  <>
                    <RowAction
                      tone="success"
                      onClick={() => setPending({ kind: 'confirm', order })}
                      label={t('cashier.actions.confirmOf', { id: order.id })}
                    >
                      {t('cashier.actions.confirm')}
                    </RowAction>
                    <RowAction
                      tone="danger"
                      onClick={() => setPending({ kind: 'decline', order })}
                      label={t('cashier.actions.declineOf', { id: order.id })}
                    >
                      {t('cashier.actions.decline')}
                    </RowAction>
                  </>
                )}
              </ActionsCell>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      {pending?.kind === 'receipt' && <ReceiptDialog orderId={pending.order.id} onClose={close} />}
      {pending?.kind === 'confirm' && (
        <DecisionDialog
          open
          onClose={close}
          testId="confirm-buy-dialog"
          title={t('cashier.confirmBuy.title', { id: pending.order.id })}
          summary={
            <div className="flex flex-col gap-3">
              <p>{t('cashier.confirmBuy.text', { amount: money(pending.order) })}</p>
              <ReceiptImage orderId={pending.order.id} compact />
            </div>
          }
          amount={{
            label: t('cashier.confirmBuy.amount'),
            hint: t('cashier.confirmBuy.amountHint', { amount: money(pending.order) }),
          }}
          confirmLabel={t('cashier.actions.confirm')}
          tone="success"
          onConfirm={({ amount, idempotencyKey }) =>
            decisions.confirmBuy(pending.order.id, idempotencyKey, amount || undefined)
          }
          onDone={() => onDecided(t('cashier.done.confirmed', { id: pending.order.id }))}
        />
      )}
      {pending?.kind === 'decline' && (
        <DecisionDialog
          open
          onClose={close}
          testId="decline-buy-dialog"
          title={t('cashier.declineBuy.title', { id: pending.order.id })}
          summary={t('cashier.declineBuy.text', { amount: money(pending.order) })}
          confirmLabel={t('cashier.actions.decline')}
          tone="danger"
          reason="optional"
          onConfirm={({ idempotencyKey, reason }) =>
            decisions.declineBuy(pending.order.id, idempotencyKey, reason || undefined)
          }
          onDone={() => onDecided(t('cashier.done.declined', { id: pending.order.id }))}
        />
      )}
    </>
  );
}
