import { z } from 'zod';
import type { VipLinks } from '../../config.ts';

const httpsUrl = z.url({ protocol: /^https$/ });
const namedLink = z.object({ id: z.string(), url: httpsUrl });

/**
 * GET /api/v1/vip/links (SPEC §2.5): the VIP drawer's mirrors, subscribe, community and access-help links
 * and, for players who are not VIP, the portals and communities. Every player gets the same answer; the
 * web decides what to show by the viewer's `isVip`. Null = not configured (the drawer leaves it out).
 */
export const vipLinksResponse = z.object({
  mirrors: z.object({ bot: httpsUrl.nullable(), web: httpsUrl.nullable() }),
  subscribeUrl: httpsUrl.nullable(),
  communityUrl: httpsUrl.nullable(),
  accessHelpUrl: httpsUrl.nullable(),
  portals: z.array(namedLink),
  communities: z.array(namedLink),
});
export type VipLinksResponse = z.infer<typeof vipLinksResponse>;

/** The configured links as the route answers them (config.ts has already refused anything but https). */
export function vipLinksFrom(links: VipLinks): VipLinksResponse {
  return {
    mirrors: { ...links.mirrors },
    subscribeUrl: links.subscribeUrl,
    communityUrl: links.communityUrl,
    accessHelpUrl: links.accessHelpUrl,
    portals: links.portals.map((link) => ({ ...link })),
    communities: links.communities.map((link) => ({ ...link })),
  };
}
