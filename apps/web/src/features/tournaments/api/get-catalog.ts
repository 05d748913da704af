import type { GameView } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';

interface GamesPage {
  items: GameView[];
  meta: { total: number; offset: number; limit: number };
}

/**
 * The whole game catalogue (small: one page of 100), under the key the game pages read it by
 * (`['games', { limit: 100 }]`), so the tournament pages and the games share one request. Tournaments name
 * their counting games by id; this gives their titles and art.
 */
const CATALOG_QUERY = { limit: 100 } as const;

export const catalogQueryOptions = () =>
  queryOptions({
    queryKey: ['games', CATALOG_QUERY] as const,
    queryFn: ({ signal }) => api.get<GamesPage>('/api/v2/games', { signal, query: { ...CATALOG_QUERY } }),
    staleTime: 5 * 60_000,
  });

/** Games by id (empty while loading or when the catalogue failed: the pages then show no art). */
export function useGameCatalog(): ReadonlyMap<string, GameView> {
  const { data } = useQuery(catalogQueryOptions());
  const items = data?.items;
  return useMemo(() => new Map(items?.map((game) => [game.id, game])), [items]);
}
