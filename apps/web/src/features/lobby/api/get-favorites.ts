import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useViewer } from '../../auth/index.ts';

export const FAVORITES_KEY = ['favorites'] as const;

/** GET /api/v2/games/favorites → ids, the latest first. Players only. */
export const fetchFavorites = async (signal?: AbortSignal): Promise<string[]> =>
  (await api.get<{ items: Array<{ id: string }> }>('/api/v2/games/favorites', { signal })).items.map(
    (item) => item.id,
  );

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: FAVORITES_KEY,
    queryFn: ({ signal }) => fetchFavorites(signal),
    staleTime: 5 * 60_000,
  });

/** The player's favorite game ids; nothing is asked for a guest. */
export function useFavorites() {
  const { viewer } = useViewer();
  return useQuery({ ...favoritesQueryOptions(), enabled: viewer !== null });
}
