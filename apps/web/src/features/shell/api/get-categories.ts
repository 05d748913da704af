import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface GameCategory {
  id: string;
  value: string;
  title: string;
}

/** GET /api/v2/games/categories: the sidebar's category links. Public, so kept across sign-in. */
export const fetchGameCategories = (signal?: AbortSignal) =>
  api.get<{ items: GameCategory[] }>('/api/v2/games/categories', { signal });

/**
 * The lobby caches the same call under the same key with the same value (the items), so the two share one
 * request; keep them alike (features/lobby/api/get-categories.ts).
 */
export const gameCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'categories'] as const,
    queryFn: async ({ signal }) => (await fetchGameCategories(signal)).items,
    staleTime: 10 * 60_000,
  });

export const useGameCategories = () => useQuery(gameCategoriesQueryOptions());
