import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';

/** The heart on a tile: a toggle button (aria-pressed) that flips at once and rolls back on failure. */
export function FavoriteButton({
  gameId,
  title,
  className,
}: {
  gameId: string;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation('lobby');
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const pressed = favorites.data?.includes(gameId) ?? false;

  function onClick() {
    toggle.mutate(
      { id: gameId, favorite: !pressed },
      { onError: () => void toast.error(t('favorite.error', { title })) },
    );
  }

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t('favorite.label', { title })}
      title={pressed ? t('favorite.remove') : t('favorite.add')}
      disabled={favorites.isPending}
      onClick={onClick}
      className={cn(
        'grid size-9 place-items-center rounded-full border backdrop-blur-sm transition duration-150 active:scale-90 disabled:opacity-0',
        pressed
          ? 'border-danger/60 bg-deep/70 text-danger'
          : 'border-white/10 bg-deep/55 text-ink/80 hover:border-white/30 hover:text-ink',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className={cn('size-[18px]', pressed && 'animate-pop')}
        aria-hidden="true"
        fill={pressed ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.4-9.2-9.3C1.6 7.6 4 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.3 0 5.7 3.1 4.5 6.7-1.7 4.9-9.2 9.3-9.2 9.3Z" />
      </svg>
    </button>
  );
}
