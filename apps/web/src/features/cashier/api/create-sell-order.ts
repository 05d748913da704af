import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { savedSellDetailsQueryKey } from './get-saved-sell-details.ts';
import { TRANSACTIONS_QUERY_KEY } from './get-transactions.ts';

/** SPEC §3 fiat withdraw payload; the name travels inside details. */
export interface SellOrderBody {
  /** Major units. */
  amount: string;
  bankId: string;
  subbankId?: string;
  details: Record<string, string>;
}

/** POST /api/v2/wallet/orders/sell (Idempotency-Key) → { id }. */
export const createSellOrder = (body: SellOrderBody, idempotencyKey: string) =>
  api.post<{ id: string }>('/api/v2/wallet/orders/sell', body, { idempotencyKey });

export function useCreateSellOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SellOrderBody; idempotencyKey: string }) =>
      createSellOrder(body, idempotencyKey),
    onSuccess: async (_created, { body }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: savedSellDetailsQueryKey(body.bankId) }),
      ]);
    },
  });
}
