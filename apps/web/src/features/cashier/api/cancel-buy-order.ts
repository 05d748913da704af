import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import type { FiatOrder } from './get-buy-order.ts';
import { TRANSACTIONS_QUERY_KEY } from './get-transactions.ts';

/**
 * POST /api/v1/wallet/orders/buy/{id}/cancel (Idempotency-Key) → the order, now declined. Only the player's
 * own unpaid order before its expiry; anything else is 409 (already cancelled, paid, settled or lapsed).
 */
export const cancelBuyOrder = (id: string, idempotencyKey: string) =>
  api.post<FiatOrder>(`/api/v1/wallet/orders/buy/${encodeURIComponent(id)}/cancel`, undefined, {
    idempotencyKey,
  });

/**
 * Cancels the order once per intent (a double click or a retry after a lost answer sends the same key),
 * then puts the declined order in its cache and refreshes the history.
 */
export function useCancelBuyOrder(id: string) {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey(`cancel-buy-order.${id}`);
  return useMutation({
    mutationFn: () => key.send({ id }, (idempotencyKey) => cancelBuyOrder(id, idempotencyKey)),
    onSuccess: (order) => queryClient.setQueryData(['buyOrder', id], order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
}
