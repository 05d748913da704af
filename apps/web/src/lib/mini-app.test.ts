import { afterEach, describe, expect, it } from 'vitest';
import { isMiniApp, miniAppLaunch, resetMiniAppLaunch } from './mini-app.ts';
import { miniAppBack } from './mini-app-controls.ts';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  resetMiniAppLaunch();
});

describe('the mini-app launch', () => {
  it('is the website without Telegram init data in the hash', () => {
    window.history.replaceState(null, '', '/en?botId=7#section');
    expect(isMiniApp()).toBe(false);
  });

  it('reads the bot and keeps the launch, and Telegram’s parameters, for the rest of the tab', () => {
    window.history.replaceState(
      null,
      '',
      '/?botId=7001#tgWebAppData=user%3D1%26hash%3Dab&tgWebAppVersion=8.0',
    );
    expect(miniAppLaunch()).toEqual({ botId: '7001' });
    expect(JSON.parse(sessionStorage.getItem('__telegram__initParams') ?? '{}')).toEqual({
      tgWebAppData: 'user=1&hash=ab',
      tgWebAppVersion: '8.0',
    });
    // The router's redirect to /en drops the hash; a reload of the tab still is the mini-app.
    window.history.replaceState(null, '', '/en');
    resetMiniAppLaunch();
    expect(miniAppLaunch()).toEqual({ botId: '7001' });
  });

  it('names no bot when the URL has none (the invalid-bot screen follows)', () => {
    window.history.replaceState(null, '', '/en#tgWebAppData=x');
    expect(miniAppLaunch()).toEqual({ botId: '' });
  });
});

describe('the back stack', () => {
  it('shows a modal’s back over the page’s, whatever order they came in', () => {
    const calls: string[] = [];
    const removeModal = miniAppBack.add({ current: () => calls.push('modal'), level: 1 });
    const removePage = miniAppBack.add({ current: () => calls.push('page'), level: 0 });
    miniAppBack.top()?.();
    removeModal();
    miniAppBack.top()?.();
    removePage();
    expect(miniAppBack.top()).toBeUndefined();
    expect(calls).toEqual(['modal', 'page']);
  });
});
