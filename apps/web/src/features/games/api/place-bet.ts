import type { BalanceView, BetResult, BetView, FairnessView } from '@casino/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { protectionErrorParams } from '../../../lib/api-error-text.ts';
import { miniAppHaptic } from '../../../lib/mini-app-controls.ts';
import { getToken } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignIn } from '../../auth/index.ts';
import { BALANCE_KEY } from '../../wallet/index.ts';
import { betErrorCode, betErrorKey } from '../lib/bet-errors.ts';
import { type BetCall, type BetRequest, useBetRequest } from '../lib/use-bet-request.ts';
import type { BetsPage, BetsQuery } from './get-bets.ts';
import { FAIRNESS_KEY } from './get-fairness.ts';

export interface PlaceBetInput {
  /** Decimal string in the player's currency. */
  amount: string;
  params: Record<string, unknown>;
}

/**
 * POST /api/v1/games/{id}/bets. Each bet has its own Idempotency-Key (every click or auto-bet round is a new
 * bet); a retry of one whose answer was lost sends its key again, so the server answers the bet it placed.
 */
export function placeBet(gameId: string, input: PlaceBetInput, { idempotencyKey, timeoutMs }: BetCall) {
  return api.post<BetResult>(`/api/v1/games/${encodeURIComponent(gameId)}/bets`, input, {
    idempotencyKey,
    timeoutMs,
  });
}

/**
 * Puts a game call's answer into the caches: the new balance, the bet on top of the player's recent bets
 * (first pages of this game and of all games), and the nonce of the seed pair moved on.
 * Other game calls that answer `{bet, balance}` (mines reveal, cash-out) use it too.
 */
export function applyBetResult(queryClient: QueryClient, result: { bet: BetView; balance?: BalanceView }) {
  const { bet, balance } = result;
  if (balance) queryClient.setQueryData(BALANCE_KEY, balance);
  if (bet.status === 'settled' && Number(bet.multiplier) > 1) miniAppHaptic('success');
  for (const [key, page] of queryClient.getQueriesData<BetsPage>({ queryKey: ['bets'] })) {
    const query = key[1] as BetsQuery | undefined;
    if (!page || !query || query.offset !== 0 || (query.game && query.game !== bet.game)) continue;
    const exists = page.items.some((item) => item.id === bet.id);
    const items = exists
      ? page.items.map((item) => (item.id === bet.id ? bet : item))
      : [bet, ...page.items].slice(0, query.limit);
    queryClient.setQueryData<BetsPage>(key, {
      items,
      meta: { ...page.meta, total: page.meta.total + (exists ? 0 : 1) },
    });
  }
  queryClient.setQueryData<FairnessView>(FAIRNESS_KEY, (current) =>
    current && current.serverSeedHash === bet.serverSeedHash && current.nonce <= bet.nonce
      ? { ...current, nonce: bet.nonce + 1 }
      : current,
  );
}

/**
 * Shows a failed game call to the player: a 401 opens sign-in (SPEC §6), anything else a translated toast
 * (`games:error.{code}`).
 */
export function useBetErrorHandler() {
  const { t, i18n } = useTranslation('games');
  const { openSignIn } = useSignIn();
  return (error: unknown) => {
    if (betErrorCode(error) === 'unauthorized') {
      openSignIn('login');
      return;
    }
    const params =
      error instanceof ApiError
        ? protectionErrorParams(error.detail, error.params, t, i18n.language, 'error.')
        : {};
    toast.error(t(betErrorKey(error), params), { id: `bet-error-${betErrorCode(error)}` });
  };
}

/**
 * Places bets on `gameId`: `place({amount, params})` resolves with `{bet, balance}`. `onPlaced` shows each
 * placed bet on the stage, the bet of a retry included.
 */
export function usePlaceBet(
  gameId: string,
  onPlaced?: (bet: BetView) => void,
): BetRequest<PlaceBetInput, BetResult> {
  const queryClient = useQueryClient();
  const onError = useBetErrorHandler();
  return useBetRequest({
    send: (input: PlaceBetInput, call) => {
      // A guest's bet would answer 401 anyway; skip the round trip.
      if (!getToken()) return Promise.reject(new ApiError(401, 'unauthorized'));
      return placeBet(gameId, input, call);
    },
    onSuccess: (result) => {
      applyBetResult(queryClient, result);
      onPlaced?.(result.bet);
    },
    onError,
  });
}
