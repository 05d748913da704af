import { cryptoDepositRequest } from '@casino/shared';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';
import { once } from '../../http/idempotency.ts';
import type { Player } from '../auth/index.ts';
import type { CryptobotService } from './cryptobot.service.ts';
import type { DepositAddressView } from './deposit-addresses.service.ts';
import { CRYPTO_PAY_SIGNATURE_HEADER } from './providers/crypto-pay.ts';
import { XROCKET_SIGNATURE_HEADER } from './providers/xrocket.ts';
import { depositAnswer } from './responses.ts';
import { signedWebhookRoute } from './webhook-route.ts';
import type { XrocketService } from './xrocket.service.ts';

/** Answers `{ currency }` deposits (a per-player address). */
export type AddressDeposit = (player: Player, currency: string) => Promise<DepositAddressView>;

/**
 * POST /v1/wallet/txns/deposit (an address, or a Crypto Pay or xRocket invoice) and the providers'
 * webhooks. Register with prefix '/api'.
 */
export async function cryptobotRoutes(
  app: FastifyInstance,
  opts: {
    cryptobot: CryptobotService;
    xrocket?: XrocketService;
    authenticate: preHandlerHookHandler;
    addressDeposit?: AddressDeposit | undefined;
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/wallet/txns/deposit',
    {
      preHandler: opts.authenticate,
      schema: {
        tags: ['cashier'],
        security: [{ bearer: [] }],
        body: cryptoDepositRequest,
        response: { 200: depositAnswer },
      },
    },
    async (request, reply) => {
      const player = request.requirePlayer();
      const body = request.body;
      if ('provider' in body) {
        const provider = body.provider === 'xrocket' ? opts.xrocket : opts.cryptobot;
        if (!provider) throw new AppError(400, 'error_currency_not_supported');
        return once(request, reply, player.id, 200, (key) =>
          provider.createDeposit(player, { currency: body.currency, amount: body.amount }, key),
        );
      }
      if (!opts.addressDeposit) throw new AppError(400, 'error_currency_not_supported');
      return opts.addressDeposit(player, body.currency);
    },
  );

  const { cryptobot, xrocket } = opts;
  // A provider neither configured nor sandboxed has no webhook: nothing may credit through it.
  if (cryptobot.enabled)
    await signedWebhookRoute(app, {
      path: '/v1/webhooks/cryptobot',
      signatureHeader: CRYPTO_PAY_SIGNATURE_HEADER,
      verify: (raw, signature) => cryptobot.verify(raw, signature),
      handle: (raw) => cryptobot.handleUpdate(raw),
    });
  if (xrocket?.enabled) {
    await signedWebhookRoute(app, {
      path: '/v1/webhooks/xrocket',
      signatureHeader: XROCKET_SIGNATURE_HEADER,
      verify: (raw, signature) => xrocket.verify(raw, signature),
      handle: (raw) => xrocket.handleUpdate(raw),
    });
  }
}
