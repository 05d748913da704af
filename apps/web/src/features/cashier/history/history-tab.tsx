import { playerChannel } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { subscribe } from '../../../lib/realtime-client.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useViewer } from '../../auth/index.ts';
import { useCancelSellOrder } from '../api/cancel-sell-order.ts';
import { useCancelTransaction } from '../api/cancel-transaction.ts';
import { TRANSACTIONS_QUERY_KEY, useTransactions, type WalletTransaction } from '../api/get-transactions.ts';
import { ErrorBlock, LoadingBlock } from '../components/state-blocks.tsx';
import { LineIcon, StatusHero } from '../components/status-hero.tsx';
import { type TabProps, withReturn } from '../machine/views.ts';
import { describeServerError, serverErrorDescription } from '../status/server-error.ts';
import { TransactionRow } from './components/transaction-row.tsx';
import { useScrollParentEnd } from './components/use-scroll-parent-end.ts';

/** SPEC §2.8/§4.3 history: pages of 10, more near the bottom, an action per row by status. */
export function HistoryTab({ go }: TabProps) {
  const { t } = useTranslation('wallet-history');
  const query = useTransactions();
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  // Cancel buttons disappear once their window ends.
  const now = new Date(useNow(15_000));
  const sentinel = useRef<HTMLDivElement>(null);
  const cancelTransaction = useCancelTransaction();
  const cancelSell = useCancelSellOrder();
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const globalId = viewer?.globalId ?? null;

  // Any transaction event (created, completed, declined) changes the list.
  useEffect(() => {
    if (!globalId) return;
    return subscribe(playerChannel('transaction', globalId), () => {
      void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY });
    });
  }, [globalId, queryClient]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useScrollParentEnd(sentinel, loadMore, Boolean(hasNextPage) && !isFetchingNextPage);

  const cancel = (tx: WalletTransaction, call: 'sell-order' | 'transaction') => {
    setCancellingId(tx.id);
    const mutation = call === 'sell-order' ? cancelSell : cancelTransaction;
    mutation.mutate(tx.id, {
      onSuccess: () => toast.success(t('cancel.done')),
      onError: (error) => {
        // SPEC §8: 'wager' has its own handler; anything else is "temporary difficulties" with key and time.
        if (error instanceof ApiError && error.detail === 'wager') {
          go('wager', withReturn('history'));
          return;
        }
        const text = describeServerError(error);
        toast.error(t('cancel.failedTitle'), {
          description: [t('cancel.failedText'), serverErrorDescription({ ...text, messageKey: null })]
            .filter(Boolean)
            .join('\n'),
          classNames: { description: 'whitespace-pre-line' },
        });
      },
      onSettled: () => setCancellingId(null),
    });
  };

  if (query.isPending) return <LoadingBlock rows={5} label={t('loading')} />;
  if (query.isError) return <ErrorBlock message={t('error')} onRetry={() => void query.refetch()} />;

  const items = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[query.data.pages.length - 1]?.meta.total ?? items.length;

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <StatusHero
          icon={<LineIcon d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4M12 8v4l3 2" className="size-7" />}
          title={t('empty.title')}
          text={t('empty.text')}
        />
        <Button variant="primary" onClick={() => go('wallet', { tab: 'deposit' })}>
          {t('empty.deposit')}
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <div className="flex items-baseline justify-between">
        <h3 id="history-heading" className="text-xs font-bold uppercase tracking-wider text-muted">
          {t('title')}
        </h3>
        <span className="text-xs text-faint" data-testid="history-count">
          {t('count', { shown: items.length, total })}
        </span>
      </div>
      <ul className="space-y-2" aria-busy={isFetchingNextPage}>
        {items.map((tx) => (
          <TransactionRow
            key={tx.id}
            tx={tx}
            now={now}
            cancelling={cancellingId === tx.id}
            handlers={{
              onDetails: (row) => go('fiat-deposit-details', { orderId: row.id }),
              onCancel: cancel,
              onDispute: (row) => go('open-dispute', { orderId: row.id }),
            }}
          />
        ))}
      </ul>
      <div ref={sentinel} className="flex min-h-10 items-center justify-center">
        {isFetchingNextPage ? (
          <span role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner /> {t('loadingMore')}
          </span>
        ) : hasNextPage ? (
          <Button size="sm" variant="ghost" onClick={loadMore}>
            {t('more')}
          </Button>
        ) : (
          <span className="text-xs text-faint">{t('end')}</span>
        )}
      </div>
    </section>
  );
}
