import { useSyncExternalStore } from 'react';

/**
 * What the shell's bottom bar (part of the first load) needs of the bet slip: the selection count and the
 * phone sheet's open state. The slip itself (bet-slip-store.ts) loads with the sportsbook and reports every
 * change here, so the first load carries this much and no more.
 */

export const BET_SLIP_KEY = 'casino.sportsbook.slip';

const listeners = new Set<() => void>();
/** Known once the slip store has loaded; until then read from storage. */
let count: number | null = null;
let sheetOpen = false;

function storedCount(): number {
  try {
    const parsed = JSON.parse(localStorage.getItem(BET_SLIP_KEY) ?? 'null') as {
      selections?: unknown;
    } | null;
    return Array.isArray(parsed?.selections) ? parsed.selections.length : 0;
  } catch {
    return 0;
  }
}

export function subscribeSlip(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The slip changed (`selections` on it now; null = read storage again). */
export function slipChanged(selections: number | null): void {
  count = selections;
  for (const listener of listeners) listener();
}

const readCount = () => {
  count ??= storedCount();
  return count;
};

/** The number of selections on the slip (the bottom bar's badge). */
export const useBetSlipCount = (): number => useSyncExternalStore(subscribeSlip, readCount, () => 0);

function setSheet(next: boolean): void {
  if (sheetOpen === next) return;
  sheetOpen = next;
  slipChanged(count);
}
export const openBetSlip = (): void => setSheet(true);
export const closeBetSlip = (): void => setSheet(false);
/** Whether the phone/tablet bet slip sheet is open; the bottom bar opens it, the sportsbook layout draws it. */
export const useBetSlipSheetOpen = (): boolean =>
  useSyncExternalStore(
    subscribeSlip,
    () => sheetOpen,
    () => false,
  );
