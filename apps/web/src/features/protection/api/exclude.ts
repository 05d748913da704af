import type { ExclusionRequest, ExclusionView, Protection } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { PROTECTION_KEY } from './get-protection.ts';

/**
 * POST /api/v1/me/protection/exclusion {kind, duration, password?} → the exclusion in force. Errors: 400
 * validation_error (field `password`: Validation.required when the account has one), 400 or 401
 * invalid_credentials (a wrong password), 400 exclusion_active (it would end sooner than the one in force).
 */
export const exclude = (body: ExclusionRequest) =>
  api.post<ExclusionView>('/api/v1/me/protection/exclusion', body);

/** Starts a time-out or self-exclusion; the viewer is fetched again (it carries `exclusion` app-wide). */
export function useExclude() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: exclude,
    onSuccess: async (exclusion) => {
      client.setQueryData<Protection>(PROTECTION_KEY, (current) =>
        current ? { ...current, exclusion } : current,
      );
      await client.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
