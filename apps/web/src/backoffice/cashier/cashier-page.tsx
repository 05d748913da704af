import type { OperatorMe } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';
import { QUEUE_POLL_MS, type QueueId, useQueue } from '../api/cashier-queues.ts';
import { keys } from '../api/keys.ts';
import type { Page } from '../api/types.ts';
import { formatTime } from '../lib/format.ts';
import { useNewItems } from '../lib/new-items.ts';
import { can } from '../lib/permissions.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { ScrollTabs } from '../ui/scroll-tabs.tsx';
import { EmptyState, type QueryState, QueryView } from '../ui/states.tsx';
import { Pager } from '../ui/table.tsx';
import { BuyOrdersTable } from './buy-orders-table.tsx';
import { DisputesTable } from './disputes-table.tsx';
import { WithdrawalsTable } from './withdrawals-table.tsx';

const QUEUES: readonly QueueId[] = ['buy', 'withdrawals', 'disputes'];
const isQueue = (value: string | null): value is QueueId => QUEUES.includes(value as QueueId);

/** One queue's first page: its count, its new items and their "seen" mark (shared with the tabs). */
function useQueueState<Q extends QueueId>(queue: Q, offset: number) {
  const query = useQueue(queue, offset);
  const ids = query.data?.items.map((item) => item.id);
  return { query, ...useNewItems(queue, ids) };
}

/**
 * The cashier's queues: buy orders waiting for confirmation, pending withdrawals and open disputes, each
 * polled every 5 s. Items that arrived since the cashier last looked carry "new" (and the tab a count);
 * leaving a tab marks its items seen. A screen reader hears of arrivals through a polite live region.
 */
export function CashierPage({ me }: { me: OperatorMe }) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const active: QueueId = isQueue(params.get('queue')) ? (params.get('queue') as QueueId) : 'buy';
  const [offset, setOffset] = useState(0);
  const canDecide = can(me, 'cashier.decide');

  const states = {
    buy: useQueueState('buy', active === 'buy' ? offset : 0),
    withdrawals: useQueueState('withdrawals', active === 'withdrawals' ? offset : 0),
    disputes: useQueueState('disputes', active === 'disputes' ? offset : 0),
  };
  const current = states[active];

  // Arrivals announced once each, politely (a cashier listening with a screen reader hears of them).
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Set<string>());
  const arrivals = QUEUES.flatMap((queue) => [...states[queue].newIds].map((id) => `${queue}:${id}`));
  const unannounced = arrivals.filter((id) => !announced.current.has(id));
  useEffect(() => {
    if (unannounced.length === 0) return;
    for (const id of unannounced) announced.current.add(id);
    setAnnouncement(t('cashier.arrived', { count: unannounced.length }));
  }, [unannounced, t]);

  function select(queue: QueueId) {
    if (queue === active) return;
    states[active].markAllSeen();
    setOffset(0);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('queue', queue);
        return next;
      },
      { replace: true },
    );
  }

  const onDecided = (message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: keys.queues });
  };

  const updatedAt = current.query.dataUpdatedAt;
  return (
    <>
      <PageHeader
        title={t('cashier.title')}
        text={t('cashier.text', { seconds: QUEUE_POLL_MS / 1000 })}
        actions={
          <p className="flex items-center gap-2 text-xs text-muted" data-testid="queue-updated">
            <span
              aria-hidden="true"
              className={cn(
                'size-2 rounded-full',
                current.query.isError ? 'bg-danger' : 'animate-pulse bg-success',
              )}
            />
            {updatedAt
              ? t('cashier.updated', { time: formatTime(updatedAt, i18n.language) })
              : t('states.loading')}
          </p>
        }
      />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ScrollTabs
        label={t('cashier.queues')}
        value={active}
        onChange={select}
        tabs={QUEUES.map((queue) => {
          const state = states[queue];
          const total = state.query.data?.meta.total;
          return {
            value: queue,
            testId: `queue-tab-${queue}`,
            label: (
              <>
                {t(`cashier.tabs.${queue}`)}
                {total !== undefined && (
                  <span className="tabular rounded-full bg-line px-1.5 text-xs text-ink">{total}</span>
                )}
                {state.newCount > 0 && (
                  <span
                    className="rounded-full bg-neon px-1.5 text-xs font-black text-deep"
                    data-testid={`queue-new-${queue}`}
                  >
                    {t('cashier.newCount', { count: state.newCount })}
                  </span>
                )}
              </>
            ),
          };
        })}
      >
        {current.newCount > 0 && (
          <div className="mb-2 flex justify-end">
            <button
              type="button"
              onClick={current.markAllSeen}
              className="min-h-8 rounded-lg px-2 text-xs font-semibold text-muted hover:text-ink touch:min-h-11"
            >
              {t('cashier.markSeen')}
            </button>
          </div>
        )}
        <QueryView
          query={current.query as QueryState<Page<unknown>>}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={t(`cashier.empty.${active}`)} text={t('cashier.emptyText')} />}
        >
          {(data) => (
            <>
              {active === 'buy' && (
                <BuyOrdersTable
                  items={states.buy.query.data?.items ?? []}
                  newIds={states.buy.newIds}
                  canDecide={canDecide}
                  onDecided={onDecided}
                />
              )}
              {active === 'withdrawals' && (
                <WithdrawalsTable
                  items={states.withdrawals.query.data?.items ?? []}
                  newIds={states.withdrawals.newIds}
                  canDecide={canDecide}
                  onDecided={onDecided}
                  now={updatedAt || Date.now()}
                />
              )}
              {active === 'disputes' && (
                <DisputesTable
                  items={states.disputes.query.data?.items ?? []}
                  newIds={states.disputes.newIds}
                  canDecide={canDecide}
                  onDecided={onDecided}
                />
              )}
              <Pager meta={data.meta} onOffset={setOffset} />
            </>
          )}
        </QueryView>
      </ScrollTabs>
    </>
  );
}
