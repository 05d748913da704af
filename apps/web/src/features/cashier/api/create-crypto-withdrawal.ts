import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TWO_FACTOR_HEADER } from '../../../lib/one-time-code.ts';
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

/** POST /api/v1/wallet/txns/withdraw (Idempotency-Key; x-two-factor-code once two-factor is on) → { id }. */
export const createCryptoWithdrawal = (
  body: CryptoWithdrawBody,
  idempotencyKey: string,
  twoFactorCode?: string,
) =>
  api.post<{ id: string }>('/api/v1/wallet/txns/withdraw', body, {
    idempotencyKey,
    // A header, not a body field: the server matches a replayed Idempotency-Key by the body, so the same
    // withdrawal sent again with a fresh code is still the same request.
    headers: twoFactorCode ? { [TWO_FACTOR_HEADER]: twoFactorCode } : undefined,
  });

export function useCreateCryptoWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
      twoFactorCode,
    }: {
      body: CryptoWithdrawBody;
      idempotencyKey: string;
      /** The player's second factor, when two-factor is on (issue 20). */
      twoFactorCode?: string;
    }) => createCryptoWithdrawal(body, idempotencyKey, twoFactorCode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
}
