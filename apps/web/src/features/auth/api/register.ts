import type { AuthResponse } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/session.ts';

export interface RegisterBody {
  email: string;
  password: string;
  language?: string;
  /** The account currency (SPEC §3 currency.account); the server opens USD without it. */
  currency?: string;
}

/** POST /api/v1/auth/register → 201 {token, user}. */
export const register = (body: RegisterBody) => api.post<AuthResponse>('/api/v1/auth/register', body);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => {
      setToken(token);
      queryClient.setQueryData(['me'], user);
    },
  });
}
