import { useSyncExternalStore } from 'react';

/** Whether the prize-wheel modal is open; one host (WheelHost) shows it, anything may open it. */
let isOpen = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === isOpen) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const read = () => isOpen;
const openWheel = () => set(true);
const closeWheel = () => set(false);

export interface WheelControls {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/** `useWheel().open()` shows the prize wheel (the guest wheel, or the players' coming-soon note). */
export function useWheel(): WheelControls {
  const open = useSyncExternalStore(subscribe, read, read);
  return { isOpen: open, open: openWheel, close: closeWheel };
}
