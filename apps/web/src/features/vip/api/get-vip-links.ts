import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface VipNamedLink {
  id: string;
  url: string;
}

/** GET /api/v1/vip/links (apps/server modules/vip): the same for everyone; null = not configured. */
export interface VipLinks {
  mirrors: { bot: string | null; web: string | null };
  subscribeUrl: string | null;
  communityUrl: string | null;
  accessHelpUrl: string | null;
  portals: VipNamedLink[];
  communities: VipNamedLink[];
}

export const VIP_LINKS_KEY = ['vipLinks'] as const;

export const fetchVipLinks = (signal?: AbortSignal) => api.get<VipLinks>('/api/v1/vip/links', { signal });

export const vipLinksQueryOptions = () =>
  queryOptions({
    queryKey: VIP_LINKS_KEY,
    queryFn: ({ signal }) => fetchVipLinks(signal),
    // They change only when the server restarts with other settings.
    staleTime: 30 * 60_000,
  });

export function useVipLinks() {
  return useQuery(vipLinksQueryOptions());
}
