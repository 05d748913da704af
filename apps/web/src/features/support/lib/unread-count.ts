import { useSyncExternalStore } from 'react';

/**
 * Operator replies not yet read, for the floating button's badge: the only part of the chat in the page's
 * first load. The unread watch (unread-watch.ts, loaded a moment later) and the chat keep it.
 */
type Listener = () => void;
let unread = 0;
const unreadListeners = new Set<Listener>();
export function setSupportUnread(count: number): void {
  if (count === unread) return;
  unread = count;
  for (const listener of unreadListeners) listener();
}
export const getSupportUnread = () => unread;
export function useSupportUnread(): number {
  return useSyncExternalStore(
    (listener) => {
      unreadListeners.add(listener);
      return () => unreadListeners.delete(listener);
    },
    () => unread,
    () => 0,
  );
}
