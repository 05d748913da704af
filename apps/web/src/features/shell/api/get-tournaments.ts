import { SIDEBAR_TOURNAMENTS, type TournamentList } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/v1/tournaments?limit=3: the sidebar's first tournaments. The server leaves out VIP-only ones for
 * everyone but VIP players (the token is sent), so the key is reset with the session (ViewerSync).
 */
export const fetchSidebarTournaments = (signal?: AbortSignal) =>
  api.get<TournamentList>('/api/v1/tournaments', { signal, query: { limit: SIDEBAR_TOURNAMENTS } });

export const sidebarTournamentsQueryOptions = () =>
  queryOptions({
    queryKey: ['tournaments', { limit: SIDEBAR_TOURNAMENTS }] as const,
    queryFn: ({ signal }) => fetchSidebarTournaments(signal),
    staleTime: 5 * 60_000,
  });

export const useSidebarTournaments = () => useQuery(sidebarTournamentsQueryOptions());
