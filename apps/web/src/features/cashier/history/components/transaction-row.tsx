import { historyRowAction } from '@casino/shared';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../i18n/index.ts';
import { cn } from '../../../../lib/cn.ts';
import { useWalletCurrencies } from '../../api/get-currencies.ts';
import type { WalletTransaction } from '../../api/get-transactions.ts';
import { LineIcon } from '../../components/status-hero.tsx';
import { formatMoney } from '../../lib/format.ts';
import { networkLabel, unitOf } from '../../lib/network-label.ts';
import { trimZeros } from '../../withdraw/lib/format.ts';
import { StatusBadge } from './status-badge.tsx';

const INCOMING = new Set(['deposit', 'buy']);

function TypeIcon({ incoming }: { incoming: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-xl border',
        incoming
          ? 'border-success/30 bg-success/10 text-success'
          : 'border-accent/30 bg-accent/10 text-accent-strong',
      )}
    >
      <LineIcon
        d={incoming ? 'M12 5v13M6 12l6 6 6-6' : 'M12 19V6M6 12l6-6 6 6'}
        className="size-5"
        strokeWidth={2}
      />
    </span>
  );
}

export interface RowHandlers {
  onDetails: (tx: WalletTransaction) => void;
  onCancel: (tx: WalletTransaction, call: 'sell-order' | 'transaction') => void;
  onDispute: (tx: WalletTransaction) => void;
}

/** One transaction: type, time, amount, status badge and the action its status allows (SPEC §4.3). */
export function TransactionRow({
  tx,
  now,
  cancelling,
  handlers,
}: {
  tx: WalletTransaction;
  now: Date;
  cancelling: boolean;
  handlers: RowHandlers;
}) {
  const { t, i18n } = useTranslation('wallet-history');
  const currencies = useWalletCurrencies();
  const incoming = INCOMING.has(tx.type);
  // An unpaid external invoice opens its details (pay link, cancel) as a waiting order does.
  const action =
    tx.type === 'buy' && tx.status === 'pay_external_invoice'
      ? ({ kind: 'details' } as const)
      : historyRowAction(tx, now);
  const when =
    tx.timestamp !== null
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(tx.timestamp * 1000),
        )
      : '';
  const typeLabel = t(`type.${tx.type}`, { defaultValue: tx.type });
  // A token's amount reads "22 USDT" whatever its chain: the row says which one (TRC-20, ERC-20).
  const asset = currencies.data?.find((currency) => currency.code === tx.originalAmount.currency);
  const network =
    asset && !asset.isFiat && unitOf(asset) !== asset.code ? networkLabel(asset.code, asset.network) : null;
  return (
    <li
      data-testid="history-row"
      data-id={tx.id}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-control border border-line bg-raised/50 px-3 py-2.5"
    >
      <TypeIcon incoming={incoming} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm font-bold">
          <span className="truncate">{typeLabel}</span>
          <span className="font-normal text-faint">#{tx.id}</span>
        </p>
        <p className="truncate text-xs text-muted">
          <time dateTime={tx.timestamp !== null ? new Date(tx.timestamp * 1000).toISOString() : undefined}>
            {when}
          </time>
          {network && <span> · {network}</span>}
          {tx.address && (
            <span className="font-mono">
              {' '}
              · {tx.address.slice(0, 6)}…{tx.address.slice(-4)}
            </span>
          )}
        </p>
      </div>
      <div className="ml-auto flex max-w-full flex-col items-end gap-1">
        <span
          className={cn(
            'tabular whitespace-nowrap text-sm font-extrabold',
            incoming ? 'text-success' : 'text-ink',
          )}
          data-testid="history-amount"
        >
          {incoming ? '+' : '−'}
          {formatMoney(
            trimZeros(tx.originalAmount.value),
            tx.originalAmount.currency,
            currencies.data,
            i18n.language,
          )}
        </span>
        <StatusBadge status={tx.status} />
      </div>
      {action && (
        <div className="flex w-full justify-end border-t border-line/50 pt-2">
          {action.kind === 'details' && (
            <Button size="sm" variant="primary" onClick={() => handlers.onDetails(tx)}>
              {t('action.details')}
            </Button>
          )}
          {action.kind === 'cancel' && (
            <Button
              size="sm"
              variant="danger"
              loading={cancelling}
              onClick={() => handlers.onCancel(tx, action.call)}
              aria-label={t('action.cancelLabel', { type: typeLabel, id: tx.id })}
            >
              {t('action.cancel')}
            </Button>
          )}
          {action.kind === 'dispute' && (
            <Button
              size="sm"
              onClick={() => handlers.onDispute(tx)}
              aria-label={t('action.disputeLabel', { id: tx.id })}
            >
              {t('action.dispute')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
