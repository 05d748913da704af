import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** SPEC §3 withdraw fee response, major-unit decimal strings in the crypto currency. */
export interface WithdrawFeeView {
  fee: string;
  minAmount: string;
  maxAmount: string;
}

/** GET /api/v1/wallet/currencies/{code}/withdraw_fee?amount={n}. */
export const fetchWithdrawFee = (code: string, amount: string, signal?: AbortSignal) =>
  api.get<WithdrawFeeView>(`/api/v1/wallet/currencies/${encodeURIComponent(code)}/withdraw_fee`, {
    signal,
    query: { amount },
  });

export const withdrawFeeQueryOptions = (code: string, amount: string) =>
  queryOptions({
    queryKey: ['withdrawFee', code, amount] as const,
    queryFn: ({ signal }) => fetchWithdrawFee(code, amount, signal),
    staleTime: 30_000,
  });

/**
 * The fee for `amount`, or nothing while `amount` is null. The caller debounces (SPEC §5.4: 200 ms after
 * the amount changes, only when it is above zero); the previous answer stays shown while the next loads.
 */
export const useWithdrawFee = (code: string, amount: string | null) =>
  useQuery({
    ...withdrawFeeQueryOptions(code, amount ?? ''),
    enabled: amount !== null,
    placeholderData: (previous) => previous,
  });
