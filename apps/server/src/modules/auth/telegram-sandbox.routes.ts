import { randomBytes } from 'node:crypto';
import { PROMO_PATTERN } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInitData } from './telegram.ts';
import {
  renderTelegramSandboxPage,
  TELEGRAM_SANDBOX_CLIENT,
  TELEGRAM_SANDBOX_CSP,
} from './telegram-sandbox-page.ts';

const query = z.object({
  /** The Telegram user id to sign in as (a fresh one per page load when absent). */
  user: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .optional(),
  name: z.string().min(1).max(64).default('Sandbox'),
  username: z
    .string()
    .regex(/^[A-Za-z0-9_]{4,32}$/)
    .optional(),
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('en'),
  /** The start parameter (`startapp`), which the app sends as the promo code. */
  start: z.string().regex(PROMO_PATTERN).optional(),
  /** The bot id in the mini-app's URL: another one stands for a bot the casino does not know. */
  bot: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional(),
  /** `1`: tamper with the signed data, as a forger would. */
  forge: z.literal('1').optional(),
  /** The page the mini-app opens on (a path of this site). */
  path: z
    .string()
    .regex(/^\/[a-z]{2}(?:\/[A-Za-z0-9_-]+)*$/)
    .optional(),
});

/**
 * GET /sandbox/telegram: a stand-in Telegram client that opens this site as the sandbox bot's mini-app
 * with init data signed by the bot's token, as Telegram would. Registered only when the sandbox is on
 * (config.telegramSandbox): anyone can sign in as any Telegram user here.
 */
export async function telegramSandboxRoutes(
  app: FastifyInstance,
  opts: { bot: { botId: string; token: string }; clock: () => Date },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['sandbox'], hide: true };

  r.get('/sandbox/telegram', { schema: { ...schema, querystring: query } }, async (request, reply) => {
    const q = request.query;
    const userId = q.user ?? String(100_000_000 + (randomBytes(4).readUInt32BE() % 900_000_000));
    const user = {
      id: Number(userId),
      first_name: q.name,
      ...(q.username ? { username: q.username } : {}),
      language_code: q.lang,
    };
    const fields: Record<string, string> = {
      query_id: randomBytes(12).toString('base64url'),
      user: JSON.stringify(user),
      auth_date: String(Math.floor(opts.clock().getTime() / 1000)),
      ...(q.start ? { start_param: q.start } : {}),
    };
    let initData = signInitData(fields, opts.bot.token);
    // A forger changes what was signed (here: the auth date) and keeps the hash.
    if (q.forge)
      initData = initData.replace(/auth_date=(\d+)/, (_m, date) => `auth_date=${Number(date) - 1}`);
    const hash = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'weba',
    });
    const appUrl = `${q.path ?? `/${q.lang}`}?botId=${q.bot ?? opts.bot.botId}#${hash.toString()}`;
    return reply
      .header('content-security-policy', TELEGRAM_SANDBOX_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderTelegramSandboxPage(appUrl));
  });

  r.get('/sandbox/telegram/client.js', { schema }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/javascript; charset=utf-8')
      .send(TELEGRAM_SANDBOX_CLIENT),
  );
}
