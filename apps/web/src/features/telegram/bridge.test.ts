import { afterEach, describe, expect, it, vi } from 'vitest';
import { miniAppBack, miniAppHaptic, miniAppMainButton } from '../../lib/mini-app-controls.ts';
import { connectBridge } from './bridge.ts';
import { miniAppColours } from './theme.ts';
import type { TelegramWebApp } from './web-app.ts';

function button() {
  const clicks = new Set<() => void>();
  return {
    visible: false,
    params: {} as Record<string, unknown>,
    progress: false,
    show() {
      this.visible = true;
    },
    hide() {
      this.visible = false;
    },
    onClick: (callback: () => void) => clicks.add(callback),
    offClick: (callback: () => void) => clicks.delete(callback),
    press: () => {
      for (const click of clicks) click();
    },
    setParams(params: Record<string, unknown>) {
      this.params = params;
      this.visible = params.is_visible === true;
    },
    showProgress() {
      this.progress = true;
    },
    hideProgress() {
      this.progress = false;
    },
  };
}

function fakeWebApp(theme: Record<string, string> = {}) {
  const web = {
    initData: 'x',
    initDataUnsafe: {},
    colorScheme: 'dark' as const,
    themeParams: theme,
    viewportStableHeight: 640,
    ready: vi.fn(),
    expand: vi.fn(),
    isVersionAtLeast: () => true,
    setHeaderColor: vi.fn(),
    setBackgroundColor: vi.fn(),
    setBottomBarColor: vi.fn(),
    onEvent: vi.fn(),
    openTelegramLink: vi.fn(),
    openLink: vi.fn(),
    BackButton: button(),
    MainButton: button(),
    HapticFeedback: { notificationOccurred: vi.fn() },
  };
  return web satisfies TelegramWebApp;
}

let disconnect: (() => void) | undefined;
afterEach(() => {
  disconnect?.();
  document.body.innerHTML = '';
});

describe('the Telegram bridge', () => {
  it('shows the BackButton only while something has a back, and runs the top one', () => {
    const web = fakeWebApp();
    disconnect = connectBridge(web);
    expect(web.BackButton.visible).toBe(false);
    const page = vi.fn();
    const modal = vi.fn();
    const removePage = miniAppBack.add({ current: page, level: 0 });
    const removeModal = miniAppBack.add({ current: modal, level: 1 });
    expect(web.BackButton.visible).toBe(true);
    web.BackButton.press();
    expect(modal).toHaveBeenCalledTimes(1);
    removeModal();
    web.BackButton.press();
    expect(page).toHaveBeenCalledTimes(1);
    removePage();
    expect(web.BackButton.visible).toBe(false);
  });

  it('mirrors the page’s main action on the MainButton, not while it is busy', () => {
    const web = fakeWebApp();
    disconnect = connectBridge(web);
    const submit = vi.fn();
    const entry = { current: { text: 'Pay', onClick: submit }, level: 0 };
    const remove = miniAppMainButton.add(entry);
    expect(web.MainButton.params).toEqual({ text: 'Pay', is_active: true, is_visible: true });
    web.MainButton.press();
    entry.current = { text: 'Pay', onClick: submit, progress: true } as typeof entry.current;
    miniAppMainButton.changed();
    expect(web.MainButton.progress).toBe(true);
    web.MainButton.press();
    expect(submit).toHaveBeenCalledTimes(1);
    remove();
    expect(web.MainButton.visible).toBe(false);
  });

  it('turns wins and error toasts into haptics and t.me links into Telegram links', async () => {
    const web = fakeWebApp();
    disconnect = connectBridge(web);
    miniAppHaptic('success');
    const toast = document.createElement('li');
    toast.dataset.sonnerToast = '';
    toast.dataset.type = 'error';
    document.body.append(toast);
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(web.HapticFeedback.notificationOccurred.mock.calls).toEqual([['success'], ['error']]);

    const link = document.createElement('a');
    link.href = 'https://t.me/casino_support_bot';
    document.body.append(link);
    link.click();
    expect(web.openTelegramLink).toHaveBeenCalledWith('https://t.me/casino_support_bot');
  });

  it('puts the stable viewport height where the bottom bar reads it', () => {
    const web = fakeWebApp();
    disconnect = connectBridge(web);
    expect(document.documentElement.style.getPropertyValue('--mini-app-stable-height')).toBe('640px');
    expect(document.documentElement.dataset.miniApp).toBe('dark');
  });
});

describe('the theme', () => {
  it('takes a dark Telegram background and paints Telegram’s header in it', () => {
    expect(miniAppColours({ bg_color: '#17212b' }, '#0b0a24')).toEqual({
      properties: { '--color-page': '#17212b', '--color-deep': '#17212b' },
      chrome: '#17212b',
    });
  });

  it('keeps the casino dark under a light theme or a malformed colour', () => {
    expect(miniAppColours({ bg_color: '#ffffff' }, '#0b0a24')).toEqual({ properties: {}, chrome: '#0b0a24' });
    expect(miniAppColours({ bg_color: 'red;}' }, '#0b0a24')).toEqual({ properties: {}, chrome: '#0b0a24' });
  });
});
