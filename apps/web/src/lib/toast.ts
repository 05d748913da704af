import type * as Sonner from 'sonner';

/**
 * Toasts for the code of a first screen (the shell, the lobby, the game pages). sonner (~11 KB gzip) is not
 * part of their load: these load it on the first toast, and AppToaster mounts its Toaster a moment after
 * the page came up (sonner shows the toasts raised before its Toaster mounted once it does). Code that
 * loads later behind an action (the wallet, dialogs) may import `toast` from sonner itself.
 */
type Toast = typeof Sonner.toast;
type Args = Parameters<Toast['info']>;

let loading: Promise<typeof Sonner> | null = null;

export function loadSonner(): Promise<typeof Sonner> {
  loading ??= import('sonner').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function later(show: (toast: Toast) => void): void {
  loadSonner().then(
    (sonner) => show(sonner.toast),
    () => {},
  );
}

export const toast = {
  success: (...args: Args) => later((t) => t.success(...args)),
  error: (...args: Args) => later((t) => t.error(...args)),
  info: (...args: Args) => later((t) => t.info(...args)),
};
