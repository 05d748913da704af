import { useEffect } from 'react';
import { LobbyHome } from '../../features/lobby/index.ts';
import { WheelTeaser } from '../../features/wheel/index.ts';
import { useTranslation } from '../../i18n/index.ts';

/** /{locale} — the casino lobby, with the prize-wheel teaser beside its welcome banner. */
export function HomeRoute() {
  const { t } = useTranslation(['lobby', 'common']);
  useEffect(() => {
    document.title = `${t('common:brand')} · ${t('lobby:title')}`;
  }, [t]);
  return <LobbyHome promo={<WheelTeaser />} />;
}
