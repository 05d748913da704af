import { useEffect } from 'react';
import { ProfilePage } from '../../features/profile/index.ts';
import { useTranslation } from '../../i18n/index.ts';

/** /{locale}/profile — the player's details; guests are asked to sign in. */
export function ProfileRoute() {
  const { t } = useTranslation(['profile', 'common']);
  useEffect(() => {
    document.title = `${t('profile:title')} · ${t('common:brand')}`;
  }, [t]);
  return <ProfilePage />;
}
