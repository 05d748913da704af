import {
  eventVoidedResponse,
  finishEventBody,
  marketSettledResponse,
  marketSuspendedResponse,
  operatorSportsEventsResponse,
  settleMarketBody,
  suspendMarketBody,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Backoffice } from './backoffice.ts';
import { backofficeViewsRoutes } from './backoffice-views.routes.ts';
import {
  adjustmentBody,
  auditQuery,
  auditResponse,
  balanceResponse,
  banBody,
  bonusGrantBody,
  buyOrderList,
  cashierListQuery,
  catalogueBonusBody,
  catalogueBonusPatch,
  catalogueItem,
  catalogueList,
  catalogueParams,
  chainDepositList,
  chainDepositsQuery,
  chainPaymentBody,
  chainPaymentResult,
  confirmBuyBody,
  decisionBody,
  disputeAcceptBody,
  disputeList,
  disputeListQuery,
  disputeRejectBody,
  disputeResolution,
  idempotencyHeaders,
  loginBody,
  noContent,
  personalOfferBody,
  personalOfferResponse,
  playerParams,
  playerSummaryResponse,
  restrictionsBody,
  sportsbookEventsQuery,
  sportsbookParams,
  tokenResponse,
  tournamentAdminItem,
  tournamentAdminList,
  tournamentAdminParams,
  tournamentBody,
  tournamentCancelBody,
  tournamentPatch,
  transactionChange,
  transactionParams,
  vipBody,
  withdrawalList,
} from './schemas.ts';
import { supportChatAdminRoutes } from './support-chat.routes.ts';

const tags = ['backoffice'];
const ok = <T>(schema: T) => ({ 200: schema });
const security = [{ bearer: [] }];

/** /api/admin/v1 (app.ts adds the prefix): operator sign-in, then operator-only calls. */
export async function adminRoutes(app: FastifyInstance, opts: { backoffice: Backoffice }): Promise<void> {
  const { operators } = opts.backoffice;

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/auth/login',
      { schema: { tags, body: loginBody, response: { 200: tokenResponse } } },
      async (request) => operators.login(request.body, { ip: request.ip }),
    );

  // Own scope: the hook guards every route below and nothing above. It runs on request, before the
  // body is parsed, so a caller without an operator session learns nothing about the routes' input.
  await app.register(async (scope) => {
    scope.addHook('onRequest', operators.authenticate);
    await scope.register(operatorRoutes, { backoffice: opts.backoffice });
    await scope.register(backofficeViewsRoutes, { backoffice: opts.backoffice });
    await scope.register(supportChatAdminRoutes, { backoffice: opts.backoffice });
  });
}

async function operatorRoutes(app: FastifyInstance, opts: { backoffice: Backoffice }): Promise<void> {
  const { operators, players, bonuses, catalogue, tournaments, cashier, chain } = opts.backoffice;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/orders/buy',
    { schema: { tags, security, querystring: cashierListQuery, response: { 200: buyOrderList } } },
    async (request) => cashier.listBuyOrders(request.query.status, request.query.offset, request.query.limit),
  );
  api.post(
    '/orders/buy/:id/confirm',
    {
      schema: {
        tags,
        security,
        params: transactionParams,
        body: confirmBuyBody,
        response: ok(transactionChange),
      },
    },
    async (request) =>
      cashier.confirmBuy(
        operators.current(request),
        request.params.id,
        request.body?.amount,
        request.body?.reason,
      ),
  );
  api.post(
    '/orders/buy/:id/decline',
    {
      schema: {
        tags,
        security,
        params: transactionParams,
        body: decisionBody,
        response: ok(transactionChange),
      },
    },
    async (request) =>
      cashier.declineBuy(operators.current(request), request.params.id, request.body?.reason),
  );
  api.get(
    '/withdrawals',
    { schema: { tags, security, querystring: cashierListQuery, response: { 200: withdrawalList } } },
    async (request) =>
      cashier.listWithdrawals(request.query.status, request.query.offset, request.query.limit),
  );
  api.post(
    '/withdrawals/:id/approve',
    {
      schema: {
        tags,
        security,
        params: transactionParams,
        body: decisionBody,
        response: ok(transactionChange),
      },
    },
    async (request) =>
      cashier.approveWithdrawal(operators.current(request), request.params.id, request.body?.reason),
  );
  api.post(
    '/withdrawals/:id/decline',
    {
      schema: {
        tags,
        security,
        params: transactionParams,
        body: decisionBody,
        response: ok(transactionChange),
      },
    },
    async (request) =>
      cashier.declineWithdrawal(operators.current(request), request.params.id, request.body?.reason),
  );

  api.get(
    '/disputes',
    { schema: { tags, security, querystring: disputeListQuery, response: { 200: disputeList } } },
    async (request) => cashier.listDisputes(request.query.status, request.query.offset, request.query.limit),
  );
  api.post(
    '/disputes/:id/accept',
    {
      schema: {
        tags,
        security,
        params: transactionParams,
        body: disputeAcceptBody,
        response: ok(disputeResolution),
      },
    },
    async (request) =>
      cashier.acceptDispute(operators.current(request), request.params.id, request.body?.amount),
  );
  api.post(
    '/disputes/:id/reject',
    {
      schema: {
        tags,
        security,
        params: transactionParams,
        body: disputeRejectBody,
        response: ok(disputeResolution),
      },
    },
    async (request) =>
      cashier.rejectDispute(operators.current(request), request.params.id, request.body?.reason),
  );

  api.get(
    '/chain-deposits',
    { schema: { tags, security, querystring: chainDepositsQuery, response: { 200: chainDepositList } } },
    async (request) => chain.list(request.query.status, request.query.offset, request.query.limit),
  );
  api.post(
    '/sandbox/chain-payments',
    { schema: { tags, security, body: chainPaymentBody, response: { 201: chainPaymentResult } } },
    async (request, reply) => {
      const sent = await chain.sendPayment(operators.current(request), request.body);
      return reply.status(201).send(sent);
    },
  );

  api.post(
    '/auth/logout',
    { schema: { tags, security, response: { 204: noContent } } },
    async (request, reply) => {
      await operators.logout(request);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/players/:globalId',
    { schema: { tags, security, params: playerParams, response: { 200: playerSummaryResponse } } },
    async (request) => players.summary(request.params.globalId),
  );

  api.post(
    '/players/:globalId/adjustments',
    {
      schema: {
        tags,
        security,
        params: playerParams,
        headers: idempotencyHeaders,
        body: adjustmentBody,
        response: { 200: balanceResponse },
      },
    },
    async (request) =>
      players.adjust(
        operators.current(request),
        request.params.globalId,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  api.post(
    '/players/:globalId/bonuses',
    {
      schema: {
        tags,
        security,
        params: playerParams,
        headers: idempotencyHeaders,
        body: bonusGrantBody,
        response: { 200: balanceResponse },
      },
    },
    async (request) =>
      bonuses.grant(
        operators.current(request),
        request.params.globalId,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  // The bonus catalogue (SPEC §3 Bonus and Conditions; amounts in US dollars).
  api.get('/bonuses', { schema: { tags, security, response: { 200: catalogueList } } }, async () => ({
    items: await catalogue.list(),
  }));
  api.post(
    '/bonuses',
    { schema: { tags, security, body: catalogueBonusBody, response: { 201: catalogueItem } } },
    async (request, reply) => {
      reply.code(201);
      return catalogue.create(operators.current(request), request.body);
    },
  );
  api.patch(
    '/bonuses/:id',
    {
      schema: {
        tags,
        security,
        params: catalogueParams,
        body: catalogueBonusPatch,
        response: ok(catalogueItem),
      },
    },
    async (request) => catalogue.update(operators.current(request), request.params.id, request.body),
  );
  api.post(
    '/bonuses/:id/retire',
    { schema: { tags, security, params: catalogueParams, response: ok(catalogueItem) } },
    async (request) => catalogue.retire(operators.current(request), request.params.id),
  );
  api.post(
    '/bonuses/:id/offers',
    {
      schema: {
        tags,
        security,
        params: catalogueParams,
        body: personalOfferBody,
        response: ok(personalOfferResponse),
      },
    },
    async (request) => catalogue.offer(operators.current(request), request.params.id, request.body.globalId),
  );

  // Tournaments (amounts in major units of each tournament's currency).
  api.get('/tournaments', { schema: { tags, security, response: ok(tournamentAdminList) } }, async () => ({
    items: await tournaments.list(),
  }));
  api.post(
    '/tournaments',
    { schema: { tags, security, body: tournamentBody, response: { 201: tournamentAdminItem } } },
    async (request, reply) => {
      reply.code(201);
      return tournaments.create(operators.current(request), request.body);
    },
  );
  api.patch(
    '/tournaments/:id',
    {
      schema: {
        tags,
        security,
        params: tournamentAdminParams,
        body: tournamentPatch,
        response: ok(tournamentAdminItem),
      },
    },
    async (request) => tournaments.update(operators.current(request), request.params.id, request.body),
  );
  api.post(
    '/tournaments/:id/end',
    { schema: { tags, security, params: tournamentAdminParams, response: ok(tournamentAdminItem) } },
    async (request) => tournaments.end(operators.current(request), request.params.id),
  );
  api.post(
    '/tournaments/:id/cancel',
    {
      schema: {
        tags,
        security,
        params: tournamentAdminParams,
        body: tournamentCancelBody,
        response: ok(tournamentAdminItem),
      },
    },
    async (request) => tournaments.cancel(operators.current(request), request.params.id, request.body.reason),
  );

  api.post(
    '/players/:globalId/ban',
    {
      schema: {
        tags,
        security,
        params: playerParams,
        body: banBody,
        response: { 200: playerSummaryResponse },
      },
    },
    async (request) => players.ban(operators.current(request), request.params.globalId, request.body.reason),
  );

  api.post(
    '/players/:globalId/unban',
    { schema: { tags, security, params: playerParams, response: { 200: playerSummaryResponse } } },
    async (request) => players.unban(operators.current(request), request.params.globalId),
  );

  api.post(
    '/players/:globalId/vip',
    {
      schema: {
        tags,
        security,
        params: playerParams,
        body: vipBody,
        response: { 200: playerSummaryResponse },
      },
    },
    async (request) =>
      players.setVip(operators.current(request), request.params.globalId, {
        isVip: request.body.isVip,
        vipManagerTelegram: request.body.vipManagerTelegram ?? null,
        level: request.body.level,
      }),
  );

  api.post(
    '/players/:globalId/restrictions',
    {
      schema: {
        tags,
        security,
        params: playerParams,
        body: restrictionsBody,
        response: { 200: playerSummaryResponse },
      },
    },
    async (request) => players.restrict(operators.current(request), request.params.globalId, request.body),
  );

  // The sportsbook (issue 17): operators settle, re-settle, suspend and void; each change is audited.
  const { sportsbook } = opts.backoffice;
  api.get(
    '/sportsbook/events',
    {
      schema: {
        tags,
        security,
        querystring: sportsbookEventsQuery,
        response: { 200: operatorSportsEventsResponse },
      },
    },
    async (request) => sportsbook.listEvents(request.query),
  );
  api.post(
    '/sportsbook/markets/:id/settle',
    {
      schema: {
        tags,
        security,
        params: sportsbookParams,
        body: settleMarketBody,
        response: { 200: marketSettledResponse },
      },
    },
    async (request) =>
      sportsbook.settleMarket(operators.current(request), request.params.id, request.body.results),
  );
  api.post(
    '/sportsbook/markets/:id/suspend',
    {
      schema: {
        tags,
        security,
        params: sportsbookParams,
        body: suspendMarketBody,
        response: { 200: marketSuspendedResponse },
      },
    },
    async (request) =>
      sportsbook.suspendMarket(operators.current(request), request.params.id, request.body.suspended),
  );
  api.post(
    '/sportsbook/events/:id/void',
    { schema: { tags, security, params: sportsbookParams, response: { 200: eventVoidedResponse } } },
    async (request) => sportsbook.voidEvent(operators.current(request), request.params.id),
  );
  const finishEvent = sportsbook.finishEvent;
  if (finishEvent) {
    api.post(
      '/sandbox/sportsbook/events/:id/finish',
      {
        schema: {
          tags,
          security,
          params: sportsbookParams,
          body: finishEventBody,
          response: { 204: noContent },
        },
      },
      async (request, reply) => {
        await finishEvent(operators.current(request), request.params.id, request.body);
        return reply.status(204).send(null);
      },
    );
  }

  api.get(
    '/audit',
    { schema: { tags, security, querystring: auditQuery, response: { 200: auditResponse } } },
    async (request) => {
      const { subjectType, subjectId, offset, limit } = request.query;
      const { items, total } = await opts.backoffice.audit({ subjectType, subjectId, offset, limit });
      return { items, meta: { total, offset, limit } };
    },
  );
}
