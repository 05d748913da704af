import type { GameView } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

/** GET /api/v2/games/{id}: one game (403 game_unavailable when blacklisted for the player, 404 unknown). */
export const fetchGame = (id: string, signal?: AbortSignal) =>
  api.get<GameView>(`/api/v2/games/${encodeURIComponent(id)}`, { signal });

/** The same key as the lobby's favorites page reads a game under, so either fills the other's cache. */
export const gameDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['games', 'detail', id] as const,
    queryFn: ({ signal }) => fetchGame(id, signal),
    staleTime: 5 * 60_000,
    // A missing or blocked game stays so; another failure (the network) is worth one more try.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

export const useGame = (id: string) => useQuery(gameDetailQueryOptions(id));
