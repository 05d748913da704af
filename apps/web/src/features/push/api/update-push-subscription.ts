import type { PushSubscriptionRequest, PushSubscriptionResponse, Viewer } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * PATCH /api/v1/me/push-subscription {token} (SPEC §7): `token` is the browser's PushSubscription as JSON;
 * null drops this session's subscription. Answers the Viewer's isPushNotificationsActive.
 */
export const updatePushSubscription = (token: string | null) =>
  api.patch<PushSubscriptionResponse>('/api/v1/me/push-subscription', {
    token,
  } satisfies PushSubscriptionRequest);

export function useUpdatePushSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePushSubscription,
    onSuccess: ({ isPushNotificationsActive }) =>
      client.setQueryData<Viewer | null>(['me'], (viewer) =>
        viewer ? { ...viewer, isPushNotificationsActive } : viewer,
      ),
  });
}
