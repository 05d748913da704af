import { displayOdds, ODDS_FORMATS, type OddsFormat, parseOdds } from '@casino/shared';
import { useCallback, useSyncExternalStore } from 'react';

/** The player's odds format (decimal by default), kept in this browser. */
export const ODDS_FORMAT_KEY = 'casino.sportsbook.oddsFormat';

const listeners = new Set<() => void>();
let memory: OddsFormat | null = null;

function read(): OddsFormat {
  if (memory) return memory;
  try {
    const stored = localStorage.getItem(ODDS_FORMAT_KEY);
    if ((ODDS_FORMATS as readonly string[]).includes(stored ?? '')) return stored as OddsFormat;
  } catch {
    // No storage: decimal.
  }
  return 'decimal';
}

export function setOddsFormat(format: OddsFormat): void {
  memory = format;
  try {
    localStorage.setItem(ODDS_FORMAT_KEY, format);
    memory = null;
  } catch {
    // Kept for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const useOddsFormat = (): OddsFormat => useSyncExternalStore(subscribe, read, () => 'decimal');

/** Decimal odds text ("2.10") in the player's format ("2.10", "11/10", "+110"). */
export function useOddsText(): (odds: string) => string {
  const format = useOddsFormat();
  return useCallback(
    (odds: string) => {
      const value = parseOdds(odds);
      return value === null ? odds : displayOdds(value, format);
    },
    [format],
  );
}
