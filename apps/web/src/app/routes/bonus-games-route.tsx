import { useEffect } from 'react';
import { useParams } from 'react-router';
import { BonusGamesPage } from '../../features/bonuses/index.ts';
import { useTranslation } from '../../i18n/index.ts';

/** /{locale}/bonuses/{id}/games — the games that count towards a bonus's wager. */
export function BonusGamesRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['bonuses', 'common']);
  useEffect(() => {
    document.title = `${t('bonuses:games.title')} · ${t('common:brand')}`;
  }, [t]);
  return <BonusGamesPage bonusId={id} />;
}
