/**
 * Whether this browser can receive web push: Notification, the Push API and service workers. Part of the
 * first load (the host asks it before loading anything else), so nothing more than this.
 */
export function pushSupported(scope: typeof globalThis = globalThis): boolean {
  return (
    'Notification' in scope &&
    'PushManager' in scope &&
    typeof scope.navigator !== 'undefined' &&
    'serviceWorker' in scope.navigator
  );
}
