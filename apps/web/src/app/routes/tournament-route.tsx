import { useEffect } from 'react';
import { useParams } from 'react-router';
import { TournamentPage, useTournamentName } from '../../features/tournaments/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import { NotFoundRoute } from './not-found-route.tsx';

/** /{locale}/tournaments/{id} — one tournament; an unknown (or hidden VIP-only) one is the 404 page. */
export function TournamentRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['tournaments', 'common']);
  const name = useTournamentName(id);
  useEffect(() => {
    if (name) document.title = `${name} · ${t('tournaments:page.eyebrow')} · ${t('common:brand')}`;
  }, [name, t]);
  return <TournamentPage key={id} tournamentId={id} notFound={<NotFoundRoute />} />;
}
