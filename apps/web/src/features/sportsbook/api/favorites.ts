import type { SportsEventView } from '@casino/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useViewer } from '../../auth/index.ts';
import { sportsbookKeys } from './keys.ts';

/** GET /api/v1/sportsbook/favorites: the player's favorite events. */
export const fetchFavorites = (signal?: AbortSignal) =>
  api.get<SportsEventView[]>('/api/v1/sportsbook/favorites', { signal });

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: sportsbookKeys.favorites,
    queryFn: ({ signal }) => fetchFavorites(signal),
    staleTime: 60_000,
  });

/** The player's favorites (nothing for a guest). */
export function useFavorites() {
  const { viewer } = useViewer();
  return useQuery({ ...favoritesQueryOptions(), enabled: viewer !== null });
}

/** PUT or DELETE /api/v1/sportsbook/favorites/{eventId}; the star changes at once and comes back on failure. */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ event, favorite }: { event: SportsEventView; favorite: boolean }) => {
      const path = `/api/v1/sportsbook/favorites/${encodeURIComponent(event.id)}`;
      return favorite ? api.put<unknown>(path) : api.delete<unknown>(path);
    },
    onMutate: async ({ event, favorite }) => {
      await client.cancelQueries({ queryKey: sportsbookKeys.favorites });
      const before = client.getQueryData<SportsEventView[]>(sportsbookKeys.favorites);
      client.setQueryData<SportsEventView[]>(sportsbookKeys.favorites, (list = []) =>
        favorite ? [...list.filter((e) => e.id !== event.id), event] : list.filter((e) => e.id !== event.id),
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      client.setQueryData(sportsbookKeys.favorites, context?.before);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: sportsbookKeys.favorites }),
  });
}
