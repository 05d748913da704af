/**
 * The browser's side of web push: the service worker at the site root (public/sw.js shows the
 * notifications) and the PushManager subscription the server sends to.
 */

/** Served from the site root so its scope is the whole site; revalidated on every visit (serve-web.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The VAPID public key (base64url) as PushManager.subscribe wants it. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** An unsubscribe still on its way (sign-out), which a new subscription waits for. */
let unsubscribing: Promise<void> = Promise.resolve();

/**
 * The browser's subscription for the server's key: the one it has, or a new one. Asks the browser for
 * permission only if the caller did not (call Notification.requestPermission first, in the click).
 */
export async function subscribeBrowser(publicKey: string, container = navigator.serviceWorker) {
  await unsubscribing;
  await container.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await container.ready;
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  // A subscription made for another key (the server's keys changed) cannot receive this server's pushes.
  if (existing && sameKey(existing, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Sign-out: this browser stops receiving the player's pushes (the server dropped the session's rows). */
export function unsubscribeBrowser(container = navigator.serviceWorker): Promise<void> {
  unsubscribing = (async () => {
    const registration = await container.getRegistration(SERVICE_WORKER_URL);
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  })().catch(() => {});
  forgetSynced();
  return unsubscribing;
}

const SYNCED_KEY = 'casino.push.synced';

/** The server was given this browser's subscription for this player in this tab's session already. */
export function isSynced(
  globalId: string,
  endpoint: string,
  storage: Pick<Storage, 'getItem'> = sessionStorage,
) {
  try {
    return storage.getItem(SYNCED_KEY) === `${globalId} ${endpoint}`;
  } catch {
    return false;
  }
}

export function markSynced(
  globalId: string,
  endpoint: string,
  storage: Pick<Storage, 'setItem'> = sessionStorage,
) {
  try {
    storage.setItem(SYNCED_KEY, `${globalId} ${endpoint}`);
  } catch {
    // Then the next page load sends it again: an idempotent PATCH.
  }
}

function forgetSynced() {
  try {
    sessionStorage.removeItem(SYNCED_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
