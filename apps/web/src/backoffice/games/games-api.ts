import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NetworkError } from '../../lib/api-client.ts';
import { admin } from '../api/admin-client.ts';
import { BACKOFFICE } from '../api/keys.ts';
import type { AdminGamePage, AdminGameView, GameFilters, GameImportResult, GamePatch } from './game-types.ts';

export const GAMES_PAGE = 50;

export const gameKeys = {
  all: [BACKOFFICE, 'games'] as const,
  list: (params: object) => [BACKOFFICE, 'games', 'list', params] as const,
  filter: (kind: 'categories' | 'providers') => [BACKOFFICE, 'games', 'filter', kind] as const,
};

/** GET /games with the filters, a page at a time in the lobby's order (rate, then id). */
export function useAdminGames(filters: GameFilters, offset: number) {
  const params = {
    search: filters.search || undefined,
    provider: filters.provider || undefined,
    category: filters.category || undefined,
    source: filters.source || undefined,
    hidden: filters.hidden || undefined,
    enabled: filters.enabled || undefined,
    offset,
    limit: GAMES_PAGE,
  };
  return useQuery({
    queryKey: gameKeys.list(params),
    queryFn: ({ signal }) => admin.get<AdminGamePage>('/games', { signal, query: params }),
    placeholderData: keepPreviousData,
  });
}

export interface FilterOption {
  value: string;
  title: string;
}

/**
 * The catalogue's categories or studios for the selects: the lobby's public list (GET /api/v2/games/…), as
 * the operator API has none. It holds those with a game players can see; a hidden game's own category is
 * added by the dialog.
 */
export function useGameFilterOptions(kind: 'categories' | 'providers') {
  return useQuery({
    queryKey: gameKeys.filter(kind),
    queryFn: async ({ signal }) => {
      let response: Response;
      try {
        response = await fetch(`/api/v2/games/${kind}`, { signal, headers: { accept: 'application/json' } });
      } catch (error) {
        if (signal.aborted) throw error;
        throw new NetworkError();
      }
      if (!response.ok) return [];
      const body = (await response.json()) as { items?: Array<{ value: string; title: string }> };
      return (body.items ?? []).map((item): FilterOption => ({ value: item.value, title: item.title }));
    },
    staleTime: 5 * 60_000,
  });
}

export const gameActions = {
  update: (id: string, patch: GamePatch) =>
    admin.patch<AdminGameView>(`/games/${encodeURIComponent(id)}`, { body: patch }),
  /** These games first, in this order. */
  moveToTop: (ids: string[]) => admin.post<{ ids: string[] }>('/games/order', { body: { ids } }),
  importFromProvider: () => admin.post<GameImportResult>('/games/import'),
};
