import type { GameView } from '@casino/shared';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { gameQueryOptions } from '../api/get-game.ts';
import { GAMES_PAGE_SIZE } from '../lib/constants.ts';
import { GameGrid } from './game-grid.tsx';
import { FavoritesIcon } from './lobby-icons.tsx';
import { LobbyNav } from './lobby-nav.tsx';
import { Notice } from './notice.tsx';
import { PageHeader } from './page-header.tsx';

const linkButton =
  'inline-flex min-h-11 items-center rounded-control bg-accent px-5 text-sm font-bold text-white shadow-glow hover:bg-accent-hover';

/**
 * /games/favorites: the player's favorites, latest first. The list holds ids; each tile's data comes from
 * GET /api/v2/games/{id}, 30 at a time behind the show-more control.
 */
export function FavoritesPage() {
  const { t } = useTranslation('lobby');
  const { locale = 'en' } = useParams();
  const { viewer, isGuest } = useViewer();
  const { openSignIn } = useSignIn();
  const favorites = useFavorites();
  const [visible, setVisible] = useState(GAMES_PAGE_SIZE);
  const ids = favorites.data ?? [];
  const wanted = ids.slice(0, visible);

  const details = useQueries({
    queries: wanted.map((id) => gameQueryOptions(id)),
    combine: (results) => ({
      // A favorite that is no longer playable here (removed, blacklisted) is left out.
      games: results.flatMap((result) => (result.data ? [result.data] : [])) as GameView[],
      pending: results.filter((result) => result.isPending).length,
    }),
  });

  const firstLoad = favorites.isPending || (details.pending > 0 && details.games.length === 0);
  const games = viewer && !firstLoad ? details.games : undefined;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-3 py-5 sm:px-6 sm:py-8">
      <PageHeader
        eyebrow={t('nav.favorites')}
        title={t('favorites.title')}
        icon={<FavoritesIcon className="size-6" />}
        count={viewer && favorites.data ? t('page.count', { count: ids.length }) : undefined}
      />
      <LobbyNav />
      {isGuest ? (
        <Notice
          tone="empty"
          title={t('favorites.guestTitle')}
          text={t('favorites.guestText')}
          action={
            <Button variant="primary" onClick={() => openSignIn('login')}>
              {t('favorites.signIn')}
            </Button>
          }
        />
      ) : (
        <GameGrid
          games={games}
          total={ids.length}
          isError={favorites.isError}
          onRetry={() => void favorites.refetch()}
          hasMore={visible < ids.length}
          isLoadingMore={details.pending > 0 && details.games.length > 0}
          onMore={() => setVisible((count) => count + GAMES_PAGE_SIZE)}
          empty={
            <Notice
              tone="empty"
              title={t('favorites.emptyTitle')}
              text={t('favorites.emptyText')}
              action={
                <Link to={`/${locale}`} className={linkButton}>
                  {t('favorites.browse')}
                </Link>
              }
            />
          }
        />
      )}
    </div>
  );
}
