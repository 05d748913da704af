import {
  formatMajor,
  type TournamentDescription,
  type TournamentList,
  type TournamentsQuery,
  type TournamentView,
  tournamentStatus,
} from '@casino/shared';
import type pg from 'pg';
import { notFound } from '../../http/errors.ts';
import type { TournamentDescriptions } from './tournaments.tables.ts';

/** Who is looking: SPEC §6, only VIPs see tournaments flagged vip_players_only. */
export interface TournamentAudience {
  isVip: boolean;
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
}

// The VIP flag is a bound parameter, so guests and players share one statement.
const VISIBLE = `FROM tournaments t JOIN currencies c ON c.code = t.currency
                 WHERE $1::boolean OR NOT t.vip_players_only`;
const COLUMNS = `t.id, t.vip_players_only, t.descriptions, t.prize_pool, t.starts_at, t.ends_at,
                 t.currency, c.precision, c.display_format, c.icon`;

export class TournamentsService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: () => Date,
  ) {}

  /** Ordered by position, then start; the page comes with the total the audience may see. */
  async list(query: TournamentsQuery, audience: TournamentAudience): Promise<TournamentList> {
    const [page, count] = await Promise.all([
      this.pool.query<TournamentRow>(
        `SELECT ${COLUMNS} ${VISIBLE} ORDER BY t.position, t.starts_at, t.id LIMIT $2 OFFSET $3`,
        [audience.isVip, query.limit, query.offset],
      ),
      this.pool.query<{ total: number }>(`SELECT count(*)::int AS total ${VISIBLE}`, [audience.isVip]),
    ]);
    const now = this.clock();
    return {
      items: page.rows.map((row) => toView(row, now)),
      meta: { total: count.rows[0]?.total ?? 0, offset: query.offset, limit: query.limit },
    };
  }

  /** A VIP-only tournament answers 404 to others, as an unknown one does: its existence is not shown. */
  async get(id: bigint, audience: TournamentAudience): Promise<TournamentView> {
    const { rows } = await this.pool.query<TournamentRow>(`SELECT ${COLUMNS} ${VISIBLE} AND t.id = $2`, [
      audience.isVip,
      id.toString(),
    ]);
    const row = rows[0];
    if (!row) throw notFound();
    return toView(row, this.clock());
  }
}

function toView(row: TournamentRow, now: Date): TournamentView {
  const descriptions: Record<string, TournamentDescription> = {};
  for (const [language, text] of Object.entries(row.descriptions)) {
    descriptions[language] = { name: text.name, description: text.description ?? '' };
  }
  return {
    id: row.id,
    vip_players_only: row.vip_players_only,
    // The table's CHECK guarantees an English entry.
    descriptions: descriptions as TournamentView['descriptions'],
    prizePool: {
      value: formatMajor(BigInt(row.prize_pool), row.precision),
      currency: { code: row.currency, displayFormat: row.display_format, icon: row.icon },
    },
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: tournamentStatus(row.starts_at, row.ends_at, now),
  };
}
