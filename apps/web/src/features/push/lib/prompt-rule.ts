/** SPEC §9: a refused web-push prompt stays away for 7 days. */
export const PUSH_REFUSAL_PAUSE_MS = 7 * 24 * 60 * 60 * 1000;
/** SPEC §9: the refusal toast shows for 2500 ms. */
export const PUSH_REFUSAL_TOAST_MS = 2500;
/** After sign-in, the prompt waits this long so it does not meet the player at the door. */
export const PUSH_PROMPT_DELAY_MS = 4000;

export interface PushPromptInput {
  /** The server sends pushes (GET /api/v1/push/config). */
  enabled: boolean;
  /** The browser can do it: Notification, a service worker and the Push API. */
  supported: boolean;
  permission: NotificationPermission;
  /** When this player last refused (epoch ms), or null. */
  refusedAt: number | null;
  now: number;
}

/**
 * SPEC §4.6: the prompt shows when enabled, supported, permission not granted, and not refused in the last
 * 7 days by this player.
 */
export function shouldShowPushPrompt({ enabled, supported, permission, refusedAt, now }: PushPromptInput) {
  if (!enabled || !supported || permission === 'granted') return false;
  return refusedAt === null || now - refusedAt >= PUSH_REFUSAL_PAUSE_MS;
}

const refusalKey = (globalId: string) => `casino.push.refusedAt.${globalId}`;

/** The date a player last refused, kept per player in this browser. */
export function readPushRefusal(globalId: string, storage: Pick<Storage, 'getItem'> = localStorage) {
  try {
    const value = Number(storage.getItem(refusalKey(globalId)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function savePushRefusal(
  globalId: string,
  at: number,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(refusalKey(globalId), String(at));
  } catch {
    // Without storage the prompt may come back on the next visit; nothing else depends on it.
  }
}
