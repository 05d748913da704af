import { cryptoDepositRequest } from '@casino/shared';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';
import type { Player } from '../auth/index.ts';
import type { CryptobotService } from './cryptobot.service.ts';
import { CRYPTO_PAY_SIGNATURE_HEADER } from './providers/crypto-pay.ts';

/** Answers `{ currency }` deposits (a per-player address); absent until address deposits exist. */
export type AddressDeposit = (player: Player, currency: string) => Promise<unknown>;

const idempotencyKey = (header: unknown) =>
  typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : undefined;

/** POST /v1/wallet/txns/deposit and the Crypto Pay webhook. Register with prefix '/api'. */
export async function cryptobotRoutes(
  app: FastifyInstance,
  opts: {
    cryptobot: CryptobotService;
    authenticate: preHandlerHookHandler;
    addressDeposit?: AddressDeposit;
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/wallet/txns/deposit',
    {
      preHandler: opts.authenticate,
      schema: { tags: ['cashier'], security: [{ bearer: [] }], body: cryptoDepositRequest },
    },
    async (request) => {
      const player = request.requirePlayer();
      const body = request.body;
      if ('provider' in body) {
        return opts.cryptobot.createDeposit(
          player,
          { currency: body.currency, amount: body.amount },
          idempotencyKey(request.headers['idempotency-key']),
        );
      }
      if (!opts.addressDeposit) throw new AppError(400, 'error_currency_not_supported');
      return opts.addressDeposit(player, body.currency);
    },
  );

  await app.register(cryptobotWebhook, { cryptobot: opts.cryptobot });
}

/** Its own scope: the JSON parser here keeps the raw bytes, which the signature covers. */
async function cryptobotWebhook(app: FastifyInstance, opts: { cryptobot: CryptobotService }): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/v1/webhooks/cryptobot',
    { schema: { tags: ['webhooks'], hide: true } },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!opts.cryptobot.verify(raw, request.headers[CRYPTO_PAY_SIGNATURE_HEADER])) {
        throw new AppError(401, 'unauthorized');
      }
      // A verified update always gets 200: Crypto Pay retries anything else for days.
      const outcome = await opts.cryptobot.handleUpdate(raw);
      if (outcome.result === 'credited') {
        request.log.info({ transactionId: outcome.transactionId }, 'cryptobot deposit credited');
      } else if (outcome.result !== 'replayed' && outcome.result !== 'ignored') {
        request.log.warn({ outcome }, 'cryptobot update not credited');
      }
      return reply.status(200).send({ ok: true });
    },
  );
}
