import type { FiatOrder } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The shape is the shared SPEC §3 fiat order, re-exported so the cashier's imports stay local. */
export type { FiatOrder };

/** GET /api/v1/wallet/orders/buy/{id} */
export const fetchBuyOrder = (id: string, signal?: AbortSignal) =>
  api.get<FiatOrder>(`/api/v1/wallet/orders/buy/${encodeURIComponent(id)}`, { signal });

export const buyOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['buyOrder', id] as const,
    queryFn: ({ signal }) => fetchBuyOrder(id, signal),
    staleTime: 0,
  });

export const useBuyOrder = (id: string | undefined) =>
  useQuery({ ...buyOrderQueryOptions(id ?? ''), enabled: Boolean(id) });
