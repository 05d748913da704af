import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { SearchIcon } from '../components/lobby-icons.tsx';
import { preloadGameSearch } from './game-search-host.tsx';
import { useGameSearch } from './game-search-store.ts';

/**
 * Opens the game search. `bar` looks like a search field (the lobby, a wide sidebar); `icon` is a round
 * button for tight spots (a collapsed sidebar, the header); `row` is a full-width menu row.
 */
export function GameSearchButton({
  variant = 'bar',
  className,
}: {
  variant?: 'bar' | 'icon' | 'row';
  className?: string;
}) {
  const { t } = useTranslation('lobby');
  const { open } = useGameSearch();
  const common = {
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    onClick: open,
    onPointerEnter: preloadGameSearch,
    onFocus: preloadGameSearch,
  };
  if (variant === 'icon')
    return (
      <button
        {...common}
        aria-label={t('search.open')}
        title={t('search.open')}
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-full border border-line bg-surface text-muted transition hover:border-line-strong hover:text-ink',
          className,
        )}
      >
        <SearchIcon className="size-5" />
      </button>
    );
  if (variant === 'row')
    return (
      <button
        {...common}
        className={cn(
          'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-bold text-muted transition hover:bg-raised hover:text-ink',
          className,
        )}
      >
        <SearchIcon className="size-5 shrink-0" />
        {t('search.open')}
      </button>
    );
  return (
    <button
      {...common}
      className={cn(
        'flex min-h-11 w-full min-w-0 items-center gap-3 rounded-control border border-line bg-sunken/80 px-3.5 text-left text-sm text-faint transition hover:border-line-strong hover:text-muted',
        className,
      )}
    >
      <SearchIcon className="size-5 shrink-0 text-muted" />
      <span className="min-w-0 flex-1 truncate">{t('search.open')}</span>
      <kbd className="hidden rounded-md border border-line bg-surface px-1.5 py-0.5 font-sans text-[11px] font-bold text-faint sm:inline">
        /
      </kbd>
    </button>
  );
}
