import type { BetResult } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { type BetCall, type BetRequest, useBetRequest } from '../../lib/use-bet-request.ts';
import { applyMinesStep, type MinesStepResult, recoverMinesStep } from './mines-step.ts';

export interface RevealMinesTileInput {
  /** The open round's bet, to read back what became of a reveal whose answer was lost. */
  betId: string;
  tile: number;
}

/** POST /api/v1/games/mines/round/reveal: a gem keeps the round open, a mine (or the last gem) settles it. */
export function revealMinesTile(tile: number, call?: Pick<BetCall, 'timeoutMs'>): Promise<BetResult> {
  return api.post<BetResult>('/api/v1/games/mines/round/reveal', { tile }, { timeoutMs: call?.timeoutMs });
}

export function useRevealMinesTile(handlers: {
  onSuccess: (result: MinesStepResult) => void;
  onError: (error: unknown) => void;
}): BetRequest<RevealMinesTileInput, MinesStepResult> {
  const queryClient = useQueryClient();
  return useBetRequest<RevealMinesTileInput, MinesStepResult>({
    action: 'reveal',
    send: ({ tile }, call) => revealMinesTile(tile, call),
    // A reveal has no Idempotency-Key: before sending it again, see whether the first one was applied.
    recover: ({ betId, tile }, call) =>
      recoverMinesStep(betId, call, (open) => {
        const revealed = open.outcome.revealed;
        return Array.isArray(revealed) && revealed.includes(tile);
      }),
    onSuccess: (result) => {
      applyMinesStep(queryClient, result);
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
