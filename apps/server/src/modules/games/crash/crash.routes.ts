import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { betResult, crashState } from '../schemas.ts';
import type { CrashService } from './crash.service.ts';

/**
 * Crash round calls (register with prefix '/api/v1'). Bets go through POST /games/crash/bets with every other
 * game's; these static paths do not clash with its `/games/:id/bets`.
 */
export async function crashRoutes(
  app: FastifyInstance,
  opts: { crash: CrashService; authenticate: preHandlerHookHandler },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: the round, the chain commitment, recent results and the round's bets under masked names.
  r.get('/games/crash/state', { schema: { tags: ['games'], response: { 200: crashState } } }, async () =>
    opts.crash.state(),
  );

  r.post(
    '/games/crash/cashout',
    {
      preHandler: opts.authenticate,
      schema: { tags: ['games'], security: [{ bearer: [] }], response: { 200: betResult } },
    },
    async (request) => opts.crash.cashOut(request.requirePlayer()),
  );
}
