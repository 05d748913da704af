import { type BalanceView, playerChannel } from '@casino/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { subscribe } from '../../../lib/realtime-client.ts';
import { useViewer } from '../../auth/index.ts';

export const BALANCE_KEY = ['balance'] as const;

/** GET /api/v1/wallet/balance: SPEC §3 Balance (total, fiat, userBonuses). */
export const fetchBalance = (signal?: AbortSignal) =>
  api.get<BalanceView>('/api/v1/wallet/balance', { signal });

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: BALANCE_KEY, queryFn: ({ signal }) => fetchBalance(signal) });

/**
 * The signed-in player's balance, kept live from `balance#{globalId}` (the payload is the same Balance).
 * Undefined for guests and while loading.
 */
export function useBalance() {
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  const globalId = viewer?.globalId ?? null;
  const query = useQuery({ ...balanceQueryOptions(), enabled: globalId !== null });

  useEffect(() => {
    if (!globalId) return;
    return subscribe(playerChannel('balance', globalId), (payload) => {
      queryClient.setQueryData(BALANCE_KEY, payload as BalanceView);
    });
  }, [globalId, queryClient]);

  return { balance: globalId ? query.data : undefined, isLoading: globalId !== null && query.isPending };
}
