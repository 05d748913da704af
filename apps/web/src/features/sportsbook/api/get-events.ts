import type { SportsEventView, SportsPage } from '@casino/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type EventsFilter, sportsbookKeys } from './keys.ts';

export const EVENTS_PAGE_SIZE = 30;

/** GET /api/v1/sportsbook/events?sport&league&live&offset&limit: events with their main market. */
export const fetchEvents = (filter: EventsFilter, offset: number, limit: number, signal?: AbortSignal) =>
  api.get<SportsPage<SportsEventView>>('/api/v1/sportsbook/events', {
    signal,
    query: {
      sport: filter.sport,
      league: filter.league,
      live: filter.live === undefined ? undefined : String(filter.live),
      offset,
      limit,
    },
  });

export function nextEventsOffset(last: SportsPage<SportsEventView>): number | undefined {
  const next = last.meta.offset + last.data.length;
  return last.data.length > 0 && next < last.meta.total ? next : undefined;
}

/** A list of events, a page at a time (show more); kept fresh by realtime updates between refetches. */
export const eventsQueryOptions = (filter: EventsFilter, limit = EVENTS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...sportsbookKeys.events(filter), limit] as const,
    queryFn: ({ pageParam, signal }) => fetchEvents(filter, pageParam, limit, signal),
    initialPageParam: 0,
    getNextPageParam: nextEventsOffset,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const useEvents = (filter: EventsFilter, limit?: number) =>
  useInfiniteQuery(eventsQueryOptions(filter, limit));
