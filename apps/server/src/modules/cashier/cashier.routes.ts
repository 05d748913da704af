import { buyOrderRequest, disputeRequest, paginationQuery, paidRequest, sellRequest } from '@casino/shared';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { once } from '../../http/idempotency.ts';
import { conditionsView, currenciesView } from './catalog.ts';
import { listTransactions } from './history.service.ts';
import type { OrdersService } from './orders.service.ts';
import {
  cancelledTransaction,
  createdId,
  currencies,
  fiatMethods,
  fiatOrder,
  openFiatOrder,
  savedPayoutDetails,
  transactionPage,
  wagerCheck,
} from './responses.ts';
import type { SecondFactor } from './second-factor.ts';
import { signedWebhookRoute } from './webhook-route.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

/** Uploads travel as base64 in JSON: 5 MB of image is about 6.7 MB of text. */
const UPLOAD_BODY_LIMIT = 7 * 1024 * 1024;
const orderId = z.strictObject({ id: z.string().max(20) });

export async function cashierRoutes(
  app: FastifyInstance,
  opts: {
    orders: OrdersService;
    withdrawals: WithdrawalsService;
    pool: pg.Pool;
    authenticate: preHandlerHookHandler;
    /** Two-factor: a withdrawal of a player who turned it on needs a code (header x-two-factor-code). */
    secondFactor: SecondFactor;
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { preHandler: opts.authenticate };
  const schema = { tags: ['cashier'], security: [{ bearer: [] }] };

  r.get(
    '/v2/wallet/orders/conditions',
    { ...common, schema: { ...schema, response: { 200: fiatMethods } } },
    async (request) =>
      conditionsView(opts.orders.methodsFor(request.requirePlayer()), (id) => opts.orders.isAvailable(id)),
  );

  r.get(
    '/v1/wallet/currencies/bonus',
    { ...common, schema: { ...schema, response: { 200: currencies } } },
    async () => currenciesView(opts.pool),
  );

  r.get(
    '/v2/wallet/orders/not-expired',
    {
      ...common,
      schema: {
        ...schema,
        querystring: z.strictObject({ bank_id: z.string().min(1).max(64) }),
        response: { 200: openFiatOrder },
      },
    },
    async (request) => opts.orders.notExpired(request.requirePlayer(), request.query.bank_id),
  );

  r.post(
    '/v2/wallet/orders/buy',
    { ...common, schema: { ...schema, body: buyOrderRequest, response: { 201: createdId } } },
    async (request, reply) => {
      const player = request.requirePlayer();
      return once(request, reply, player.id, 201, (key) => opts.orders.createBuy(player, request.body, key));
    },
  );

  r.get(
    '/v1/wallet/orders/buy/:id',
    { ...common, schema: { ...schema, params: orderId, response: { 200: fiatOrder } } },
    async (request) => opts.orders.getBuy(request.requirePlayer(), request.params.id),
  );

  r.post(
    '/v1/wallet/orders/buy/:id/paid',
    {
      ...common,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { ...schema, params: orderId, body: paidRequest, response: { 200: fiatOrder } },
    },
    async (request) => opts.orders.markPaid(request.requirePlayer(), request.params.id, request.body),
  );

  r.post(
    '/v1/wallet/orders/buy/:id/cancel',
    { ...common, schema: { ...schema, params: orderId, response: { 200: fiatOrder } } },
    async (request, reply) => {
      const player = request.requirePlayer();
      return once(request, reply, player.id, 200, () => opts.orders.cancelBuy(player, request.params.id));
    },
  );

  r.post(
    '/v1/wallet/orders/buy/:id/dispute',
    {
      ...common,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { ...schema, params: orderId, body: disputeRequest, response: { 200: fiatOrder } },
    },
    async (request) => opts.orders.openDispute(request.requirePlayer(), request.params.id, request.body),
  );

  r.get(
    '/v2/wallet/txns',
    {
      ...common,
      schema: {
        ...schema,
        querystring: paginationQuery,
        // `nextBefore` answers a `before` (cursor) request only: the cursor of the next page, null at the end.
        response: {
          200: transactionPage.extend({
            meta: transactionPage.shape.meta.extend({ nextBefore: z.string().nullable().optional() }),
          }),
        },
      },
    },
    async (request) => listTransactions(opts.pool, request.requirePlayer(), request.query),
  );

  r.get(
    '/v2/wallet/wager',
    { ...common, schema: { ...schema, response: { 200: wagerCheck } } },
    async (request) => {
      await opts.withdrawals.wagerCheck(request.requirePlayer());
      return { isWithdrawEnabled: true };
    },
  );

  r.post(
    '/v2/wallet/orders/sell',
    { ...common, schema: { ...schema, body: sellRequest, response: { 201: createdId } } },
    async (request, reply) => {
      const player = request.requirePlayer();
      return once(request, reply, player.id, 201, async (key) => {
        await opts.secondFactor(request, player);
        return opts.withdrawals.sell(player, request.body, key);
      });
    },
  );

  r.get(
    '/v2/wallet/orders/sell/saved',
    {
      ...common,
      schema: {
        ...schema,
        querystring: z.strictObject({ bankId: z.string().min(1).max(64) }),
        response: { 200: savedPayoutDetails },
      },
    },
    async (request) => opts.withdrawals.savedDetails(request.requirePlayer(), request.query.bankId),
  );

  r.post(
    '/v1/wallet/txns/cancel/:id',
    { ...common, schema: { ...schema, params: orderId, response: { 200: cancelledTransaction } } },
    async (request) => {
      const row = await opts.withdrawals.cancel(request.requirePlayer(), request.params.id, 'withdraw');
      return { id: row.id, status: row.status };
    },
  );

  // A real fiat provider's reports: verified by the provider over the raw bytes, then settled once.
  for (const provider of opts.orders.liveProviders()) {
    await signedWebhookRoute(app, {
      path: `/v1/webhooks/fiat/${provider.name}`,
      signatureHeader: '',
      verify: (raw, _signature, headers) => provider.parseWebhook(raw, headers) !== null,
      handle: (raw, headers) => opts.orders.handleProviderWebhook(provider, raw, headers),
    });
  }

  r.post(
    '/v1/wallet/orders/sell/:id/cancel',
    { ...common, schema: { ...schema, params: orderId, response: { 200: cancelledTransaction } } },
    async (request) => {
      const row = await opts.withdrawals.cancel(request.requirePlayer(), request.params.id, 'sell');
      return { id: row.id, status: row.status };
    },
  );
}
