import type { Protection, RealityCheckRequest, Viewer } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { PROTECTION_KEY } from './get-protection.ts';

/** PUT /api/v1/me/protection/reality-check {intervalMinutes} (null: off) → {intervalMinutes}. */
export const setRealityCheck = (intervalMinutes: number | null) =>
  api.put<RealityCheckRequest>('/api/v1/me/protection/reality-check', {
    intervalMinutes,
  } satisfies RealityCheckRequest);

/**
 * Saves the interval; the viewer carries it too (`realityCheckMinutes`), which is what starts or stops
 * the app-wide check, so it is updated in place at once rather than after a refetch.
 */
export function useSetRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: ({ intervalMinutes }) => {
      client.setQueryData<Protection>(PROTECTION_KEY, (current) =>
        current ? { ...current, realityCheck: { intervalMinutes } } : current,
      );
      client.setQueryData<Viewer | null>(['me'], (viewer) =>
        viewer ? { ...viewer, realityCheckMinutes: intervalMinutes } : viewer,
      );
    },
  });
}
