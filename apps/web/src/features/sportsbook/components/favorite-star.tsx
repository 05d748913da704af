import type { SportsEventView } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useProtectedAction } from '../../auth/index.ts';
import { useFavorites, useToggleFavorite } from '../api/favorites.ts';
import { StarIcon } from './icons.tsx';

/** The star of an event: adds it to (or removes it from) favorites; a guest signs in first. */
export function FavoriteStar({ event, className }: { event: SportsEventView; className?: string }) {
  const { t } = useTranslation('sportsbook');
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const protect = useProtectedAction();
  const favorite = favorites.data?.some((e) => e.id === event.id) ?? false;
  const name = `${event.home} – ${event.away}`;
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={t(favorite ? 'favorite.remove' : 'favorite.add', { event: name })}
      data-testid="favorite-star"
      onClick={() => protect(() => toggle.mutate({ event, favorite: !favorite }))}
      className={cn(
        'grid size-9 shrink-0 touch:size-11 place-items-center rounded-lg transition',
        favorite ? 'text-gold hover:text-gold-strong' : 'text-faint hover:bg-raised hover:text-ink',
        className,
      )}
    >
      <StarIcon filled={favorite} className="size-5" />
    </button>
  );
}
