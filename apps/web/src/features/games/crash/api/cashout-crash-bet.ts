import type { BetResult } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { applyBetResult } from '../../api/place-bet.ts';
import { myCrashBetKey } from './get-my-crash-bet.ts';

/** POST /api/v1/games/crash/cashout: 409 round_over when the round crashed first (the server decides). */
export function cashoutCrashBet(): Promise<BetResult> {
  return api.post<BetResult>('/api/v1/games/crash/cashout');
}

export function useCashoutCrashBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cashoutCrashBet,
    onSuccess: (result) => {
      applyBetResult(queryClient, result);
      queryClient.setQueryData(myCrashBetKey, result.bet);
    },
  });
}
