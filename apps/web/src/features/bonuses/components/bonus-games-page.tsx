import { BONUS_GAMES_SHOWN, type BonusGameWager } from '@casino/shared';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { ProtectedLink } from '../../auth/index.ts';
import { useBonuses } from '../api/get-bonuses.ts';
import { bonusHeadline } from '../lib/bonus-rules.ts';
import { SpinIcon } from './bonus-icons.tsx';
import { Breadcrumb, StateNotice } from './page-parts.tsx';

const buttonLink =
  'inline-flex min-h-11 items-center rounded-control bg-accent px-5 text-sm font-bold text-accent-ink shadow-glow hover:bg-accent-hover';

function GameRow({ game, index }: { game: BonusGameWager; index: number }) {
  const { t, i18n } = useTranslation('bonuses');
  const full = game.percent >= 100;
  return (
    <li>
      <ProtectedLink
        to={`/${i18n.language}/games/${encodeURIComponent(game.id)}`}
        data-testid="bonus-game"
        className="group flex min-h-16 items-center gap-3 rounded-control border border-line bg-gradient-to-r from-raised/80 to-surface/90 p-3 transition hover:-translate-y-0.5 hover:border-accent hover:shadow-glow"
      >
        <span
          aria-hidden="true"
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-xl text-base font-black',
            index % 3 === 0 && 'bg-gradient-to-br from-accent to-accent-strong text-accent-ink',
            index % 3 === 1 && 'bg-gradient-to-br from-neon/80 to-accent text-deep',
            index % 3 === 2 && 'bg-gradient-to-br from-gold to-gold-strong text-deep',
          )}
        >
          {game.title.trim().charAt(0).toLocaleUpperCase() || '•'}
        </span>
        <span className="min-w-0 flex-1 truncate text-sm font-bold text-ink group-hover:text-ink">
          {game.title}
        </span>
        <span
          className={cn(
            'tabular shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-extrabold',
            full ? 'border-success/40 bg-success/10 text-success' : 'border-gold/40 bg-gold/10 text-gold',
          )}
        >
          {t('games.counts', { percent: game.percent })}
        </span>
      </ProtectedLink>
    </li>
  );
}

/**
 * /{locale}/bonuses/{id}/games (SPEC §2.1, §9): the games whose stakes count towards the bonus's wager,
 * each with the share that counts: the first 10, then "+N more" shows the rest. No list means every game
 * counts in full.
 */
export function BonusGamesPage({ bonusId }: { bonusId: string }) {
  const { t, i18n } = useTranslation('bonuses');
  const bonuses = useBonuses();
  const [showAll, setShowAll] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const bonus = bonuses.data?.items.find((item) => item.id === bonusId);
  const bonusesHref = `/${i18n.language}/bonuses`;

  let content: React.ReactNode;
  if (bonuses.isPending)
    content = (
      <div aria-busy="true" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <span role="status" className="sr-only">
          {t('page.loading')}
        </span>
        {Array.from({ length: 9 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <div key={index} aria-hidden="true" className="h-16 animate-pulse rounded-control bg-raised/60" />
        ))}
      </div>
    );
  else if (bonuses.isError)
    content = (
      <StateNotice
        tone="error"
        title={t('page.errorTitle')}
        text={t('page.errorText')}
        action={
          <Button onClick={() => void bonuses.refetch()} loading={bonuses.isFetching}>
            {t('page.retry')}
          </Button>
        }
      />
    );
  else if (!bonus)
    content = (
      <StateNotice
        tone="empty"
        title={t('games.notFoundTitle')}
        text={t('games.notFoundText')}
        action={
          <Link to={bonusesHref} className={buttonLink}>
            {t('games.back')}
          </Link>
        }
      />
    );
  else if (bonus.conditions.gamesWagers.length === 0)
    content = (
      <StateNotice
        tone="empty"
        title={t('games.allTitle')}
        text={t('games.allText')}
        action={
          <Link to={`/${i18n.language}`} className={buttonLink}>
            {t('games.toLobby')}
          </Link>
        }
      />
    );
  else {
    const games = bonus.conditions.gamesWagers;
    const shown = showAll ? games : games.slice(0, BONUS_GAMES_SHOWN);
    const more = games.length - shown.length;
    content = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('games.intro', { count: games.length })}</p>
        <ul ref={list} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="bonus-games">
          {shown.map((game, index) => (
            <GameRow key={game.id} game={game} index={index} />
          ))}
        </ul>
        {more > 0 && (
          <Button
            className="self-center"
            aria-expanded={false}
            onClick={() => {
              setShowAll(true);
              // Focus moves to the first game revealed, so a keyboard goes on from where the list grew.
              requestAnimationFrame(() =>
                list.current?.querySelectorAll<HTMLElement>('a')[BONUS_GAMES_SHOWN]?.focus(),
              );
            }}
          >
            {t('games.more', { count: more })}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-3 py-5 sm:px-6 sm:py-8"
      data-testid="bonus-games-page"
    >
      <div className="flex flex-col gap-3">
        <Breadcrumb current={t('games.title')} parent={{ to: bonusesHref, label: t('page.eyebrow') }} />
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-2xl border border-accent/40 bg-gradient-to-br from-accent/30 to-raised text-accent-strong shadow-glow"
          >
            <SpinIcon className="size-6" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-black tracking-tight sm:text-3xl">{t('games.title')}</h1>
            {bonus && (
              <p className="text-sm text-muted">
                {bonus.title} ·{' '}
                <span className="font-bold text-gold">{bonusHeadline(bonus.conditions, t)}</span>
              </p>
            )}
          </div>
        </div>
      </div>
      {content}
    </div>
  );
}
