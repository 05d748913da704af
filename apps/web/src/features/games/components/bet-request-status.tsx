import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { type BetAction, type BetRequestView, fireAndForget } from '../lib/use-bet-request.ts';

/** A quick answer keeps the button's words; a slow one spells out what is going on. */
export const SLOW_PENDING_MS = 600;

/**
 * A game button's label while its call is in flight: the button's name says so at once ("Placing bet…",
 * for screen readers), its visible text once the wait is noticeable (no flicker on every quick bet).
 */
export function PendingLabel({
  pending,
  action = 'bet',
  children,
}: {
  pending: boolean;
  action?: BetAction;
  children: ReactNode;
}) {
  const { t } = useTranslation('games');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SLOW_PENDING_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!pending) return <>{children}</>;
  const text = t(`pending.${action}`);
  if (slow) return <>{text}</>;
  return (
    <>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">{children}</span>
    </>
  );
}

function NoSignalIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mt-0.5 size-5 shrink-0"
    >
      <path d="M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M5 12.5a10 10 0 0 1 3-1.9M19 12.5a10 10 0 0 0-4.2-2.2M8.5 16.1a5 5 0 0 1 6.4-.5M12 20h.01M3 3l18 18" />
    </svg>
  );
}

/**
 * What happened when a game call got no answer, and what to do: offline (not sent; Retry once back
 * online), connection lost or no answer in time (it may have gone through; Retry sends it again with the
 * same Idempotency-Key, so it cannot count twice), or still being processed.
 */
export function BetInterruptedNotice({ request }: { request: BetRequestView }) {
  const { t } = useTranslation('games');
  const { interruption, online } = request;
  if (!interruption) return null;
  const shown = interruption === 'offline' && online ? 'backOnline' : interruption;
  return (
    <div
      role="alert"
      data-testid="bet-interrupted"
      className="flex flex-col gap-3 rounded-control border border-gold/40 bg-gold/10 p-3 text-sm"
    >
      <div className="flex gap-2.5 text-gold">
        <NoSignalIcon />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-bold">{t(`interrupted.${shown}.title`)}</p>
          <p className="text-ink">{t(`interrupted.${shown}.${request.action}`)}</p>
        </div>
      </div>
      <Button
        variant="secondary"
        className="w-full"
        loading={request.isPending}
        disabled={!online}
        onClick={() => fireAndForget(request.retry())}
      >
        {t('interrupted.retry')}
      </Button>
    </div>
  );
}
