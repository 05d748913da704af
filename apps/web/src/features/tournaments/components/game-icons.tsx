import type { GameView } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { GamepadIcon } from './tournament-icons.tsx';

/** A card shows at most this many of the counting games' icons, then "+N". */
export const CARD_GAME_ICONS = 5;

/**
 * The counting games as small icons (their art from the catalogue; a letter while it loads), or "All games"
 * when every game counts.
 */
export function GameIcons({
  gameIds,
  catalog,
}: {
  gameIds: readonly string[];
  catalog: ReadonlyMap<string, GameView>;
}) {
  const { t } = useTranslation('tournaments');
  if (gameIds.length === 0)
    return (
      <p className="inline-flex h-9 items-center gap-2 text-xs font-bold text-muted">
        <span className="grid size-9 place-items-center rounded-lg border border-line bg-sunken text-accent-strong">
          <GamepadIcon className="size-4.5" />
        </span>
        {t('card.allGames')}
      </p>
    );
  const shown = gameIds.slice(0, CARD_GAME_ICONS);
  const more = gameIds.length - shown.length;
  return (
    <ul className="flex h-9 items-center gap-1.5" aria-label={t('card.gamesLabel')} data-testid="card-games">
      {shown.map((id) => {
        const game = catalog.get(id);
        return (
          <li key={id} className="size-9 shrink-0 overflow-hidden rounded-lg border border-line bg-raised">
            {game ? (
              <img
                src={game.imageUrl}
                alt={game.title}
                title={game.title}
                loading="lazy"
                decoding="async"
                width={36}
                height={36}
                className="size-full object-cover"
              />
            ) : (
              <span className="grid size-full place-items-center text-xs font-black uppercase text-muted">
                <span className="sr-only">{id}</span>
                <span aria-hidden="true">{id.charAt(0)}</span>
              </span>
            )}
          </li>
        );
      })}
      {more > 0 && (
        <li className="tabular grid h-9 min-w-9 place-items-center rounded-lg border border-line bg-sunken px-1.5 text-xs font-bold text-muted">
          <span aria-hidden="true">{t('card.moreGames', { count: more })}</span>
          <span className="sr-only">{t('card.moreGamesLabel', { count: more })}</span>
        </li>
      )}
    </ul>
  );
}
