import type { BetResult } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { applyBetResult } from '../../api/place-bet.ts';
import { type BetCall, type BetRequest, useBetRequest } from '../../lib/use-bet-request.ts';
import { myCrashBetKey } from './get-my-crash-bet.ts';

export interface PlaceCrashBetInput {
  /** The round the bet is for (not sent): a bet for the next round is a new bet, with a new key. */
  roundId: string;
  amount: string;
  /** Multiplier (e.g. 2.5) at which the server cashes out on its own; none rides until a manual cash-out. */
  autoCashout?: number;
}

/**
 * POST /api/v1/games/crash/bets: only while the round is betting (409 round_not_betting), one per round.
 * The retry of a bet whose answer was lost sends its Idempotency-Key again: the server answers that bet.
 */
export function placeCrashBet(
  { amount, autoCashout }: PlaceCrashBetInput,
  { idempotencyKey, timeoutMs }: BetCall,
): Promise<BetResult> {
  const params = autoCashout === undefined ? {} : { autoCashout };
  return api.post<BetResult>('/api/v1/games/crash/bets', { amount, params }, { idempotencyKey, timeoutMs });
}

export function usePlaceCrashBet(handlers: {
  onSuccess: (result: BetResult, input: PlaceCrashBetInput) => void;
  onError: (error: unknown) => void;
}): BetRequest<PlaceCrashBetInput, BetResult> {
  const queryClient = useQueryClient();
  return useBetRequest({
    send: placeCrashBet,
    onSuccess: (result, input) => {
      applyBetResult(queryClient, result);
      queryClient.setQueryData(myCrashBetKey, result.bet);
      handlers.onSuccess(result, input);
    },
    onError: handlers.onError,
  });
}
