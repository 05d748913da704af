import type { PromoActivationResponse } from '@casino/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { BALANCE_KEY } from '../../wallet/index.ts';
import { BONUSES_KEY } from '../api/get-bonuses.ts';

/**
 * POST /api/v1/promo-codes/activate {code}: main money, a bonus granted, or a bonus's conditions opened
 * (SPEC §2.4's three modal states). Errors: 400 promo_code_invalid / _used / _expired / _exhausted,
 * bonus_active; 429 too_many_requests (retry_after); 401 for guests.
 */
export const activatePromoCode = (code: string) =>
  api.post<PromoActivationResponse>('/api/v1/promo-codes/activate', { code });

/** Whatever a code gave, the balance and the bonus list have changed. */
export function refreshAfterPromo(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: BALANCE_KEY });
  void client.invalidateQueries({ queryKey: BONUSES_KEY });
}

export function useActivatePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: activatePromoCode,
    onSuccess: () => refreshAfterPromo(client),
  });
}
