import type { FastifyInstance } from 'fastify';
import type { VipLinks } from '../../config.ts';
import { vipRoutes } from './vip.routes.ts';

export { type VipLinksResponse, vipLinksResponse } from './vip-links.ts';

/** The VIP drawer's links (SPEC §2.5), under /api/v1. */
export async function vipPlugin(app: FastifyInstance, opts: { links: VipLinks }): Promise<void> {
  await app.register(vipRoutes, { prefix: '/api/v1', links: opts.links });
}
