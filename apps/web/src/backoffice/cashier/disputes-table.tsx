import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { decisions } from '../api/cashier-queues.ts';
import type { Dispute } from '../api/types.ts';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { Badge } from '../ui/badge.tsx';
import { DecisionDialog } from '../ui/decision-dialog.tsx';
import { rowClass, TableFrame, Td, Th } from '../ui/table.tsx';
import { ActionsCell, NewChip, PlayerLink, RowAction } from './queue-parts.tsx';
import { ReceiptDialog, ReceiptImage } from './receipt-view.tsx';

type Pending = { kind: 'accept' | 'reject' | 'receipt'; dispute: Dispute };

/**
 * Open disputes of buy orders: the player's claim (CHANGE_INVOICE: "I paid another amount", REPAY: "credit
 * the order"), their words and the order's receipt. Accepting credits the order once (the claimed amount,
 * the order's, or one the operator types); rejecting returns it to where it was.
 */
export function DisputesTable({
  items,
  newIds,
  canDecide,
  onDecided,
}: {
  items: Dispute[];
  newIds: ReadonlySet<string>;
  canDecide: boolean;
  onDecided: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  const orderMoney = (d: Dispute) => formatMoney(d.order.valueFrom, d.order.currencyFrom, i18n.language);
  /** What accepting credits when no amount is typed (disputes.service: the claim, else the order). */
  const credited = (d: Dispute) =>
    d.acceptOption === 'CHANGE_INVOICE' && d.amount
      ? formatMoney(d.amount, d.order.currencyFrom, i18n.language)
      : orderMoney(d);

  return (
    <>
      <TableFrame label={t('cashier.tabs.disputes')}>
        <thead>
          <tr>
            <Th>{t('cashier.columns.dispute')}</Th>
            <Th>{t('cashier.columns.player')}</Th>
            <Th>{t('cashier.columns.claim')}</Th>
            <Th className="text-right">{t('cashier.columns.orderAmount')}</Th>
            <Th>{t('cashier.columns.problem')}</Th>
            <Th>{t('cashier.columns.created')}</Th>
            <Th className="text-right md:sticky md:right-0 md:bg-sunken">{t('cashier.columns.decision')}</Th>
          </tr>
        </thead>
        <tbody>
          {items.map((d) => (
            <tr key={d.id} className={rowClass} data-testid="dispute-row">
              <Td>
                <span className="flex items-center gap-2">
                  <span className="tabular font-semibold text-ink">#{d.id}</span>
                  <span className="text-xs text-muted">{t('cashier.ofOrder', { id: d.order.id })}</span>
                  {newIds.has(d.id) && <NewChip />}
                </span>
              </Td>
              <Td>
                <PlayerLink globalId={d.player} />
              </Td>
              <Td>
                <span className="flex items-center gap-2">
                  <Badge tone="accent">{t(`cashier.options.${d.acceptOption ?? 'none'}`)}</Badge>
                  {d.acceptOption === 'CHANGE_INVOICE' && d.amount && (
                    <span className="tabular font-semibold text-ink">
                      {formatMoney(d.amount, d.order.currencyFrom, i18n.language)}
                    </span>
                  )}
                </span>
              </Td>
              <Td className="tabular text-right text-ink">{orderMoney(d)}</Td>
              <Td className="max-w-72 whitespace-normal text-muted">
                <span className="line-clamp-2">
                  {[d.problem, d.comment].filter(Boolean).join(' — ') || '—'}
                </span>
              </Td>
              <Td className="tabular text-muted">{formatDateTime(d.createdAt, i18n.language)}</Td>
              <ActionsCell>
                <RowAction
                  onClick={() => setPending({ kind: 'receipt', dispute: d })}
                  label={t('cashier.actions.evidenceOf', { id: d.id })}
                >
                  {t('cashier.actions.evidence')}
                </RowAction>
                {canDecide && (
                  <>
                    <RowAction
                      tone="success"
                      onClick={() => setPending({ kind: 'accept', dispute: d })}
                      label={t('cashier.actions.acceptOf', { id: d.id })}
                    >
                      {t('cashier.actions.accept')}
                    </RowAction>
                    <RowAction
                      tone="danger"
                      onClick={() => setPending({ kind: 'reject', dispute: d })}
                      label={t('cashier.actions.rejectOf', { id: d.id })}
                    >
                      {t('cashier.actions.reject')}
                    </RowAction>
                  </>
                )}
              </ActionsCell>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      {pending?.kind === 'receipt' && (
        <ReceiptDialog orderId={pending.dispute.order.id} evidenceOf={pending.dispute.id} onClose={close} />
      )}
      {pending && pending.kind !== 'receipt' && (
        <DecisionDialog
          open
          onClose={close}
          testId={`${pending.kind}-dispute-dialog`}
          title={t(`cashier.${pending.kind}Dispute.title`, { id: pending.dispute.id })}
          summary={
            <div className="flex flex-col gap-3">
              <p>
                {pending.kind === 'accept'
                  ? t('cashier.acceptDispute.text', { amount: credited(pending.dispute) })
                  : t('cashier.rejectDispute.text', { id: pending.dispute.order.id })}
              </p>
              {(pending.dispute.problem || pending.dispute.comment) && (
                <blockquote className="border-line-strong border-l-2 pl-3 text-ink">
                  {[pending.dispute.problem, pending.dispute.comment].filter(Boolean).join(' — ')}
                </blockquote>
              )}
              <ReceiptImage orderId={pending.dispute.order.id} compact />
            </div>
          }
          amount={
            pending.kind === 'accept'
              ? {
                  label: t('cashier.acceptDispute.amount'),
                  hint: t('cashier.acceptDispute.amountHint', { amount: credited(pending.dispute) }),
                }
              : undefined
          }
          reason={pending.kind === 'reject' ? 'optional' : 'none'}
          confirmLabel={t(`cashier.actions.${pending.kind}`)}
          tone={pending.kind === 'accept' ? 'success' : 'danger'}
          onConfirm={({ amount, reason, idempotencyKey }) =>
            pending.kind === 'accept'
              ? decisions.acceptDispute(pending.dispute.id, idempotencyKey, amount || undefined)
              : decisions.rejectDispute(pending.dispute.id, idempotencyKey, reason || undefined)
          }
          onDone={() =>
            onDecided(
              t(pending.kind === 'accept' ? 'cashier.done.accepted' : 'cashier.done.rejected', {
                id: pending.dispute.id,
              }),
            )
          }
        />
      )}
    </>
  );
}
