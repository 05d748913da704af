import type { BalanceView, BetResult, BetView } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { BALANCE_KEY } from '../../../wallet/index.ts';
import { applyBetResult } from '../../api/place-bet.ts';
import { type BetCall, type BetRequest, useBetRequest } from '../../lib/use-bet-request.ts';
import { getMyCrashBet, myCrashBetKey } from './get-my-crash-bet.ts';

export interface CashoutCrashBetInput {
  /** The riding bet (not sent: the server cashes out the player's bet in the running round). */
  betId: string;
}

/** A cash-out's answer; read back after a lost answer, it comes without the balance. */
export interface CrashCashoutResult {
  bet: BetView;
  balance?: BalanceView;
}

/** The bet has been cashed out (by the player or its auto cash-out), not lost in the crash. */
const cashedOut = (bet: BetView) =>
  typeof bet.outcome.cashedOutAt === 'number' || (bet.status === 'settled' && Number(bet.multiplier) > 0);

/**
 * POST /api/v1/games/crash/cashout: 409 round_over when the round crashed first (the server decides). It
 * has no Idempotency-Key; it is never paid twice (a second one answers 409), and after a lost answer the
 * retry first reads the bet back.
 */
export function cashoutCrashBet(call?: Pick<BetCall, 'timeoutMs'>): Promise<BetResult> {
  return api.post<BetResult>('/api/v1/games/crash/cashout', undefined, { timeoutMs: call?.timeoutMs });
}

export function useCashoutCrashBet(handlers: {
  onSuccess: (result: CrashCashoutResult) => void;
  onError: (error: unknown) => void;
}): BetRequest<CashoutCrashBetInput, CrashCashoutResult> {
  const queryClient = useQueryClient();
  return useBetRequest<CashoutCrashBetInput, CrashCashoutResult>({
    action: 'cashout',
    send: (_input, call) => cashoutCrashBet(call),
    recover: async ({ betId }, call) => {
      const bet = await getMyCrashBet(undefined, call);
      return bet?.id === betId && cashedOut(bet) ? { bet } : null;
    },
    onSuccess: (result) => {
      applyBetResult(queryClient, result);
      queryClient.setQueryData(myCrashBetKey, result.bet);
      if (!result.balance) void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
