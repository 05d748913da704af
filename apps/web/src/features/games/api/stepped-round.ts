import type { BalanceView, BetResult, BetView } from '@casino/shared';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { BALANCE_KEY } from '../../wallet/index.ts';
import { type BetCall, type BetRequest, useBetRequest } from '../lib/use-bet-request.ts';
import { applyBetResult } from './place-bet.ts';

/**
 * Coin flip, hi-lo and blackjack rounds (played in steps, kept on the server):
 * GET /api/v1/games/{id}/round, POST /api/v1/games/{id}/bets to start one,
 * POST /api/v1/games/{id}/round/action {step, action, ...} for each decision.
 */
export type SteppedGame = 'coinflip' | 'hilo' | 'blackjack';

export interface SteppedRoundResponse {
  bet: BetView | null;
}

/** A decision's answer; read back after a lost answer, it comes without the balance. */
export interface SteppedStepResult {
  bet: BetView;
  balance?: BalanceView;
}

export const steppedRoundKey = (game: SteppedGame) => ['steppedRound', game] as const;

const path = (game: SteppedGame) => `/api/v1/games/${game}`;

export function getSteppedRound(
  game: SteppedGame,
  signal?: AbortSignal,
  call?: Pick<BetCall, 'timeoutMs'>,
): Promise<SteppedRoundResponse> {
  return api.get<SteppedRoundResponse>(`${path(game)}/round`, { signal, timeoutMs: call?.timeoutMs });
}

export const steppedRoundQueryOptions = (game: SteppedGame, enabled: boolean) =>
  queryOptions({
    queryKey: steppedRoundKey(game),
    queryFn: ({ signal }) => getSteppedRound(game, signal),
    enabled,
    // Another tab may have played the round on.
    refetchOnWindowFocus: true,
  });

export function useSteppedRound(game: SteppedGame, enabled: boolean) {
  return useQuery(steppedRoundQueryOptions(game, enabled));
}

/** The round's step: a decision names it, so a decision sent twice is applied once. */
export const roundStep = (bet: BetView): number => Number(bet.outcome.step ?? 0);

function applyStep(queryClient: QueryClient, game: SteppedGame, result: SteppedStepResult) {
  applyBetResult(queryClient, result);
  queryClient.setQueryData(steppedRoundKey(game), { bet: result.bet.status === 'open' ? result.bet : null });
  if (!result.balance) void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
}

export interface StartRoundInput {
  amount: string;
}

/** Starts a round: its own Idempotency-Key, sent again by its retry, so a retry cannot start a second one. */
export function useStartRound(
  game: SteppedGame,
  handlers: { onSuccess: (result: BetResult) => void; onError: (error: unknown) => void },
): BetRequest<StartRoundInput, BetResult> {
  const queryClient = useQueryClient();
  return useBetRequest<StartRoundInput, BetResult>({
    send: ({ amount }, { idempotencyKey, timeoutMs }) =>
      api.post<BetResult>(`${path(game)}/bets`, { amount, params: {} }, { idempotencyKey, timeoutMs }),
    onSuccess: (result) => {
      applyStep(queryClient, game, result);
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}

export interface RoundActionInput {
  betId: string;
  step: number;
  action: Record<string, unknown> & { action: string };
}

/**
 * One decision. Sent again after a lost answer it is harmless (the server answers the round as it is); if
 * that decision ended the round, the settled bet is read back instead.
 */
export function useRoundAction(
  game: SteppedGame,
  handlers: { onSuccess: (result: SteppedStepResult) => void; onError: (error: unknown) => void },
): BetRequest<RoundActionInput, SteppedStepResult> {
  const queryClient = useQueryClient();
  return useBetRequest<RoundActionInput, SteppedStepResult>({
    action: 'reveal',
    send: ({ step, action }, { timeoutMs }) =>
      api.post<BetResult>(`${path(game)}/round/action`, { step, ...action }, { timeoutMs }),
    recover: async ({ betId, step }, call) => {
      const { bet } = await getSteppedRound(game, undefined, call);
      if (bet?.id === betId) return roundStep(bet) > step ? { bet } : null;
      const settled = await api.get<BetView>(`/api/v1/games/bets/${encodeURIComponent(betId)}`, {
        timeoutMs: call.timeoutMs,
      });
      return { bet: settled };
    },
    onSuccess: (result) => {
      applyStep(queryClient, game, result);
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
