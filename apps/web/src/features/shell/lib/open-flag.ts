import { useSyncExternalStore } from 'react';

export interface OpenFlagControls {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/**
 * Whether one modal is open, kept outside React: any button anywhere opens it without a provider around
 * the app, and one host component shows it. Each modal (game search, support, partners, prize wheel) makes
 * its own flag once, at module level.
 */
export function createOpenFlag() {
  let isOpen = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === isOpen) return;
    isOpen = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const read = () => isOpen;
  const open = () => set(true);
  const close = () => set(false);
  function useOpenFlag(): OpenFlagControls {
    return { isOpen: useSyncExternalStore(subscribe, read, read), open, close };
  }
  return { open, close, useOpenFlag };
}
