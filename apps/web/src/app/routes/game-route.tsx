import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { useViewer } from '../../features/auth/index.ts';
import {
  GameNotice,
  GamePageActionsProvider,
  GameSkeleton,
  gameComponent,
  ProviderGameSkeleton,
  useGame,
} from '../../features/games/index.ts';
import { FavoriteButton, rememberPlayed } from '../../features/lobby/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { NotFoundRoute } from './not-found-route.tsx';

// A studio's game page is its own chunk: the originals' pages do not carry it.
const ProviderGame = lazy(() =>
  import('../../features/games/provider/index.ts').then((m) => ({ default: m.ProviderGame })),
);

/**
 * /{locale}/games/:id — an original's own component from the registry (while its code loads, a skeleton
 * with the game's boxes holds the page: no layout shift when the game arrives), or a studio's game in its
 * frame (source `aggregator`). A game blocked for the player's country or currency says so. Every game
 * opened joins the lobby's "Recently played" row.
 */
export function GameRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['games', 'common']);
  const { viewer } = useViewer();
  const Game = gameComponent(id);
  const game = useGame(id);
  const info = game.data;
  const title = info?.title ?? t(`games:title.${id}`, { defaultValue: id });
  const blocked =
    game.error instanceof ApiError && game.error.status === 403 && game.error.detail === 'game_unavailable';

  useEffect(() => {
    document.title = `${title} · ${t('common:brand')}`;
  }, [title, t]);

  useEffect(() => {
    if (info) rememberPlayed(info);
  }, [info]);

  let page: ReactNode;
  if (blocked) page = <GameNotice title={title} problem="unavailable" />;
  else if (Game)
    page = (
      <Suspense fallback={<GameSkeleton gameId={id} title={title} />}>
        <Game key={id} gameId={id} />
      </Suspense>
    );
  else if (info?.source === 'aggregator')
    page = (
      <Suspense fallback={<ProviderGameSkeleton title={title} />}>
        <ProviderGame key={id} game={info} />
      </Suspense>
    );
  else if (game.isPending) page = <ProviderGameSkeleton title={title} />;
  else if (game.isError && !(game.error instanceof ApiError && game.error.status === 404))
    page = <GameNotice title={title} problem="failed" onRetry={() => void game.refetch()} />;
  else return <NotFoundRoute />;

  return (
    <GamePageActionsProvider
      actions={viewer && <FavoriteButton gameId={id} title={title} className="size-11 shrink-0" />}
    >
      {page}
    </GamePageActionsProvider>
  );
}
