import { useEffect } from 'react';
import { BonusesPage } from '../../features/bonuses/index.ts';
import { useTranslation } from '../../i18n/index.ts';

/** /{locale}/bonuses — the player's bonuses; guests see the offers and are asked to sign in. */
export function BonusesRoute() {
  const { t } = useTranslation(['bonuses', 'common']);
  useEffect(() => {
    document.title = `${t('bonuses:page.eyebrow')} · ${t('common:brand')}`;
  }, [t]);
  return <BonusesPage />;
}
