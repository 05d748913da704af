import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

/** Whether the player asked the system for less motion. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = media();
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
