import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TWO_FACTOR_HEADER } from '../../../lib/one-time-code.ts';
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

/** POST /api/v2/wallet/orders/sell (Idempotency-Key; x-two-factor-code once two-factor is on) → { id }. */
export const createSellOrder = (body: SellOrderBody, idempotencyKey: string, twoFactorCode?: string) =>
  api.post<{ id: string }>('/api/v2/wallet/orders/sell', body, {
    idempotencyKey,
    // A header, not a body field: the server matches a replayed Idempotency-Key by the body, so the same
    // withdrawal sent again with a fresh code is still the same request.
    headers: twoFactorCode ? { [TWO_FACTOR_HEADER]: twoFactorCode } : undefined,
  });

export function useCreateSellOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
      twoFactorCode,
    }: {
      body: SellOrderBody;
      idempotencyKey: string;
      /** The player's second factor, when two-factor is on (issue 20). */
      twoFactorCode?: string;
    }) => createSellOrder(body, idempotencyKey, twoFactorCode),
    onSuccess: async (_created, { body }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: savedSellDetailsQueryKey(body.bankId) }),
      ]);
    },
  });
}
