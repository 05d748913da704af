import { LAST_BET_CHANNEL, type LastBet } from '@casino/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { subscribe } from '../../../lib/realtime-client.ts';

/** SPEC §9: the last 10 bets. Same key as the game pages' feed, so both read one cache. */
const LAST_BETS_KEPT = 10;
const LAST_BETS_KEY = ['lastBets'] as const;

/** GET /api/v1/games/last-bets → everyone's last settled bets (names masked). */
export const fetchLastBets = (signal?: AbortSignal) =>
  api.get<LastBet[]>('/api/v1/games/last-bets', { signal });

export const lastBetsQueryOptions = () =>
  queryOptions({
    queryKey: LAST_BETS_KEY,
    queryFn: ({ signal }) => fetchLastBets(signal),
    staleTime: Infinity,
  });

/** The feed, kept live from `broadcast:last_bet`. */
export function useLastBets() {
  const queryClient = useQueryClient();
  const query = useQuery(lastBetsQueryOptions());
  useEffect(
    () =>
      subscribe(LAST_BET_CHANNEL, (payload) => {
        const bet = payload as LastBet;
        queryClient.setQueryData<LastBet[]>(LAST_BETS_KEY, (current = []) =>
          [bet, ...current.filter((item) => item.id !== bet.id)].slice(0, LAST_BETS_KEPT),
        );
      }),
    [queryClient],
  );
  return query;
}
