import type { SupportConfigView } from '@casino/shared';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type pg from 'pg';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { AuthService } from '../auth/index.ts';
import type { Publish } from '../realtime/index.ts';
import { SupportArticlesService } from './articles.service.ts';
import { chatRoutes } from './chat.routes.ts';
import { SupportChat } from './chat.service.ts';
import { supportRoutes } from './support.routes.ts';

export { seedSupportArticles } from './articles.seed.ts';
export {
  ATTACHMENT_BODY_LIMIT,
  acceptImageBodies,
  attachmentResponse,
  sendAttachment,
  uploadedBytes,
} from './chat.routes.ts';
export { type AuditHook, type ChatCaller, SUPPORT_RATE_RULES, SupportChat } from './chat.service.ts';
export type { SupportArticlesService };

export interface Support {
  articles: SupportArticlesService;
  chat: SupportChat;
}

export function createSupport(deps: {
  pool: pg.Pool;
  clock: () => Date;
  publish: Publish;
  rateLimiter: RateLimiter;
  players: Pick<AuthService, 'getPlayer' | 'getPlayerByGlobalId'>;
}): Support {
  return { articles: new SupportArticlesService(deps.pool), chat: new SupportChat(deps) };
}

/** The help-article search and article pages, and the player's live chat, under /api/v1. */
export async function supportPlugin(
  app: FastifyInstance,
  opts: { support: Support; authenticate: preHandlerHookHandler; channels: SupportConfigView },
): Promise<void> {
  await app.register(supportRoutes, {
    prefix: '/api/v1',
    articles: opts.support.articles,
    channels: opts.channels,
  });
  await app.register(chatRoutes, {
    prefix: '/api/v1',
    chat: opts.support.chat,
    authenticate: opts.authenticate,
  });
}
