import type { WheelSpinResult } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { WHEEL_USER_KEY } from './get-wheel-user.ts';

/** POST /api/v1/wheel/spin {clientSeed} (Idempotency-Key) → the prize and the revealed seeds. */
export const spinWheel = (clientSeed: string, idempotencyKey: string = newIdempotencyKey()) =>
  api.post<WheelSpinResult>('/api/v1/wheel/spin', { clientSeed }, { idempotencyKey });

export function useSpinWheel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientSeed }: { clientSeed: string }) => spinWheel(clientSeed),
    // A spin (or a refusal: spun already, a deposit meanwhile) changes what the wheel offers; a prize, the balance.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: WHEEL_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
  });
}
