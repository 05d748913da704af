import type { TournamentView } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { TOURNAMENTS_KEY } from './get-tournaments.ts';

/** GET /api/v1/tournaments/{id}: 404 not_found for an unknown one, or a VIP-only one for anyone else. */
export const fetchTournament = (id: string, signal?: AbortSignal) =>
  api.get<TournamentView>(`/api/v1/tournaments/${encodeURIComponent(id)}`, { signal });

export const tournamentKey = (id: string) => [...TOURNAMENTS_KEY, 'detail', id] as const;

/** Ids are positive integers (the server's tournamentParams); anything else cannot exist. */
export const isTournamentId = (id: string) => /^[1-9]\d{0,17}$/.test(id);

/** The server said there is no such tournament (for this player): the page is the 404. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const tournamentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKey(id),
    queryFn: ({ signal }) => fetchTournament(id, signal),
    staleTime: 30_000,
    // A 404 is an answer, not a hiccup: no retries before the not-found page.
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });

export const useTournament = (id: string) =>
  useQuery({ ...tournamentQueryOptions(id), enabled: isTournamentId(id) });
