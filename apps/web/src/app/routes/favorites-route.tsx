import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FavoritesPage } from '../../features/lobby/index.ts';

/** /{locale}/games/favorites */
export function FavoritesRoute() {
  const { t } = useTranslation(['lobby', 'common']);
  useEffect(() => {
    document.title = `${t('lobby:favorites.title')} · ${t('common:brand')}`;
  }, [t]);
  return <FavoritesPage />;
}
