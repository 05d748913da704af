import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOASTS_VISIBLE } from '../../../config/app.ts';

/**
 * The one place toasts are configured (SPEC §9): 10 s unless a toast says otherwise (the web-push refusal
 * says 2500 ms), at most 5 on screen; a sixth waits until one closes.
 */
export function AppToaster() {
  return (
    <Toaster
      theme="dark"
      richColors
      closeButton
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOASTS_VISIBLE}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
