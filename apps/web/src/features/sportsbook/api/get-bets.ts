import type { SportsBetView, SportsPage } from '@casino/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sportsbookKeys } from './keys.ts';

export const BETS_PAGE_SIZE = 10;
export type BetsStatus = 'open' | 'settled';

/** GET /api/v1/sportsbook/bets?status&offset&limit: the player's own bets, newest first. */
export const fetchBets = (status: BetsStatus, offset: number, signal?: AbortSignal) =>
  api.get<SportsPage<SportsBetView>>('/api/v1/sportsbook/bets', {
    signal,
    query: { status, offset, limit: BETS_PAGE_SIZE },
  });

/** One page of a tab; open bets refresh now and then, since their cash-out offers follow the odds. */
export const betsQueryOptions = (status: BetsStatus, offset: number) =>
  queryOptions({
    queryKey: [...sportsbookKeys.bets(status), offset] as const,
    queryFn: ({ signal }) => fetchBets(status, offset, signal),
    staleTime: 10_000,
    refetchInterval: status === 'open' ? 15_000 : false,
    placeholderData: keepPreviousData,
  });

export const useBets = (status: BetsStatus, offset: number, enabled = true) =>
  useQuery({ ...betsQueryOptions(status, offset), enabled });
