import type { GameView } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useSignIn, useViewer } from '../../auth/index.ts';

const TILT = [
  '-rotate-12 translate-x-8 translate-y-3',
  'z-10 -translate-y-2',
  'rotate-12 -translate-x-8 translate-y-3',
];

/** The welcome banner: what the casino is, a sign-up (guests) or a first game (players), and fairness. */
export function LobbyHero({ showcase }: { showcase: GameView[] | undefined }) {
  const { t } = useTranslation('lobby');
  const { locale = 'en' } = useParams();
  const { viewer, isGuest } = useViewer();
  const { openSignIn } = useSignIn();
  const featured = showcase?.slice(0, 3) ?? [];
  const first = featured[1] ?? featured[0];

  return (
    <section className="relative flex min-h-56 flex-1 overflow-hidden rounded-card border border-line bg-gradient-to-br from-accent/30 via-raised to-surface p-5 shadow-card sm:p-8">
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
        <h1 className="mt-2 text-[1.75rem] font-black leading-[1.1] tracking-tight sm:text-4xl">
          {viewer ? t('hero.titlePlayer') : t('hero.title')}
        </h1>
        <p className="mt-3 max-w-md text-sm text-muted sm:text-base">{t('hero.lead')}</p>
        <div className="mt-5 flex flex-wrap items-center gap-2">
          {isGuest ? (
            <Button
              variant="primary"
              size="lg"
              className="max-sm:min-h-11 max-sm:px-4 max-sm:text-sm"
              onClick={() => openSignIn('register')}
            >
              {t('hero.register')}
            </Button>
          ) : (
            first && (
              <Link
                to={`/${locale}/games/${first.id}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-control bg-accent px-4 text-sm font-bold text-white shadow-glow transition hover:bg-accent-strong sm:min-h-13 sm:px-6 sm:text-base"
              >
                {t('hero.play', { title: first.title })}
              </Link>
            )
          )}
          <Link
            to={`/${locale}/fairness`}
            className="inline-flex min-h-11 items-center gap-2 rounded-control border border-line-strong bg-deep/40 px-4 text-sm font-bold text-ink transition hover:border-accent sm:min-h-13 sm:px-5"
          >
            {t('hero.fairness')}
          </Link>
        </div>
      </div>
      {featured.length > 0 && (
        <div
          className="pointer-events-none relative ml-auto hidden shrink-0 items-center pl-4 pr-2 md:flex"
          aria-hidden="true"
        >
          {featured.map((game, i) => (
            <img
              key={game.id}
              src={game.imageUrl}
              alt=""
              width={150}
              height={200}
              className={`h-36 w-27 rounded-2xl border border-white/10 object-cover shadow-card xl:h-44 xl:w-33 ${TILT[i] ?? ''}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
