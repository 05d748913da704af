import { type LeaderboardRow, type TournamentView, tournamentDescriptionIn } from '@casino/shared';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { LEADERBOARD_PAGE_SIZE, useLeaderboard } from '../api/get-leaderboard.ts';
import { formatMoney, formatScore } from '../lib/tournament-format.ts';
import { BonusTag } from './badges.tsx';
import { Place } from './medal.tsx';
import { StateNotice } from './page-parts.tsx';

const th = 'px-2.5 py-2 text-[0.7rem] font-bold uppercase tracking-wide text-muted sm:px-4';
const td = 'px-2.5 py-2.5 sm:px-4';
/** Rows of the placeholder while the first page loads (about a screen's worth, as the board will be). */
const SKELETON_ROWS = Array.from({ length: 8 }, (_, row) => `row-${row}`);

function Row({
  row,
  tournament,
  pinned = false,
}: {
  row: LeaderboardRow;
  tournament: TournamentView;
  pinned?: boolean;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const { currency } = tournament.prizePool;
  return (
    <tr
      className={cn(
        pinned ? 'border-t-2 border-dashed border-line-strong' : 'border-t border-line/60',
        row.isMe && 'bg-accent/15 shadow-[inset_3px_0_0_var(--color-accent-strong)]',
      )}
      data-testid={pinned ? 'leaderboard-pinned' : 'leaderboard-row'}
      data-me={row.isMe || undefined}
      aria-current={row.isMe ? 'true' : undefined}
    >
      <td className={`${td} w-14 text-left`}>
        <Place place={row.place} />
      </td>
      <th scope="row" className={`${td} min-w-0 text-left font-semibold text-ink`}>
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate">{row.name}</span>
          {row.isMe && (
            <span className="shrink-0 rounded-md bg-accent px-1.5 py-px text-[0.65rem] font-black uppercase text-accent-ink">
              {t('detail.you')}
            </span>
          )}
        </span>
      </th>
      <td className={`${td} tabular hidden text-right text-muted sm:table-cell`}>{row.bets}</td>
      <td className={`${td} tabular text-right font-bold text-ink`}>
        {formatScore(row.score, tournament.scoring, currency, i18n.language)}
      </td>
      <td className={`${td} tabular text-right font-bold text-gold`}>
        {row.prize ? (
          <>
            {formatMoney(row.prize.amount, currency, i18n.language)}
            {row.prize.kind === 'bonus' && <BonusTag />}
          </>
        ) : (
          <span className="text-faint">
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('detail.noPrize')}</span>
          </span>
        )}
      </td>
    </tr>
  );
}

function TableHead() {
  const { t } = useTranslation('tournaments');
  return (
    <thead className="bg-sunken/80">
      <tr>
        <th scope="col" className={`${th} text-left`}>
          {t('detail.place')}
        </th>
        <th scope="col" className={`${th} text-left`}>
          {t('detail.player')}
        </th>
        <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
          {t('detail.bets')}
        </th>
        <th scope="col" className={`${th} text-right`}>
          {t('detail.score')}
        </th>
        <th scope="col" className={`${th} text-right`}>
          {t('detail.prize')}
        </th>
      </tr>
    </thead>
  );
}

/**
 * The leaderboard: place (medals for 1 to 3), masked name, bets, score as the rule counts it and the prize
 * the place wins. The player's row is highlighted, and pinned under the table when it is not on the pages
 * shown. A live board is asked again every 10 s; show-more loads the next 50.
 */
export function LeaderboardTable({ tournament }: { tournament: TournamentView }) {
  const { t, i18n } = useTranslation('tournaments');
  const upcoming = tournament.status === 'upcoming';
  const live = tournament.status === 'active' && !tournament.cancelled;
  const board = useLeaderboard(tournament.id, { enabled: !upcoming, live });
  const { name } = tournamentDescriptionIn(tournament, i18n.language);

  if (upcoming) return <StateNotice tone="empty" title={t('detail.leaderboardUpcoming')} className="py-10" />;
  if (board.isPending)
    return (
      <div aria-busy="true" className="overflow-hidden rounded-card border border-line bg-surface/80">
        <span role="status" className="sr-only">
          {t('detail.leaderboardLoading')}
        </span>
        <div aria-hidden="true" className="h-9 bg-sunken/80" />
        {SKELETON_ROWS.map((key) => (
          <div
            key={key}
            aria-hidden="true"
            className="flex h-12 items-center gap-3 border-t border-line/60 px-4"
          >
            <div className="size-7 animate-pulse rounded-full bg-line/50" />
            <div className="h-4 flex-1 animate-pulse rounded bg-line/40" />
            <div className="h-4 w-16 animate-pulse rounded bg-line/40" />
          </div>
        ))}
      </div>
    );
  if (board.isError && !board.data)
    return (
      <StateNotice
        tone="error"
        title={t('detail.leaderboardError')}
        action={
          <Button onClick={() => void board.refetch()} loading={board.isFetching}>
            {t('page.retry')}
          </Button>
        }
      />
    );

  const pages = board.data.pages;
  const rows = pages.flatMap((page) => page.items);
  const total = pages.at(-1)?.meta.total ?? rows.length;
  const me = pages.at(-1)?.me ?? pages[0]?.me ?? null;
  const pinned = me && !rows.some((row) => row.isMe) ? me : null;

  if (rows.length === 0)
    return <StateNotice tone="empty" title={t('detail.leaderboardEmpty')} className="py-10" />;

  const shown = rows.length;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-card border border-line bg-surface/80 shadow-card">
        <table className="w-full border-collapse text-sm" data-testid="leaderboard">
          <caption className="sr-only">{t('detail.leaderboardCaption', { name })}</caption>
          <TableHead />
          <tbody>
            {rows.map((row) => (
              <Row key={row.place} row={row} tournament={tournament} />
            ))}
          </tbody>
          {pinned && (
            <tbody>
              <Row row={pinned} tournament={tournament} pinned />
            </tbody>
          )}
        </table>
      </div>
      {board.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm font-semibold text-danger">
          {t('detail.leaderboardMoreError')}
        </p>
      )}
      {board.hasNextPage && (
        <div className="flex flex-col items-center gap-2">
          <p className="tabular text-xs font-semibold text-muted">{t('page.shown', { shown, total })}</p>
          <Button
            loading={board.isFetchingNextPage}
            aria-label={t('detail.leaderboardMore', {
              count: Math.min(LEADERBOARD_PAGE_SIZE, total - shown),
            })}
            onClick={() => void board.fetchNextPage()}
          >
            {t('page.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
