import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { admin } from './admin-client.ts';
import { keys } from './keys.ts';
import type { BuyOrder, Dispute, Page, TransactionChange, Withdrawal } from './types.ts';

/** The queues poll: the operator API has no realtime channel, and five seconds is "live" for a cashier. */
export const QUEUE_POLL_MS = 5_000;
export const QUEUE_PAGE = 50;

export type QueueId = 'buy' | 'withdrawals' | 'disputes';

/** What each queue lists: the items waiting for an operator's decision. */
const QUEUES = {
  buy: { path: '/orders/buy', status: 'wait_for_confirmation' },
  withdrawals: { path: '/withdrawals', status: 'pending' },
  disputes: { path: '/disputes', status: 'open' },
} as const;

interface QueueItems {
  buy: BuyOrder;
  withdrawals: Withdrawal;
  disputes: Dispute;
}

export function useQueue<Q extends QueueId>(queue: Q, offset = 0, options: { enabled?: boolean } = {}) {
  const { path, status } = QUEUES[queue];
  const params = { status, offset, limit: QUEUE_PAGE };
  return useQuery({
    queryKey: keys.queue(queue, params),
    queryFn: ({ signal }) => admin.get<Page<QueueItems[Q]>>(path, { signal, query: params }),
    refetchInterval: QUEUE_POLL_MS,
    // The tab title counts waiting items while the cashier works in another tab.
    refetchIntervalInBackground: true,
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The decisions, each sent with the Idempotency-Key of the operator's one action. */
export const decisions = {
  confirmBuy: (id: string, key: string, amount?: string) =>
    admin.post<TransactionChange>(`/orders/buy/${id}/confirm`, {
      body: amount ? { amount } : {},
      idempotencyKey: key,
    }),
  // The reason goes into the audit row with the decision.
  declineBuy: (id: string, key: string, reason?: string) =>
    admin.post<TransactionChange>(`/orders/buy/${id}/decline`, {
      body: reason ? { reason } : {},
      idempotencyKey: key,
    }),
  approveWithdrawal: (id: string, key: string, reason?: string) =>
    admin.post<TransactionChange>(`/withdrawals/${id}/approve`, {
      body: reason ? { reason } : {},
      idempotencyKey: key,
    }),
  declineWithdrawal: (id: string, key: string, reason?: string) =>
    admin.post<TransactionChange>(`/withdrawals/${id}/decline`, {
      body: reason ? { reason } : {},
      idempotencyKey: key,
    }),
  acceptDispute: (id: string, key: string, amount?: string) =>
    admin.post<unknown>(`/disputes/${id}/accept`, { body: amount ? { amount } : {}, idempotencyKey: key }),
  rejectDispute: (id: string, key: string, reason?: string) =>
    admin.post<unknown>(`/disputes/${id}/reject`, { body: reason ? { reason } : {}, idempotencyKey: key }),
};
