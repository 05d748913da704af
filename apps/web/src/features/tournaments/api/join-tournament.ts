import type { TournamentView } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { tournamentKey } from './get-tournament.ts';
import { TOURNAMENTS_KEY } from './get-tournaments.ts';

/** POST /api/v1/tournaments/{id}/join (signed in, no body): the tournament with joined: true. */
export const joinTournament = (id: string) =>
  api.post<TournamentView>(`/api/v1/tournaments/${encodeURIComponent(id)}/join`);

/** Joins, puts the answer in place and refreshes the lists (the players count) and the leaderboard. */
export function useJoinTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinTournament,
    onSuccess: (tournament) => {
      client.setQueryData(tournamentKey(tournament.id), tournament);
      void client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === TOURNAMENTS_KEY[0] && query.queryKey[1] !== 'detail',
      });
    },
  });
}
