import { useSyncExternalStore } from 'react';

/**
 * Whether the support modal is open, outside React so any component (the sidebar, the floating button, a
 * "contact support" link on a page) opens it without a provider around the app.
 */
let isOpen = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === isOpen) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

export const openSupport = () => set(true);
export const closeSupport = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => isOpen;

export function useSupport() {
  const open = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { isOpen: open, open: openSupport, close: closeSupport };
}
