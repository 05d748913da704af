import { type AuthResponse, PROMO_PATTERN } from '@casino/shared';
import { api } from '../../lib/api-client.ts';
import { getToken, setToken } from '../../lib/session.ts';

export interface TelegramLaunchData {
  botId: string;
  /** Telegram.WebApp.initData: the signed query string. */
  initData: string;
  /** The `startapp` parameter, which carries a promo code. */
  startParam: string | undefined;
}

/**
 * SPEC §7 Messenger auth verification: the init data goes to the server, which checks its signature with
 * the bot's token and answers a session. A mini-app player never sees the sign-in form: each launch signs
 * in afresh (Telegram may have switched accounts), and the session this tab held before is ended. An
 * unknown bot or forged data answers an error the overlays turn into the invalid-bot screen.
 */
export async function signInWithTelegram(launch: TelegramLaunchData): Promise<AuthResponse> {
  const promo = launch.startParam && PROMO_PATTERN.test(launch.startParam) ? launch.startParam : null;
  const previous = getToken();
  const answer = await api.post<AuthResponse>('/api/v1/auth/telegram', {
    botId: launch.botId,
    payload: launch.initData,
    promo,
  });
  if (previous && previous !== answer.token) void endSession(previous);
  setToken(answer.token);
  return answer;
}

/** The old session's logout, with its own token (not the one api-client holds by then). */
async function endSession(token: string): Promise<void> {
  try {
    await fetch('/api/v1/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  } catch {
    // It expires by itself.
  }
}
