import type { WheelPrizesView } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const WHEEL_PRIZES_KEY = ['wheelPrizes'] as const;

/** GET /api/v1/wheel/prizes: up to 15 prizes, in slot order (the disc shows them rotated by one). */
export const fetchWheelPrizes = (signal?: AbortSignal) =>
  api.get<WheelPrizesView>('/api/v1/wheel/prizes', { signal });

export const wheelPrizesQueryOptions = () =>
  queryOptions({
    queryKey: WHEEL_PRIZES_KEY,
    queryFn: ({ signal }) => fetchWheelPrizes(signal),
    // Prizes change only when an operator edits them or the player picks another primary currency (which
    // invalidates every wheel query, SPEC §7).
    staleTime: 10 * 60_000,
  });

/** Players' prizes; `enabled` off for guests (the call answers them 401). */
export const useWheelPrizes = (enabled = true) => useQuery({ ...wheelPrizesQueryOptions(), enabled });
