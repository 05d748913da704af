import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useSupport } from '../lib/support-store.ts';
import { useSupportUnread } from '../lib/unread-count.ts';
import { HeadsetIcon } from './headset-icon.tsx';

/** The unread watch waits for the page to settle: the badge is not worth a request during the first paint. */
const UNREAD_WATCH_DELAY_MS = 2000;

const loadModal = () => import('./support-modal.tsx');
const SupportModal = lazy(() => loadModal().then((m) => ({ default: m.SupportModal })));

/**
 * The floating support button (bottom right, above the phone's bottom bar) and the support modal it
 * opens. The modal's code loads on first use (or when the pointer or focus reaches the button). Mount
 * it once per page: `useSupport().open()` anywhere opens the same modal.
 */
export function SupportButton({ className }: { className?: string }) {
  // Its two words are the shell's: the support namespace loads with the modal.
  const { t } = useTranslation('shell');
  const { isOpen, open, close } = useSupport();
  const [used, setUsed] = useState(false);
  // Operator replies not yet read: only the count is in the first load; what keeps it loads a moment later.
  const unread = useSupportUnread();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      void import('../lib/unread-watch.ts')
        .then((watch) => {
          if (!cancelled) stop = watch.startUnreadWatch();
        })
        .catch(() => {});
    }, UNREAD_WATCH_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, []);
  useEffect(() => {
    if (isOpen) setUsed(true);
  }, [isOpen]);
  const preload = () => void loadModal();

  return (
    <>
      <button
        type="button"
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={unread > 0 ? `${t('supportButton.label')} (${unread})` : t('supportButton.label')}
        title={t('supportButton.title')}
        className={cn(
          'group fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 grid size-14 place-items-center rounded-full bg-gradient-to-br from-accent-strong to-accent text-white shadow-glow transition hover:-translate-y-0.5 hover:brightness-110 active:translate-y-0 md:right-6 md:bottom-6',
          isOpen && 'pointer-events-none scale-90 opacity-0',
          className,
        )}
      >
        <HeadsetIcon className="size-7 transition group-hover:scale-110" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="support-unread"
            className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full border-2 border-deep bg-danger px-1 text-[11px] font-extrabold leading-none text-deep"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : (
          <span
            aria-hidden="true"
            className="absolute right-1 top-1 size-3 rounded-full border-2 border-accent bg-success"
          />
        )}
      </button>
      {(isOpen || used) && (
        <Suspense fallback={null}>
          <SupportModal open={isOpen} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
