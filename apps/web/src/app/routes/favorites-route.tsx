import { useEffect } from 'react';
import { FavoritesPage } from '../../features/lobby/index.ts';
import { useTranslation } from '../../i18n/index.ts';

/** /{locale}/games/favorites */
export function FavoritesRoute() {
  const { t } = useTranslation(['lobby', 'common']);
  useEffect(() => {
    document.title = `${t('lobby:favorites.title')} · ${t('common:brand')}`;
  }, [t]);
  return <FavoritesPage />;
}
