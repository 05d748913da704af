import type { Leaderboard } from '@casino/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TOURNAMENTS_KEY } from './get-tournaments.ts';

/** Rows per page (the server's default; at most 100). */
export const LEADERBOARD_PAGE_SIZE = 50;
/** Other players' bets do not reach this player's channel: a live board is asked again this often. */
export const LEADERBOARD_POLL_MS = 10_000;

/** GET /api/v1/tournaments/{id}/leaderboard?offset&limit */
export const fetchLeaderboard = (id: string, offset: number, signal?: AbortSignal) =>
  api.get<Leaderboard>(`/api/v1/tournaments/${encodeURIComponent(id)}/leaderboard`, {
    signal,
    query: { offset, limit: LEADERBOARD_PAGE_SIZE },
  });

export const leaderboardKey = (id: string) => [...TOURNAMENTS_KEY, 'leaderboard', id] as const;

function nextOffset(last: Leaderboard): number | undefined {
  const next = last.meta.offset + last.items.length;
  return last.items.length > 0 && next < last.meta.total ? next : undefined;
}

export const leaderboardQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: leaderboardKey(id),
    queryFn: ({ pageParam, signal }) => fetchLeaderboard(id, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: 5_000,
  });

/**
 * The leaderboard, polled every 10 s while `live` and the page is visible (TanStack Query pauses the
 * interval in a background tab).
 */
export const useLeaderboard = (id: string, { enabled = true, live = false } = {}) =>
  useInfiniteQuery({
    ...leaderboardQueryOptions(id),
    enabled,
    refetchInterval: live ? LEADERBOARD_POLL_MS : false,
  });
