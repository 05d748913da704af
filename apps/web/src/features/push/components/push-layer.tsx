import type { Viewer } from '@casino/shared';
import { useEffect, useMemo } from 'react';
import { onTokenChange } from '../../../lib/session.ts';
import { usePushConfig } from '../api/get-push-config.ts';
import { useUpdatePushSubscription } from '../api/update-push-subscription.ts';
import { isSynced, markSynced, subscribeBrowser, unsubscribeBrowser } from '../lib/browser-push.ts';
import { PushPrompt } from './push-prompt.tsx';

/** What the layer needs of the browser; tests pass their own. */
export interface PushBrowser {
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The PushManager subscription for this VAPID key (the existing one, or a new one). */
  subscribe(publicKey: string): Promise<PushSubscription>;
  /** Sign-out: this browser stops receiving the player's pushes. */
  unsubscribe(): Promise<void>;
}

export const browserPush: PushBrowser = {
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  subscribe: (publicKey) => subscribeBrowser(publicKey),
  unsubscribe: () => unsubscribeBrowser(),
};

export interface PushLayerProps {
  viewer: Viewer;
  browser?: PushBrowser;
  now?: () => number;
  delayMs?: number;
}

/**
 * For a signed-in player on a browser that can receive pushes, when the server sends them: with permission
 * already granted, the browser's subscription is handed to the server (once per tab session, or whenever
 * the server does not have one for this player); otherwise the prompt may ask.
 */
export function PushLayer({ viewer, browser = browserPush, now, delayMs }: PushLayerProps) {
  const { data: config } = usePushConfig();
  const { mutateAsync: save } = useUpdatePushSubscription();
  const publicKey = config?.enabled ? config.publicKey : null;
  const { globalId, isPushNotificationsActive: active } = viewer;

  const subscribe = useMemo(
    () => async (key: string) => {
      const subscription = await browser.subscribe(key);
      await save(JSON.stringify(subscription));
      markSynced(globalId, subscription.endpoint);
    },
    [browser, save, globalId],
  );

  // Sign-out (or a session the server ended) forgets the token before the viewer: the browser's
  // subscription goes with it; the server has dropped the session's rows itself.
  useEffect(
    () =>
      onTokenChange((token) => {
        if (token === null) void browser.unsubscribe();
      }),
    [browser],
  );

  useEffect(() => {
    if (!publicKey || browser.permission() !== 'granted') return;
    let cancelled = false;
    void (async () => {
      try {
        const subscription = await browser.subscribe(publicKey);
        if (cancelled || (active && isSynced(globalId, subscription.endpoint))) return;
        await save(JSON.stringify(subscription));
        markSynced(globalId, subscription.endpoint);
      } catch {
        // Quietly: the next page load tries again; nothing here is the player's to fix.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [publicKey, browser, save, globalId, active]);

  if (!publicKey) return null;
  return (
    <PushPrompt
      globalId={globalId}
      permission={browser.permission}
      requestPermission={browser.requestPermission}
      subscribe={() => subscribe(publicKey)}
      {...(now ? { now } : {})}
      {...(delayMs !== undefined ? { delayMs } : {})}
    />
  );
}
