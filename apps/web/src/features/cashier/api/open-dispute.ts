import type { DisputeAcceptOption } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TRANSACTIONS_QUERY_KEY } from './get-transactions.ts';

/** SPEC §3 Dispute; the image is base64 without a data: prefix. */
export interface DisputeBody {
  image: { name: string; fileName: string; fileContent: string };
  acceptOption: DisputeAcceptOption;
  amount?: string;
  comment?: string;
  problem?: string;
}

/** POST /api/v1/wallet/orders/buy/{id}/dispute → the order, now disputed. */
export const openDispute = (orderId: string, body: DisputeBody) =>
  api.post<{ id: string; status: string }>(
    `/api/v1/wallet/orders/buy/${encodeURIComponent(orderId)}/dispute`,
    body,
  );

export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: DisputeBody }) => openDispute(orderId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
}
