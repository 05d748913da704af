import { useQuery } from '@tanstack/react-query';
import { admin } from './admin-client.ts';
import { keys } from './keys.ts';
import type { AdminTournament, CatalogueBonus } from './types.ts';

export function useCatalogueBonuses() {
  return useQuery({
    queryKey: keys.bonuses,
    queryFn: ({ signal }) => admin.get<{ items: CatalogueBonus[] }>('/bonuses', { signal }),
  });
}

export function useAdminTournaments() {
  return useQuery({
    queryKey: keys.tournaments,
    queryFn: ({ signal }) => admin.get<{ items: AdminTournament[] }>('/tournaments', { signal }),
  });
}

export const promotionActions = {
  retireBonus: (id: string) => admin.post<CatalogueBonus>(`/bonuses/${id}/retire`),
  endTournament: (id: string) => admin.post<AdminTournament>(`/tournaments/${id}/end`),
  cancelTournament: (id: string, reason: string) =>
    admin.post<AdminTournament>(`/tournaments/${id}/cancel`, { body: { reason } }),
};
