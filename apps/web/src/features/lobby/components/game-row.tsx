import type { GameView } from '@casino/shared';
import {
  type ReactNode,
  type Ref,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { GameTile, GameTileSkeleton } from './game-tile.tsx';

/**
 * A row shows its first games only; "All" opens the rest. Every tile is layout, paint and an image on the
 * first screen of a phone, and a row is fetched as the category page's first page (shared in the cache).
 */
export const ROW_TILES = 15;

const ITEM = 'w-[30%] shrink-0 snap-start @lg:w-[23%] @3xl:w-[18.4%] @5xl:w-[15.3%] @7xl:w-[13.1%]';

/**
 * content-visibility for the tiles after a row's first four: scrolled out of the row sideways, they cost no
 * layout or paint until they come near (the clip margin keeps the focus ring and lift visible). The first
 * ones always render and give the row its height: a skipped tile is zero high, and a lobby whose rows
 * collapsed that way for a frame was shorter when Back restored the scroll position.
 */
const ALWAYS_RENDERED = 4;
const SKIPPABLE = '[content-visibility:auto] [overflow-clip-margin:0.75rem]';

function Arrow({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'back' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
    </svg>
  );
}

export interface GameRowProps {
  title: string;
  icon: ReactNode;
  /** The page with all of the row's games ("All"); none for a row that is the whole list. */
  href?: string;
  /** Undefined while loading (or before the row is near the screen): skeleton tiles of the same size. */
  games: GameView[] | undefined;
  total?: number;
  isError?: boolean;
  onRetry?: () => void;
  /** The section element, for the lazy-loading observer. */
  sectionRef?: Ref<HTMLElement>;
}

/** A lobby row: a heading with the count and an "All" link, and the games in a row that scrolls sideways. */
export function GameRow({
  title,
  icon,
  href,
  games: arrived,
  total,
  isError,
  onRetry,
  sectionRef,
}: GameRowProps) {
  // The tiles render at transition priority, in slices between frames: a row's games arrive through the
  // query cache's synchronous update, which would otherwise build all its tiles in one long task.
  const games = useDeferredValue(arrived);
  // The same elements while the games are the same: a re-render of the lobby (another row's or the
  // categories' answer) skips the tiles instead of rendering them all again.
  const tiles = useMemo(
    () =>
      games
        ? games.slice(0, ROW_TILES).map((game, i) => (
            <li key={game.id} className={i < ALWAYS_RENDERED ? ITEM : `${ITEM} ${SKIPPABLE}`}>
              <GameTile game={game} />
            </li>
          ))
        : Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <li key={i} className={ITEM}>
              <GameTileSkeleton />
            </li>
          )),
    [games],
  );
  const { t } = useTranslation('lobby');
  const titleId = useId();
  const listId = useId();
  const reduced = useReducedMotion();
  const row = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 4, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4 });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the row is measured again once its games arrive
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    // The observer's first call comes after the browser's own layout; measuring here would force one in
    // the middle of the lobby's first render (many rows: the lobby's costliest script on a slow phone).
    if (typeof ResizeObserver === 'undefined') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, games]);

  function scroll(direction: 1 | -1) {
    row.current?.scrollBy({
      left: direction * row.current.clientWidth * 0.9,
      behavior: reduced ? 'auto' : 'smooth',
    });
  }

  return (
    <section ref={sectionRef} aria-labelledby={titleId} className="@container flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h2 id={titleId} className="flex min-w-0 items-center gap-2 text-lg font-extrabold">
          {icon}
          <span className="truncate">{title}</span>
          {total !== undefined && (
            <span className="tabular rounded-full bg-raised px-2 py-0.5 text-xs font-bold text-muted">
              {total}
            </span>
          )}
        </h2>
        <div className="ml-auto flex items-center gap-1.5">
          {href && (
            <Link
              to={href}
              className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-bold text-accent-strong touch:min-h-11 hover:bg-raised"
              aria-label={t('section.allOf', { title })}
            >
              {t('section.all')}
            </Link>
          )}
          {!(edges.start && edges.end) && (
            <div className="hidden gap-1.5 sm:flex">
              {(['back', 'forward'] as const).map((direction) => (
                <button
                  key={direction}
                  type="button"
                  aria-controls={listId}
                  aria-label={t(`section.${direction}`, { title })}
                  disabled={direction === 'back' ? edges.start : edges.end}
                  onClick={() => scroll(direction === 'back' ? -1 : 1)}
                  className="grid size-9 place-items-center rounded-lg border border-line bg-surface text-ink transition hover:border-line-strong disabled:cursor-default disabled:opacity-35"
                >
                  <Arrow direction={direction} />
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
      {isError && !games ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-dashed border-danger/40 bg-danger/5 px-4 py-5"
        >
          <p className="text-sm text-muted">{t('grid.errorTitle')}</p>
          <Button size="sm" onClick={onRetry}>
            {t('grid.retry')}
          </Button>
        </div>
      ) : games && games.length === 0 ? (
        <p
          role="status"
          className="rounded-card border border-dashed border-line px-4 py-5 text-sm text-muted"
        >
          {t('grid.emptyTitle')}
        </p>
      ) : (
        <ul
          ref={row}
          id={listId}
          onScroll={measure}
          aria-busy={!games || undefined}
          // Padding inside the scroller (and as much negative margin) leaves room for the focus ring and lift.
          className="-mx-3 -my-2 flex snap-x snap-mandatory gap-2.5 overflow-x-auto scroll-px-3 px-3 py-3 [scrollbar-width:none] @lg:gap-3 sm:-mx-2 sm:scroll-px-2 sm:px-2"
        >
          {tiles}
        </ul>
      )}
    </section>
  );
}
