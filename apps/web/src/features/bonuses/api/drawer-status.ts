import type { BonusDrawerStatus } from '@casino/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const DRAWER_STATUS_KEY = ['bonusDrawerStatus'] as const;

/** GET /api/v1/bonus-drawer/status: isShowModal, countDeposit, lastShowModalAt (SPEC §3). */
export const fetchDrawerStatus = (signal?: AbortSignal) =>
  api.get<BonusDrawerStatus>('/api/v1/bonus-drawer/status', { signal });

export const drawerStatusQueryOptions = () =>
  queryOptions({ queryKey: DRAWER_STATUS_KEY, queryFn: ({ signal }) => fetchDrawerStatus(signal) });

/** The drawer status of a signed-in player; guests have none (no deposits). */
export function useDrawerStatus(enabled: boolean) {
  return useQuery({ ...drawerStatusQueryOptions(), enabled });
}

/** POST /api/v1/bonus-drawer/shown: records that the drawer was shown; answers lastShowModalAt. */
export const markDrawerShown = () => api.post<{ lastShowModalAt: string }>('/api/v1/bonus-drawer/shown');

export function useMarkDrawerShown() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markDrawerShown,
    onSuccess: ({ lastShowModalAt }) =>
      client.setQueryData<BonusDrawerStatus>(DRAWER_STATUS_KEY, (status) =>
        status ? { ...status, lastShowModalAt } : status,
      ),
  });
}
