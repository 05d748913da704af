import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { GameSkeleton, gameComponent, useGameInfo } from '../../features/games/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import { NotFoundRoute } from './not-found-route.tsx';

/**
 * /{locale}/games/:id — the game's own component from the registry. While its code loads, a skeleton with
 * the game's boxes holds the page (no layout shift when the game arrives).
 */
export function GameRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['games', 'common']);
  const info = useGameInfo(id);
  const Game = gameComponent(id);
  const title = info?.title ?? t(`games:title.${id}`, { defaultValue: id });

  useEffect(() => {
    document.title = `${title} · ${t('common:brand')}`;
  }, [title, t]);

  if (!Game) return <NotFoundRoute />;
  return (
    <Suspense fallback={<GameSkeleton gameId={id} title={title} />}>
      <Game key={id} gameId={id} />
    </Suspense>
  );
}
