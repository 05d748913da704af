import type { GameLaunchRequest, GameLaunchView } from '@casino/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export type LaunchMode = GameLaunchRequest['mode'];

/**
 * POST /api/v2/games/{id}/launch {mode} → the studio's session URL for the frame. Demo needs no sign-in
 * (when the game allows it); real money needs a player. Errors: 403 game_unavailable (blacklisted for the
 * player's country or currency), 404 not_found, 503 provider_unavailable, 401 for real money as a guest.
 */
export const launchGame = (id: string, mode: LaunchMode) =>
  api.post<GameLaunchView>(`/api/v2/games/${encodeURIComponent(id)}/launch`, {
    mode,
  } satisfies GameLaunchRequest);

/**
 * A session per page visit, mode and player: kept while the frame shows it (never refetched behind its
 * back, which would restart the game) and dropped when the page is left, so a return opens a fresh one.
 */
export const launchQueryOptions = (id: string, mode: LaunchMode, player: string | null) =>
  queryOptions({
    queryKey: ['games', 'launch', id, mode, player] as const,
    queryFn: () => launchGame(id, mode),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
