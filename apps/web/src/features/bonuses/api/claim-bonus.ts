import type { BonusView } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { BONUSES_KEY, replaceBonus } from './get-bonuses.ts';

/** POST /api/v1/bonuses/{id}/claim (no body): a personal or promo free-spins bonus becomes the player's. */
export const claimBonus = (id: string) =>
  api.post<BonusView>(`/api/v1/bonuses/${encodeURIComponent(id)}/claim`);

/** Claims, then refreshes the list (other bonuses' statuses may follow) and the balance (bonus money). */
export function useClaimBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimBonus,
    onSuccess: (bonus) => {
      replaceBonus(client, bonus);
      void client.invalidateQueries({ queryKey: BONUSES_KEY });
      void client.invalidateQueries({ queryKey: ['balance'] });
    },
  });
}
