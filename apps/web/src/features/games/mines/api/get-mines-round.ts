import type { BetView } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import type { BetCall } from '../../lib/use-bet-request.ts';

/** GET /api/v1/games/mines/round: the player's open round, so a reload or a second tab continues it. */
export interface MinesRoundResponse {
  bet: BetView | null;
}

export const minesRoundKey = ['minesRound'] as const;

export function getMinesRound(
  signal?: AbortSignal,
  call?: Pick<BetCall, 'timeoutMs'>,
): Promise<MinesRoundResponse> {
  return api.get<MinesRoundResponse>('/api/v1/games/mines/round', { signal, timeoutMs: call?.timeoutMs });
}

export const minesRoundQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: minesRoundKey,
    queryFn: ({ signal }) => getMinesRound(signal),
    enabled,
    // Another tab may have played the round on; look again when this one comes back into view.
    refetchOnWindowFocus: true,
  });

export function useMinesRound(enabled: boolean) {
  return useQuery(minesRoundQueryOptions(enabled));
}
