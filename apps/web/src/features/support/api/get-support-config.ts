import type { SupportConfigView } from '@casino/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SUPPORT_CONFIG } from '../config.ts';

/** GET /api/v1/support/config: the chat (ours or an outside vendor's), the support bot and e-mail. */
export const useSupportConfig = () =>
  useQuery({
    queryKey: ['supportConfig'] as const,
    queryFn: ({ signal }) => api.get<SupportConfigView>('/api/v1/support/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The support bot and e-mail as the server has them (the built-in defaults until it answers). */
export function useSupportChannels(): { messengerBot: string; email: string } {
  const { data } = useSupportConfig();
  return {
    messengerBot: data?.messengerBot ?? SUPPORT_CONFIG.messengerBot,
    email: data?.email ?? SUPPORT_CONFIG.email,
  };
}
