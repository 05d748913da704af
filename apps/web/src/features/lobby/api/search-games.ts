import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { GamesPage } from './catalog-types.ts';

/** SPEC §5.6: the game search runs only with more than 2 characters. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_LIMIT = 30;

export const canSearch = (term: string) => term.trim().length >= SEARCH_MIN_LENGTH;

/** GET /api/v2/games?search= (title or provider, accents and case ignored by the server). */
export const searchGames = (term: string, signal?: AbortSignal) =>
  api.get<GamesPage>('/api/v2/games', { query: { search: term, limit: SEARCH_LIMIT }, signal });

export const searchGamesQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['games', 'search', term] as const,
    queryFn: ({ signal }) => searchGames(term, signal),
    staleTime: 60_000,
  });

/** Runs for a (debounced) term of 3+ characters; below that no request is made. */
export function useGameSearchResults(term: string) {
  const trimmed = term.trim();
  return useQuery({
    ...searchGamesQueryOptions(trimmed),
    enabled: canSearch(trimmed),
    placeholderData: keepPreviousData,
  });
}

/** The most played games this week, shown before the player types. */
export const popularGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'popular'] as const,
    queryFn: ({ signal }) =>
      api.get<GamesPage>('/api/v2/games', { query: { sort: 'popularity', limit: 6 }, signal }),
    staleTime: 5 * 60_000,
  });

export const usePopularGames = () => useQuery(popularGamesQueryOptions());
