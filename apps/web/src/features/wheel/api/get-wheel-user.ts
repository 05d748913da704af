import type { WheelUserView } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const WHEEL_USER_KEY = ['wheelUser'] as const;

/** GET /api/v1/wheel/user: may the player spin, when next, and the hash of the committed seed. */
export const fetchWheelUser = (signal?: AbortSignal) =>
  api.get<WheelUserView>('/api/v1/wheel/user', { signal });

export const wheelUserQueryOptions = () =>
  queryOptions({
    queryKey: WHEEL_USER_KEY,
    queryFn: ({ signal }) => fetchWheelUser(signal),
    staleTime: 60_000,
  });

export const useWheelUser = (enabled = true) => useQuery({ ...wheelUserQueryOptions(), enabled });
