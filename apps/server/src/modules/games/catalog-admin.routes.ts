import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminGamePage,
  adminGamesQuery,
  adminGameView,
  gameImportResponse,
  gameOrderBody,
  gameOrderResponse,
  gameParams,
  gamePatchBody,
} from './catalog-admin.schemas.ts';
import type { CatalogAdmin } from './catalog-admin.service.ts';

const tags = ['backoffice'];
const security = [{ bearer: [] }];

/**
 * The operators' catalogue under /api/admin/v1 (app.ts adds the prefix). `authenticate` is the back
 * office's operator hook: it runs on request, before the body is parsed, and checks the route's
 * permission ('games.manage', backoffice route-permissions.ts).
 */
export async function catalogAdminRoutes(
  app: FastifyInstance,
  opts: {
    admin: CatalogAdmin;
    authenticate: (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    operatorId: (request: FastifyRequest) => bigint;
  },
): Promise<void> {
  const { admin, operatorId } = opts;
  app.addHook('onRequest', opts.authenticate);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/games',
    { schema: { tags, security, querystring: adminGamesQuery, response: { 200: adminGamePage } } },
    async (request) => admin.list(request.query),
  );
  api.get(
    '/games/:id',
    { schema: { tags, security, params: gameParams, response: { 200: adminGameView } } },
    async (request) => admin.get(request.params.id),
  );
  api.patch(
    '/games/:id',
    {
      schema: { tags, security, params: gameParams, body: gamePatchBody, response: { 200: adminGameView } },
    },
    async (request) => admin.update(operatorId(request), request.params.id, request.body),
  );
  api.post(
    '/games/order',
    { schema: { tags, security, body: gameOrderBody, response: { 200: gameOrderResponse } } },
    async (request) => admin.order(operatorId(request), request.body.ids),
  );
  api.post(
    '/games/import',
    { schema: { tags, security, response: { 200: gameImportResponse } } },
    async (request) => admin.importFromProvider(operatorId(request)),
  );
}
