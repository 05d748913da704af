import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSupportConfig } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../app.ts';

describe('SUPPORT_* configuration', () => {
  it('is our own chat, the default bot and e-mail unless told otherwise', () => {
    expect(parseSupportConfig({})).toEqual({
      chat: { vendor: 'own' },
      messengerBot: 'casino_support_bot',
      email: 'support@casino.local',
    });
  });

  it('takes Webim with an account and a location per language', () => {
    const config = parseSupportConfig({
      SUPPORT_CHAT: 'webim',
      WEBIM_ACCOUNT: 'casino-demo',
      WEBIM_LOCATIONS: 'ru=ru_support, default=main',
      SUPPORT_EMAIL: 'help@casino.example',
      SUPPORT_BOT: 'casino_help_bot',
    });
    expect(config).toEqual({
      chat: { vendor: 'webim', account: 'casino-demo', locations: { ru: 'ru_support', default: 'main' } },
      messengerBot: 'casino_help_bot',
      email: 'help@casino.example',
    });
  });

  it('stops the start on anything it cannot use', () => {
    expect(() => parseSupportConfig({ SUPPORT_CHAT: 'intercom' })).toThrow(/own or webim/);
    expect(() => parseSupportConfig({ SUPPORT_CHAT: 'webim' })).toThrow(/WEBIM_ACCOUNT/);
    expect(() => parseSupportConfig({ SUPPORT_CHAT: 'webim', WEBIM_ACCOUNT: 'evil.example/x' })).toThrow(
      /WEBIM_ACCOUNT/,
    );
    expect(() =>
      parseSupportConfig({ SUPPORT_CHAT: 'webim', WEBIM_ACCOUNT: 'a', WEBIM_LOCATIONS: 'ru' }),
    ).toThrow(/WEBIM_LOCATIONS/);
    expect(() => parseSupportConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => parseSupportConfig({ SUPPORT_BOT: 'a b' })).toThrow(/SUPPORT_BOT/);
  });
});

describe('GET /api/v1/support/config', () => {
  let own: TestApp;
  let webim: TestApp;
  beforeAll(async () => {
    [own, webim] = await Promise.all([
      createTestApp(),
      createTestApp({ SUPPORT_CHAT: 'webim', WEBIM_ACCOUNT: 'casino-demo', WEBIM_LOCATIONS: 'ru=ru_desk' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([own.close(), webim.close()]);
  });

  it('answers the channels; only a configured vendor gets into the page CSP', async () => {
    const ownAnswer = await own.app.inject({ method: 'GET', url: '/api/v1/support/config' });
    expect(ownAnswer.statusCode).toBe(200);
    expect(ownAnswer.json().chat).toEqual({ vendor: 'own' });
    const ownPage = await own.app.inject({ method: 'GET', url: '/en' });
    expect(String(ownPage.headers['content-security-policy'])).not.toContain('webim');

    const webimAnswer = await webim.app.inject({ method: 'GET', url: '/api/v1/support/config' });
    expect(webimAnswer.json().chat).toEqual({
      vendor: 'webim',
      account: 'casino-demo',
      locations: { ru: 'ru_desk' },
    });
    const csp = String(
      (await webim.app.inject({ method: 'GET', url: '/en' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(/script-src 'self' https:\/\/casino-demo\.webim\.ru/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/casino-demo\.webim\.ru/);
  });
});
