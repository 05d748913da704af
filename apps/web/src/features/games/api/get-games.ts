import type { GameView } from '@casino/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gameDetailQueryOptions } from './get-game.ts';

export interface GamesQuery {
  sort?: 'rate' | 'title' | 'popularity' | 'recently';
  limit?: number;
  offset?: number;
  search?: string;
  category?: string;
  provider?: string;
}

export interface GamesPage {
  items: GameView[];
  meta: { total: number; offset: number; limit: number };
}

/** GET /api/v2/games (SPEC §7). */
export const fetchGames = (query: GamesQuery, signal?: AbortSignal) =>
  api.get<GamesPage>('/api/v2/games', { query: { ...query }, signal });

export const gamesQueryOptions = (query: GamesQuery = {}) =>
  queryOptions({
    queryKey: ['games', query] as const,
    queryFn: ({ signal }) => fetchGames(query, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useGames = (query: GamesQuery = {}) => useQuery(gamesQueryOptions(query));

/**
 * One game's catalog entry (title, RTP, provider) for its page: asked by id, since with hundreds of games a
 * list page would not hold it.
 */
export function useGameInfo(gameId: string): GameView | undefined {
  return useQuery(gameDetailQueryOptions(gameId)).data;
}
