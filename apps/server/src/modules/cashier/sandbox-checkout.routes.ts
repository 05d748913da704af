import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/errors.ts';
import { FIAT_CHECKOUT, SANDBOX_SIGNATURE_HEADER, type SandboxCheckout } from './sandbox-checkout.ts';
import { renderCheckoutPage, SANDBOX_PAGE_CSP } from './sandbox-page.ts';
import { signedWebhookRoute } from './webhook-route.ts';

const params = z.strictObject({
  kind: z.enum([FIAT_CHECKOUT, 'cryptobot', 'xrocket']),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/),
});
const form = z.object({ action: z.enum(['pay', 'cancel', 'expire']), token: z.string().max(128) });

function sendPage(reply: FastifyReply, html: string) {
  return reply
    .header('content-security-policy', SANDBOX_PAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'SAMEORIGIN')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The sandbox providers' pages, /sandbox/{checkout|cryptobot|xrocket}/{id}, and the fiat sandbox
 * provider's signed webhook, /api/v1/webhooks/sandbox. Register without a prefix.
 */
export async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  opts: { checkout: SandboxCheckout },
): Promise<void> {
  const { checkout } = opts;
  await app.register(async (scope) => {
    // The pages' forms post urlencoded; nothing else here takes that type, and it is small.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2048 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const schema = { tags: ['sandbox'], hide: true };

    r.get('/sandbox/:kind/:id', { schema: { ...schema, params } }, async (request, reply) => {
      const { kind, id } = request.params;
      const view = await checkout.view(kind, id);
      if (!view) throw notFound();
      return sendPage(reply, renderCheckoutPage(view, checkout.formToken(kind, id)));
    });

    r.post('/sandbox/:kind/:id', { schema: { ...schema, params, body: form } }, async (request, reply) => {
      const { kind, id } = request.params;
      if (!checkout.enabled(kind)) throw notFound();
      if (!checkout.checkFormToken(kind, id, request.body.token)) throw new AppError(403, 'forbidden');
      const outcome = await checkout.act(kind, id, request.body.action);
      request.log.info({ kind, id, outcome }, 'sandbox checkout');
      // Post/redirect/get: the page then shows the payment as it now stands.
      return reply.redirect(`/sandbox/${kind}/${id}`, 303);
    });
  });

  await signedWebhookRoute(app, {
    path: '/api/v1/webhooks/sandbox',
    signatureHeader: SANDBOX_SIGNATURE_HEADER,
    verify: (raw, signature) => checkout.verifyFiatWebhook(raw, signature),
    handle: (raw, headers) => checkout.handleFiatWebhook(raw, headers),
  });
}
