import type { BetView, FreeSpinResult, FreeSpinsResponse, Money } from '@casino/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../../../lib/api-client.ts';
import { getToken, useHasToken } from '../../../../lib/session.ts';
import { BONUSES_KEY } from '../../../bonuses/index.ts';
import { applyBetResult, useBetErrorHandler } from '../../api/place-bet.ts';
import { betErrorCode } from '../../lib/bet-errors.ts';
import { type BetCall, type BetRequest, useBetRequest } from '../../lib/use-bet-request.ts';

/** A free spin takes no input: the stake and the game are the bonus's. */
export type FreeSpinInput = Record<string, never>;

/** Player data: ViewerSync resets it when the session changes. */
export const freeSpinsKey = (gameId: string) => ['freespins', gameId] as const;

const freeSpinsPath = (gameId: string) => `/api/v1/games/${encodeURIComponent(gameId)}/freespins`;

/** GET /api/v1/games/{id}/freespins: the player's bonus free spins on this machine (null: none). */
export const getFreeSpins = (gameId: string, signal?: AbortSignal) =>
  api.get<FreeSpinsResponse>(freeSpinsPath(gameId), { signal });

/**
 * POST /api/v1/games/{id}/freespins: one spin paid by the casino. Each spin has its own Idempotency-Key; a
 * retry of one whose answer was lost sends its key again, so the server answers the spin it played.
 */
export const playFreeSpin = (gameId: string, { idempotencyKey, timeoutMs }: BetCall) =>
  api.post<FreeSpinResult>(freeSpinsPath(gameId), {}, { idempotencyKey, timeoutMs });

export const freeSpinsQueryOptions = (gameId: string, enabled: boolean) =>
  queryOptions({
    queryKey: freeSpinsKey(gameId),
    queryFn: ({ signal }) => getFreeSpins(gameId, signal),
    enabled,
    staleTime: 30_000,
  });

/** The player's free spins on `gameId`; not asked for a guest. */
export function useFreeSpins(gameId: string) {
  const signedIn = useHasToken();
  return useQuery(freeSpinsQueryOptions(gameId, signedIn));
}

/** The free spins whose last spin was played here: their bonus's title and, when the server said, the win. */
export interface FinishedFreeSpins {
  title: string;
  won: Money | null;
}

export interface FreeSpinRequest extends BetRequest<FreeSpinInput, FreeSpinResult> {
  /** Set once the last spin was played on this page; null until then. */
  finished: FinishedFreeSpins | null;
}

/**
 * Plays the free spins on `gameId`: `place({})` resolves with the spin as a bet, the balance and the spins
 * left. The same machinery as a paid bet (deadline, interrupted notice with Retry, error toasts); each
 * answered spin goes into the caches (balance, recent bets, the spins left; the bonus list is refetched for
 * its progress) and, through `onPlaced`, on the reels.
 */
export function usePlayFreeSpin(gameId: string, onPlaced?: (bet: BetView) => void): FreeSpinRequest {
  const queryClient = useQueryClient();
  const showError = useBetErrorHandler();
  const [finished, setFinished] = useState<FinishedFreeSpins | null>(null);
  const request = useBetRequest<FreeSpinInput, FreeSpinResult>({
    send: (_input, call) => {
      // A guest's spin would answer 401 anyway; skip the round trip.
      if (!getToken()) return Promise.reject(new ApiError(401, 'unauthorized'));
      return playFreeSpin(gameId, call);
    },
    onSuccess: (result) => {
      const key = freeSpinsKey(gameId);
      const before = queryClient.getQueryData<FreeSpinsResponse>(key)?.freespins ?? null;
      applyBetResult(queryClient, result);
      queryClient.setQueryData<FreeSpinsResponse>(key, { freespins: result.freespins });
      void queryClient.invalidateQueries({ queryKey: BONUSES_KEY });
      const after = result.freespins;
      if (!after || after.left <= 0) {
        // Without the spins in the answer, the total won (this spin's win included) is not known here.
        setFinished({ title: after?.title ?? before?.title ?? '', won: after ? after.won : null });
      }
      onPlaced?.(result.bet);
    },
    onError: (error) => {
      // None left (played in another tab, or expired): show what the server has now.
      if (betErrorCode(error) === 'no_freespins') {
        void queryClient.invalidateQueries({ queryKey: freeSpinsKey(gameId) });
        void queryClient.invalidateQueries({ queryKey: BONUSES_KEY });
      }
      showError(error);
    },
  });
  return { ...request, finished };
}
