// Telegram's own script, packaged: loading it installs window.Telegram.WebApp.
import telegramScript from '@twa-dev/sdk';
import { NetworkError } from '../../lib/api-client.ts';
import { miniAppLaunch } from '../../lib/mini-app.ts';
import { appOverlays } from '../overlays/index.ts';
import { connectBridge } from './bridge.ts';
import { signInWithTelegram } from './sign-in.ts';
import type { TelegramWebApp } from './web-app.ts';

const SIGN_IN_ATTEMPTS = 3;
const RETRY_AFTER_MS = 1500;

/**
 * The mini-app's start (main.tsx imports this only inside Telegram, so Telegram's script never loads on
 * the website): tell Telegram the app is ready and take the full height, hook its buttons and theme, and
 * sign in with the init data.
 */
export async function bootMiniApp(): Promise<void> {
  const launch = miniAppLaunch();
  if (!launch) return;
  // The package's default export is WebApp, or through CommonJS interop the module that holds it: the
  // object the script installed is the same either way.
  const installed = (window as unknown as { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp;
  const webApp = installed ?? (telegramScript as unknown as TelegramWebApp);
  webApp.ready();
  webApp.expand();
  connectBridge(webApp);
  if (!launch.botId || !webApp.initData) {
    appOverlays.reportInvalidBot();
    return;
  }
  const data = {
    botId: launch.botId,
    initData: webApp.initData,
    startParam: webApp.initDataUnsafe.start_param,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      await signInWithTelegram(data);
      return;
    } catch (error) {
      // A refusal is final (the overlays show it); an unreachable server is tried again.
      if (!(error instanceof NetworkError) || attempt >= SIGN_IN_ATTEMPTS) return;
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS * attempt));
    }
  }
}
