import { wheelSpinBody } from '@casino/shared';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { once } from '../../http/idempotency.ts';
import type { Player } from '../auth/index.ts';
import { moneyResponse } from '../wallet/index.ts';
import type { WheelService } from './wheel.service.ts';

const money = moneyResponse;

const prize = z.object({
  amount: money,
  promo: z.string().nullable(),
  balanceType: z.enum(['main', 'bonus']),
  usd: z.string(),
});

export const wheelPrizesResponse = z.object({ items: z.array(prize.extend({ weight: z.number().int() })) });

export const wheelUserResponse = z.object({
  canSpin: z.boolean(),
  nextSpinDate: z.string().nullable(),
  seedHash: z.string(),
});

export const wheelSpinResponse = z.object({
  index: z.number().int(),
  prize,
  nextSpinDate: z.string(),
  fairness: z.object({
    serverSeed: z.string(),
    seedHash: z.string(),
    clientSeed: z.string(),
    day: z.string(),
    weights: z.array(z.number().int()),
  }),
});

/** GET /wheel/prizes, GET /wheel/user, POST /wheel/spin (app.ts adds /api/v1). Players only. */
export async function wheelRoutes(
  app: FastifyInstance,
  opts: {
    wheel: WheelService;
    authenticate: preHandlerHookHandler;
    refuseExcluded: (player: Player) => void;
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { preHandler: opts.authenticate };
  const schema = { tags: ['wheel'], security: [{ bearer: [] }] };

  r.get(
    '/wheel/prizes',
    { ...common, schema: { ...schema, response: { 200: wheelPrizesResponse } } },
    async (request) => opts.wheel.prizes(request.requirePlayer()),
  );

  r.get(
    '/wheel/user',
    { ...common, schema: { ...schema, response: { 200: wheelUserResponse } } },
    async (request) => opts.wheel.user(request.requirePlayer()),
  );

  r.post(
    '/wheel/spin',
    { ...common, schema: { ...schema, body: wheelSpinBody, response: { 200: wheelSpinResponse } } },
    async (request, reply) => {
      const player = request.requirePlayer();
      opts.refuseExcluded(player);
      // A retried spin with the same Idempotency-Key answers the first result instead of a 409.
      return once(request, reply, player.id, 200, () => opts.wheel.spin(player, request.body.clientSeed));
    },
  );
}
