import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { FiatOrder } from './get-buy-order.ts';

/** Plain base64 of the image (no `data:` prefix), as the shared `paidRequest` schema wants. */
export interface MarkPaidBody {
  name: string;
  fileName: string;
  fileContent: string;
}

/** POST /api/v1/wallet/orders/buy/{id}/paid → the order (now wait_for_confirmation). */
export const markOrderPaid = (id: string, body: MarkPaidBody) =>
  api.post<FiatOrder>(`/api/v1/wallet/orders/buy/${encodeURIComponent(id)}/paid`, body);

export function useMarkOrderPaid(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkPaidBody) => markOrderPaid(id, body),
    onSuccess: (order) => queryClient.setQueryData(['buyOrder', id], order),
  });
}
