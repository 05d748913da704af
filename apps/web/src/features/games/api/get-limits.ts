import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useViewer } from '../../auth/index.ts';

/** Decimal strings in `currency`. */
export interface GameLimits {
  currency: string;
  minBet: string;
  maxBet: string;
  maxPayout: string;
}

/** GET /api/v1/games/limits: the bet limits in the player's currency. */
export const fetchGameLimits = (signal?: AbortSignal) =>
  api.get<GameLimits>('/api/v1/games/limits', { signal });

export const gameLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['gameLimits'] as const,
    queryFn: ({ signal }) => fetchGameLimits(signal),
    staleTime: 10 * 60_000,
  });

/** Undefined for guests (limits are in the player's currency) and while loading. */
export function useGameLimits(): GameLimits | undefined {
  const { viewer } = useViewer();
  return useQuery({ ...gameLimitsQueryOptions(), enabled: viewer !== null }).data;
}
