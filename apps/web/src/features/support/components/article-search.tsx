import { SUPPORT_SEARCH_DEBOUNCE_MS, SUPPORT_SEARCH_MIN_LENGTH } from '@casino/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useSupportArticles } from '../api/get-articles.ts';
import { supportSearchTerm } from '../lib/search-term.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { HighlightedSnippet } from './highlighted-snippet.tsx';
import { ChevronIcon, DocumentIcon, SearchIcon } from './support-icons.tsx';

function SkeletonRows() {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-2">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="rounded-control border border-line/60 bg-raised/40 p-3">
          <div className="h-3.5 w-1/2 animate-pulse rounded bg-raised" />
          <div className="mt-2 h-3 w-11/12 animate-pulse rounded bg-raised" />
          <div className="mt-1.5 h-3 w-3/4 animate-pulse rounded bg-raised" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The help-article search (SPEC §5.6, §9): a search from 3 characters, 300 ms after the last keystroke,
 * 30 results a page with "show more"; with less typed, the help centre's list.
 */
export function ArticleSearch({
  query,
  onQueryChange,
  onOpenArticle,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onOpenArticle: (slug: string) => void;
}) {
  const { t, i18n } = useTranslation('support');
  const inputId = useId();
  const hintId = useId();
  const headingId = useId();
  const debounced = useDebouncedValue(query, SUPPORT_SEARCH_DEBOUNCE_MS);
  const term = supportSearchTerm(debounced);
  const articles = useSupportArticles(term, i18n.language);

  const typed = query.trim();
  const tooShort = typed.length > 0 && typed.length < SUPPORT_SEARCH_MIN_LENGTH;
  const waiting = supportSearchTerm(query) !== term || (articles.isFetching && !articles.isFetchingNextPage);
  const items = articles.data?.pages.flatMap((page) => page.items) ?? [];
  const total = articles.data?.pages[0]?.meta.total ?? 0;
  // Results shown belong to the current term (not the previous search kept on screen while this one loads).
  const current = !articles.isPlaceholderData;

  let heading: string;
  if (term && current) heading = t('search.results', { count: total, query: term });
  else if (term) heading = t('search.searching');
  else heading = t('search.all');

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <search className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('search.label')}
        </label>
        <div className="flex min-h-12 items-center gap-2 rounded-control border border-line bg-sunken px-3 transition focus-within:border-accent">
          <SearchIcon className="size-5 shrink-0 text-faint" />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={t('search.placeholder')}
            aria-describedby={hintId}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            className="min-w-0 flex-1 bg-transparent py-2 text-sm font-semibold text-ink outline-none placeholder:text-faint [&::-webkit-search-cancel-button]:hidden"
          />
          {waiting && term !== undefined && <Spinner className="text-muted" />}
          {query && (
            <button
              type="button"
              onClick={() => onQueryChange('')}
              aria-label={t('search.clear')}
              className="-mr-1 grid size-8 shrink-0 touch:size-11 place-items-center rounded-lg text-muted hover:bg-raised hover:text-ink"
            >
              <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <p id={hintId} className={tooShort ? 'text-xs font-semibold text-gold' : 'text-xs text-faint'}>
          {t('search.hint', { min: SUPPORT_SEARCH_MIN_LENGTH })}
        </p>
      </search>

      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-extrabold">
          {heading}
        </h3>
        {!term && articles.data && <span className="text-xs font-semibold text-faint">{total}</span>}
      </div>
      <p className="sr-only" aria-live="polite">
        {term && current && articles.data ? t('search.results', { count: total, query: term }) : ''}
      </p>

      {articles.isError && !articles.data ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-control border border-line bg-raised/40 px-4 py-8 text-center"
        >
          <p className="text-sm text-muted">{t('search.error')}</p>
          <Button size="sm" onClick={() => void articles.refetch()}>
            {t('search.retry')}
          </Button>
        </div>
      ) : !articles.data ? (
        <SkeletonRows />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-control border border-dashed border-line px-4 py-8 text-center">
          <SearchIcon className="size-8 text-faint" />
          <p className="text-sm font-bold">{t('search.empty', { query: term ?? typed })}</p>
          <p className="max-w-xs text-xs text-muted">{t('search.emptyText')}</p>
        </div>
      ) : (
        <>
          <ul className={`flex flex-col gap-2 transition-opacity ${current ? '' : 'opacity-60'}`}>
            {items.map((article) => (
              <li key={article.id}>
                <button
                  type="button"
                  data-slug={article.slug}
                  onClick={() => onOpenArticle(article.slug)}
                  className="group flex w-full items-start gap-3 rounded-control border border-line/70 bg-raised/40 p-3 text-left transition hover:border-line-strong hover:bg-raised"
                >
                  <DocumentIcon className="mt-0.5 size-5 shrink-0 text-accent-strong" />
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="text-sm font-bold text-ink">{article.title}</span>
                    <HighlightedSnippet
                      snippet={article.snippet}
                      className="line-clamp-2 text-xs leading-relaxed text-muted"
                    />
                  </span>
                  <ChevronIcon className="mt-0.5 size-4 shrink-0 text-faint transition group-hover:translate-x-0.5 group-hover:text-ink" />
                </button>
              </li>
            ))}
          </ul>
          {articles.hasNextPage && (
            <div className="flex flex-col items-center gap-1.5 pt-1">
              <p className="text-xs text-faint">{t('search.shown', { shown: items.length, total })}</p>
              <Button
                size="sm"
                onClick={() => void articles.fetchNextPage()}
                loading={articles.isFetchingNextPage}
              >
                {t('search.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
