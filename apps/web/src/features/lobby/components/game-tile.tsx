import type { GameView } from '@casino/shared';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { ProtectedLink, useViewer } from '../../auth/index.ts';

// Only players see the heart: its code (and the favorites calls) stays out of the lobby's first download.
const FavoriteButton = lazy(() =>
  import('./favorite-button.tsx').then((m) => ({ default: m.FavoriteButton })),
);

const LABEL_STYLE: Record<NonNullable<GameView['label']>['type'], string> = {
  Exclusive: 'bg-gradient-to-r from-gold-strong to-gold text-deep',
  'Early Access': 'bg-neon text-deep',
};

export function GameLabel({ label }: { label: GameView['label'] }) {
  const { t } = useTranslation('lobby');
  if (!label) return null;
  return (
    <span
      className={cn(
        // One line where it fits; where it does not (РАННИЙ ДОСТУП on a phone's tile), two, not cut.
        'max-w-full rounded-[0.625rem] px-2 py-0.5 text-center text-[9px] font-black uppercase leading-4 tracking-wide shadow-card @[9rem]/tile:text-[10px]',
        LABEL_STYLE[label.type],
      )}
    >
      {label.type === 'Exclusive' ? t('label.exclusive') : t('label.earlyAccess')}
    </span>
  );
}

/**
 * One game: its art (the title is drawn in it, and is the image's alt text), the Exclusive or Early Access
 * label, the RTP on hover or focus, and for players the favorites heart. A guest's click opens sign-in,
 * except on a studio's game with a demo: that opens, to be played with fun money.
 */
export function GameTile({ game, className }: { game: GameView; className?: string }) {
  const { t } = useTranslation('lobby');
  const { locale = 'en' } = useParams();
  const { viewer } = useViewer();
  const Anchor = game.source === 'aggregator' && game.demoAllowed ? Link : ProtectedLink;

  return (
    <div className={cn('group/tile @container/tile relative', className)} data-testid="game-tile">
      <Anchor
        to={`/${locale}/games/${game.id}`}
        className="relative block aspect-[3/4] overflow-hidden rounded-card border border-line bg-raised shadow-card outline-offset-2 transition duration-200 hover:-translate-y-1 hover:border-accent hover:shadow-glow focus-visible:-translate-y-1 focus-visible:border-accent"
      >
        <img
          src={game.imageUrl}
          alt={game.title}
          loading="lazy"
          decoding="async"
          width={300}
          height={400}
          className="size-full object-cover transition duration-300 group-hover/tile:scale-105"
        />
        {game.label && (
          // Beside the favorites heart when both fit, else on the row below it: the spacer holds the
          // heart's place, and wrap-reverse puts a wrapped row above the label's (ЭКСКЛЮЗИВ on a phone).
          <span className="absolute inset-x-2 top-2 z-10 flex flex-wrap-reverse items-end gap-1">
            <GameLabel label={game.label} />
            {viewer && <span aria-hidden="true" className="ml-auto size-9 shrink-0" />}
          </span>
        )}
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-t from-deep/70 via-deep/55 to-deep/30 opacity-0 transition duration-200 group-hover/tile:opacity-100 group-focus-within/tile:opacity-100">
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-full bg-accent text-white shadow-glow transition duration-200 group-hover/tile:scale-100 sm:scale-90"
          >
            <svg viewBox="0 0 24 24" className="ml-0.5 size-5" fill="currentColor" aria-hidden="true">
              <path d="M7 4.8v14.4a1 1 0 0 0 1.5.9l11.6-7.2a1 1 0 0 0 0-1.8L8.5 3.9A1 1 0 0 0 7 4.8Z" />
            </svg>
          </span>
          <span className="tabular rounded-full bg-deep/80 px-2.5 py-0.5 text-[11px] font-bold text-ink">
            {t('rtp', { rtp: Number(game.rtp).toFixed(2) })}
          </span>
        </span>
      </Anchor>
      {viewer && (
        <Suspense fallback={null}>
          <FavoriteButton gameId={game.id} title={game.title} className="absolute right-2 top-2" />
        </Suspense>
      )}
    </div>
  );
}

export function GameTileSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="game-tile-skeleton"
      className={cn(
        'aspect-[3/4] animate-pulse rounded-card border border-line/50 bg-gradient-to-b from-raised to-sunken',
        className,
      )}
    />
  );
}
