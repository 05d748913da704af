import type { GameView } from '@casino/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { GAME_SKELETON_TILES } from '../../../config/app.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { GameTile, GameTileSkeleton } from './game-tile.tsx';
import { Notice } from './notice.tsx';

/** Columns follow the space the grid has (container queries), so a sidebar narrows it gracefully. */
const GRID =
  'grid grid-cols-3 gap-2.5 @lg:grid-cols-4 @lg:gap-3 @3xl:grid-cols-5 @5xl:grid-cols-6 @5xl:gap-4 @7xl:grid-cols-7';

export interface GameGridProps {
  /** Undefined while the first page loads. */
  games: GameView[] | undefined;
  total: number;
  /** The first page failed (nothing to show). */
  isError: boolean;
  onRetry: () => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Loading the next page failed; the loaded games stay. */
  isMoreError?: boolean;
  onMore: () => void;
  /** What an empty list says (default: nothing found). */
  empty?: ReactNode;
}

/**
 * A grid of game tiles: 18 skeleton tiles while the first page loads, a something-went-wrong notice with
 * retry, a not-found notice for an empty list, and a show-more control with the count shown so far.
 */
export function GameGrid({
  games,
  total,
  isError,
  onRetry,
  hasMore,
  isLoadingMore,
  isMoreError = false,
  onMore,
  empty,
}: GameGridProps) {
  const { t } = useTranslation('lobby');

  if (!games && isError)
    return (
      <Notice
        tone="error"
        title={t('grid.errorTitle')}
        text={t('grid.errorText')}
        action={
          <Button variant="primary" onClick={onRetry}>
            {t('grid.retry')}
          </Button>
        }
      />
    );

  if (!games)
    return (
      <div className="@container" aria-busy="true">
        <p className="sr-only" role="status">
          {t('grid.loading')}
        </p>
        <ul className={GRID}>
          {Array.from({ length: GAME_SKELETON_TILES }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <li key={i}>
              <GameTileSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );

  if (games.length === 0)
    return empty ?? <Notice tone="empty" title={t('grid.emptyTitle')} text={t('grid.emptyText')} />;

  const shown = games.length;
  return (
    <div className="@container flex flex-col gap-6">
      <ul className={GRID}>
        {games.map((game) => (
          <li key={game.id} className="animate-fade-in">
            <GameTile game={game} />
          </li>
        ))}
        {isLoadingMore &&
          Array.from({ length: Math.min(6, Math.max(0, total - shown)) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <li key={`more-${i}`}>
              <GameTileSkeleton />
            </li>
          ))}
      </ul>
      {(hasMore || shown < total) && (
        <div className="mx-auto flex w-full max-w-xs flex-col items-center gap-3">
          <p className="tabular text-sm text-muted" aria-live="polite">
            {t('grid.shown', { shown, total })}
          </p>
          <div className="h-1 w-full overflow-hidden rounded-full bg-sunken" aria-hidden="true">
            <div
              className="h-full rounded-full bg-gradient-to-r from-accent to-neon transition-[width] duration-500"
              style={{ width: `${Math.min(100, (shown / Math.max(total, 1)) * 100)}%` }}
            />
          </div>
          {isMoreError && (
            <p role="alert" className="text-sm text-danger">
              {t('grid.moreError')}
            </p>
          )}
          {hasMore && (
            <Button className="w-full" loading={isLoadingMore} onClick={onMore}>
              {isMoreError ? t('grid.retry') : t('grid.more')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
