import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The player's two-factor calls (issue 20, /api/v1/me/two-factor…). */

export const TWO_FACTOR_KEY = ['twoFactor'] as const;

/** GET /api/v1/me/two-factor → {enabled}. */
export const twoFactorQueryOptions = () =>
  queryOptions({
    queryKey: TWO_FACTOR_KEY,
    queryFn: ({ signal }) => api.get<{ enabled: boolean }>('/api/v1/me/two-factor', { signal }),
    // Fresh whenever the profile opens: another tab (or support, after a lost phone) may have changed it.
    staleTime: 0,
  });

export interface TwoFactorSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** The otpauth:// URL the QR code carries. */
  otpauthUrl: string;
}

/**
 * POST /api/v1/me/two-factor/setup → a new secret (each call replaces an unfinished one); 409
 * two_factor_enabled when it is on already.
 */
export const beginTwoFactor = () => api.post<TwoFactorSetup>('/api/v1/me/two-factor/setup');

/** POST /api/v1/me/two-factor/enable {code} → the recovery codes, shown this once; 400 two_factor_invalid. */
export const enableTwoFactor = (code: string) =>
  api.post<{ recoveryCodes: string[] }>('/api/v1/me/two-factor/enable', { code });

/** POST /api/v1/me/two-factor/disable {code} → 204; 401 two_factor_required / two_factor_invalid. */
export const disableTwoFactor = (code: string) => api.post<void>('/api/v1/me/two-factor/disable', { code });

/** The status and the viewer (its `twoFactorEnabled` decides whether a withdrawal asks for a code). */
function refresh(client: QueryClient, enabled: boolean) {
  client.setQueryData(TWO_FACTOR_KEY, { enabled });
  return client.invalidateQueries({ queryKey: ['me'] });
}

export function useBeginTwoFactor() {
  return useMutation({ mutationFn: beginTwoFactor });
}

export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: () => refresh(client, true) });
}

export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => refresh(client, false) });
}
