import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useViewer } from '../../auth/index.ts';
import { BellIcon } from '../../shell/index.ts';
import { PUSH_PROMPT_DELAY_MS, WEB_PUSH_PROMPT_ENABLED } from '../config.ts';
import {
  PUSH_REFUSAL_TOAST_MS,
  pushSupported,
  readPushRefusal,
  savePushRefusal,
  shouldShowPushPrompt,
} from '../lib/web-push-rule.ts';

export interface WebPushPromptProps {
  enabled?: boolean;
  /** Seams for tests; the browser's own by default. */
  supported?: boolean;
  now?: () => number;
  delayMs?: number;
  /**
   * Called once the browser granted permission: the push issue subscribes there (PushManager.subscribe,
   * then PATCH with the token). Nothing to do until then.
   */
  onGranted?: () => void;
}

const permissionNow = (): NotificationPermission =>
  typeof Notification === 'undefined' ? 'denied' : Notification.permission;

/**
 * SPEC §4.6: asks a signed-in player to allow notifications. Shown when enabled, supported, not granted
 * and not refused by this player in the last 7 days; "Not now" stores the date for the player and says
 * so in a 2500 ms info toast. A card in the corner, not a modal: the page stays usable.
 */
export function WebPushPrompt({
  enabled = WEB_PUSH_PROMPT_ENABLED,
  supported = pushSupported(),
  now = Date.now,
  delayMs = PUSH_PROMPT_DELAY_MS,
  onGranted,
}: WebPushPromptProps) {
  const { t } = useTranslation('overlays');
  const { viewer } = useViewer();
  const globalId = viewer?.globalId ?? null;
  const [due, setDue] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [asking, setAsking] = useState(false);

  const eligible =
    globalId !== null &&
    !viewer?.isPushNotificationsActive &&
    shouldShowPushPrompt({
      enabled,
      supported,
      permission: permissionNow(),
      refusedAt: readPushRefusal(globalId),
      now: now(),
    });

  useEffect(() => {
    setHidden(false);
    setDue(false);
    if (!eligible) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [eligible, delayMs]);

  if (!eligible || !due || hidden || globalId === null) return null;

  function refuse(id: string, message: string) {
    savePushRefusal(id, now());
    setHidden(true);
    toast.info(message, { duration: PUSH_REFUSAL_TOAST_MS });
  }

  async function allow(id: string) {
    setAsking(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'granted') {
        setHidden(true);
        onGranted?.();
      } else refuse(id, t('push.blocked'));
    } catch {
      refuse(id, t('push.blocked'));
    } finally {
      setAsking(false);
    }
  }

  return (
    <section
      aria-labelledby="push-prompt-title"
      data-testid="web-push-prompt"
      className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 animate-slide-up rounded-card border border-line-strong bg-surface/95 p-4 shadow-card backdrop-blur-md sm:left-auto sm:right-6 sm:w-96 md:bottom-6 md:right-24"
    >
      <div className="flex gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent/20 text-accent-strong">
          <BellIcon className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id="push-prompt-title" className="font-extrabold">
            {t('push.title')}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('push.text')}</p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={() => refuse(globalId, t('push.refused'))}>
          {t('push.later')}
        </Button>
        <Button size="sm" variant="primary" loading={asking} onClick={() => void allow(globalId)}>
          {t('push.allow')}
        </Button>
      </div>
    </section>
  );
}
