import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { parseVipLinks, type VipLinks } from '../../config.ts';
import { installErrorHandling } from '../../http/error-handler.ts';
import { vipPlugin } from './index.ts';

// app.ts registers the plugin; here it runs on a bare Fastify set up the way app.ts sets up its own.
let app: FastifyInstance | undefined;

async function start(links: VipLinks): Promise<FastifyInstance> {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 't', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(vipPlugin, { links });
  await app.ready();
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET /api/v1/vip/links', () => {
  it('answers the embedded defaults to anyone, without a sign-in, cacheable', async () => {
    const server = await start(parseVipLinks({}));
    const response = await server.inject({ url: '/api/v1/vip/links' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      mirrors: { bot: 'https://t.me/casino_vip_bot', web: 'https://vip.casino.example' },
      subscribeUrl: 'https://t.me/casino_vip',
      communityUrl: 'https://t.me/casino_vip_club',
      accessHelpUrl: 'https://t.me/casino_support_bot',
      portals: [
        { id: 'bot', url: 'https://t.me/casino_bot' },
        { id: 'web', url: 'https://casino.example' },
      ],
      communities: [
        { id: 'news', url: 'https://t.me/casino_news' },
        { id: 'chat', url: 'https://t.me/casino_chat' },
      ],
    });
  });

  it('answers what the environment configures; off leaves a link out', async () => {
    const server = await start(
      parseVipLinks({
        VIP_MIRROR_BOT_URL: 'https://t.me/other_bot?start=vip',
        VIP_MIRROR_WEB_URL: 'off',
        VIP_SUBSCRIBE_URL: ' https://t.me/other_channel ',
        VIP_COMMUNITY_URL: 'OFF',
        VIP_ACCESS_HELP_URL: 'https://help.example/access',
        VIP_PORTALS: 'app=https://app.example/?ref=vip, mirror2=https://m2.example',
        VIP_COMMUNITIES: 'off',
      }),
    );
    expect((await server.inject({ url: '/api/v1/vip/links' })).json()).toEqual({
      mirrors: { bot: 'https://t.me/other_bot?start=vip', web: null },
      subscribeUrl: 'https://t.me/other_channel',
      communityUrl: null,
      accessHelpUrl: 'https://help.example/access',
      portals: [
        { id: 'app', url: 'https://app.example/?ref=vip' },
        { id: 'mirror2', url: 'https://m2.example' },
      ],
      communities: [],
    });
  });

  it('has only GET, and an OpenAPI description', async () => {
    const server = await start(parseVipLinks({}));
    expect((await server.inject({ method: 'POST', url: '/api/v1/vip/links' })).statusCode).toBe(404);
    const spec = server.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toContain('/api/v1/vip/links');
  });
});

describe('VIP link configuration', () => {
  it.each([
    ['VIP_MIRROR_BOT_URL', 'http://t.me/casino_vip_bot'],
    ['VIP_MIRROR_WEB_URL', 'javascript:alert(1)'],
    ['VIP_SUBSCRIBE_URL', 'not a url'],
    ['VIP_COMMUNITY_URL', 'https://user:secret@example.com'],
    ['VIP_ACCESS_HELP_URL', 'ftp://example.com'],
  ])('refuses %s=%s at startup, naming the variable', (name, value) => {
    expect(() => parseVipLinks({ [name]: value })).toThrow(name);
  });

  it.each([
    ['VIP_PORTALS', 'https://no-id.example'],
    ['VIP_PORTALS', 'web=http://plain.example'],
    ['VIP_PORTALS', 'Web Site=https://x.example'],
    ['VIP_PORTALS', 'a=https://x.example,a=https://y.example'],
    ['VIP_COMMUNITIES', 'news=off'],
    ['VIP_COMMUNITIES', 'news=data:text/html,hi'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => parseVipLinks({ [name]: value })).toThrow(name);
  });
});
