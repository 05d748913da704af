import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TRANSACTIONS_QUERY_KEY } from './get-transactions.ts';

/** POST /api/v1/wallet/orders/sell/{id}/cancel: cancels a pending fiat withdrawal (SPEC §4.3). */
export const cancelSellOrder = (id: string) =>
  api.post<{ id: string; status: string }>(`/api/v1/wallet/orders/sell/${encodeURIComponent(id)}/cancel`);

export function useCancelSellOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSellOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
}
