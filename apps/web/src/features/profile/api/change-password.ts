import type { ChangePasswordRequest } from '@casino/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/v1/me/password → 204. The player's other sessions end (their sockets too); this one stays.
 * Errors: 400 with field errors (`currentPassword`: Validation.wrong_password; `newPassword`:
 * Validation.password_too_weak, Validation.password_blank), 429 with retry_after after repeated guesses.
 */
export const changePassword = (body: ChangePasswordRequest) => api.post<void>('/api/v1/me/password', body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
