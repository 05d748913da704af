import type { PushConfig } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/v1/push/config: whether the server sends pushes, and the VAPID public key to subscribe with. */
export const fetchPushConfig = (signal?: AbortSignal) =>
  api.get<PushConfig>('/api/v1/push/config', { signal });

export const pushConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['pushConfig'] as const,
    queryFn: ({ signal }) => fetchPushConfig(signal),
    // The keys change only with the server's configuration.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePushConfig() {
  return useQuery(pushConfigQueryOptions());
}
