import type { DepositInvoiceProvider } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { depositAddressesQueryKey } from './get-deposit-addresses.ts';

/** SPEC §3 crypto deposit address; `memo` is set on shared-address networks (TON). Amounts in major units. */
export interface CryptoDepositAddress {
  address: string;
  minAmount: string;
  memo?: string;
}

/** POST /api/v1/wallet/txns/deposit {currency}: the player's deposit address (created on first ask). */
export const createDepositAddress = (currency: string) =>
  api.post<CryptoDepositAddress>('/api/v1/wallet/txns/deposit', { currency });

export interface InvoiceDepositBody {
  /** Major units ("25.5"). */
  amount: string;
  currency: string;
  provider: DepositInvoiceProvider;
}

/** POST /api/v1/wallet/txns/deposit {amount, currency, provider} (Idempotency-Key) → the invoice to open. */
export const createInvoiceDeposit = (body: InvoiceDepositBody, idempotencyKey: string) =>
  api.post<{ redirectUrl: string }>('/api/v1/wallet/txns/deposit', body, { idempotencyKey });

export function useCreateDepositAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepositAddress,
    onSuccess: (_address, currency) =>
      queryClient.invalidateQueries({ queryKey: depositAddressesQueryKey(currency) }),
  });
}

/** The form's Idempotency-Key (`useIdempotencyKey`): a double click, a retry or a reload answers the first invoice. */
export function useCreateInvoiceDeposit() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: InvoiceDepositBody; idempotencyKey: string }) =>
      createInvoiceDeposit(body, idempotencyKey),
  });
}
