import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TRANSACTIONS_QUERY_KEY } from './get-transactions.ts';

/** POST /api/v1/wallet/txns/cancel/{id}: cancels a pending withdrawal (SPEC §4.3). */
export const cancelTransaction = (id: string) =>
  api.post<{ id: string; status: string }>(`/api/v1/wallet/txns/cancel/${encodeURIComponent(id)}`);

export function useCancelTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransaction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
}
