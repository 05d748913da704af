import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** SPEC §3 "Payment method / currency, crypto" (and the fiat currencies) as the server lists them. */
export interface WalletCurrency {
  code: string;
  name: string;
  icon: string;
  iconBig: string;
  network: string | null;
  precision: number;
  isFiat: boolean;
  withdrawAllowed: boolean;
  minWithdrawAmount: string | null;
  minDepositAmount: string | null;
  addressFormat: string | null;
  displayFormat: string;
  valuePresets: string[];
  additionalProviders: string[];
  /** A fraction: 0.05 is shown as +5 % (SPEC §9). */
  depositBonus: number;
  depositBonusAvailable: boolean;
}

/** GET /api/v1/wallet/currencies/bonus: crypto and fiat currencies (the shell caches the same key). */
export const fetchWalletCurrencies = (signal?: AbortSignal) =>
  api.get<WalletCurrency[]>('/api/v1/wallet/currencies/bonus', { signal });

export const walletCurrenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['currencies'] as const,
    queryFn: ({ signal }) => fetchWalletCurrencies(signal),
    staleTime: 30 * 60_000,
  });

export const useWalletCurrencies = () => useQuery(walletCurrenciesQueryOptions());
