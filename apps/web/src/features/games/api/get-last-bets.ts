import { LAST_BET_CHANNEL, type LastBet } from '@casino/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { subscribe } from '../../../lib/realtime-client.ts';

/** SPEC §9: last 10 bets kept. */
export const LAST_BETS_KEPT = 10;
export const LAST_BETS_KEY = ['lastBets'] as const;
/**
 * A busy casino settles many bets a second: the feed takes them in at most every this many ms, one render
 * for all that arrived meanwhile rather than one each (main-thread time on a slow phone).
 */
export const LAST_BETS_FLUSH_MS = 500;

/** GET /api/v1/games/last-bets → the last 10 settled bets of everyone (names masked). */
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
  useEffect(() => {
    let arrived: LastBet[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      // Newest first, each bet once.
      const fresh = arrived.reverse().filter((bet, i, all) => all.findIndex((b) => b.id === bet.id) === i);
      arrived = [];
      const ids = new Set(fresh.map((bet) => bet.id));
      queryClient.setQueryData<LastBet[]>(LAST_BETS_KEY, (current = []) =>
        [...fresh, ...current.filter((item) => !ids.has(item.id))].slice(0, LAST_BETS_KEPT),
      );
    };
    const unsubscribe = subscribe(LAST_BET_CHANNEL, (payload) => {
      arrived.push(payload as LastBet);
      timer ??= setTimeout(flush, LAST_BETS_FLUSH_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
  return query;
}
