import { useCallback, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { WALLET_PARAM, type WalletView } from '../../../lib/wallet-modal.ts';

/** SPEC §2.4: the bonus drawer opens for `?bonus10` (/en?bonus10) ... */
export const BONUS_DRAWER_PARAM = 'bonus10';
/** ... or for a flag stored for the next page (set by `requestBonusDrawer`, e.g. after signing up). */
export const BONUS_DRAWER_FLAG = 'casino.bonusDrawer';

const listeners = new Set<() => void>();
/** This page's value when storage is missing (private mode); storage carries it to the next visit. */
let memory: boolean | null = null;

function readFlag(): boolean {
  if (memory !== null) return memory;
  try {
    return localStorage.getItem(BONUS_DRAWER_FLAG) === '1';
  } catch {
    return false;
  }
}

function writeFlag(next: boolean): void {
  memory = next;
  try {
    if (next) localStorage.setItem(BONUS_DRAWER_FLAG, '1');
    else localStorage.removeItem(BONUS_DRAWER_FLAG);
    memory = null;
  } catch {
    // Kept in memory for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Opens the bonus drawer now and on the next page load until it is closed (the stored flag). */
export function requestBonusDrawer(): void {
  writeFlag(true);
}

export interface BonusDrawerControls {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** Closes the drawer and opens the wallet on `view` in one navigation. */
  closeToWallet: (view?: WalletView) => void;
}

/** Whether the bonus drawer is open (the URL's `bonus10` or the stored flag), and ways to open and close it. */
export function useBonusDrawer(): BonusDrawerControls {
  const [params, setParams] = useSearchParams();
  const stored = useSyncExternalStore(subscribe, readFlag, () => false);
  const isOpen = params.has(BONUS_DRAWER_PARAM) || stored;

  const open = useCallback(
    () =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(BONUS_DRAWER_PARAM, '');
        return updated;
      }),
    [setParams],
  );
  const closeWith = useCallback(
    (wallet?: WalletView) => {
      if (readFlag()) writeFlag(false);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(BONUS_DRAWER_PARAM);
          if (wallet) updated.set(WALLET_PARAM, wallet);
          return updated;
        },
        // Closing is not a page of its own: the back button does not open the drawer again.
        { replace: !wallet },
      );
    },
    [setParams],
  );
  const close = useCallback(() => closeWith(), [closeWith]);
  const closeToWallet = useCallback((view: WalletView = 'deposit') => closeWith(view), [closeWith]);
  return { isOpen, open, close, closeToWallet };
}
