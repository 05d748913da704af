import { useSyncExternalStore } from 'react';

/**
 * Whether the game search is open. A tiny store rather than a context: the sidebar, the header and the
 * lobby open it from anywhere, and one host (GameSearchHost, inside the router) shows it.
 */
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

const openSearch = () => set(true);
const closeSearch = () => set(false);
const read = () => isOpen;

export interface GameSearchControls {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/** `useGameSearch().open()` shows the game search modal. */
export function useGameSearch(): GameSearchControls {
  const open = useSyncExternalStore(subscribe, read, read);
  return { isOpen: open, open: openSearch, close: closeSearch };
}
