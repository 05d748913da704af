import { useSyncExternalStore } from 'react';

/**
 * SPEC §4.3: a completed deposit sets the deposit-done flag and increments the deposit count. Kept for the
 * page (and across reloads in localStorage) so other features — the bonus drawer's everyday variant at 4+
 * deposits, the wheel offered at zero — can read it through `useDepositStatus()`.
 */
export interface DepositStatus {
  depositDone: boolean;
  depositCount: number;
}

const KEY = 'wallet.depositStatus';
const listeners = new Set<() => void>();
let snapshot: DepositStatus | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function getDepositStatus(): DepositStatus {
  if (snapshot) return snapshot;
  let parsed: Partial<DepositStatus> = {};
  try {
    parsed = JSON.parse(storage()?.getItem(KEY) ?? '{}') as Partial<DepositStatus>;
  } catch {
    parsed = {};
  }
  snapshot = {
    depositDone: parsed.depositDone === true,
    depositCount:
      typeof parsed.depositCount === 'number' && parsed.depositCount >= 0 ? parsed.depositCount : 0,
  };
  return snapshot;
}

function write(next: DepositStatus): void {
  snapshot = next;
  storage()?.setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** A completed deposit or buy: flag set, count + 1. */
export function recordCompletedDeposit(): DepositStatus {
  const current = getDepositStatus();
  const next = { depositDone: true, depositCount: current.depositCount + 1 };
  write(next);
  return next;
}

/** For tests and sign-out. */
export function resetDepositStatus(): void {
  storage()?.removeItem(KEY);
  snapshot = null;
  for (const listener of listeners) listener();
}

export function useDepositStatus(): DepositStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getDepositStatus,
    getDepositStatus,
  );
}
