import type { SportsEventView } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sportsbookKeys } from './keys.ts';

/** GET /api/v1/sportsbook/events/{id}: one event with every market. */
export const fetchEvent = (id: string, signal?: AbortSignal) =>
  api.get<SportsEventView>(`/api/v1/sportsbook/events/${encodeURIComponent(id)}`, { signal });

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sportsbookKeys.event(id),
    queryFn: ({ signal }) => fetchEvent(id, signal),
    staleTime: 30_000,
  });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
