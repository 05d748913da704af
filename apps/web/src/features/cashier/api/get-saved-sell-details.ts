import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The details last used with a fiat method, to prefill its withdrawal form. */
export interface SavedSellDetails {
  bankId: string;
  subbankId: string | null;
  details: Record<string, string>;
}

export const savedSellDetailsQueryKey = (bankId: string) => ['savedSellDetails', bankId] as const;

/** GET /api/v2/wallet/orders/sell/saved?bankId={id} → the saved details, or null. */
export const fetchSavedSellDetails = (bankId: string, signal?: AbortSignal) =>
  api.get<SavedSellDetails | null>('/api/v2/wallet/orders/sell/saved', { signal, query: { bankId } });

export const savedSellDetailsQueryOptions = (bankId: string) =>
  queryOptions({
    queryKey: savedSellDetailsQueryKey(bankId),
    queryFn: ({ signal }) => fetchSavedSellDetails(bankId, signal),
    staleTime: 5 * 60_000,
  });

export const useSavedSellDetails = (bankId: string) => useQuery(savedSellDetailsQueryOptions(bankId));
