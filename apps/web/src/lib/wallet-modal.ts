import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The wallet modal opens over any page (SPEC §2.7) and lives in the URL as `?wallet={view}`, so a link,
 * the back button and a reload all keep it. Callers only open it; whoever draws the modal reads `view`.
 */
export const WALLET_PARAM = 'wallet';

/** SPEC §2.7 entry views; the modal may know more (fiat-deposit, pending, ...). */
export type WalletView = 'wallet' | 'deposit' | 'withdraw' | 'history' | (string & {});

export function useWallet() {
  const [params, setParams] = useSearchParams();
  const view = params.get(WALLET_PARAM);
  const open = useCallback(
    (next: WalletView = 'deposit') =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(WALLET_PARAM, next);
        return updated;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete(WALLET_PARAM);
        return updated;
      }),
    [setParams],
  );
  return { view, isOpen: view !== null, open, close };
}
