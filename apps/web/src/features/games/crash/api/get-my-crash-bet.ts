import type { BetView } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export const myCrashBetKey = ['crashMyBet'] as const;

interface BetsPage {
  items: BetView[];
}

/** The player's latest crash bet (GET /api/v1/games/bets?game=crash&limit=1), so a reload finds an open one. */
export async function getMyCrashBet(signal?: AbortSignal): Promise<BetView | null> {
  const page = await api.get<BetsPage>('/api/v1/games/bets', { signal, query: { game: 'crash', limit: 1 } });
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
