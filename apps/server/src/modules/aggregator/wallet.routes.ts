import {
  SIGNATURE_HEADER,
  WALLET_CALLS,
  WALLET_ERRORS,
  type WalletCall,
  type WalletErrorResponse,
  type WalletOkResponse,
  type WalletProtocolError,
  walletBalanceRequest,
  walletCreditRequest,
  walletDebitRequest,
  walletEndRoundRequest,
  walletRollbackRequest,
} from '@casino/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { hostileValuePath } from '../../http/hostile-input.ts';
import { signBody, verifyBody } from './signature.ts';
import { type WalletGateway, WalletRefusal } from './wallet-gateway.service.ts';

/** A wallet call is a few hundred bytes; anything near this is not one. */
export const WALLET_BODY_LIMIT = 16 * 1024;

const handlers: {
  [C in WalletCall]: { schema: z.ZodType; run: (g: WalletGateway, body: never) => Promise<WalletOkResponse> };
} = {
  balance: { schema: walletBalanceRequest, run: (g, body) => g.balance(body) },
  debit: { schema: walletDebitRequest, run: (g, body) => g.debit(body) },
  credit: { schema: walletCreditRequest, run: (g, body) => g.credit(body) },
  rollback: { schema: walletRollbackRequest, run: (g, body) => g.rollback(body) },
  'end-round': { schema: walletEndRoundRequest, run: (g, body) => g.endRound(body) },
};

/** Replies are signed like requests (an aggregator that checks them can). */
function sendSigned(reply: FastifyReply, secret: string, status: number, body: object) {
  const text = JSON.stringify(body);
  return reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header(SIGNATURE_HEADER, signBody(secret, text))
    .send(text);
}

/**
 * POST /api/aggregator/v1/{balance,debit,credit,rollback,end-round} (register with that prefix, in a scope
 * of its own). The signature covers the raw bytes, so this scope's parser keeps them and the handler checks
 * the signature before anything parses them. No player token here: the signature says the aggregator sent
 * it, the session token says for whom. Every answer, refusals and failures included, is in the protocol's
 * shape; the aggregator retries only INTERNAL_ERROR.
 */
export async function walletCallRoutes(
  app: FastifyInstance,
  opts: { gateway: WalletGateway; secret: string },
): Promise<void> {
  const refuse = (reply: FastifyReply, code: WalletProtocolError, message: string, balance?: bigint) => {
    const body: WalletErrorResponse = { error: { code, message } };
    if (balance !== undefined) body.balance = balance.toString();
    return sendSigned(reply, opts.secret, WALLET_ERRORS[code].status, body);
  };
  app.removeAllContentTypeParsers();
  // Any content type: the signature, not the header, says what the bytes are.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WALLET_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof WalletRefusal) return refuse(reply, error.code, error.message, error.balance);
    const status = error.statusCode ?? 500;
    // Oversized, unparsable or hostile input, caught by Fastify or the app's guards before the handler.
    if (status >= 400 && status < 500) return refuse(reply, 'INVALID_REQUEST', 'malformed request');
    request.log.error({ err: error }, 'aggregator wallet call failed');
    return refuse(reply, 'INTERNAL_ERROR', 'try again');
  });
  app.setNotFoundHandler((_request, reply) => refuse(reply, 'INVALID_REQUEST', 'unknown wallet call'));

  for (const call of WALLET_CALLS) {
    const { schema, run } = handlers[call];
    app.post(`/${call}`, { schema: { hide: true } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!verifyBody(opts.secret, raw, request.headers[SIGNATURE_HEADER]))
        throw new WalletRefusal('INVALID_SIGNATURE', 'the signature does not match the body');
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new WalletRefusal('INVALID_REQUEST', 'the body is not JSON');
      }
      // Text PostgreSQL cannot store (a NUL) is refused here, as the app's guard does for parsed bodies.
      if (hostileValuePath(json) !== null) throw new WalletRefusal('INVALID_REQUEST', 'unusable characters');
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new WalletRefusal('INVALID_REQUEST', `invalid ${issue?.path.join('.') || 'body'}`);
      }
      return sendSigned(reply, opts.secret, 200, await run(opts.gateway, parsed.data as never));
    });
  }
}
