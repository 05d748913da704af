import { useEffect } from 'react';
import { ResponsibleGamingPage } from '../../features/protection/index.ts';
import { useTranslation } from '../../i18n/index.ts';

/** /{locale}/profile/responsible-gaming — limits, reality check, time-out and self-exclusion. */
export function ResponsibleGamingRoute() {
  const { t } = useTranslation(['protection', 'common']);
  useEffect(() => {
    document.title = `${t('protection:page.title')} · ${t('common:brand')}`;
  }, [t]);
  return <ResponsibleGamingPage />;
}
