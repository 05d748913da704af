import type { GameView } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** GET /api/v2/games/{id}: one catalog entry (title, rtp), for when the catalog list is not at hand. */
export function getSlotGame(gameId: string, signal?: AbortSignal): Promise<GameView> {
  return api.get<GameView>(`/api/v2/games/${encodeURIComponent(gameId)}`, { signal });
}

export const slotGameQueryOptions = (gameId: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['game', gameId] as const,
    queryFn: ({ signal }) => getSlotGame(gameId, signal),
    enabled,
    staleTime: 30 * 60_000,
    retry: false,
  });

export function useSlotGame(gameId: string, enabled: boolean) {
  return useQuery(slotGameQueryOptions(gameId, enabled));
}
