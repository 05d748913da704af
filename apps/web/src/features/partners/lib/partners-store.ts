import { useSyncExternalStore } from 'react';

/** Whether the partners modal is open; outside React so any link or button can open it. */
let isOpen = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === isOpen) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

export const openPartners = () => set(true);
export const closePartners = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => isOpen;

export function usePartners() {
  const open = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { isOpen: open, open: openPartners, close: closePartners };
}
