import type { Viewer } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** PATCH /api/v1/me {currency: {primary}}: the currency balances are also shown in. */
export const changePrimaryCurrency = (primary: string) =>
  api.patch<Viewer>('/api/v1/me', { currency: { primary } });

export function useChangePrimaryCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePrimaryCurrency,
    onSuccess: async (viewer) => {
      queryClient.setQueryData(['me'], viewer);
      // The balance carries primaryValue; SPEC §7: the wheel's prizes are shown in it too.
      await queryClient.invalidateQueries({
        predicate: (query) => {
          const key = String(query.queryKey[0]);
          return key === 'balance' || key.startsWith('wheel');
        },
      });
    },
  });
}
