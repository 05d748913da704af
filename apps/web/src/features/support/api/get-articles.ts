import { SUPPORT_PAGE_SIZE, type SupportArticleList } from '@casino/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ArticlesRequest {
  search?: string;
  offset: number;
  limit: number;
  language: string;
}

/** GET /api/v1/support/articles?search&offset&limit&language: the help centre's list, or search results. */
export const fetchArticles = (request: ArticlesRequest, signal?: AbortSignal) =>
  api.get<SupportArticleList>('/api/v1/support/articles', { signal, query: { ...request } });

/** Pages of 30 (SPEC §9); the next page starts where the loaded ones end. */
export const articlesQueryOptions = (search: string | undefined, language: string) =>
  infiniteQueryOptions({
    queryKey: ['supportArticles', language, search ?? null] as const,
    queryFn: ({ pageParam, signal }) =>
      fetchArticles({ search, offset: pageParam, limit: SUPPORT_PAGE_SIZE, language }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.meta.offset + last.items.length;
      return last.items.length > 0 && next < last.meta.total ? next : undefined;
    },
    staleTime: 5 * 60_000,
  });

export function useSupportArticles(search: string | undefined, language: string, enabled = true) {
  return useInfiniteQuery({
    ...articlesQueryOptions(search, language),
    enabled,
    // The previous results stay while the next search loads, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}
