import type { BetView } from '@casino/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useViewer } from '../../auth/index.ts';

export interface BetsQuery {
  game?: string;
  offset: number;
  limit: number;
}

export interface BetsPage {
  items: BetView[];
  meta: { total: number; offset: number; limit: number };
}

/** GET /api/v1/games/bets?offset&limit&game=: the player's own bets, newest first. */
export const fetchBets = (query: BetsQuery, signal?: AbortSignal) =>
  api.get<BetsPage>('/api/v1/games/bets', { query: { ...query }, signal });

export const betsQueryOptions = (query: BetsQuery) =>
  queryOptions({
    queryKey: ['bets', query] as const,
    queryFn: ({ signal }) => fetchBets(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBets(query: BetsQuery) {
  const { viewer } = useViewer();
  return useQuery({ ...betsQueryOptions(query), enabled: viewer !== null });
}
