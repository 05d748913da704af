import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/session.ts';

/** POST /api/v1/auth/logout (204). The token is forgotten even when the call fails. */
export const logout = () => api.post<void>('/api/v1/auth/logout');

export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => setToken(null),
  });
}
