import type { SupportArticle } from '@casino/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/v1/support/articles/{slug}?language: one help article with its Markdown body. */
export const fetchArticle = (slug: string, language: string, signal?: AbortSignal) =>
  api.get<SupportArticle>(`/api/v1/support/articles/${encodeURIComponent(slug)}`, {
    signal,
    query: { language },
  });

export const articleQueryOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['supportArticle', slug, language] as const,
    queryFn: ({ signal }) => fetchArticle(slug, language, signal),
    staleTime: 5 * 60_000,
  });

export const useSupportArticle = (slug: string, language: string) =>
  useQuery(articleQueryOptions(slug, language));
