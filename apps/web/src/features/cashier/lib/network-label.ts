/**
 * What a crypto currency's network is called on screen. The server's `network` is an id ("ERC20" for ETH
 * and for USDT on Ethereum alike) used for addresses, QR codes and memos; players know a coin's own chain
 * by its name (ETH is on Ethereum, not "ERC20") and a token by its standard (USDT on ERC-20).
 */

/** Coins that are their chain's own currency, by code, with the chain's name. */
const CHAINS: Readonly<Record<string, string>> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  LTC: 'Litecoin',
  TRX: 'Tron',
  TON: 'TON',
  BNB: 'BNB Smart Chain',
  SOL: 'Solana',
  DOGE: 'Dogecoin',
};

/** Token standards by the server's network id. */
const STANDARDS: Readonly<Record<string, string>> = {
  ERC20: 'ERC-20',
  TRC20: 'TRC-20',
  BEP20: 'BEP-20',
  TON: 'TON',
};

/** Which chain each coin lives on, by the server's network id, so a coin is recognised on its own chain. */
const NATIVE_NETWORK: Readonly<Record<string, string>> = {
  BTC: 'BTC',
  ETH: 'ERC20',
  LTC: 'LTC',
  TRX: 'TRC20',
  TON: 'TON',
  BNB: 'BEP20',
  SOL: 'SOL',
  DOGE: 'DOGE',
};

/** What a currency's amounts are written in ("{amount} USDT" → USDT): the code without its network. */
export const unitOf = (currency: { code: string; displayFormat: string }): string =>
  currency.displayFormat.replace('{amount}', '').trim() || currency.code;

/** ETH → "Ethereum", USDTERC20 → "ERC-20", TRX → "Tron", USDTTRC20 → "TRC-20", NOT → "TON". */
export function networkLabel(code: string, network: string | null | undefined): string {
  const chain = CHAINS[code];
  if (chain && (!network || network === NATIVE_NETWORK[code] || network === code)) return chain;
  if (!network) return code;
  return STANDARDS[network] ?? CHAINS[network] ?? network;
}
