import { HISTORY_PAGE_SIZE, type TransactionType } from '@casino/shared';
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
  /** `nextBefore` answers a `before` request: the cursor of the next page, null at the end. */
  meta: { total: number; offset: number; limit: number; nextBefore?: string | null };
}

export const TRANSACTIONS_QUERY_KEY = ['walletTransactions'] as const;

/**
 * GET /api/v2/wallet/txns?is_pagination=true&offset=0&limit=10, and with `before` (the id of the last row
 * shown) for the pages after the first: a transaction arriving meanwhile cannot shift a row into the next
 * page twice, and a deep page costs the server no more than the first.
 */
export const fetchTransactions = (before: string | null, signal?: AbortSignal, limit = HISTORY_PAGE_SIZE) =>
  api.get<TransactionsPage>('/api/v2/wallet/txns', {
    signal,
    query: { is_pagination: true, offset: 0, limit, before: before ?? undefined },
  });

/** The cursor of the page after `last`, or undefined when every transaction is loaded. */
function nextCursor(last: TransactionsPage, pages: TransactionsPage[]): string | undefined {
  if (last.meta.nextBefore !== undefined) return last.meta.nextBefore ?? undefined;
  // The first page (no cursor asked) says nothing of what follows: its size and the total do.
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (last.items.length < HISTORY_PAGE_SIZE || loaded >= last.meta.total) return undefined;
  return last.items[last.items.length - 1]?.id;
}

export const transactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: TRANSACTIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => fetchTransactions(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last, pages) => nextCursor(last, pages),
  });

export const useTransactions = () => useInfiniteQuery(transactionsQueryOptions());
