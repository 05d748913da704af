import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLocale, type Locale } from '../../../i18n/index.ts';
import { api } from '../../../lib/api-client.ts';

export interface LanguageView {
  code: string;
  title: string;
  icon: string;
}

/** GET /api/v1/languages?mode=1: the languages the site is translated into, with their flags. */
export const fetchLanguages = (signal?: AbortSignal) =>
  api.get<LanguageView[]>('/api/v1/languages', { signal, query: { mode: 1 } });

/** SPEC §7: the list is filtered to the locales this build ships. */
export const supportedLanguages = (items: readonly LanguageView[]) =>
  items.filter((item): item is LanguageView & { code: Locale } => isLocale(item.code));

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['languages'] as const,
    queryFn: ({ signal }) => fetchLanguages(signal),
    select: supportedLanguages,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLanguages = () => useQuery(languagesQueryOptions());
