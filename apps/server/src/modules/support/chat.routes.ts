import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_GUEST_TOKEN_HEADER,
  supportAttachmentView,
  supportChatPage,
  supportGuestStartRequest,
  supportGuestStartResponse,
  supportHistoryQuery,
  supportIdSchema,
  supportMessageView,
  supportSendRequest,
} from '@casino/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { type ChatCaller, guestTokenHash, type SupportChat } from './chat.service.ts';

/**
 * Attachments are sent as the raw image bytes (any image/* or application/octet-stream type; the bytes
 * decide). The body may run past the 5 MiB cap so that a slightly larger image is answered with the
 * clear 400 attachment_too_large; far larger ones are cut off at this limit with 413 payload_too_large.
 */
export const ATTACHMENT_BODY_LIMIT = SUPPORT_ATTACHMENT_MAX_BYTES + 3 * 1024 * 1024;
const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/octet-stream'];

/** Lets a plugin scope take raw image bodies (its uploads); the bytes arrive as a Buffer. */
export function acceptImageBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: ATTACHMENT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
}

/** The raw bytes of an upload; a JSON or form body is no image. */
export function uploadedBytes(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw new AppError(415, 'unsupported_media_type');
  return body;
}

/** Shown in an <img>, never run: the type its bytes proved, inline, no sniffing, no scripts. */
export function sendAttachment(reply: FastifyReply, file: { bytes: Buffer; type: string }) {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'")
    .send(file.bytes);
}

export const attachmentResponse = {
  200: z.unknown().describe('The image: image/png, image/jpeg, image/webp or image/gif'),
};

const attachmentParams = z.strictObject({ id: supportIdSchema });
const noContent = z.null().describe('No content');
const MAX_GUEST_TOKEN = 128;

/** Runs the player sign-in hook (callback or promise style) as a promise. */
function runHook(
  hook: preHandlerHookHandler,
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: unknown) => (error ? reject(error) : resolve());
    try {
      const result: unknown = hook.call(app, request, reply, done);
      if (result instanceof Promise) result.then(() => resolve(), reject);
    } catch (error) {
      reject(error);
    }
  });
}

/**
 * The player's live chat under /api/v1/support/chat (app.ts adds /api/v1). A signed-in player is
 * identified by the normal Authorization header; a guest by the token POST /support/chat/guest gave them,
 * in the x-support-guest-token header.
 */
export async function chatRoutes(
  app: FastifyInstance,
  opts: { chat: SupportChat; authenticate: preHandlerHookHandler },
): Promise<void> {
  const { chat } = opts;
  acceptImageBodies(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['support'];
  const callers = new WeakMap<FastifyRequest, ChatCaller>();

  const identify: preHandlerHookHandler = async function (this: FastifyInstance, request, reply) {
    if (request.headers.authorization !== undefined) {
      await runHook(opts.authenticate, this, request, reply);
      callers.set(request, { kind: 'player', player: request.requirePlayer() });
      return;
    }
    const guest = request.headers[SUPPORT_GUEST_TOKEN_HEADER];
    if (typeof guest !== 'string' || guest.length === 0 || guest.length > MAX_GUEST_TOKEN)
      throw new AppError(401, 'unauthorized');
    callers.set(request, { kind: 'guest', tokenHash: guestTokenHash(guest) });
  };
  const callerOf = (request: FastifyRequest): ChatCaller => {
    const caller = callers.get(request);
    if (!caller) throw new AppError(401, 'unauthorized');
    return caller;
  };
  const common = { preHandler: identify };
  const security = [{ bearer: [] }];

  r.post(
    '/support/chat/guest',
    { schema: { tags, body: supportGuestStartRequest, response: { 201: supportGuestStartResponse } } },
    async (request, reply) => reply.status(201).send(await chat.startGuest(request.body, request.ip)),
  );

  r.get(
    '/support/chat',
    {
      ...common,
      schema: { tags, security, querystring: supportHistoryQuery, response: { 200: supportChatPage } },
    },
    async (request) => chat.page(callerOf(request), request.query),
  );

  r.post(
    '/support/chat/messages',
    {
      ...common,
      schema: { tags, security, body: supportSendRequest, response: { 201: supportMessageView } },
    },
    async (request, reply) => reply.status(201).send(await chat.send(callerOf(request), request.body)),
  );

  r.post(
    '/support/chat/attachments',
    {
      ...common,
      bodyLimit: ATTACHMENT_BODY_LIMIT,
      schema: { tags, security, response: { 201: supportAttachmentView } },
    },
    async (request, reply) =>
      reply.status(201).send(await chat.upload(callerOf(request), uploadedBytes(request.body))),
  );

  r.get(
    '/support/chat/attachments/:id',
    { ...common, schema: { tags, security, params: attachmentParams, response: attachmentResponse } },
    async (request, reply) =>
      sendAttachment(reply, await chat.attachment(callerOf(request), request.params.id)),
  );

  r.post(
    '/support/chat/read',
    { ...common, schema: { tags, security, response: { 204: noContent } } },
    async (request, reply) => {
      await chat.markRead(callerOf(request));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/support/chat/typing',
    { ...common, schema: { tags, security, response: { 204: noContent } } },
    async (request, reply) => {
      await chat.typing(callerOf(request));
      return reply.status(204).send(null);
    },
  );
}
