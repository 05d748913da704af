import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { toast } from '../../../lib/toast.ts';
import { BellIcon } from '../../shell/index.ts';
import {
  PUSH_PROMPT_DELAY_MS,
  PUSH_REFUSAL_TOAST_MS,
  readPushRefusal,
  savePushRefusal,
  shouldShowPushPrompt,
} from '../lib/prompt-rule.ts';

export interface PushPromptProps {
  globalId: string;
  permission: () => NotificationPermission;
  requestPermission: () => Promise<NotificationPermission>;
  /** Subscribes this browser and hands the subscription to the server (after permission was granted). */
  subscribe: () => Promise<void>;
  /** The clock of the 7-day rule; tests pass their own. */
  now?: () => number;
  delayMs?: number;
}

/**
 * SPEC §4.6: asks a signed-in player to allow notifications, when the server sends them, the browser can
 * receive them, permission is not granted, and this player did not refuse in the last 7 days. "Not now"
 * (or Escape, or the close button) stores the date for the player; a browser that refuses counts as a
 * refusal too; each says so in a 2500 ms info toast. A card in the corner, not a modal: the page stays usable.
 */
export function PushPrompt({
  globalId,
  permission,
  requestPermission,
  subscribe,
  now = Date.now,
  delayMs = PUSH_PROMPT_DELAY_MS,
}: PushPromptProps) {
  const { t } = useTranslation('push');
  const titleId = useId();
  const textId = useId();
  const [due, setDue] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [asking, setAsking] = useState(false);

  const eligible = shouldShowPushPrompt({
    enabled: true,
    supported: true,
    permission: permission(),
    refusedAt: readPushRefusal(globalId),
    now: now(),
  });
  const open = eligible && due && !hidden;

  useEffect(() => {
    setHidden(false);
    setDue(false);
    if (!eligible) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [eligible, delayMs]);

  function refuse(message: string) {
    savePushRefusal(globalId, now());
    setHidden(true);
    toast.info(message, { duration: PUSH_REFUSAL_TOAST_MS });
  }

  useEffect(() => {
    if (!open || asking) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') refuse(t('prompt.refused'));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!open) return null;

  async function allow() {
    setAsking(true);
    let granted: NotificationPermission;
    try {
      granted = await requestPermission();
    } catch {
      granted = 'denied';
    }
    if (granted !== 'granted') {
      setAsking(false);
      refuse(t('prompt.blocked'));
      return;
    }
    try {
      await subscribe();
      setHidden(true);
      toast.success(t('prompt.enabled'));
    } catch {
      // Not the player's refusal: no pause, the prompt is gone for this visit only.
      setHidden(true);
      toast.error(t('prompt.failed'));
    } finally {
      setAsking(false);
    }
  }

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="web-push-prompt"
      className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 animate-slide-up rounded-card border border-line-strong bg-surface/95 p-4 shadow-card backdrop-blur-md sm:left-auto sm:right-6 sm:w-96 md:bottom-6 md:right-24"
    >
      <button
        type="button"
        aria-label={t('prompt.dismiss')}
        disabled={asking}
        onClick={() => refuse(t('prompt.refused'))}
        className="absolute right-2 top-2 grid size-8 place-items-center rounded-full text-faint hover:bg-raised hover:text-ink focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50 touch:size-11"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <div className="flex gap-3 pr-8">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent/20 text-accent-strong">
          <BellIcon className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-extrabold">
            {t('prompt.title')}
          </h2>
          <p id={textId} className="mt-0.5 text-sm text-muted">
            {t('prompt.text')}
          </p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button size="sm" variant="ghost" disabled={asking} onClick={() => refuse(t('prompt.refused'))}>
          {t('prompt.later')}
        </Button>
        <Button size="sm" variant="primary" loading={asking} onClick={() => void allow()}>
          {t('prompt.allow')}
        </Button>
      </div>
    </div>
  );
}
