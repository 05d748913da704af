import type { TwoFactorSetupView } from '@casino/shared';
import { admin } from './admin-client.ts';

/** POST /auth/two-factor/setup: a new secret to scan; an unfinished earlier one is replaced. */
export const beginTwoFactor = () => admin.post<TwoFactorSetupView>('/auth/two-factor/setup');

/** POST /auth/two-factor/enable: on with a code of the new secret; the recovery codes, shown this once. */
export const enableTwoFactor = (code: string) =>
  admin.post<{ recoveryCodes: string[] }>('/auth/two-factor/enable', { body: { code } });
