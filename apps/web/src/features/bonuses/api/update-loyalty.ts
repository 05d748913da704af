import type { BonusSettings } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { replaceSettings } from './get-bonuses.ts';

/** SPEC §7 POST /api/v2/users/loyalty: the bonus choice, as the settings of the bonus list carry it. */
export interface LoyaltyPayload {
  isWelcomeEnabledFiat: boolean;
  isWelcomeEnabledCrypto: boolean;
  preferredFiat: { id: string | null; isEnabled: boolean };
  preferredCrypto: { id: string | null; isEnabled: boolean };
}

export const updateLoyalty = (payload: LoyaltyPayload) =>
  api.post<BonusSettings>('/api/v2/users/loyalty', payload);

export function useUpdateLoyalty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLoyalty,
    onSuccess: (settings) => replaceSettings(client, settings),
  });
}
