import type { Protection } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every protection query starts with this key; ViewerSync resets them on sign-in and out. */
export const PROTECTION_KEY = ['protection'] as const;

/** GET /api/v1/me/protection: the player's limits, reality-check interval and exclusion. */
export const fetchProtection = (signal?: AbortSignal) =>
  api.get<Protection>('/api/v1/me/protection', { signal });

export const protectionQueryOptions = () =>
  queryOptions({ queryKey: PROTECTION_KEY, queryFn: ({ signal }) => fetchProtection(signal) });

export function useProtection(enabled = true) {
  return useQuery({ ...protectionQueryOptions(), enabled });
}
