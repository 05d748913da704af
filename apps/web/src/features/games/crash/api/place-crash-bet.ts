import type { BetResult } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { applyBetResult } from '../../api/place-bet.ts';
import { myCrashBetKey } from './get-my-crash-bet.ts';

export interface PlaceCrashBetInput {
  amount: string;
  /** Multiplier (e.g. 2.5) at which the server cashes out on its own; none rides until a manual cash-out. */
  autoCashout?: number;
  idempotencyKey: string;
}

/** POST /api/v1/games/crash/bets: only while the round is betting (409 round_not_betting), one per round. */
export function placeCrashBet({
  amount,
  autoCashout,
  idempotencyKey,
}: PlaceCrashBetInput): Promise<BetResult> {
  const params = autoCashout === undefined ? {} : { autoCashout };
  return api.post<BetResult>('/api/v1/games/crash/bets', { amount, params }, { idempotencyKey });
}

export function usePlaceCrashBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeCrashBet,
    onSuccess: (result) => {
      applyBetResult(queryClient, result);
      queryClient.setQueryData(myCrashBetKey, result.bet);
    },
  });
}
