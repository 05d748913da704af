import type { TournamentList, TournamentStatus } from '@casino/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Every tournament query starts with this key (the sidebar's first 3 too), so one invalidation refreshes
 * them all. Player data (VIP-only ones depend on the token): ViewerSync resets them on sign-in and out.
 */
export const TOURNAMENTS_KEY = ['tournaments'] as const;

/** Cards per page of a tab: 3 rows of the widest grid. */
export const TOURNAMENTS_PAGE_SIZE = 12;

/** GET /api/v1/tournaments?status&offset&limit (guests too; the token shows VIP players the VIP-only ones). */
export const fetchTournaments = (status: TournamentStatus, offset: number, signal?: AbortSignal) =>
  api.get<TournamentList>('/api/v1/tournaments', {
    signal,
    query: { status, offset, limit: TOURNAMENTS_PAGE_SIZE },
  });

/** The offset of the next page, or undefined when every tournament of the tab is loaded. */
export function nextOffset(last: TournamentList): number | undefined {
  const next = last.meta.offset + last.items.length;
  return last.items.length > 0 && next < last.meta.total ? next : undefined;
}

/** One tab of the list page, a page at a time (show more). */
export const tournamentsQueryOptions = (status: TournamentStatus) =>
  infiniteQueryOptions({
    queryKey: [...TOURNAMENTS_KEY, 'list', status] as const,
    queryFn: ({ pageParam, signal }) => fetchTournaments(status, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: 30_000,
  });

export const useTournaments = (status: TournamentStatus) => useInfiniteQuery(tournamentsQueryOptions(status));
