import {
  formatMajor,
  formatMultiplier,
  type Leaderboard,
  type LeaderboardQuery,
  type LeaderboardRow,
  prizeForPlace,
  type TournamentDescription,
  type TournamentList,
  type TournamentPrize,
  type TournamentScoring,
  type TournamentsQuery,
  type TournamentView,
  tournamentStatus,
} from '@casino/shared';
import type pg from 'pg';
import { AppError, notFound } from '../../http/errors.ts';
import type { StoredPrizes, TournamentDescriptions } from './tournaments.tables.ts';

/** Who is looking: SPEC §6, only VIPs see tournaments flagged vip_players_only; a player sees their place. */
export interface TournamentAudience {
  isVip: boolean;
  userId?: bigint | undefined;
  /** The masked name a player joins under (the live-bets label). */
  label?: string | undefined;
}

interface TournamentRow {
  id: string;
  vip_players_only: boolean;
  descriptions: TournamentDescriptions;
  prize_pool: string;
  starts_at: Date;
  ends_at: Date;
  currency: string;
  precision: number;
  display_format: string;
  icon: string;
  scoring: TournamentScoring;
  games: string[];
  min_stake: string;
  join_required: boolean;
  prizes: StoredPrizes;
  cancelled_at: Date | null;
  settled_at: Date | null;
  players: number;
  my_score: string | null;
  my_place: number | null;
  my_prize_kind: 'money' | 'bonus' | null;
  my_prize_amount: string | null;
}

/** 1 + the players ahead: higher score, or the same score reached earlier (or by a lower id). */
const PLACE_OF = (entry: string) => `1 + (SELECT count(*) FROM tournament_entries o
  WHERE o.tournament_id = ${entry}.tournament_id
    AND (o.score > ${entry}.score OR (o.score = ${entry}.score AND (o.reached_at < ${entry}.reached_at
         OR (o.reached_at = ${entry}.reached_at AND o.user_id < ${entry}.user_id)))))::int`;

// The VIP flag and the caller are bound parameters ($1, $2), so guests and players share one statement.
const FROM = `FROM tournaments t
  JOIN currencies c ON c.code = t.currency
  LEFT JOIN LATERAL (SELECT e.score, ${PLACE_OF('e')} AS place FROM tournament_entries e
                     WHERE e.tournament_id = t.id AND e.user_id = $2::bigint) me ON true
  LEFT JOIN tournament_payouts mp ON mp.tournament_id = t.id AND mp.user_id = $2::bigint
  WHERE ($1::boolean OR NOT t.vip_players_only)`;
const COLUMNS = `t.id, t.vip_players_only, t.descriptions, t.prize_pool, t.starts_at, t.ends_at, t.currency,
  c.precision, c.display_format, c.icon, t.scoring, t.games, t.min_stake, t.join_required, t.prizes,
  t.cancelled_at, t.settled_at,
  (SELECT count(*) FROM tournament_entries x WHERE x.tournament_id = t.id)::int AS players,
  me.score AS my_score, me.place AS my_place, mp.kind AS my_prize_kind, mp.amount AS my_prize_amount`;

/**
 * A page of the board in place order. The window numbers the places while the board index
 * (tournament_id, score DESC, reached_at, user_id) delivers the rows already in that order, so a page reads
 * its offset plus its rows, never the whole board sorted (tournament-scoring.test.ts reads the plan).
 */
export const LEADERBOARD_PAGE_SQL = `SELECT e.user_id::text, e.name, e.score::text, e.bets,
         row_number() OVER (ORDER BY e.score DESC, e.reached_at, e.user_id)::int AS place
  FROM tournament_entries e WHERE e.tournament_id = $1
  ORDER BY e.score DESC, e.reached_at, e.user_id LIMIT $2 OFFSET $3`;

/** The list's tabs, with `now` as the placeholder given: a called-off tournament is over whatever its dates said. */
const statusFilter = (status: NonNullable<TournamentsQuery['status']>, now: string): string =>
  ({
    upcoming: `t.cancelled_at IS NULL AND t.starts_at > ${now}`,
    active: `t.cancelled_at IS NULL AND t.starts_at <= ${now} AND t.ends_at > ${now}`,
    finished: `(t.cancelled_at IS NOT NULL OR t.ends_at <= ${now})`,
  })[status];

export const prizesOf = (stored: StoredPrizes): TournamentPrize[] =>
  stored.map((prize) => ({ place: prize.place, kind: prize.kind, amount: BigInt(prize.amount) }));

/** A score as the board shows it: money in major units, or the multiplier ("12.5"). */
export const formatScore = (scoring: TournamentScoring, score: bigint, precision: number): string =>
  scoring === 'multiplier' ? formatMultiplier(score) : formatMajor(score, precision);

export class TournamentsService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: () => Date,
  ) {}

  /** Ordered by position, then start (finished ones last, the latest first); the total the audience may see. */
  async list(query: TournamentsQuery, audience: TournamentAudience): Promise<TournamentList> {
    const now = this.clock();
    const filter = query.status ? `AND ${statusFilter(query.status, '$3')}` : '';
    // Without a tab (the sidebar's first 3): running and upcoming ones first, by position; finished last.
    const order =
      query.status === 'finished'
        ? 't.ends_at DESC, t.id DESC'
        : '(t.cancelled_at IS NOT NULL OR t.ends_at <= $3), t.position, t.starts_at, t.id';
    const caller = audience.userId?.toString() ?? null;
    const [page, count] = await Promise.all([
      this.pool.query<TournamentRow>(
        `SELECT ${COLUMNS} ${FROM} ${filter} ORDER BY ${order} LIMIT $4 OFFSET $5`,
        [audience.isVip, caller, now, query.limit, query.offset],
      ),
      this.pool.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM tournaments t WHERE ($1::boolean OR NOT t.vip_players_only)
         ${query.status ? `AND ${statusFilter(query.status, '$2')}` : ''}`,
        query.status ? [audience.isVip, now] : [audience.isVip],
      ),
    ]);
    return {
      items: page.rows.map((row) => toView(row, now)),
      meta: { total: count.rows[0]?.total ?? 0, offset: query.offset, limit: query.limit },
    };
  }

  /** A VIP-only tournament answers 404 to others, as an unknown one does: its existence is not shown. */
  async get(id: bigint, audience: TournamentAudience): Promise<TournamentView> {
    return toView(await this.row(id, audience), this.clock());
  }

  /** A page of places, with the caller's own row wherever it is. */
  async leaderboard(id: bigint, query: LeaderboardQuery, audience: TournamentAudience): Promise<Leaderboard> {
    const tournament = await this.row(id, audience);
    const prizes = prizesOf(tournament.prizes);
    const [page, total, me] = await Promise.all([
      this.pool.query<BoardRow>(LEADERBOARD_PAGE_SQL, [id.toString(), query.limit, query.offset]),
      this.pool.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM tournament_entries WHERE tournament_id = $1',
        [id.toString()],
      ),
      audience.userId === undefined
        ? Promise.resolve({ rows: [] as BoardRow[] })
        : this.pool.query<BoardRow>(
            `SELECT e.user_id::text, e.name, e.score::text, e.bets, ${PLACE_OF('e')} AS place
             FROM tournament_entries e WHERE e.tournament_id = $1 AND e.user_id = $2`,
            [id.toString(), audience.userId.toString()],
          ),
    ]);
    // Once places are fixed, a place's prize is what was paid (tournament_payouts), which is the same rule.
    const toRow = (row: BoardRow): LeaderboardRow => {
      const score = BigInt(row.score);
      const prize = tournament.cancelled_at ? undefined : prizeForPlace(prizes, row.place, score);
      return {
        place: row.place,
        name: row.name,
        score: formatScore(tournament.scoring, score, tournament.precision),
        bets: row.bets,
        prize: prize ? { kind: prize.kind, amount: formatMajor(prize.amount, tournament.precision) } : null,
        isMe: audience.userId !== undefined && row.user_id === audience.userId.toString(),
      };
    };
    const mine = me.rows[0];
    return {
      items: page.rows.map(toRow),
      me: mine ? toRow(mine) : null,
      meta: { total: total.rows[0]?.total ?? 0, offset: query.offset, limit: query.limit },
    };
  }

  /**
   * Puts the player on the board with no score yet; joining twice is the same as once. A tournament that is
   * over (or called off) refuses with tournament_closed; bets placed before joining do not count.
   */
  async join(id: bigint, audience: TournamentAudience & { userId: bigint; label: string }) {
    const tournament = await this.row(id, audience);
    const now = this.clock();
    if (tournament.cancelled_at || tournament.ends_at.getTime() <= now.getTime()) {
      throw new AppError(400, 'tournament_closed');
    }
    await this.pool.query(
      `INSERT INTO tournament_entries (tournament_id, user_id, name, score, reached_at, bets, joined_at)
       VALUES ($1, $2, $3, 0, $4, 0, $4) ON CONFLICT DO NOTHING`,
      [id.toString(), audience.userId.toString(), audience.label, now],
    );
    return this.get(id, audience);
  }

  private async row(id: bigint, audience: TournamentAudience): Promise<TournamentRow> {
    const { rows } = await this.pool.query<TournamentRow>(`SELECT ${COLUMNS} ${FROM} AND t.id = $3`, [
      audience.isVip,
      audience.userId?.toString() ?? null,
      id.toString(),
    ]);
    const row = rows[0];
    if (!row) throw notFound();
    return row;
  }
}

interface BoardRow {
  user_id: string;
  name: string;
  score: string;
  bets: number;
  place: number;
}

/** Stored texts as the API answers them: every language with a description, empty when none was set. */
export function descriptionsOf(stored: TournamentDescriptions): Record<string, TournamentDescription> {
  const descriptions: Record<string, TournamentDescription> = {};
  for (const [language, text] of Object.entries(stored)) {
    descriptions[language] = { name: text.name, description: text.description ?? '' };
  }
  return descriptions;
}

function toView(row: TournamentRow, now: Date): TournamentView {
  const descriptions = descriptionsOf(row.descriptions);
  const major = (minor: bigint) => formatMajor(minor, row.precision);
  const prizes = prizesOf(row.prizes);
  const myScore = row.my_score === null ? null : BigInt(row.my_score);
  const myPrize = (() => {
    if (row.my_prize_kind && row.my_prize_amount)
      return { kind: row.my_prize_kind, amount: major(BigInt(row.my_prize_amount)) };
    if (row.settled_at || row.cancelled_at || myScore === null || row.my_place === null) return null;
    const prize = prizeForPlace(prizes, row.my_place, myScore);
    return prize ? { kind: prize.kind, amount: major(prize.amount) } : null;
  })();
  return {
    id: row.id,
    vip_players_only: row.vip_players_only,
    // The table's CHECK guarantees an English entry.
    descriptions: descriptions as TournamentView['descriptions'],
    prizePool: {
      value: major(BigInt(row.prize_pool)),
      currency: { code: row.currency, displayFormat: row.display_format, icon: row.icon },
    },
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: row.cancelled_at ? 'finished' : tournamentStatus(row.starts_at, row.ends_at, now),
    cancelled: row.cancelled_at !== null,
    scoring: row.scoring,
    games: row.games,
    minStake: major(BigInt(row.min_stake)),
    joinRequired: row.join_required,
    joined: myScore !== null,
    players: row.players,
    me:
      myScore === null || row.my_place === null
        ? null
        : { place: row.my_place, score: formatScore(row.scoring, myScore, row.precision), prize: myPrize },
    prizes: prizes.map((prize) => ({ place: prize.place, kind: prize.kind, amount: major(prize.amount) })),
  };
}
