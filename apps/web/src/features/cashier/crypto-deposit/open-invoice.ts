interface TelegramWebApp {
  openLink?: (url: string) => void;
  openTelegramLink?: (url: string) => void;
}

/**
 * Opens a provider's invoice: inside the messenger mini-app through its own calls (t.me links stay in the
 * messenger), else in a new tab. False when a browser blocked the new tab, so the page can offer a link.
 */
export function openInvoice(url: string): boolean {
  const webApp = (globalThis as { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp;
  if (webApp?.openTelegramLink && /^https:\/\/t\.me\//.test(url)) {
    webApp.openTelegramLink(url);
    return true;
  }
  if (webApp?.openLink) {
    webApp.openLink(url);
    return true;
  }
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}
