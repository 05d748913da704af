import type { SportView } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sportsbookKeys } from './keys.ts';

/** GET /api/v1/sportsbook/sports: every sport with its live and upcoming counts. */
export const fetchSports = (signal?: AbortSignal) =>
  api.get<SportView[]>('/api/v1/sportsbook/sports', { signal });

export const sportsQueryOptions = () =>
  queryOptions({
    queryKey: sportsbookKeys.sports,
    queryFn: ({ signal }) => fetchSports(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const useSports = () => useQuery(sportsQueryOptions());
