import type { GameView } from '@casino/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/v2/games/{id}: one game's tile data (the favorites page knows only ids). */
export const fetchGame = (id: string, signal?: AbortSignal) =>
  api.get<GameView>(`/api/v2/games/${encodeURIComponent(id)}`, { signal });

export const gameQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['games', 'detail', id] as const,
    queryFn: ({ signal }) => fetchGame(id, signal),
    staleTime: 5 * 60_000,
  });
