import type { PatchMeRequest, Viewer } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * PATCH /api/v1/me → the updated Viewer. Errors: 409 `name_change_unavailable` (the one name change is
 * spent), 400 with field errors (SPEC §5 keys).
 */
export const updateProfile = (patch: PatchMeRequest) => api.patch<Viewer>('/api/v1/me', patch);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (viewer) => queryClient.setQueryData(['me'], viewer),
  });
}
