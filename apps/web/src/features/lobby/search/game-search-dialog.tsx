import type { GameView } from '@casino/shared';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useProtectedAction } from '../../auth/index.ts';
import { useProviders } from '../api/get-providers.ts';
import { canSearch, useGameSearchResults, usePopularGames } from '../api/search-games.ts';
import { GameLabel } from '../components/game-tile.tsx';
import { SearchIcon } from '../components/lobby-icons.tsx';
import { Notice } from '../components/notice.tsx';
import { SEARCH_DEBOUNCE_MS } from '../lib/constants.ts';
import { readRecentSearches, rememberSearch, writeRecentSearches } from './recent-searches.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** The part of `title` that matches `term`, marked (case and accents as typed; a miss marks nothing). */
function Highlighted({ title, term }: { title: string; term: string }) {
  const at = term ? title.toLowerCase().indexOf(term.toLowerCase()) : -1;
  if (at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <mark className="rounded-sm bg-accent/30 text-ink">{title.slice(at, at + term.length)}</mark>
      {title.slice(at + term.length)}
    </>
  );
}

/**
 * The game search (SPEC §5.6: only with more than 2 characters). A combobox: typing filters after a short
 * pause, arrow keys move through the results, Enter opens the game. Before typing it offers recent
 * searches and the most played games.
 */
export function GameSearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('lobby');
  const { locale = 'en' } = useParams();
  const navigate = useNavigate();
  const protect = useProtectedAction();
  const listId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [recent, setRecent] = useState(readRecentSearches);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const searching = canSearch(term);
  const results = useGameSearchResults(debounced);
  const popular = usePopularGames();
  const providers = useProviders();

  const providerTitle = useMemo(
    () => new Map((providers.data ?? []).map((provider) => [provider.value, provider.title])),
    [providers.data],
  );

  // What the list shows: results for a search of 3+ characters (the last ones while the next load),
  // otherwise the most played games.
  const settled = searching && canSearch(debounced);
  const options: GameView[] = searching
    ? settled
      ? (results.data?.items ?? [])
      : []
    : (popular.data?.items ?? []);
  const waiting = searching && (!settled || (results.isPending && !results.data));
  const stale = searching && (debounced !== term.trim() || results.isPlaceholderData);

  const optionsKey = options.map((game) => game.id).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list (not a new array) resets the choice
  useEffect(() => {
    setActive(searching && options.length > 0 ? 0 : -1);
  }, [optionsKey, searching]);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  function openGame(game: GameView) {
    if (searching) setRecent(rememberSearch(term));
    onClose();
    protect(() => void navigate(`/${locale}/games/${game.id}`));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const game = options[active] ?? (searching ? options[0] : undefined);
      if (!game) return;
      event.preventDefault();
      openGame(game);
    }
  }

  const activeGame = active >= 0 ? options[active] : undefined;
  const status = !searching
    ? term.trim().length > 0
      ? t('search.minLength', { count: 3 })
      : ''
    : waiting
      ? t('search.searching')
      : results.isError && !results.data
        ? t('search.error')
        : t('search.found', { count: options.length });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('search.title')}
      closeLabel={t('search.close')}
      className="flex h-[88dvh] flex-col sm:h-[min(40rem,85dvh)] sm:max-w-2xl!"
    >
      <div className="sticky -top-5 z-10 -mx-5 -mt-1 bg-surface px-5 pb-3 pt-1 sm:-top-6 sm:-mx-6 sm:px-6">
        <div className="flex min-h-12 items-center gap-2 rounded-control border border-line bg-sunken px-3 transition focus-within:border-accent focus-within:shadow-glow">
          <SearchIcon className="size-5 shrink-0 text-muted" />
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label={t('search.label')}
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeGame ? `${listId}-${active}` : undefined}
            aria-describedby={hintId}
            data-autofocus
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={100}
            placeholder={t('search.placeholder')}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1 bg-transparent py-2 text-base font-semibold text-ink outline-none placeholder:font-normal placeholder:text-faint [&::-webkit-search-cancel-button]:hidden"
          />
          {searching && (results.isFetching || debounced !== term.trim()) && (
            <Spinner className="text-muted" />
          )}
          {term && (
            <button
              type="button"
              onClick={() => {
                setTerm('');
                input.current?.focus();
              }}
              className="grid size-8 place-items-center rounded-lg text-muted transition hover:bg-raised hover:text-ink"
            >
              <span className="sr-only">{t('search.clear')}</span>
              <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6 6 18"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
        </div>
        <p id={hintId} className="mt-2 min-h-5 text-xs text-faint" aria-live="polite">
          {status || t('search.hint', { count: 3 })}
        </p>
      </div>

      {!searching && recent.length > 0 && (
        <section aria-labelledby={`${listId}-recent`} className="mb-4">
          <div className="mb-2 flex items-center justify-between">
            <h3 id={`${listId}-recent`} className="text-xs font-bold uppercase tracking-wide text-muted">
              {t('search.recent')}
            </h3>
            <button
              type="button"
              className="text-xs font-semibold text-faint hover:text-ink"
              onClick={() => {
                writeRecentSearches([]);
                setRecent([]);
              }}
            >
              {t('search.clearRecent')}
            </button>
          </div>
          <ul className="flex flex-wrap gap-2">
            {recent.map((item) => (
              <li key={item}>
                <button
                  type="button"
                  onClick={() => {
                    setTerm(item);
                    input.current?.focus();
                  }}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-raised px-3 text-sm font-semibold text-ink transition hover:border-line-strong"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="size-3.5 text-faint"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                  >
                    <circle cx="12" cy="12" r="8.5" />
                    <path d="M12 7.5V12l3 2" />
                  </svg>
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {searching && results.isError && !results.data ? (
        <Notice
          tone="error"
          title={t('grid.errorTitle')}
          text={t('search.error')}
          action={<Button onClick={() => void results.refetch()}>{t('grid.retry')}</Button>}
        />
      ) : searching && !waiting && options.length === 0 ? (
        <Notice
          tone="empty"
          title={t('search.emptyTitle', { term: debounced })}
          text={t('search.emptyText')}
        />
      ) : (
        <div className="flex flex-col">
          {!searching && (
            <h3 className="mb-2 text-xs font-bold uppercase tracking-wide text-muted">
              {t('search.popular')}
            </h3>
          )}
          {waiting && options.length === 0 ? (
            <ul aria-hidden="true" className="flex flex-col gap-1.5">
              {[0, 1, 2, 3].map((i) => (
                <li key={i} className="flex items-center gap-3 rounded-control p-2">
                  <div className="h-16 w-12 animate-pulse rounded-lg bg-raised" />
                  <div className="flex flex-1 flex-col gap-2">
                    <div className="h-3.5 w-1/3 animate-pulse rounded bg-raised" />
                    <div className="h-3 w-1/4 animate-pulse rounded bg-raised" />
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          <div
            id={listId}
            role="listbox"
            aria-label={searching ? t('search.results') : t('search.popular')}
            className={cn('flex flex-col gap-1 transition-opacity', stale && 'opacity-60')}
          >
            {options.map((game, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (arrows, Enter)
              <div
                key={game.id}
                id={`${listId}-${index}`}
                role="option"
                // Focus stays in the input (aria-activedescendant); options are reached with the arrows.
                tabIndex={-1}
                aria-selected={index === active}
                onClick={() => openGame(game)}
                onMouseMove={() => index !== active && setActive(index)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-control border p-2 transition',
                  index === active
                    ? 'border-accent/60 bg-accent/15'
                    : 'border-transparent hover:bg-raised/60',
                )}
              >
                <img
                  src={game.imageUrl}
                  alt=""
                  width={48}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-12 shrink-0 rounded-lg border border-line object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-bold text-ink">
                    <Highlighted title={game.title} term={searching ? debounced : ''} />
                  </p>
                  <p className="truncate text-xs text-muted">
                    {providerTitle.get(game.provider) ?? game.provider} ·{' '}
                    {t(`category.${game.category}`, { defaultValue: game.category })}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <GameLabel label={game.label} />
                  <span className="tabular text-xs font-semibold text-faint">
                    {t('rtp', { rtp: Number(game.rtp).toFixed(2) })}
                  </span>
                </div>
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  // Only with a keyboard (from sm up): on a phone it would take the titles' room.
                  className={cn(
                    'hidden size-4 shrink-0 text-accent-strong sm:block',
                    index !== active && 'invisible',
                  )}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                >
                  <path d="m9 6 6 6-6 6" />
                </svg>
              </div>
            ))}
          </div>
        </div>
      )}
      <p className="mt-auto hidden items-center justify-center gap-4 pt-4 text-[11px] text-faint sm:flex">
        <span>
          <kbd className="rounded border border-line bg-raised px-1 font-sans">↑</kbd>{' '}
          <kbd className="rounded border border-line bg-raised px-1 font-sans">↓</kbd> {t('search.keysMove')}
        </span>
        <span>
          <kbd className="rounded border border-line bg-raised px-1 font-sans">Enter</kbd>{' '}
          {t('search.keysOpen')}
        </span>
        <span>
          <kbd className="rounded border border-line bg-raised px-1 font-sans">Esc</kbd>{' '}
          {t('search.keysClose')}
        </span>
      </p>
    </Dialog>
  );
}
