import { useEffect, useState } from 'react';
import type * as Sonner from 'sonner';
import { TOAST_DURATION_MS, TOASTS_VISIBLE } from '../../../config/app.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { loadSonner } from '../../../lib/toast.ts';

/** sonner is not part of the first load: its Toaster mounts this long after the page came up. */
const MOUNT_AFTER_MS = 2000;

/**
 * Below 600 px sonner stretches its list to the full width and then shifts it by the side offsets, so it
 * sticks out on the right and the page scrolls sideways. There the list spans between the offsets and each
 * toast fills it.
 */
const PHONE_LIST = 'max-[600px]:w-auto!';
const PHONE_TOAST = 'max-[600px]:w-full!';

/**
 * The one place toasts are configured (SPEC §9): 10 s unless a toast says otherwise (the web-push refusal
 * says 2500 ms), at most 5 on screen; a sixth waits until one closes. Toasts raised before the Toaster
 * mounted (`mountAfterMs`) show once it has.
 */
export function AppToaster({
  mountAfterMs = MOUNT_AFTER_MS,
  load = loadSonner,
}: {
  mountAfterMs?: number;
  /** Seam for tests: sonner's module. */
  load?: () => Promise<typeof Sonner>;
}) {
  const { t } = useTranslation('shell');
  const [sonner, setSonner] = useState<typeof Sonner | null>(null);
  useEffect(() => {
    let active = true;
    // Offline (or a failed chunk) must not take the page down: try again when the browser is back online.
    const mount = () => {
      load().then(
        (module) => {
          if (active) setSonner(module);
        },
        () => {
          if (active) window.addEventListener('online', mount, { once: true });
        },
      );
    };
    const timer = setTimeout(mount, mountAfterMs);
    return () => {
      active = false;
      clearTimeout(timer);
      window.removeEventListener('online', mount);
    };
  }, [load, mountAfterMs]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      theme="dark"
      richColors
      closeButton
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOASTS_VISIBLE}
      className={PHONE_LIST}
      // sonner's own labels are English ("Notifications alt+T", "Close toast").
      containerAriaLabel={t('toaster.region')}
      toastOptions={{ className: `font-sans ${PHONE_TOAST}`, closeButtonAriaLabel: t('toaster.close') }}
    />
  );
}
