import { HISTORY_PAGE_SIZE, nextHistoryOffset, type TransactionType } from '@casino/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** SPEC §3 Transaction as GET /api/v2/wallet/txns lists it. */
export interface WalletTransaction {
  id: string;
  type: TransactionType;
  status: string;
  /** Unix seconds. */
  timestamp: number | null;
  originalAmount: { value: string; currency: string };
  externalId: string | null;
  paymentDetails: Record<string, string> | null;
  address: string | null;
  /** ISO-8601, or null when it can never be cancelled. */
  cancellableUntil: string | null;
  senderBank: string | null;
}

export interface TransactionsPage {
  items: WalletTransaction[];
  meta: { total: number; offset: number; limit: number };
}

export const TRANSACTIONS_QUERY_KEY = ['walletTransactions'] as const;

/** GET /api/v2/wallet/txns?is_pagination=true&offset=&limit=10. */
export const fetchTransactions = (offset: number, signal?: AbortSignal, limit = HISTORY_PAGE_SIZE) =>
  api.get<TransactionsPage>('/api/v2/wallet/txns', {
    signal,
    query: { is_pagination: true, offset, limit },
  });

export const transactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: TRANSACTIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => fetchTransactions(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextHistoryOffset(pages) ?? undefined,
  });

export const useTransactions = () => useInfiniteQuery(transactionsQueryOptions());
