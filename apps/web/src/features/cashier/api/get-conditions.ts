import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ExternalDetailsFieldsView {
  required: string[];
  optional: string[];
}

/** SPEC §3 "Payment method, fiat" as GET /api/v2/wallet/orders/conditions lists it (amounts major units). */
export interface FiatMethod {
  id: string;
  name: string;
  icon: string;
  iconBig: string;
  method: string;
  label: string;
  currency: string;
  priority: number;
  /** False when no payment provider serves the method: shown, but it takes no orders. */
  isAvailable?: boolean;
  buy: {
    minAmount: string;
    maxAmount: string;
    multiplyOrdersAllowed: boolean;
    externalDetailsFields: ExternalDetailsFieldsView;
  };
  sell: {
    minAmount: string;
    maxAmount: string;
    levels: Array<{ from: string; fee: string }>;
    subbanks: Array<{
      id: string;
      name: string;
      icon: string;
      externalDetailsFields: ExternalDetailsFieldsView;
    }>;
  };
}

/** GET /api/v2/wallet/orders/conditions: the fiat methods of the player's account currency. */
export const fetchConditions = (signal?: AbortSignal) =>
  api.get<FiatMethod[]>('/api/v2/wallet/orders/conditions', { signal });

export const conditionsQueryOptions = () =>
  queryOptions({
    queryKey: ['walletConditions'] as const,
    queryFn: ({ signal }) => fetchConditions(signal),
    staleTime: 5 * 60_000,
  });

export const useConditions = () => useQuery(conditionsQueryOptions());

/** One method by id (from the same cached list). */
export function useFiatMethod(bankId: string | undefined) {
  const query = useConditions();
  const method = bankId ? query.data?.find((m) => m.id === bankId) : undefined;
  return { ...query, method };
}
