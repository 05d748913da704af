import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
/** This page's values; storage only carries them to the next visit (and may be missing: private mode). */
const memory = new Map<string, boolean>();

function read(key: string, fallback: boolean): boolean {
  const known = memory.get(key);
  if (known !== undefined) return known;
  try {
    const value = localStorage.getItem(key);
    return value === null ? fallback : value === '1';
  } catch {
    return fallback;
  }
}

/** A boolean kept in localStorage and shared by every component that reads the same key. */
export function usePersistedFlag(key: string, fallback = false): [boolean, (next: boolean) => void] {
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read(key, fallback),
    () => fallback,
  );
  const set = useCallback(
    (next: boolean) => {
      memory.set(key, next);
      try {
        localStorage.setItem(key, next ? '1' : '0');
      } catch {
        // Remembered for this page only.
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, set];
}
