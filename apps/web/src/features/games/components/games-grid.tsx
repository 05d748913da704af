import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { GAME_SKELETON_TILES } from '../../../config/app.ts';
import { ALL_GAMES, useGames } from '../api/get-games.ts';

/** Every game of the catalog as a tile linking to its page. */
export function GamesGrid() {
  const { t } = useTranslation('games');
  const { locale = 'en' } = useParams();
  const games = useGames(ALL_GAMES);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-3 py-6 sm:px-6 sm:py-10">
      <section className="relative overflow-hidden rounded-card border border-line bg-gradient-to-br from-accent/25 via-raised to-surface p-6 shadow-card sm:p-10">
        <div
          className="pointer-events-none absolute -right-16 -top-20 size-72 rounded-full bg-neon/10 blur-3xl"
          aria-hidden="true"
        />
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-neon">{t('index.eyebrow')}</p>
        <h1 className="mt-2 max-w-2xl text-3xl font-black leading-tight tracking-tight sm:text-5xl">
          {t('index.title')}
        </h1>
        <p className="mt-3 max-w-xl text-sm text-muted sm:text-base">{t('index.lead')}</p>
        <Link
          to={`/${locale}/fairness`}
          className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-control border border-line-strong bg-deep/40 px-4 text-sm font-bold text-ink hover:border-accent"
        >
          {t('index.verify')} →
        </Link>
      </section>

      <section aria-labelledby="games-title" className="flex flex-col gap-4">
        <h2 id="games-title" className="text-lg font-extrabold">
          {t('index.all')}
          {games.data && (
            <span className="ml-2 text-sm font-semibold text-faint">{games.data.meta.total}</span>
          )}
        </h2>
        {games.isError && !games.data ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-card border border-line bg-surface p-8"
          >
            <p className="text-muted">{t('index.error')}</p>
            <Button onClick={() => void games.refetch()}>{t('index.retry')}</Button>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 xl:grid-cols-6">
            {games.data
              ? games.data.items.map((game) => (
                  <li key={game.id}>
                    <Link
                      to={`/${locale}/games/${game.id}`}
                      className="group flex flex-col gap-2 rounded-card outline-offset-4"
                    >
                      <div className="relative aspect-[4/5] overflow-hidden rounded-card border border-line bg-raised shadow-card transition duration-200 group-hover:-translate-y-1 group-hover:border-accent group-hover:shadow-glow">
                        <img
                          src={game.imageUrl}
                          alt=""
                          loading="lazy"
                          className="size-full object-cover transition duration-300 group-hover:scale-105"
                        />
                        {game.label && (
                          <span className="absolute left-2 top-2 rounded-full bg-gold px-2 py-0.5 text-[10px] font-black uppercase tracking-wide text-deep">
                            {game.label.type === 'Exclusive' ? t('label.exclusive') : t('label.earlyAccess')}
                          </span>
                        )}
                      </div>
                      <div className="flex min-w-0 items-center justify-between gap-2 px-0.5">
                        <p className="sr-only">{game.title}</p>
                        <span className="tabular rounded-full bg-sunken px-2 py-0.5 text-[11px] font-bold text-muted">
                          {t('rtp', { rtp: Number(game.rtp).toFixed(2) })}
                        </span>
                      </div>
                    </Link>
                  </li>
                ))
              : Array.from({ length: GAME_SKELETON_TILES }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
                  <li key={i} aria-hidden="true" className="flex flex-col gap-2">
                    <div className="aspect-[4/5] animate-pulse rounded-card bg-raised" />
                    <div className="h-3 w-3/4 animate-pulse rounded bg-raised" />
                  </li>
                ))}
          </ul>
        )}
      </section>
    </div>
  );
}
