import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

interface Provider {
  id: string;
  value: string;
  title: string;
}

/** GET /api/v2/games/providers, under the lobby's key (the same list): the game page names the studio. */
export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'providers'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ items: Provider[] }>('/api/v2/games/providers', { signal })).items,
    staleTime: 10 * 60_000,
  });

/** The studio's display name, the slug until the list is there. */
export function useProviderTitle(value: string | undefined): string | undefined {
  const { data } = useQuery({ ...providersQueryOptions(), enabled: value !== undefined });
  return data?.find((provider) => provider.value === value)?.title ?? value;
}
