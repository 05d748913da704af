import { useEffect, useRef } from 'react';
import { type CryptoDepositAddress, useCreateDepositAddress } from '../api/create-crypto-deposit.ts';
import { useWalletCurrencies, type WalletCurrency } from '../api/get-currencies.ts';
import { useDepositAddresses } from '../api/get-deposit-addresses.ts';

/** One currency of GET /api/v1/wallet/currencies/bonus by code. */
export function useCryptoCurrency(code: string | undefined): {
  currency: WalletCurrency | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
} {
  const query = useWalletCurrencies();
  return {
    currency: code ? query.data?.find((c) => c.code === code) : undefined,
    isLoading: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}

/**
 * The player's deposit address for `code`: the latest one (GET /api/v1/wallet/addresses/{code}), or, when
 * there is none yet, a new one (POST /api/v1/wallet/txns/deposit {currency}), asked for once.
 */
export function useDepositAddress(code: string | undefined): {
  address: CryptoDepositAddress | undefined;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
} {
  const latest = useDepositAddresses(code);
  const create = useCreateDepositAddress();
  const asked = useRef<string | null>(null);
  const { mutate } = create;

  useEffect(() => {
    if (!code || !latest.data || latest.data.length > 0 || asked.current === code) return;
    asked.current = code;
    mutate(code);
  }, [code, latest.data, mutate]);

  const address = latest.data?.[0] ?? create.data;
  return {
    address,
    isLoading: !address && !latest.isError && !create.isError,
    error: latest.error ?? create.error,
    retry: () => {
      if (latest.isError) void latest.refetch();
      else if (code) {
        asked.current = code;
        create.mutate(code);
      }
    },
  };
}
