import type { Viewer } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';

/** GET /api/v1/me; null for guests (no token, or the server no longer knows it). */
export async function fetchViewer(signal?: AbortSignal): Promise<Viewer | null> {
  if (!getToken()) return null;
  try {
    return await api.get<Viewer>('/api/v1/me', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const viewerQueryOptions = () =>
  queryOptions({
    queryKey: ['me'] as const,
    queryFn: ({ signal }) => fetchViewer(signal),
    // Without a token the visitor is a guest, known at the first render: the page draws the guest's
    // version (the sign-up button, the wheel teaser) at once instead of after a tick (a layout shift).
    initialData: () => (getToken() ? undefined : null),
    staleTime: 5 * 60_000,
  });

export interface ViewerState {
  /** The signed-in player, or null for a guest (also while loading). */
  viewer: Viewer | null;
  isLoading: boolean;
  isGuest: boolean;
}

export function useViewer(): ViewerState {
  const query = useQuery(viewerQueryOptions());
  const viewer = query.data ?? null;
  return { viewer, isLoading: query.isPending, isGuest: !query.isPending && viewer === null };
}
