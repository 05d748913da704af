import { useParams } from 'react-router';
import { ComingSoon, sportBySegment } from '../../features/shell/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import { NotFoundRoute } from './not-found-route.tsx';

/*
 * A stand-in until the sportsbook issue adds its pages, so that no sidebar or bottom-bar link is dead. That
 * issue replaces its routes in router.tsx.
 */

/** /{locale}/sportsbook, /sportsbook/favorites and /sportsbook/{slug-id} (an unknown sport is a 404). */
export function SportsbookSoonRoute() {
  const { t } = useTranslation('shell');
  const { sport } = useParams();
  if (sport === undefined) return <ComingSoon section="sport" />;
  if (sport === 'favorites') return <ComingSoon section="sport" title={t('sport.favorites')} />;
  const entry = sportBySegment(sport);
  if (!entry) return <NotFoundRoute />;
  return <ComingSoon section="sport" title={t(`sports.${entry.slug}`)} />;
}
