import { useMutation } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '../../../lib/api-client.ts';

export interface CreateBuyOrderBody {
  /** Whole major units, digits only (SPEC §5.1). */
  amount: string;
  bankId: string;
  externalFields: Record<string, string>;
  /** The page origin (SPEC §7). */
  callbackUrl: string;
}

/** POST /api/v2/wallet/orders/buy (Idempotency-Key) → { id }. */
export const createBuyOrder = (body: CreateBuyOrderBody, idempotencyKey: string = newIdempotencyKey()) =>
  api.post<{ id: string }>('/api/v2/wallet/orders/buy', body, { idempotencyKey });

/**
 * One key per submitted form: a retry of the same submission (double click, a lost answer) reuses it and
 * the server answers the first order.
 */
export function useCreateBuyOrder() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateBuyOrderBody; idempotencyKey: string }) =>
      createBuyOrder(body, idempotencyKey),
  });
}
