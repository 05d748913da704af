import { WALLET_PARAM } from '../../../lib/wallet-modal.ts';
import { isWalletTab, isWalletView, type WalletTab, type WalletView } from './views.ts';

/** Where the modal is: a view and its payload (strings, as they travel in the URL). */
export interface WalletLocation {
  view: WalletView;
  payload: Record<string, string>;
}

export { WALLET_PARAM };
/** Payload keys travel as `wallet.{key}` search parameters. */
export const PAYLOAD_PREFIX = `${WALLET_PARAM}.`;

export const tabLocation = (tab: WalletTab): WalletLocation => ({ view: 'wallet', payload: { tab } });

/**
 * Reads the modal's location from the search parameters; null when the modal is closed. The value of
 * `wallet` is a view, or a tab name for the wallet view (`?wallet=withdraw`), as the shell opens it. An
 * unknown value opens the deposit tab rather than nothing (an old link still opens the wallet).
 */
export function parseWalletLocation(params: URLSearchParams): WalletLocation | null {
  const value = params.get(WALLET_PARAM);
  if (value === null) return null;
  const payload: Record<string, string> = {};
  for (const [key, v] of params)
    if (key.startsWith(PAYLOAD_PREFIX)) payload[key.slice(PAYLOAD_PREFIX.length)] = v;
  if (isWalletTab(value)) return tabLocation(value);
  if (!isWalletView(value)) return tabLocation('deposit');
  if (value === 'wallet')
    return tabLocation(payload.tab && isWalletTab(payload.tab) ? payload.tab : 'deposit');
  return { view: value, payload };
}

/** Writes `location` into a copy of `params` (other parameters kept; null removes the modal's). */
export function writeWalletLocation(
  params: URLSearchParams,
  location: WalletLocation | null,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, v] of params)
    if (key !== WALLET_PARAM && !key.startsWith(PAYLOAD_PREFIX)) next.append(key, v);
  if (!location) return next;
  if (location.view === 'wallet') {
    const tab = location.payload.tab;
    next.set(WALLET_PARAM, tab && isWalletTab(tab) ? tab : 'deposit');
    return next;
  }
  next.set(WALLET_PARAM, location.view);
  for (const [key, v] of Object.entries(location.payload)) next.set(PAYLOAD_PREFIX + key, v);
  return next;
}

/** A stable text form of a location (to compare two locations). */
export function locationKey(location: WalletLocation | null): string {
  const params = writeWalletLocation(new URLSearchParams(), location);
  params.sort();
  return params.toString();
}
