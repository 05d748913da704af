import {
  pushConfigSchema,
  pushSubscriptionRequestSchema,
  pushSubscriptionResponseSchema,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../auth/index.ts';
import type { PushService } from './push.service.ts';

/**
 * Web push under /api/v1 (app.ts adds the prefix):
 * - GET /push/config: `{ enabled, publicKey }`, public: the page subscribes with the VAPID public key.
 * - PATCH /me/push-subscription `{ token }` (SPEC §7): `token` is the browser's PushSubscription as JSON;
 *   saves it for this player and session. `{ token: null }` drops this session's subscriptions (the page
 *   unsubscribes the browser itself). Answers `{ isPushNotificationsActive }`, the Viewer field.
 */
export async function pushRoutes(
  app: FastifyInstance,
  opts: { push: PushService; auth: AuthService },
): Promise<void> {
  const { push, auth } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/push/config',
    { schema: { tags: ['push'], response: { 200: pushConfigSchema } } },
    async (_r, reply) => {
      // The keys change only with the deployment's configuration.
      void reply.header('cache-control', 'public, max-age=300');
      return push.config();
    },
  );

  r.patch(
    '/me/push-subscription',
    {
      preHandler: auth.authenticate,
      schema: {
        tags: ['push'],
        security: [{ bearer: [] }],
        body: pushSubscriptionRequestSchema,
        response: { 200: pushSubscriptionResponseSchema },
      },
    },
    async (request) => {
      const player = request.requirePlayer();
      const sessionId = auth.sessionOf(request);
      const { token } = request.body;
      const active = token
        ? await push.subscribe(player, sessionId, token)
        : await push.unsubscribe(player, sessionId);
      return { isPushNotificationsActive: active };
    },
  );
}
