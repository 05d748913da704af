import type { CrashState } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** The state plus how far the server's clock is ahead of ours (ms), measured around the call. */
export interface CrashStateView extends CrashState {
  clockOffset: number;
}

export const crashStateKey = ['crashState'] as const;

/** GET /api/v1/games/crash/state: the round, the chain commitment, recent results and this round's bets. */
export async function getCrashState(signal?: AbortSignal): Promise<CrashStateView> {
  const sent = Date.now();
  const state = await api.get<CrashState>('/api/v1/games/crash/state', { signal });
  const received = Date.now();
  const serverTime = Date.parse(state.serverTime);
  // The server read its clock about half-way through the round trip.
  const clockOffset = Number.isFinite(serverTime) ? serverTime - (sent + received) / 2 : 0;
  return { ...state, clockOffset };
}

export const crashStateQueryOptions = () =>
  queryOptions({
    queryKey: crashStateKey,
    queryFn: ({ signal }) => getCrashState(signal),
    // The realtime feed keeps it current; useCrashFeed refetches on a gap, on focus and when back online.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCrashState() {
  return useQuery(crashStateQueryOptions());
}
