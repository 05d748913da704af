import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { decisions } from '../api/cashier-queues.ts';
import type { Withdrawal } from '../api/types.ts';
import { formatMoney, formatUnixSeconds } from '../lib/format.ts';
import { Badge } from '../ui/badge.tsx';
import { DecisionDialog } from '../ui/decision-dialog.tsx';
import { rowClass, TableFrame, Td, Th } from '../ui/table.tsx';
import { ActionsCell, NewChip, PlayerLink, RowAction } from './queue-parts.tsx';

/** Where the money goes: the crypto address, else the payout details (card, phone) as "name: value". */
function destination(item: Withdrawal): string {
  if (item.address) return item.address;
  const details = Object.entries(item.paymentDetails ?? {}).map(([key, value]) => `${key}: ${value}`);
  return details.length > 0 ? details.join(', ') : '—';
}

/** Pending withdrawals (the player's funds are held): approve pays out, decline returns the hold. */
export function WithdrawalsTable({
  items,
  newIds,
  canDecide,
  onDecided,
  now,
}: {
  items: Withdrawal[];
  newIds: ReadonlySet<string>;
  canDecide: boolean;
  onDecided: (message: string) => void;
  now: number;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const [pending, setPending] = useState<{ kind: 'approve' | 'decline'; item: Withdrawal } | null>(null);
  const close = () => setPending(null);
  const money = (item: Withdrawal) =>
    formatMoney(item.originalAmount.value, item.originalAmount.currency, i18n.language);

  return (
    <>
      <TableFrame label={t('cashier.tabs.withdrawals')}>
        <thead>
          <tr>
            <Th>{t('cashier.columns.withdrawal')}</Th>
            <Th>{t('cashier.columns.player')}</Th>
            <Th className="text-right">{t('cashier.columns.amount')}</Th>
            <Th className="text-right">{t('cashier.columns.fee')}</Th>
            <Th>{t('cashier.columns.destination')}</Th>
            <Th>{t('cashier.columns.created')}</Th>
            <Th className="text-right md:sticky md:right-0 md:bg-sunken">{t('cashier.columns.decision')}</Th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const cancellable = item.cancellableUntil !== null && Date.parse(item.cancellableUntil) > now;
            return (
              <tr key={item.id} className={rowClass} data-testid="withdrawal-row">
                <Td>
                  <span className="flex items-center gap-2">
                    <span className="tabular font-semibold text-ink">#{item.id}</span>
                    <Badge>{item.type}</Badge>
                    {newIds.has(item.id) && <NewChip />}
                  </span>
                </Td>
                <Td>
                  <PlayerLink globalId={item.player} />
                </Td>
                <Td className="tabular text-right font-bold text-ink">{money(item)}</Td>
                <Td className="tabular text-right text-muted">{item.fee}</Td>
                <Td className="max-w-64 truncate font-mono text-xs text-muted" title={destination(item)}>
                  {destination(item)}
                </Td>
                <Td className="tabular text-muted">
                  {formatUnixSeconds(item.timestamp, i18n.language)}
                  {cancellable && (
                    <span className="ml-2">
                      <Badge tone="warning">{t('cashier.cancellable')}</Badge>
                    </span>
                  )}
                </Td>
                <ActionsCell>
                  {canDecide ? (
                    <>
                      <RowAction
                        tone="success"
                        onClick={() => setPending({ kind: 'approve', item })}
                        label={t('cashier.actions.approveOf', { id: item.id })}
                      >
                        {t('cashier.actions.approve')}
                      </RowAction>
                      <RowAction
                        tone="danger"
                        onClick={() => setPending({ kind: 'decline', item })}
                        label={t('cashier.actions.declineOf', { id: item.id })}
                      >
                        {t('cashier.actions.decline')}
                      </RowAction>
                    </>
                  ) : (
                    <span className="text-xs text-faint">{t('cashier.readOnly')}</span>
                  )}
                </ActionsCell>
              </tr>
            );
          })}
        </tbody>
      </TableFrame>
      {pending && (
        <DecisionDialog
          open
          onClose={close}
          testId={`${pending.kind}-withdrawal-dialog`}
          title={t(`cashier.${pending.kind}Withdrawal.title`, { id: pending.item.id })}
          summary={
            <div className="flex flex-col gap-2">
              <p>{t(`cashier.${pending.kind}Withdrawal.text`, { amount: money(pending.item) })}</p>
              <p className="break-all font-mono text-xs">{destination(pending.item)}</p>
            </div>
          }
          confirmLabel={t(`cashier.actions.${pending.kind}`)}
          tone={pending.kind === 'approve' ? 'success' : 'danger'}
          reason="optional"
          onConfirm={({ idempotencyKey, reason }) =>
            pending.kind === 'approve'
              ? decisions.approveWithdrawal(pending.item.id, idempotencyKey, reason || undefined)
              : decisions.declineWithdrawal(pending.item.id, idempotencyKey, reason || undefined)
          }
          onDone={() =>
            onDecided(
              t(pending.kind === 'approve' ? 'cashier.done.approved' : 'cashier.done.declined', {
                id: pending.item.id,
              }),
            )
          }
        />
      )}
    </>
  );
}
