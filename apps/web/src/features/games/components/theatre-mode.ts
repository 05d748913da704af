import { useSyncExternalStore } from 'react';

/** Theatre mode (the game page as wide as the window allows), remembered in this browser. */
const THEATRE_KEY = 'casino.theatre';
const listeners = new Set<() => void>();
let theatre: boolean | undefined;

function read(): boolean {
  if (theatre === undefined) {
    try {
      theatre = localStorage.getItem(THEATRE_KEY) === '1';
    } catch {
      theatre = false;
    }
  }
  return theatre;
}

export function setTheatreMode(on: boolean): void {
  theatre = on;
  try {
    localStorage.setItem(THEATRE_KEY, on ? '1' : '0');
  } catch {
    // Without storage the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function useTheatreMode(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
}
