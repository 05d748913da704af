import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** SPEC §3 Fiat order (`additonalAmountChange` spelled as the spec spells it). */
export interface FiatOrder {
  id: string;
  status: string;
  url: string | null;
  valueFrom: string;
  currencyFrom: string;
  bankMethod: string | null;
  meta: { external_info: { target: string } };
  additonalAmountChange: string | null;
  details: {
    /** Unix seconds. */
    expiredAt: number | null;
    paymentDetails: {
      card?: string;
      phone?: string;
      bankName?: string;
      name?: string;
      externalId?: string;
      [key: string]: string | undefined;
    } | null;
    recipientBank: string | null;
    senderBank: string | null;
  };
}

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
