import {
  supportAssignRequest,
  supportAttachmentView,
  supportConversationDetail,
  supportHistoryQuery,
  supportIdSchema,
  supportMessageView,
  supportQueueItem,
  supportQueuePage,
  supportQueueQuery,
  supportSendRequest,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHMENT_BODY_LIMIT,
  acceptImageBodies,
  attachmentResponse,
  sendAttachment,
  uploadedBytes,
} from '../support/index.ts';
import type { Backoffice } from './backoffice.ts';
import { noContent } from './schemas.ts';

const tags = ['backoffice', 'support'];
const security = [{ bearer: [] }];
const conversationParams = z.strictObject({ id: supportIdSchema });
const attachmentParams = z.strictObject({ id: supportIdSchema, attachmentId: supportIdSchema });

/** /api/admin/v1/support/conversations…: the operators' support chat (permission support.chat). */
export async function supportChatAdminRoutes(
  app: FastifyInstance,
  opts: { backoffice: Backoffice },
): Promise<void> {
  const { operators, support } = opts.backoffice;
  acceptImageBodies(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/support/conversations',
    { schema: { tags, security, querystring: supportQueueQuery, response: { 200: supportQueuePage } } },
    async (request) => support.queue(operators.current(request), request.query),
  );
  api.get(
    '/support/conversations/:id',
    {
      schema: {
        tags,
        security,
        params: conversationParams,
        querystring: supportHistoryQuery,
        response: { 200: supportConversationDetail },
      },
    },
    async (request) => support.history(request.params.id, request.query),
  );
  api.post(
    '/support/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        params: conversationParams,
        body: supportSendRequest,
        response: { 201: supportMessageView },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await support.reply(operators.current(request), request.params.id, request.body)),
  );
  api.post(
    '/support/conversations/:id/attachments',
    {
      bodyLimit: ATTACHMENT_BODY_LIMIT,
      schema: { tags, security, params: conversationParams, response: { 201: supportAttachmentView } },
    },
    async (request, reply) =>
      reply.status(201).send(await support.upload(request.params.id, uploadedBytes(request.body))),
  );
  api.get(
    '/support/conversations/:id/attachments/:attachmentId',
    { schema: { tags, security, params: attachmentParams, response: attachmentResponse } },
    async (request, reply) =>
      sendAttachment(reply, await support.attachment(request.params.id, request.params.attachmentId)),
  );
  api.post(
    '/support/conversations/:id/assign',
    {
      schema: {
        tags,
        security,
        params: conversationParams,
        body: supportAssignRequest,
        response: { 200: supportQueueItem },
      },
    },
    async (request) => support.assign(operators.current(request), request.params.id, request.body),
  );
  api.post(
    '/support/conversations/:id/close',
    { schema: { tags, security, params: conversationParams, response: { 200: supportQueueItem } } },
    async (request) => support.setStatus(operators.current(request), request.params.id, 'closed'),
  );
  api.post(
    '/support/conversations/:id/reopen',
    { schema: { tags, security, params: conversationParams, response: { 200: supportQueueItem } } },
    async (request) => support.setStatus(operators.current(request), request.params.id, 'open'),
  );
  api.post(
    '/support/conversations/:id/read',
    { schema: { tags, security, params: conversationParams, response: { 204: noContent } } },
    async (request, reply) => {
      await support.markRead(request.params.id);
      return reply.status(204).send(null);
    },
  );
  api.post(
    '/support/conversations/:id/typing',
    { schema: { tags, security, params: conversationParams, response: { 204: noContent } } },
    async (request, reply) => {
      await support.typing(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
