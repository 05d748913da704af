import { useEffect } from 'react';
import { TournamentsPage } from '../../features/tournaments/index.ts';
import { useTranslation } from '../../i18n/index.ts';

/** /{locale}/tournaments — live, upcoming and finished tournaments. */
export function TournamentsRoute() {
  const { t } = useTranslation(['tournaments', 'common']);
  useEffect(() => {
    document.title = `${t('tournaments:page.eyebrow')} · ${t('common:brand')}`;
  }, [t]);
  return <TournamentsPage />;
}
