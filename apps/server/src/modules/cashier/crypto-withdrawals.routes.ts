import { cryptoWithdrawRequest } from '@casino/shared';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { once } from '../../http/idempotency.ts';
import type { CryptoWithdrawalsService } from './crypto-withdrawals.service.ts';
import { createdId, withdrawFee } from './responses.ts';
import type { SecondFactor } from './second-factor.ts';

/** SPEC §4.4/§5.4 crypto withdrawals. Cancel lives with the other withdrawals (POST /v1/wallet/txns/cancel/{id}). */
export async function cryptoWithdrawalsRoutes(
  app: FastifyInstance,
  opts: {
    cryptoWithdrawals: CryptoWithdrawalsService;
    authenticate: preHandlerHookHandler;
    /** Two-factor: a withdrawal of a player who turned it on needs a code (header x-two-factor-code). */
    secondFactor: SecondFactor;
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { preHandler: opts.authenticate };
  const schema = { tags: ['cashier'], security: [{ bearer: [] }] };

  r.get(
    '/v1/wallet/currencies/:code/withdraw_fee',
    {
      ...common,
      schema: {
        ...schema,
        params: z.strictObject({ code: z.string().min(1).max(32) }),
        querystring: z.strictObject({ amount: z.string().max(64).optional() }),
        response: { 200: withdrawFee },
      },
    },
    async (request) =>
      opts.cryptoWithdrawals.feeQuote(request.requirePlayer(), request.params.code, request.query.amount),
  );

  r.post(
    '/v1/wallet/txns/withdraw',
    { ...common, schema: { ...schema, body: cryptoWithdrawRequest, response: { 201: createdId } } },
    async (request, reply) => {
      const player = request.requirePlayer();
      return once(request, reply, player.id, 201, async (key) => {
        await opts.secondFactor(request, player);
        return opts.cryptoWithdrawals.withdraw(player, request.body, key);
      });
    },
  );
}
