import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Wallet } from './wallet.ts';

/** SPEC §3 Money as routes declare it. */
export const moneyResponse = z.object({
  value: z.string(),
  primaryValue: z.string(),
  primaryPrecision: z.number().int(),
  currency: z.object({ code: z.string(), displayFormat: z.string(), icon: z.string() }),
});

export const balanceResponse = z.object({
  total: moneyResponse,
  fiat: moneyResponse,
  userBonuses: z.array(
    z.object({
      status: z.string(),
      amount: moneyResponse,
      wager: z.object({ current: z.string(), total: z.string() }),
    }),
  ),
});

export async function walletRoutes(
  app: FastifyInstance,
  opts: { wallet: Wallet; authenticate: preHandlerHookHandler },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/wallet/balance',
    {
      preHandler: opts.authenticate,
      schema: { tags: ['wallet'], security: [{ bearer: [] }], response: { 200: balanceResponse } },
    },
    async (request) => opts.wallet.balances.balanceOf(request.requirePlayer()),
  );
}
