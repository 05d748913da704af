import {
  SPORTSBOOK_CHANNEL,
  type SportsEventUpdate,
  type SportsEventView,
  type SportsPage,
} from '@casino/shared';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribe } from '../../../lib/realtime-client.ts';
import { SPORTSBOOK_KEY } from '../api/keys.ts';
import { applyUpdate, slipChanges } from './apply-update.ts';
import { betSlip } from './bet-slip-store.ts';

const isUpdate = (payload: unknown): payload is SportsEventUpdate =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as SportsEventUpdate).id === 'string' &&
  Array.isArray((payload as SportsEventUpdate).markets);

/**
 * Puts one update into every cached view of its event (lists, the event page, favorites). Returns whether
 * the event changed status in some list (it moved between live and upcoming, or ended): those lists are
 * then fetched again.
 */
export function patchCaches(client: QueryClient, update: SportsEventUpdate): boolean {
  let statusChanged = false;
  const patch = (event: SportsEventView) => {
    if (event.id !== update.id) return event;
    if (event.status !== update.status) statusChanged = true;
    return applyUpdate(event, update);
  };
  client.setQueriesData<InfiniteData<SportsPage<SportsEventView>>>(
    { queryKey: [SPORTSBOOK_KEY, 'events'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) =>
          page.data.some((e) => e.id === update.id) ? { ...page, data: page.data.map(patch) } : page,
        ),
      },
  );
  client.setQueryData<SportsEventView>([SPORTSBOOK_KEY, 'event', update.id], (event) =>
    event ? applyUpdate(event, update) : event,
  );
  client.setQueryData<SportsEventView[]>([SPORTSBOOK_KEY, 'favorites'], (list) =>
    list?.some((e) => e.id === update.id) ? list.map(patch) : list,
  );
  return statusChanged;
}

/**
 * Follows `broadcast:sportsbook` while a sportsbook page is open: odds, suspensions, scores and clocks
 * land in the cached views (the odds buttons flash) and on the bet slip.
 */
export function useSportsbookUpdates(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribe(SPORTSBOOK_CHANNEL, (payload) => {
        if (!isUpdate(payload)) return;
        if (patchCaches(client, payload))
          void client.invalidateQueries({ queryKey: [SPORTSBOOK_KEY, 'events'] });
        betSlip.update(slipChanges(payload));
      }),
    [client],
  );
}
