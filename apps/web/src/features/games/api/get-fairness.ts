import type { FairnessView } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useViewer } from '../../auth/index.ts';

export const FAIRNESS_KEY = ['fairness'] as const;

/** GET /api/v1/fairness: the active seed pair (the server seed only as its hash) and the next nonce. */
export const fetchFairness = (signal?: AbortSignal) => api.get<FairnessView>('/api/v1/fairness', { signal });

export const fairnessQueryOptions = () =>
  queryOptions({ queryKey: FAIRNESS_KEY, queryFn: ({ signal }) => fetchFairness(signal) });

export function useFairness() {
  const { viewer } = useViewer();
  return useQuery({ ...fairnessQueryOptions(), enabled: viewer !== null });
}
