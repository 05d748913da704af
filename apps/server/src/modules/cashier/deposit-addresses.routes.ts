import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { DepositAddressesService } from './deposit-addresses.service.ts';
import { depositAddresses } from './responses.ts';

/** GET /v1/wallet/addresses/{code}. Register with prefix '/api'; POST .../txns/deposit lives with the invoices. */
export async function depositAddressesRoutes(
  app: FastifyInstance,
  opts: { addresses: DepositAddressesService | null; authenticate: preHandlerHookHandler },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/wallet/addresses/:code',
    {
      preHandler: opts.authenticate,
      schema: {
        tags: ['cashier'],
        security: [{ bearer: [] }],
        // Any code up to 32 characters: an unknown one is the wallet error, not a validation error.
        params: z.strictObject({ code: z.string().min(1).max(32) }),
        response: { 200: depositAddresses },
      },
    },
    async (request) => {
      const player = request.requirePlayer();
      if (!opts.addresses) throw new AppError(400, 'error_currency_not_supported');
      return opts.addresses.latest(player, request.params.code);
    },
  );
}
