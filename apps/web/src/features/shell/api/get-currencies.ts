import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface CurrencyOption {
  code: string;
  name: string;
  icon: string;
  isFiat: boolean;
  precision: number;
  displayFormat: string;
}

/** GET /api/v1/wallet/currencies/bonus: the currencies a balance can be shown in (the popover's select). */
export const fetchCurrencies = (signal?: AbortSignal) =>
  api.get<CurrencyOption[]>('/api/v1/wallet/currencies/bonus', { signal });

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['currencies'] as const,
    queryFn: ({ signal }) => fetchCurrencies(signal),
    staleTime: 30 * 60_000,
  });

export const useCurrencies = (enabled = true) => useQuery({ ...currenciesQueryOptions(), enabled });
