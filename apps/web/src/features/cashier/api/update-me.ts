import type { PatchMeRequest, Viewer } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** PATCH /api/v1/me → the updated Viewer (the personal-data view fills the profile fields with it). */
export const updateMe = (patch: PatchMeRequest) => api.patch<Viewer>('/api/v1/me', patch);

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (viewer) => queryClient.setQueryData(['me'], viewer),
  });
}
