import type { BetView } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import type { BetCall } from '../../lib/use-bet-request.ts';

export const myCrashBetKey = ['crashMyBet'] as const;

interface BetsPage {
  items: BetView[];
}

/** The player's latest crash bet (GET /api/v1/games/bets?game=crash&limit=1), so a reload finds an open one. */
export async function getMyCrashBet(
  signal?: AbortSignal,
  call?: Pick<BetCall, 'timeoutMs'>,
): Promise<BetView | null> {
  const page = await api.get<BetsPage>('/api/v1/games/bets', {
    signal,
    query: { game: 'crash', limit: 1 },
    timeoutMs: call?.timeoutMs,
  });
  return page.items[0] ?? null;
}

export const myCrashBetQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: myCrashBetKey,
    queryFn: ({ signal }) => getMyCrashBet(signal),
    enabled,
    refetchOnWindowFocus: false,
  });

export function useMyCrashBet(enabled: boolean) {
  return useQuery(myCrashBetQueryOptions(enabled));
}
