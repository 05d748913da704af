import { gameLaunchRequest } from '@casino/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryOf } from '../../http/client-ip.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import { type LaunchDeps, launchGame } from './launch.service.ts';

/** A person opens a few games a minute; each launch costs a call to the aggregator. */
export const LAUNCH_RATE_RULE: RateRule = { limit: 30, windowSeconds: 60 };

const gameParam = z.strictObject({ id: z.string().min(1).max(64) });
const launchView = z.object({ url: z.string(), mode: z.enum(['real', 'demo']) });

/** POST /api/v2/games/{id}/launch (register with prefix '/api/v2'): demo for anyone, real for players. */
export async function launchRoutes(
  app: FastifyInstance,
  opts: { launch: LaunchDeps; authenticate: preHandlerHookHandler; rateLimiter: RateLimiter },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A guest may play a demo; a token, when sent, must be a live one.
  const optionalAuth = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization)
      await (opts.authenticate as (req: FastifyRequest, rep: FastifyReply) => Promise<void>)(request, reply);
  };
  r.post(
    '/games/:id/launch',
    {
      preHandler: optionalAuth,
      schema: { tags: ['games'], params: gameParam, body: gameLaunchRequest, response: { 200: launchView } },
    },
    async (request) => {
      const player = request.player ?? null;
      await opts.rateLimiter.hit(`game-launch:${player ? player.id : request.ip}`, LAUNCH_RATE_RULE);
      return launchGame(opts.launch, {
        gameId: request.params.id,
        mode: request.body.mode,
        player,
        country: countryOf(request.ip),
      });
    },
  );
}
