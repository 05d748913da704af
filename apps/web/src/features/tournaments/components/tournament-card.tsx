import { type GameView, type TournamentView, tournamentDescriptionIn } from '@casino/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMoney, formatScore } from '../lib/tournament-format.ts';
import { StatusBadge, VipBadge } from './badges.tsx';
import { Countdown } from './countdown.tsx';
import { GameIcons } from './game-icons.tsx';
import { CheckIcon, TrophyIcon, UsersIcon } from './tournament-icons.tsx';

/** The player's standing on a card: the prize won, the place, joined, or that joining is needed. */
function MyStanding({ tournament }: { tournament: TournamentView }) {
  const { t, i18n } = useTranslation('tournaments');
  const { me, prizePool } = tournament;
  const money = (amount: string) => formatMoney(amount, prizePool.currency, i18n.language);
  if (me && tournament.status === 'finished' && me.prize)
    return (
      <p className="flex items-center gap-1.5 font-extrabold text-gold">
        <TrophyIcon className="size-4 shrink-0" />
        {t('card.won', { prize: money(me.prize.amount), place: me.place })}
      </p>
    );
  if (me && tournament.status === 'finished')
    return <p className="font-bold text-ink">{t('card.finishedPlace', { place: me.place })}</p>;
  if (me)
    return (
      <p className="tabular font-bold text-ink">
        {t('card.myPlace', {
          place: me.place,
          score: formatScore(me.score, tournament.scoring, prizePool.currency, i18n.language),
        })}
      </p>
    );
  if (tournament.joined)
    return (
      <p className="flex items-center gap-1.5 font-bold text-success">
        <CheckIcon className="size-4 shrink-0" />
        {t('card.joined')}
      </p>
    );
  if (tournament.joinRequired && !tournament.cancelled && tournament.status !== 'finished')
    return <p className="font-semibold text-muted">{t('card.joinRequired')}</p>;
  return null;
}

/**
 * One tournament in the list: name, VIP and status badges, prize pool, time left, counting games, players
 * and the player's own standing. The whole card opens the tournament (the name is the link).
 */
export function TournamentCard({
  tournament,
  catalog,
}: {
  tournament: TournamentView;
  catalog: ReadonlyMap<string, GameView>;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const titleId = useId();
  const { name } = tournamentDescriptionIn(tournament, i18n.language);
  const live = tournament.status === 'active' && !tournament.cancelled;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="tournament-card"
      data-id={tournament.id}
      className={cn(
        'group relative flex flex-col gap-4 overflow-hidden rounded-card border bg-gradient-to-br p-4 shadow-card transition duration-200 hover:-translate-y-0.5 hover:shadow-glow has-[a:focus-visible]:-translate-y-0.5 has-[a:focus-visible]:shadow-glow sm:p-5',
        tournament.vip_players_only
          ? 'border-gold/40 from-gold/10 via-raised to-surface hover:border-gold/70'
          : live
            ? 'border-accent/40 from-accent/15 via-raised to-surface hover:border-accent'
            : 'border-line from-raised/80 via-raised/60 to-surface hover:border-line-strong',
        tournament.cancelled && 'opacity-80',
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute -right-16 -top-20 size-52 rounded-full blur-3xl',
          tournament.vip_players_only ? 'bg-gold/10' : 'bg-accent/15',
        )}
      />
      <div className="relative flex h-6 items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-1.5">
          <StatusBadge tournament={tournament} />
          {tournament.vip_players_only && <VipBadge />}
        </div>
        <span className="tabular inline-flex shrink-0 items-center gap-1 text-xs font-bold text-muted">
          <UsersIcon className="size-4" />
          {t('card.players', { count: tournament.players })}
        </span>
      </div>
      <h3 id={titleId} className="line-clamp-2 h-12 text-lg font-black leading-6">
        <Link
          to={`/${i18n.language}/tournaments/${encodeURIComponent(tournament.id)}`}
          className="outline-none after:absolute after:inset-0 after:z-10 after:rounded-card after:content-[''] focus-visible:underline"
        >
          {name}
        </Link>
      </h3>
      <div className="relative h-14">
        <p className="text-[0.7rem] font-semibold uppercase tracking-wide text-muted">
          {t('card.prizePool')}
        </p>
        <p className="tabular truncate text-2xl font-black text-gold drop-shadow-[0_0_18px_rgb(247_201_72/0.35)]">
          {formatMoney(tournament.prizePool.value, tournament.prizePool.currency, i18n.language)}
        </p>
      </div>
      <Countdown tournament={tournament} className="relative h-5" />
      <div className="relative">
        <GameIcons gameIds={tournament.games} catalog={catalog} />
      </div>
      <div className="relative mt-auto flex min-h-10 items-end border-t border-line/60 pt-3 text-sm">
        <MyStanding tournament={tournament} />
      </div>
    </article>
  );
}

/** A card's placeholder, of the card's size (no shift when the list arrives). */
export function TournamentCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="tournament-card-skeleton"
      className="flex flex-col gap-4 rounded-card border border-line/50 bg-gradient-to-br from-raised/70 to-surface p-4 sm:p-5"
    >
      <div className="flex h-6 items-center justify-between">
        <div className="h-5 w-16 animate-pulse rounded-full bg-line/60" />
        <div className="h-4 w-20 animate-pulse rounded bg-line/50" />
      </div>
      <div className="h-12 animate-pulse rounded-lg bg-line/50" />
      <div className="h-14 w-2/3 animate-pulse rounded-lg bg-line/50" />
      <div className="h-5 w-1/2 animate-pulse rounded bg-line/40" />
      <div className="flex h-9 gap-1.5">
        {[0, 1, 2, 3, 4].map((key) => (
          <div key={key} className="size-9 animate-pulse rounded-lg bg-line/40" />
        ))}
      </div>
      <div className="mt-auto min-h-10 border-t border-line/40 pt-3">
        <div className="h-5 w-2/5 animate-pulse rounded bg-line/40" />
      </div>
    </div>
  );
}
