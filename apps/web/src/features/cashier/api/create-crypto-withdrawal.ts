import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TRANSACTIONS_QUERY_KEY } from './get-transactions.ts';

/** SPEC §3 crypto withdraw payload. */
export interface CryptoWithdrawBody {
  currency: string;
  address: string;
  /** Major units. */
  amount: string;
  memo?: string;
  provider?: string;
}

/** POST /api/v1/wallet/txns/withdraw (Idempotency-Key) → { id }. */
export const createCryptoWithdrawal = (body: CryptoWithdrawBody, idempotencyKey: string) =>
  api.post<{ id: string }>('/api/v1/wallet/txns/withdraw', body, { idempotencyKey });

export function useCreateCryptoWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CryptoWithdrawBody; idempotencyKey: string }) =>
      createCryptoWithdrawal(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
}
