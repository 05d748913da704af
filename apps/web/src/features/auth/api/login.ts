import type { AuthResponse, LoginRequest } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/session.ts';

/** POST /api/v1/auth/login → {token, user}. */
export const login = (body: LoginRequest) => api.post<AuthResponse>('/api/v1/auth/login', body);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      setToken(token);
      queryClient.setQueryData(['me'], user);
    },
  });
}
