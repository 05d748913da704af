import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CatalogGroup } from './catalog-types.ts';

/** GET /api/v2/games/providers. */
export const fetchProviders = (signal?: AbortSignal) =>
  api.get<{ items: CatalogGroup[] }>('/api/v2/games/providers', { signal });

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'providers'] as const,
    queryFn: async ({ signal }) => (await fetchProviders(signal)).items,
    staleTime: 10 * 60_000,
  });

export const useProviders = () => useQuery(providersQueryOptions());
