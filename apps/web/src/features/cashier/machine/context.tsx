import { createContext, type ReactNode, useContext } from 'react';
import type { WalletEvent } from './machine.ts';

/**
 * The machine's `send` for A's own views, which report order statuses and other events beyond go/back
 * (`ViewProps` stays the small contract B's views use).
 */
const SendContext = createContext<((event: WalletEvent) => void) | null>(null);

export function WalletSendProvider({
  send,
  children,
}: {
  send: (event: WalletEvent) => void;
  children: ReactNode;
}) {
  return <SendContext.Provider value={send}>{children}</SendContext.Provider>;
}

export function useWalletSend(): (event: WalletEvent) => void {
  const send = useContext(SendContext);
  if (!send) throw new Error('useWalletSend outside the wallet modal');
  return send;
}
