import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GamesGrid } from '../../features/games/components/games-grid.tsx';

/** /{locale} — every game as a tile (the full lobby comes later). */
export function GamesIndexRoute() {
  const { t } = useTranslation(['games', 'common']);
  useEffect(() => {
    document.title = `${t('common:brand')} · ${t('games:index.title')}`;
  }, [t]);
  return <GamesGrid />;
}
