import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface CreateBuyOrderBody {
  /** Whole major units, digits only (SPEC §5.1). */
  amount: string;
  bankId: string;
  externalFields: Record<string, string>;
  /** The page origin (SPEC §7). */
  callbackUrl: string;
}

/** POST /api/v2/wallet/orders/buy (Idempotency-Key) → { id }. */
export const createBuyOrder = (body: CreateBuyOrderBody, idempotencyKey: string) =>
  api.post<{ id: string }>('/api/v2/wallet/orders/buy', body, { idempotencyKey });

/**
 * The caller passes the form's key (`useIdempotencyKey`): a retry of the same submission (double click, a lost
 * answer, a reload) reuses it and the server answers the first order.
 */
export function useCreateBuyOrder() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateBuyOrderBody; idempotencyKey: string }) =>
      createBuyOrder(body, idempotencyKey),
  });
}
