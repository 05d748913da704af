import type { SportsBetView } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SPORTSBOOK_KEY } from './keys.ts';

/** POST /api/v1/sportsbook/bets/{id}/cashout {amount}: the offer the player confirmed; the bet, cashed out. */
export const cashOut = (id: string, amount: string) =>
  api.post<SportsBetView>(`/api/v1/sportsbook/bets/${encodeURIComponent(id)}/cashout`, { amount });

export function useCashOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount }: { id: string; amount: string }) => cashOut(id, amount),
    onSettled: () =>
      void client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === SPORTSBOOK_KEY && query.queryKey[1] === 'bets',
      }),
  });
}
