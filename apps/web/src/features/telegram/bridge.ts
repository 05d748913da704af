import {
  type MainButtonSpec,
  miniAppBack,
  miniAppMainButton,
  setMiniAppHapticSink,
} from '../../lib/mini-app-controls.ts';
import { miniAppColours } from './theme.ts';
import type { TelegramWebApp } from './web-app.ts';

const TELEGRAM_LINK = /^https:\/\/t\.me\//;

/**
 * Drives Telegram's objects from what the app registered (lib/mini-app.ts): the BackButton while some
 * level has a back (the wallet modal's table, else the previous page), the MainButton while a page has
 * one main action, haptics on wins and errors, t.me links inside the messenger, the theme's colours and
 * the stable viewport height for the bottom bar. Returns the undo (tests).
 */
export function connectBridge(
  webApp: TelegramWebApp,
  root: HTMLElement = document.documentElement,
): () => void {
  const undo: Array<() => void> = [];

  const back = () => miniAppBack.top()?.();
  webApp.BackButton.onClick(back);
  const showBack = () => (miniAppBack.top() ? webApp.BackButton.show() : webApp.BackButton.hide());
  undo.push(miniAppBack.subscribe(showBack), () => webApp.BackButton.offClick(back));
  showBack();

  let shown: MainButtonSpec | undefined;
  const press = () => {
    if (shown && !shown.disabled && !shown.progress) shown.onClick();
  };
  webApp.MainButton.onClick(press);
  const showMain = () => {
    shown = miniAppMainButton.top();
    if (!shown) {
      webApp.MainButton.hide();
      return;
    }
    webApp.MainButton.setParams({ text: shown.text, is_active: !shown.disabled, is_visible: true });
    if (shown.progress) webApp.MainButton.showProgress(false);
    else webApp.MainButton.hideProgress();
  };
  undo.push(miniAppMainButton.subscribe(showMain), () => webApp.MainButton.offClick(press));
  showMain();

  const haptic = (kind: 'error' | 'success' | 'warning') => webApp.HapticFeedback.notificationOccurred(kind);
  setMiniAppHapticSink(haptic);
  undo.push(() => setMiniAppHapticSink(null));
  // Every error toast (whichever feature raised it) is felt as well as seen.
  const toasts = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (
          node instanceof HTMLElement &&
          node.dataset.sonnerToast !== undefined &&
          node.dataset.type === 'error'
        )
          haptic('error');
  });
  toasts.observe(document.body, { childList: true, subtree: true });
  undo.push(() => toasts.disconnect());

  // Links to other chats and bots stay in the messenger; other sites open in its browser.
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link) return;
    if (TELEGRAM_LINK.test(link.href)) {
      event.preventDefault();
      webApp.openTelegramLink(link.href);
    } else if (link.target === '_blank' && /^https?:/.test(link.href)) {
      event.preventDefault();
      webApp.openLink(link.href);
    }
  };
  document.addEventListener('click', onClick, true);
  undo.push(() => document.removeEventListener('click', onClick, true));

  const paint = () => {
    const casinoPage = getComputedStyle(root).getPropertyValue('--color-page').trim() || '#0b0a24';
    const { properties, chrome } = miniAppColours(webApp.themeParams, casinoPage);
    for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value);
    if (webApp.isVersionAtLeast('6.1')) {
      webApp.setHeaderColor(chrome);
      webApp.setBackgroundColor(chrome);
    }
    if (webApp.isVersionAtLeast('7.10')) webApp.setBottomBarColor?.(chrome);
  };
  const measure = () => {
    if (webApp.viewportStableHeight > 0)
      root.style.setProperty('--mini-app-stable-height', `${webApp.viewportStableHeight}px`);
  };
  webApp.onEvent('themeChanged', paint);
  webApp.onEvent('viewportChanged', measure);
  paint();
  measure();
  root.dataset.miniApp = webApp.colorScheme;

  return () => {
    for (const step of undo) step();
  };
}
