import './buffer-polyfill.ts';
import type { TonCurrency } from '@casino/shared';
import { Address, beginCell } from '@ton/core';

/**
 * Where a player's jettons of one kind live: their jetton wallet, which only the jetton master's
 * `get_wallet_address(owner)` get-method can name (a blockchain explorer or API answers it). This page
 * cannot reach the chain offline, so the lookup sits behind this interface:
 *
 * - `toncenterJettonWallets(baseUrl)`: the real lookup through TON Center's v3 API
 *   (`GET /api/v3/jetton/wallets?owner_address=&jetton_address=`), used when `VITE_TONCENTER_URL` is set;
 * - `sandboxJettonWallets`: the default. The embedded server runs a simulated chain with no jetton masters,
 *   so it names a stable made-up address per (master, owner). A transaction built with it is correct in
 *   every byte except that address, and must never be sent to a real wallet; that is why a real
 *   deployment sets `VITE_TONCENTER_URL` (and `VITE_TONCENTER_API_KEY` if its plan needs one).
 */
export interface JettonWalletResolver {
  /** The owner's jetton wallet for this master, or null when the owner has none yet. */
  jettonWallet(master: Address, owner: Address, signal?: AbortSignal): Promise<Address | null>;
}

/** Mainnet jetton masters of the TON currencies that are jettons (SPEC §9). JETTON has none of its own. */
export const JETTON_MASTERS: Readonly<Partial<Record<TonCurrency, string>>> = Object.freeze({
  NOT: 'EQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__NOT',
  DOGS: 'EQCvxJy4eG8hyHBFsZ7eePxrRsUQSFE_jpptRAYBmcG_DOGS',
  USDTTON: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
});

export function jettonMaster(currency: TonCurrency): Address | null {
  const master = JETTON_MASTERS[currency];
  return master ? Address.parse(master) : null;
}

/** Deterministic, offline: the hash of a cell holding both addresses, in the basechain. */
export const sandboxJettonWallets: JettonWalletResolver = {
  async jettonWallet(master, owner) {
    const cell = beginCell().storeAddress(master).storeAddress(owner).endCell();
    return new Address(0, cell.hash());
  },
};

export function toncenterJettonWallets(
  baseUrl: string,
  apiKey?: string,
  fetcher: typeof fetch = fetch,
): JettonWalletResolver {
  return {
    async jettonWallet(master, owner, signal) {
      const url = new URL('/api/v3/jetton/wallets', baseUrl);
      url.searchParams.set('owner_address', owner.toRawString());
      url.searchParams.set('jetton_address', master.toRawString());
      url.searchParams.set('limit', '1');
      const response = await fetcher(url, {
        headers: apiKey ? { 'X-API-Key': apiKey } : {},
        ...(signal ? { signal } : {}),
      });
      if (!response.ok) throw new Error(`jetton wallet lookup failed: ${response.status}`);
      const body = (await response.json()) as { jetton_wallets?: Array<{ address?: string }> };
      const found = body.jetton_wallets?.[0]?.address;
      return found ? Address.parse(found) : null;
    },
  };
}

export function defaultJettonWallets(): JettonWalletResolver {
  const url = import.meta.env.VITE_TONCENTER_URL as string | undefined;
  return url
    ? toncenterJettonWallets(url, import.meta.env.VITE_TONCENTER_API_KEY as string | undefined)
    : sandboxJettonWallets;
}
