import { sportBySegment } from '@casino/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import {
  EventPage,
  FavoritesPage,
  MyBetsPage,
  SportPage,
  SportsbookHome,
  SportsbookLayout,
} from '../../features/sportsbook/components/pages.ts';
import { useTranslation } from '../../i18n/index.ts';
import { NotFoundRoute } from './not-found-route.tsx';

function useTitle(title: string) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title, t]);
}

/** /{locale}/sportsbook/* — the bet slip and realtime updates around every sportsbook page. */
export function SportsbookLayoutRoute() {
  return <SportsbookLayout />;
}

/** /{locale}/sportsbook — live now, starting soon, top leagues. */
export function SportsbookHomeRoute() {
  const { t } = useTranslation('sportsbook');
  useTitle(t('page.title'));
  return <SportsbookHome />;
}

/** /{locale}/sportsbook/{slug-id} — one sport or cybersport; an unknown one is the 404 page. */
export function SportRoute() {
  const { sport = '' } = useParams();
  const { t } = useTranslation(['shell', 'sportsbook']);
  const entry = sportBySegment(sport);
  useTitle(entry ? t(`shell:sports.${entry.slug}`) : t('sportsbook:page.title'));
  if (!entry) return <NotFoundRoute />;
  return <SportPage key={sport} sport={entry} />;
}

/** /{locale}/sportsbook/event/{id} — one event with every market. */
export function EventRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('sportsbook');
  useTitle(t('page.title'));
  if (!/^[1-9]\d{0,17}$/.test(id)) return <NotFoundRoute />;
  return <EventPage key={id} eventId={id} notFound={<NotFoundRoute />} />;
}

/** /{locale}/sportsbook/favorites */
export function SportsbookFavoritesRoute() {
  const { t } = useTranslation('sportsbook');
  useTitle(t('favorites.title'));
  return <FavoritesPage />;
}

/** /{locale}/sportsbook/bets — My bets. */
export function MyBetsRoute() {
  const { t } = useTranslation('sportsbook');
  useTitle(t('bets.title'));
  return <MyBetsPage />;
}
