import type { PolicyView } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

/** GET /api/v1/policies/{slug}?language: the document as Markdown; English when not translated. */
export const fetchPolicy = (slug: string, language: string, signal?: AbortSignal) =>
  api.get<PolicyView>(`/api/v1/policies/${encodeURIComponent(slug)}`, { signal, query: { language } });

export const policyQueryOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['policy', slug, language] as const,
    queryFn: ({ signal }) => fetchPolicy(slug, language, signal),
    // Legal text changes with a deploy, not while the page is open.
    staleTime: 60 * 60_000,
  });

export function usePolicy(slug: string, language: string, enabled = true) {
  const query = useQuery({ ...policyQueryOptions(slug, language), enabled });
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return { ...query, notFound };
}
