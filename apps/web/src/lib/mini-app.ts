/**
 * The Telegram mini-app variant (SPEC §1, §6 messenger-bot flag). Telegram opens the mini-app's URL (as
 * registered with the bot: `…?botId={id}`) with the signed init data in the hash (`#tgWebAppData=…`).
 * Both are read once, before the router runs, and kept for the tab: later navigation drops the hash, and
 * Telegram's script, loaded only in the mini-app (features/telegram), reads its launch parameters from
 * the same sessionStorage key as its own copy.
 *
 * This file is on every first screen, so it holds the launch only; what the app asks of Telegram (the back
 * button, the main button, haptics) is in mini-app-controls.ts, loaded by the code that asks.
 */

export interface MiniAppLaunch {
  /** The bot the mini-app was opened from (empty when its URL names none). */
  botId: string;
}

const LAUNCH_KEY = 'casino.miniApp';
/** Where Telegram's script keeps the launch parameters of the tab. */
const TELEGRAM_PARAMS_KEY = '__telegram__initParams';

let launch: MiniAppLaunch | null | undefined;

function readLaunch(): MiniAppLaunch | null {
  if (typeof window === 'undefined') return null;
  try {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    if (hash.get('tgWebAppData')) {
      const found = { botId: new URLSearchParams(window.location.search).get('botId') ?? '' };
      sessionStorage.setItem(LAUNCH_KEY, JSON.stringify(found));
      sessionStorage.setItem(TELEGRAM_PARAMS_KEY, JSON.stringify(Object.fromEntries(hash)));
      return found;
    }
    const kept = sessionStorage.getItem(LAUNCH_KEY);
    if (!kept) return null;
    const parsed = JSON.parse(kept) as { botId?: unknown };
    return { botId: typeof parsed.botId === 'string' ? parsed.botId : '' };
  } catch {
    return null;
  }
}

/** How this tab was launched from Telegram, or null outside Telegram. */
export function miniAppLaunch(): MiniAppLaunch | null {
  if (launch === undefined) launch = readLaunch();
  return launch;
}

/** Inside the messenger mini-app: the messenger-bot flag (SPEC §6). */
export function isMiniApp(): boolean {
  return miniAppLaunch() !== null;
}

/** Tests: forget the launch read (after changing the URL or storage). */
export function resetMiniAppLaunch(): void {
  launch = undefined;
}
