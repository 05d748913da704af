import type { BetResult } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { type BetCall, type BetRequest, useBetRequest } from '../../lib/use-bet-request.ts';
import { applyMinesStep, type MinesStepResult, recoverMinesStep } from './mines-step.ts';

export interface CashoutMinesRoundInput {
  /** The open round's bet, to read back what became of a cash-out whose answer was lost. */
  betId: string;
}

/** POST /api/v1/games/mines/round/cashout: settles the open round at its current multiplier. */
export function cashoutMinesRound(call?: Pick<BetCall, 'timeoutMs'>): Promise<BetResult> {
  return api.post<BetResult>('/api/v1/games/mines/round/cashout', undefined, { timeoutMs: call?.timeoutMs });
}

export function useCashoutMinesRound(handlers: {
  onSuccess: (result: MinesStepResult) => void;
  onError: (error: unknown) => void;
}): BetRequest<CashoutMinesRoundInput, MinesStepResult> {
  const queryClient = useQueryClient();
  return useBetRequest<CashoutMinesRoundInput, MinesStepResult>({
    action: 'cashout',
    send: (_input, call) => cashoutMinesRound(call),
    // A cash-out has no Idempotency-Key: if the round is no longer open, the first one settled it.
    recover: ({ betId }, call) => recoverMinesStep(betId, call, () => false),
    onSuccess: (result) => {
      applyMinesStep(queryClient, result);
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
