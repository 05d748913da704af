import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/index.ts';
import { pushRoutes } from './push.routes.ts';
import type { PushService } from './push.service.ts';

export {
  createPush,
  endpointAllowed,
  MAX_SUBSCRIPTIONS_PER_PLAYER,
  type PushService,
} from './push.service.ts';
export type { Notify, PushEvent, PushTarget } from './push-messages.ts';
export { pushMessage } from './push-messages.ts';
export { createPushSender, type PushDestination, type PushSender } from './push-sender.ts';

/** Web push (issue 19): the subscription routes under /api/v1; the sender is `push.notify`. */
export async function pushPlugin(
  app: FastifyInstance,
  opts: { push: PushService; auth: AuthService },
): Promise<void> {
  await app.register(pushRoutes, { prefix: '/api/v1', push: opts.push, auth: opts.auth });
}
