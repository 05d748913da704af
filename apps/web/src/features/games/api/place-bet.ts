import type { BalanceView, BetResult, BetView, FairnessView } from '@casino/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError, api } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { getToken } from '../../../lib/session.ts';
import { useSignIn } from '../../auth/index.ts';
import { BALANCE_KEY } from '../../wallet/index.ts';
import { betErrorCode, betErrorKey } from '../lib/bet-errors.ts';
import type { BetsPage, BetsQuery } from './get-bets.ts';
import { FAIRNESS_KEY } from './get-fairness.ts';

export interface PlaceBetInput {
  /** Decimal string in the player's currency. */
  amount: string;
  params: Record<string, unknown>;
}

/** POST /api/v1/games/{id}/bets with a fresh Idempotency-Key per call: every click or auto-bet round is a new bet. */
export function placeBet(gameId: string, input: PlaceBetInput, idempotencyKey = newIdempotencyKey()) {
  return api.post<BetResult>(`/api/v1/games/${encodeURIComponent(gameId)}/bets`, input, { idempotencyKey });
}

/**
 * Puts a game call's answer into the caches: the new balance, the bet on top of the player's recent bets
 * (first pages of this game and of all games), and the nonce of the seed pair moved on.
 * Other game calls that answer `{bet, balance}` (mines reveal, cash-out) use it too.
 */
export function applyBetResult(queryClient: QueryClient, result: { bet: BetView; balance?: BalanceView }) {
  const { bet, balance } = result;
  if (balance) queryClient.setQueryData(BALANCE_KEY, balance);
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
  const { t } = useTranslation('games');
  const { openSignIn } = useSignIn();
  return (error: unknown) => {
    if (betErrorCode(error) === 'unauthorized') {
      openSignIn('login');
      return;
    }
    const params = error instanceof ApiError ? error.params : {};
    toast.error(t(betErrorKey(error), params), { id: `bet-error-${betErrorCode(error)}` });
  };
}

/** Places a bet on `gameId`: `mutateAsync({amount, params})` resolves with `{bet, balance}`. */
export function usePlaceBet(gameId: string) {
  const queryClient = useQueryClient();
  const onError = useBetErrorHandler();
  return useMutation({
    mutationKey: ['placeBet', gameId],
    mutationFn: (input: PlaceBetInput) => {
      // A guest's bet would answer 401 anyway; skip the round trip.
      if (!getToken()) return Promise.reject(new ApiError(401, 'unauthorized'));
      return placeBet(gameId, input);
    },
    onSuccess: (result) => applyBetResult(queryClient, result),
    onError,
  });
}
