import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CryptoDepositAddress } from './create-crypto-deposit.ts';

export const depositAddressesQueryKey = (code: string) => ['depositAddresses', code] as const;

/** GET /api/v1/wallet/addresses/{code}: the player's latest deposit addresses for the currency, newest first. */
export const fetchDepositAddresses = (code: string, signal?: AbortSignal) =>
  api.get<CryptoDepositAddress[]>(`/api/v1/wallet/addresses/${encodeURIComponent(code)}`, { signal });

export const depositAddressesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: depositAddressesQueryKey(code),
    queryFn: ({ signal }) => fetchDepositAddresses(code, signal),
    staleTime: 5 * 60_000,
  });

export const useDepositAddresses = (code: string | undefined) =>
  useQuery({ ...depositAddressesQueryOptions(code ?? ''), enabled: Boolean(code) });
