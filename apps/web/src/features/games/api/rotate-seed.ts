import type { RotatedSeeds } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { FAIRNESS_KEY } from './get-fairness.ts';

/** POST /api/v1/fairness/rotate {clientSeed}: reveals the previous server seed and starts a new pair. */
export const rotateSeed = (clientSeed: string) =>
  api.post<RotatedSeeds>('/api/v1/fairness/rotate', { clientSeed });

export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeed,
    onSuccess: (result) => {
      queryClient.setQueryData(FAIRNESS_KEY, result.current);
      // The bets of the previous pair are now verifiable: reload them with their revealed seed.
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
    },
  });
}
