import type { GameView } from '@casino/shared';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';

/** The three showcase cards fanned out; their size follows the banner's width. */
const TILT = [
  '-rotate-12 translate-x-7 translate-y-3',
  'z-10 -translate-y-2',
  'rotate-12 -translate-x-7 translate-y-3',
];

const CARD =
  'h-32 w-24 rounded-2xl border border-white/10 shadow-card @3xl/hero:h-40 @3xl/hero:w-30 @5xl/hero:h-48 @5xl/hero:w-36';

/** The welcome banner: what the casino is, a sign-up (guests) or a first game (players), and fairness. */
export function LobbyHero({ showcase }: { showcase: GameView[] | undefined }) {
  const { t } = useTranslation('lobby');
  const { locale = 'en' } = useParams();
  const { viewer, isGuest } = useViewer();
  const { openSignIn } = useSignIn();
  const featured = showcase?.slice(0, 3) ?? [];
  const first = featured[1] ?? featured[0];

  return (
    <section className="@container/hero relative flex min-h-56 min-w-0 flex-1 items-center overflow-hidden rounded-card border border-line bg-gradient-to-br from-accent/30 via-raised to-surface p-5 shadow-card sm:p-8">
      <div
        className="pointer-events-none absolute -right-20 -top-24 size-80 rounded-full bg-neon/10 blur-3xl"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute -bottom-28 left-1/3 size-72 rounded-full bg-accent/20 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex min-w-0 max-w-xl flex-1 flex-col justify-center">
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-neon">{t('hero.eyebrow')}</p>
        <h1 className="mt-2 text-balance text-[1.75rem] font-black leading-[1.1] tracking-tight @xl/hero:text-[2rem] @3xl/hero:text-[2.5rem] @5xl/hero:text-5xl">
          {viewer ? t('hero.titlePlayer') : t('hero.title')}
        </h1>
        <p className="mt-3 max-w-md text-pretty text-sm text-ink/85 @xl/hero:text-base">{t('hero.lead')}</p>
        <div className="mt-5 flex flex-wrap items-center gap-2">
          {isGuest ? (
            <Button
              variant="primary"
              size="lg"
              className="whitespace-nowrap max-sm:min-h-11 max-sm:px-4 max-sm:text-sm"
              onClick={() => openSignIn('register')}
            >
              {t('hero.register')}
            </Button>
          ) : (
            first && (
              <Link
                to={`/${locale}/games/${first.id}`}
                className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-control bg-accent px-4 text-sm font-bold text-white shadow-glow transition hover:bg-accent-hover sm:min-h-13 sm:px-6 sm:text-base"
              >
                {t('hero.play', { title: first.title })}
              </Link>
            )
          )}
          <Link
            to={`/${locale}/fairness`}
            className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-control border border-line-strong bg-deep/40 px-4 text-sm font-bold text-ink transition hover:border-accent sm:min-h-13 sm:px-5"
          >
            {t('hero.fairness')}
          </Link>
        </div>
      </div>
      {/* The cards' room is kept while the showcase loads, so the text beside it does not move. */}
      {(showcase === undefined || featured.length > 0) && (
        <div
          className="pointer-events-none relative ml-auto hidden shrink-0 items-center pl-4 pr-1 @xl/hero:flex @3xl/hero:pr-4"
          aria-hidden="true"
        >
          {showcase === undefined
            ? TILT.map((tilt) => <span key={tilt} className={`${CARD} bg-raised/40 ${tilt}`} />)
            : featured.map((game, i) => (
                <img
                  key={game.id}
                  src={game.imageUrl}
                  alt=""
                  width={150}
                  height={200}
                  decoding="async"
                  className={`${CARD} object-cover ${TILT[i] ?? ''}`}
                />
              ))}
        </div>
      )}
    </section>
  );
}
