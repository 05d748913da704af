import type { BetResult } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { applyBetResult } from '../../api/place-bet.ts';
import { type BetCall, type BetRequest, useBetRequest } from '../../lib/use-bet-request.ts';
import { minesRoundKey } from './get-mines-round.ts';

export interface StartMinesRoundInput {
  amount: string;
  mines: number;
}

/**
 * POST /api/v1/games/mines/bets: stakes the amount and opens a round (409 round_open if one is open). Each
 * start has its own Idempotency-Key, sent again by its retry, so a retry cannot start a second round.
 */
export function startMinesRound(
  { amount, mines }: StartMinesRoundInput,
  { idempotencyKey, timeoutMs }: BetCall,
): Promise<BetResult> {
  return api.post<BetResult>(
    '/api/v1/games/mines/bets',
    { amount, params: { mines } },
    { idempotencyKey, timeoutMs },
  );
}

export function useStartMinesRound(handlers: {
  onSuccess: (result: BetResult) => void;
  onError: (error: unknown) => void;
}): BetRequest<StartMinesRoundInput, BetResult> {
  const queryClient = useQueryClient();
  return useBetRequest({
    send: startMinesRound,
    onSuccess: (result) => {
      applyBetResult(queryClient, result);
      queryClient.setQueryData(minesRoundKey, { bet: result.bet });
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
