import type { BetResult } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { applyBetResult } from '../../api/place-bet.ts';
import { minesRoundKey } from './get-mines-round.ts';

/** POST /api/v1/games/mines/round/cashout: settles the open round at its current multiplier. */
export function cashoutMinesRound(): Promise<BetResult> {
  return api.post<BetResult>('/api/v1/games/mines/round/cashout');
}

export function useCashoutMinesRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cashoutMinesRound,
    onSuccess: (result) => {
      applyBetResult(queryClient, result);
      queryClient.setQueryData(minesRoundKey, { bet: null });
    },
  });
}
