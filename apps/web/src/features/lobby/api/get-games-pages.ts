import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { GAMES_PAGE_SIZE } from '../lib/constants.ts';
import type { GameSort, GamesPage } from './catalog-types.ts';

export interface GamesFilter {
  category?: string;
  provider?: string;
  sort?: GameSort;
}

/** GET /api/v2/games, one page of 30 at `offset` (SPEC §7). */
export const fetchGamesPage = (filter: GamesFilter, offset: number, signal?: AbortSignal) =>
  api.get<GamesPage>('/api/v2/games', { query: { ...filter, limit: GAMES_PAGE_SIZE, offset }, signal });

/** The offset of the next page, or undefined when every game is loaded. */
export function nextOffset(last: GamesPage): number | undefined {
  const next = last.meta.offset + last.items.length;
  return last.items.length > 0 && next < last.meta.total ? next : undefined;
}

/**
 * A category's or a provider's games, 30 at a time (the show-more control loads the next page). The home
 * section of a category reads the first page under the same key, so its page opens without a wait.
 */
export const gamesPagesQueryOptions = (filter: GamesFilter) =>
  infiniteQueryOptions({
    queryKey: ['games', 'pages', filter] as const,
    queryFn: ({ pageParam, signal }) => fetchGamesPage(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: 5 * 60_000,
  });

export const useGamesPages = (filter: GamesFilter, options: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...gamesPagesQueryOptions(filter), enabled: options.enabled ?? true });
