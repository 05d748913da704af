import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CatalogGroup } from './catalog-types.ts';

/** GET /api/v2/games/categories: the lobby's sections, in the operator's order. */
export const fetchCategories = (signal?: AbortSignal) =>
  api.get<{ items: CatalogGroup[] }>('/api/v2/games/categories', { signal });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'categories'] as const,
    queryFn: async ({ signal }) => (await fetchCategories(signal)).items,
    staleTime: 10 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
