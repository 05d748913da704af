import type { BetResult } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { applyBetResult } from '../../api/place-bet.ts';
import { minesRoundKey } from './get-mines-round.ts';

export interface StartMinesRoundInput {
  amount: string;
  mines: number;
  /** One per click, so a retry of the same click cannot start a second round. */
  idempotencyKey: string;
}

/** POST /api/v1/games/mines/bets: stakes the amount and opens a round (409 round_open if one is open). */
export function startMinesRound({ amount, mines, idempotencyKey }: StartMinesRoundInput): Promise<BetResult> {
  return api.post<BetResult>('/api/v1/games/mines/bets', { amount, params: { mines } }, { idempotencyKey });
}

export function useStartMinesRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMinesRound,
    onSuccess: (result) => {
      applyBetResult(queryClient, result);
      queryClient.setQueryData(minesRoundKey, { bet: result.bet });
    },
  });
}
