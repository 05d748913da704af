import type { BonusListResponse, BonusSettings, BonusView } from '@casino/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * The bonus list under the resource's name. Player data: reset when the session changes (ViewerSync); a
 * guest's list is the new player's (every welcome step as it would be).
 */
export const BONUSES_KEY = ['bonuses'] as const;

/** GET /api/v2/bonuses?is_pagination=false (SPEC §7): items with conditions, and the settings. */
export const fetchBonuses = (signal?: AbortSignal) =>
  api.get<BonusListResponse>('/api/v2/bonuses', { signal, query: { is_pagination: false } });

export const bonusesQueryOptions = () =>
  queryOptions({
    queryKey: BONUSES_KEY,
    queryFn: ({ signal }) => fetchBonuses(signal),
    staleTime: 30_000,
  });

export function useBonuses() {
  return useQuery(bonusesQueryOptions());
}

/** Puts a bonus the server answered (claim) into the cached list in place. */
export function replaceBonus(client: QueryClient, bonus: BonusView): void {
  client.setQueryData<BonusListResponse>(BONUSES_KEY, (list) =>
    list ? { ...list, items: list.items.map((item) => (item.id === bonus.id ? bonus : item)) } : list,
  );
}

/** Puts the settings the server answered (loyalty) into the cached list. */
export function replaceSettings(client: QueryClient, settings: BonusSettings): void {
  client.setQueryData<BonusListResponse>(BONUSES_KEY, (list) => (list ? { ...list, settings } : list));
}
