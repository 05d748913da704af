import type { LoginRequest, OperatorMe } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { admin } from './admin-client.ts';
import { keys } from './keys.ts';

/** POST /auth/login: 401 two_factor_required asks for `code` (see auth/sign-in-steps.ts). */
export const login = (body: LoginRequest) => admin.post<{ token: string }>('/auth/login', { body });

/** POST /auth/logout: ends the session on the server (the token is forgotten here whatever it answers). */
export const logout = () => admin.post<null>('/auth/logout');

/** GET /me: who is signed in, their role's permissions and whether two-factor still has to be set up. */
export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: keys.me,
    queryFn: ({ signal }) => admin.get<OperatorMe>('/me', { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

export const useMe = (token: string | null) => useQuery(meQueryOptions(token));
