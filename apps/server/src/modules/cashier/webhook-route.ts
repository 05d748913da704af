import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';

export interface SignedWebhook {
  /** Route path under the caller's prefix. */
  path: string;
  /** Header carrying the signature. */
  signatureHeader: string;
  verify(
    rawBody: Buffer,
    signature: string | string[] | undefined,
    headers: Record<string, string | string[] | undefined>,
  ): boolean;
  /** Handles a verified body; the outcome is logged, never shown to the sender. */
  handle(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ result: string; reason?: string; transactionId?: string }>;
}

/**
 * Registers a provider's webhook in a scope of its own, where the JSON parser keeps the raw bytes: the
 * signature covers exactly those bytes, so they are checked before anything parses them. A bad signature
 * answers 401; a verified body always answers 200, because providers retry anything else for days.
 */
export async function signedWebhookRoute(app: FastifyInstance, webhook: SignedWebhook): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(webhook.path, { schema: { tags: ['webhooks'], hide: true } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!webhook.verify(raw, request.headers[webhook.signatureHeader], request.headers)) {
        throw new AppError(401, 'unauthorized');
      }
      const { result, reason, transactionId } = await webhook.handle(raw, request.headers);
      const level = ['credited', 'completed', 'declined'].includes(result) ? 'info' : 'warn';
      if (!['replayed', 'ignored'].includes(result))
        request.log[level]({ result, reason, transactionId }, webhook.path);
      return reply.status(200).send({ ok: true });
    });
  });
}
