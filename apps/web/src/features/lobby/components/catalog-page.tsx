import { useEffect, useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { GAME_SORTS, type GameSort } from '../api/catalog-types.ts';
import { useCategories } from '../api/get-categories.ts';
import { useGamesPages } from '../api/get-games-pages.ts';
import { useProviders } from '../api/get-providers.ts';
import { collectionSort } from '../lib/collections.ts';
import { GameSearchButton } from '../search/game-search-button.tsx';
import { GameGrid } from './game-grid.tsx';
import { CategoryIcon, ProviderIcon } from './lobby-icons.tsx';
import { LobbyNav, ProviderNav } from './lobby-nav.tsx';
import { Notice } from './notice.tsx';
import { PageHeader } from './page-header.tsx';

const isSort = (value: string | null): value is GameSort =>
  value !== null && (GAME_SORTS as readonly string[]).includes(value);

/** Sort order of a list, kept in the address (`?sort=popularity`) so it survives a reload or a share. */
function SortSelect({ value, onChange }: { value: GameSort; onChange: (sort: GameSort) => void }) {
  const { t } = useTranslation('lobby');
  const id = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-faint">
        {t('sort.label')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as GameSort)}
          className="min-h-10 appearance-none rounded-control border border-line bg-surface py-2 pl-3 pr-9 text-sm font-bold text-ink transition hover:border-line-strong"
        >
          {GAME_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}

/** /categories/{value}/games and /providers/{value}/games: the heading, a switcher, sort and the grid. */
export function CatalogPage({ kind, value }: { kind: 'category' | 'provider'; value: string }) {
  const { t } = useTranslation('lobby');
  const { locale = 'en' } = useParams();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort: GameSort = isSort(sortParam) ? sortParam : 'rate';
  const categories = useCategories();
  const providers = useProviders();
  const groups = kind === 'category' ? categories : providers;
  const group = groups.data?.find((item) => item.value === value);
  // New and Popular: the whole catalog in their own order (the lobby's rows of the same name).
  const collection = kind === 'category' && !group ? collectionSort(value) : undefined;
  const unknown = groups.isSuccess && !group && !collection;
  // The default order is left out of the key, so the home section's first page is reused here.
  const query = useGamesPages(
    collection ? { sort: collection } : { [kind]: value, ...(sort === 'rate' ? {} : { sort }) },
  );
  const games = query.data?.pages.flatMap((page) => page.items);
  const total = query.data?.pages.at(-1)?.meta.total ?? 0;

  const title =
    kind === 'category'
      ? t(`category.${value}`, { defaultValue: group?.title ?? value })
      : (group?.title ?? value);

  useEffect(() => {
    document.title = `${title} · ${t('common:brand')}`;
  }, [title, t]);

  function changeSort(next: GameSort) {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'rate') copy.delete('sort');
        else copy.set('sort', next);
        return copy;
      },
      { replace: true },
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-3 py-5 sm:px-6 sm:py-8">
      <PageHeader
        eyebrow={kind === 'category' ? t('page.category') : t('page.provider')}
        title={title}
        icon={
          kind === 'category' ? (
            <CategoryIcon value={value} className="size-6" />
          ) : (
            <ProviderIcon className="size-6" />
          )
        }
        count={query.data && !unknown ? t('page.count', { count: total }) : undefined}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {kind === 'category' ? <LobbyNav /> : <ProviderNav />}
        <div className="flex shrink-0 items-center justify-between gap-2">
          {!unknown && !collection && <SortSelect value={sort} onChange={changeSort} />}
          <GameSearchButton variant="icon" />
        </div>
      </div>
      {unknown ? (
        <Notice
          tone="empty"
          title={kind === 'category' ? t('page.unknownCategory') : t('page.unknownProvider')}
          text={t('page.unknownText')}
          action={
            <Link
              to={`/${locale}`}
              className="inline-flex min-h-11 items-center rounded-control bg-accent px-5 text-sm font-bold text-white shadow-glow hover:bg-accent-hover"
            >
              {t('page.backToLobby')}
            </Link>
          }
        />
      ) : (
        <GameGrid
          games={games}
          total={total}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          hasMore={query.hasNextPage}
          isLoadingMore={query.isFetchingNextPage}
          isMoreError={query.isFetchNextPageError}
          onMore={() => void query.fetchNextPage()}
        />
      )}
    </div>
  );
}
