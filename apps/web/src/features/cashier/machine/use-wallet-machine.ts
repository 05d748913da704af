import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearWithdrawDraft } from './draft.ts';
import { locationKey, parseWalletLocation, type WalletLocation, writeWalletLocation } from './location.ts';
import { transition, type WalletEvent } from './machine.ts';
import type { ViewProps, WalletTab, WalletView } from './views.ts';

/** History state the machine leaves on entries it pushes: where that entry came from. */
interface WalletHistoryState {
  walletFrom?: string;
}

export interface WalletMachine {
  /** null while the modal is closed. */
  location: WalletLocation | null;
  send: (event: WalletEvent) => void;
  go: ViewProps['go'];
  back: () => void;
  close: () => void;
  setTab: (tab: WalletTab) => void;
}

/**
 * Binds the pure machine to the URL: `?wallet={view}&wallet.{key}=…`. Pushing keeps the browser's back
 * button meaningful; back returns to the previous entry when that entry is the table's target.
 */
export function useWalletMachine(): WalletMachine {
  const routerLocation = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(routerLocation.search), [routerLocation.search]);
  const current = useMemo(() => parseWalletLocation(params), [params]);
  const state = (routerLocation.state ?? null) as WalletHistoryState | null;

  const send = useCallback(
    (event: WalletEvent) => {
      const result = transition(current, event);
      for (const effect of result.effects) if (effect.type === 'clear-withdraw-draft') clearWithdrawDraft();
      if (locationKey(result.location) === locationKey(current)) return;
      if (result.history === 'back' && state?.walletFrom === locationKey(result.location)) {
        void navigate(-1);
        return;
      }
      const search = writeWalletLocation(params, result.location).toString();
      const to = {
        pathname: routerLocation.pathname,
        search: search ? `?${search}` : '',
        hash: routerLocation.hash,
      };
      if (result.history === 'push') {
        void navigate(to, { state: { walletFrom: locationKey(current) } satisfies WalletHistoryState });
      } else {
        // A replaced entry keeps what it came from.
        void navigate(to, { replace: true, state });
      }
    },
    [current, navigate, params, routerLocation.hash, routerLocation.pathname, state],
  );

  const go = useCallback(
    (view: WalletView, payload?: Record<string, string>) => send({ type: 'go', view, payload }),
    [send],
  );
  const back = useCallback(() => send({ type: 'back' }), [send]);
  const close = useCallback(() => send({ type: 'close' }), [send]);
  const setTab = useCallback((tab: WalletTab) => send({ type: 'tab', tab }), [send]);

  return { location: current, send, go, back, close, setTab };
}
