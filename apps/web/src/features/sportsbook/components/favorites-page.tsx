import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { useFavorites } from '../api/favorites.ts';
import { EventList, EventsSkeleton } from './event-list.tsx';
import { StarIcon } from './icons.tsx';
import { LoadError, PageHeading, SportsbookNav, StateNotice } from './page-parts.tsx';

/** /{locale}/sportsbook/favorites: the events the player starred (a guest is asked to sign in). */
export function FavoritesPage() {
  const { t } = useTranslation('sportsbook');
  const { isGuest } = useViewer();
  const { openSignIn } = useSignIn();
  const favorites = useFavorites();
  const events = favorites.data ?? [];
  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="favorites-page">
      <PageHeading
        eyebrow={t('page.eyebrow')}
        title={t('favorites.title')}
        text={t('favorites.text')}
        icon={<StarIcon filled className="size-6 text-gold" />}
      />
      <SportsbookNav />
      {isGuest ? (
        <StateNotice
          tone="empty"
          title={t('favorites.guest')}
          action={
            <Button variant="primary" onClick={() => openSignIn('login')}>
              {t('favorites.signIn')}
            </Button>
          }
        />
      ) : favorites.isPending ? (
        <EventsSkeleton label={t('page.loading')} />
      ) : favorites.isError && !favorites.data ? (
        <LoadError onRetry={() => void favorites.refetch()} retrying={favorites.isFetching} />
      ) : events.length === 0 ? (
        <StateNotice tone="empty" title={t('favorites.empty')} text={t('favorites.emptyText')} />
      ) : (
        <EventList events={events} showSport testId="favorite-events" />
      )}
    </div>
  );
}
