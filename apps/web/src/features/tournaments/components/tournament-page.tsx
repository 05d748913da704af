import { type TournamentView, tournamentDescriptionIn } from '@casino/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { GameTile } from '../../lobby/index.ts';
import { useGameCatalog } from '../api/get-catalog.ts';
import { isNotFound, isTournamentId, useTournament } from '../api/get-tournament.ts';
import { formatMoney, formatScore } from '../lib/tournament-format.ts';
import { StatusBadge, VipBadge } from './badges.tsx';
import { Countdown } from './countdown.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { JoinTournament } from './join-tournament.tsx';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { Breadcrumb, PageSection, StateNotice } from './page-parts.tsx';
import { PrizeTable } from './prize-table.tsx';
import { GamepadIcon, InfoIcon, UsersIcon } from './tournament-icons.tsx';

const buttonLink =
  'inline-flex min-h-11 items-center rounded-control bg-accent px-5 text-sm font-bold text-accent-ink shadow-glow hover:bg-accent-hover';

/** The player's place, score and prize, once they are on the board. */
function MyResult({ tournament }: { tournament: TournamentView }) {
  const { t, i18n } = useTranslation('tournaments');
  const { me, prizePool, scoring } = tournament;
  if (!me) return null;
  const finished = tournament.status === 'finished';
  const cell = 'flex min-w-0 flex-col gap-0.5 rounded-control border border-line/70 bg-sunken/60 px-3 py-2';
  const label = 'text-[0.65rem] font-bold uppercase tracking-wide text-muted';
  return (
    <section
      aria-label={t('me.title')}
      className="relative grid grid-cols-3 gap-2 sm:max-w-md"
      data-testid="tournament-me"
    >
      <p className={cell}>
        <span className={label}>{t('me.place')}</span>
        <span className="tabular text-lg font-black text-ink">{me.place}</span>
      </p>
      <p className={cell}>
        <span className={label}>{t('me.score')}</span>
        <span className="tabular truncate text-lg font-black text-ink">
          {formatScore(me.score, scoring, prizePool.currency, i18n.language)}
        </span>
      </p>
      <p className={cell}>
        <span className={label}>{finished ? t('me.won') : t('me.prize')}</span>
        <span className="tabular truncate text-lg font-black text-gold">
          {me.prize ? formatMoney(me.prize.amount, prizePool.currency, i18n.language) : '—'}
        </span>
      </p>
    </section>
  );
}

function Header({ tournament }: { tournament: TournamentView }) {
  const { t, i18n } = useTranslation('tournaments');
  const { name } = tournamentDescriptionIn(tournament, i18n.language);
  const vip = tournament.vip_players_only;
  return (
    <header
      className={
        vip
          ? 'relative overflow-hidden rounded-card border border-gold/40 bg-gradient-to-br from-gold/15 via-raised to-surface p-5 shadow-card sm:p-8'
          : 'relative overflow-hidden rounded-card border border-accent/30 bg-gradient-to-br from-accent/20 via-raised to-surface p-5 shadow-card sm:p-8'
      }
    >
      <div
        className="pointer-events-none absolute -right-24 -top-24 size-80 rounded-full bg-gold/10 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge tournament={tournament} />
            {vip && <VipBadge />}
          </div>
          <h1 className="text-2xl font-black tracking-tight break-words sm:text-4xl">{name}</h1>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <Countdown tournament={tournament} className="text-sm" />
            <span className="tabular inline-flex items-center gap-1.5 text-sm font-bold text-muted">
              <UsersIcon className="size-4" />
              {t('card.players', { count: tournament.players })}
            </span>
          </div>
          <MyResult tournament={tournament} />
        </div>
        <div className="flex shrink-0 flex-col gap-4 sm:flex-row sm:items-end lg:flex-col lg:items-end">
          <div className="lg:text-right">
            <p className="text-xs font-bold uppercase tracking-[0.18em] text-muted">{t('card.prizePool')}</p>
            <p
              className="tabular text-3xl font-black text-gold drop-shadow-[0_0_24px_rgb(247_201_72/0.4)] sm:text-4xl"
              data-testid="tournament-prize-pool"
            >
              {formatMoney(tournament.prizePool.value, tournament.prizePool.currency, i18n.language)}
            </p>
          </div>
          <JoinTournament tournament={tournament} />
        </div>
      </div>
    </header>
  );
}

/** The counting games as the lobby's tiles, or a line that every game counts. */
function CountingGames({ tournament }: { tournament: TournamentView }) {
  const { t, i18n } = useTranslation('tournaments');
  const catalog = useGameCatalog();
  if (tournament.games.length === 0)
    return (
      <PageSection id="tournament-games" title={t('detail.games')}>
        <div className="flex flex-col items-start gap-3 rounded-card border border-line bg-surface/70 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <p className="flex items-center gap-3 text-sm text-ink/90">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/20 text-accent-strong"
            >
              <GamepadIcon />
            </span>
            {t('detail.allGamesText')}
          </p>
          <Link to={`/${i18n.language}`} className={buttonLink}>
            {t('detail.toLobby')}
          </Link>
        </div>
      </PageSection>
    );
  return (
    <PageSection id="tournament-games" title={t('detail.games')} text={t('detail.gamesText')}>
      <div className="@container">
        <ul
          className="grid grid-cols-3 gap-2.5 @lg:grid-cols-4 @3xl:grid-cols-6 @5xl:grid-cols-7"
          data-testid="tournament-games"
        >
          {tournament.games.map((id) => {
            const game = catalog.get(id);
            return (
              <li key={id}>
                {game ? (
                  <GameTile game={game} />
                ) : (
                  <div
                    aria-hidden="true"
                    className="aspect-[3/4] animate-pulse rounded-card border border-line/50 bg-gradient-to-b from-raised to-sunken"
                  />
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </PageSection>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('tournaments');
  return (
    <div aria-busy="true" className="flex flex-col gap-6" data-testid="tournament-skeleton">
      <span role="status" className="sr-only">
        {t('detail.loading')}
      </span>
      <div aria-hidden="true" className="h-64 animate-pulse rounded-card bg-raised/70 sm:h-56" />
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="flex flex-col gap-6">
          <div className="h-72 animate-pulse rounded-card bg-raised/60" />
          <div className="h-56 animate-pulse rounded-card bg-raised/60" />
        </div>
        <div className="h-[30rem] animate-pulse rounded-card bg-raised/60" />
      </div>
    </div>
  );
}

/**
 * /{locale}/tournaments/{id} (SPEC §2.1): the header (name, status, countdown, prize pool, join), how it
 * works in plain words with the description, the prize table, the leaderboard and the counting games. An
 * unknown id (or a VIP-only tournament for anyone else) is the app's not-found page, given as `notFound`.
 */
export function TournamentPage({ tournamentId, notFound }: { tournamentId: string; notFound: ReactNode }) {
  const { t, i18n } = useTranslation('tournaments');
  const query = useTournament(tournamentId);
  const listHref = `/${i18n.language}/tournaments`;

  if (!isTournamentId(tournamentId) || (query.isError && isNotFound(query.error))) return notFound;

  const tournament = query.data;
  const name = tournament ? tournamentDescriptionIn(tournament, i18n.language).name : t('detail.loadingName');

  let content: ReactNode;
  if (query.isPending) content = <DetailSkeleton />;
  else if (!tournament)
    content = (
      <StateNotice
        tone="error"
        title={t('detail.errorTitle')}
        text={t('page.errorText')}
        action={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('page.retry')}
          </Button>
        }
      />
    );
  else
    content = (
      <>
        <Header tournament={tournament} />
        {tournament.cancelled && (
          <div
            role="note"
            className="flex items-start gap-3 rounded-card border border-danger/40 bg-danger/10 p-4 text-sm"
            data-testid="tournament-cancelled"
          >
            <InfoIcon className="mt-0.5 size-5 shrink-0 text-danger" />
            <p>
              <span className="font-extrabold text-ink">{t('detail.cancelledTitle')}</span>{' '}
              <span className="text-ink/85">{t('detail.cancelledText')}</span>
            </p>
          </div>
        )}
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-6">
          <div className="flex min-w-0 flex-col gap-8">
            <PageSection id="tournament-rules" title={t('detail.howItWorks')}>
              <HowItWorks tournament={tournament} />
            </PageSection>
            <PageSection id="tournament-prizes" title={t('detail.prizes')} text={t('detail.prizesText')}>
              <PrizeTable tournament={tournament} />
            </PageSection>
          </div>
          <PageSection
            id="tournament-leaderboard"
            title={t('detail.leaderboard')}
            action={
              tournament.status === 'active' && !tournament.cancelled ? (
                <span className="inline-flex items-center gap-1.5 text-xs font-bold text-success">
                  <span
                    aria-hidden="true"
                    className="size-1.5 animate-pulse rounded-full bg-success motion-reduce:animate-none"
                  />
                  {t('detail.liveUpdates')}
                </span>
              ) : undefined
            }
          >
            <LeaderboardTable tournament={tournament} />
          </PageSection>
        </div>
        <CountingGames tournament={tournament} />
      </>
    );

  return (
    <div
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-3 py-5 sm:px-6 sm:py-8"
      data-testid="tournament-page"
    >
      <Breadcrumb current={name} parent={{ to: listHref, label: t('page.eyebrow') }} />
      {content}
    </div>
  );
}
