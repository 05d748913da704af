import type { SportsBetsQuery, SportsBetView, SportsPage } from '@casino/shared';
import type pg from 'pg';
import { notFound } from '../../../http/errors.ts';
import { BET_COLUMNS, type BetRow, betViews } from './bet-views.ts';

const SETTLED = `('won', 'lost', 'void', 'cashed_out')`;

/** A player's own bets, newest first: `open`, or `settled` (won, lost, void, cashed out). */
export async function listOwnBets(
  pool: pg.Pool,
  userId: bigint,
  query: SportsBetsQuery,
  marginBasisPoints: number,
): Promise<SportsPage<SportsBetView>> {
  const filter = query.status === 'open' ? `b.status = 'open'` : `b.status IN ${SETTLED}`;
  const [count, page] = await Promise.all([
    pool.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM sportsbook_bets b WHERE b.user_id = $1 AND ${filter}`,
      [userId.toString()],
    ),
    pool.query<BetRow>(
      `SELECT ${BET_COLUMNS} FROM sportsbook_bets b WHERE b.user_id = $1 AND ${filter}
       ORDER BY b.id DESC OFFSET $2 LIMIT $3`,
      [userId.toString(), query.offset, query.limit],
    ),
  ]);
  return {
    data: await betViews(pool, page.rows, marginBasisPoints),
    meta: { total: count.rows[0]?.total ?? 0, offset: query.offset, limit: query.limit },
  };
}

/** One of the player's bets; another player's (or no) bet is 404. */
export async function ownBet(
  pool: pg.Pool,
  userId: bigint,
  betId: bigint,
  marginBasisPoints: number,
): Promise<SportsBetView> {
  const { rows } = await pool.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM sportsbook_bets b WHERE b.id = $1 AND b.user_id = $2`,
    [betId.toString(), userId.toString()],
  );
  const [view] = await betViews(pool, rows, marginBasisPoints);
  if (!view) throw notFound();
  return view;
}
