import { VIP_STATUS_LEVEL, vipLevelFor } from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';

/*
 * The step after a bet (decision 014): every second one server copy sweeps the bets settled since its last
 * sweep and adds each, once, to the tournaments it counts in and to its player's VIP wager. "Once" is a
 * primary key, not a watermark: a bet is inserted into tournament_bets (vip_counted_bets) first and only the
 * rows actually inserted are added, so overlapping sweeps, two copies or a retry never count a bet twice.
 * The sweep reaches back OVERLAP_MS before where the last one stopped, for bets whose transaction committed
 * after that sweep read (the bet path's statements time out well within it). Nothing here touches the bet
 * path: a bet costs what it cost before, and the scores move within a second.
 */

/** How far before the last sweep's end the next one reads again. */
export const OVERLAP_MS = 60_000;
/**
 * How far past the last sweep's end one sweep reads at most. Bets go through the servers that sweep, so a
 * backlog is rare: the first sweep on a database with history reads from the earliest live tournament's
 * start, in steps of this span, one a second.
 */
export const MAX_SPAN_MS = 6 * 60 * 60_000;
/** vip_counted_bets rows older than this are never read again (OVERLAP_MS is far shorter). */
const VIP_PRUNE_MS = 10 * 60_000;
/** One copy sweeps at a time; the others skip their turn rather than queue behind it. */
const SWEEP_LOCK = 0x7e57_5c0e;
const SWEEP_NAME = 'bets';

export interface EntryChange {
  tournamentId: string;
  userId: string;
}

export interface VipLevelUp {
  userId: string;
  globalId: string;
  level: number;
}

export interface SweepResult {
  /** Tournaments whose boards moved, with the players who scored. */
  entries: EntryChange[];
  levelUps: VipLevelUp[];
  /** The sweep reached the present (false while a backlog is worked off in MAX_SPAN_MS steps). */
  caughtUp: boolean;
}

/**
 * Settled bets converted to a tournament's currency: minor units × (bet currency's USD price ÷ the
 * tournament currency's) × 10^(precision difference), rounded toward zero; the same currency as is.
 */
const CONVERT = (column: string) => `CASE WHEN b.currency = t.currency THEN b.${column}
  ELSE trunc(b.${column} * rb.rate / t.rate * power(10::numeric, t.precision - cb.precision))::bigint END`;

/**
 * Scores the bets settled in [$1, $4] into live tournaments (or only tournament $3). The tournaments are
 * read FOR SHARE so a settlement fixing places (FOR UPDATE) is never raced by a sweep adding late scores.
 */
const SCORE_SQL = `
WITH live AS (
  SELECT t.id, t.currency, t.scoring, t.games, t.min_stake, t.starts_at, t.ends_at, t.join_required,
         t.vip_players_only, c.precision, r.rate
  FROM tournaments t
  JOIN currencies c ON c.code = t.currency
  JOIN currency_rates r ON r.base = t.currency AND r.quote = 'USD'
  WHERE t.cancelled_at IS NULL AND t.settled_at IS NULL AND t.starts_at <= $2
    AND ($3::bigint IS NULL OR t.id = $3)
  FOR SHARE OF t
),
counted AS (
  SELECT t.id AS tid, b.id AS bid
  FROM live t
  JOIN game_bets b ON b.settled_at >= $1 AND b.settled_at <= $4 AND b.status = 'settled'
                  AND b.free_spin_of IS NULL AND b.created_at >= t.starts_at AND b.created_at < t.ends_at
                  AND (cardinality(t.games) = 0 OR b.game_id = ANY (t.games))
  JOIN currencies cb ON cb.code = b.currency
  JOIN currency_rates rb ON rb.base = b.currency AND rb.quote = 'USD'
  LEFT JOIN tournament_entries e ON e.tournament_id = t.id AND e.user_id = b.user_id
  WHERE (NOT t.join_required OR b.created_at >= e.joined_at) AND ${CONVERT('amount')} >= t.min_stake
    -- A VIP-only tournament scores only players who are VIP when the sweep reads their bet.
    AND (NOT t.vip_players_only OR EXISTS (SELECT 1 FROM users u WHERE u.id = b.user_id AND u.is_vip))
),
fresh AS (
  INSERT INTO tournament_bets (tournament_id, bet_id)
  SELECT tid, bid FROM counted ORDER BY tid, bid
  ON CONFLICT DO NOTHING
  RETURNING tournament_id, bet_id
),
-- Only the rows this statement inserted are new. They are read back through game_bets' primary key: a join
-- of two CTEs would be a nested loop (the planner has no statistics for them), quadratic in the batch.
scored AS (
  SELECT t.id AS tid, b.user_id, t.scoring, b.id AS bid, b.player_label, b.settled_at, d.delta,
         max(d.delta) OVER (PARTITION BY t.id, b.user_id) AS best
  FROM fresh f
  JOIN live t ON t.id = f.tournament_id
  JOIN game_bets b ON b.id = f.bet_id
  JOIN currencies cb ON cb.code = b.currency
  JOIN currency_rates rb ON rb.base = b.currency AND rb.quote = 'USD'
  CROSS JOIN LATERAL (SELECT CASE t.scoring WHEN 'wagered' THEN ${CONVERT('amount')}
                                            WHEN 'net_win' THEN ${CONVERT('payout')} - ${CONVERT('amount')}
                                            ELSE b.multiplier END AS delta) d
),
per_player AS (
  SELECT tid, user_id, scoring, count(*)::int AS n, sum(delta)::bigint AS total, max(best) AS best,
         max(settled_at) AS last_at, min(settled_at) FILTER (WHERE delta = best) AS best_at,
         (array_agg(player_label ORDER BY bid DESC))[1] AS name
  FROM scored GROUP BY tid, user_id, scoring
)
INSERT INTO tournament_entries AS e (tournament_id, user_id, name, score, reached_at, bets, joined_at)
SELECT tid, user_id, name,
       CASE WHEN scoring = 'multiplier' THEN best ELSE total END,
       CASE WHEN scoring = 'multiplier' THEN best_at ELSE last_at END,
       n, $2
FROM per_player
ON CONFLICT (tournament_id, user_id) DO UPDATE SET
  name = excluded.name,
  bets = e.bets + excluded.bets,
  -- A sum moves with every bet; the best multiplier only when beaten, keeping the time it was first reached.
  score = CASE WHEN (SELECT scoring FROM tournaments WHERE id = e.tournament_id) = 'multiplier'
               THEN greatest(e.score, excluded.score) ELSE e.score + excluded.score END,
  reached_at = CASE WHEN (SELECT scoring FROM tournaments WHERE id = e.tournament_id) = 'multiplier'
                    THEN CASE WHEN excluded.score > e.score THEN excluded.reached_at ELSE e.reached_at END
                    ELSE greatest(e.reached_at, excluded.reached_at) END
RETURNING e.tournament_id::text, e.user_id::text`;

/** Adds the stakes (US cents) of bets settled in [$1, $3] to their players' VIP wager, each bet once. */
const VIP_SQL = `
WITH fresh AS (
  INSERT INTO vip_counted_bets (bet_id, counted_at)
  SELECT b.id, $2 FROM game_bets b
  WHERE b.settled_at >= $1 AND b.settled_at <= $3 AND b.status = 'settled' AND b.free_spin_of IS NULL
  ORDER BY b.id
  ON CONFLICT DO NOTHING
  RETURNING bet_id
),
sums AS (
  SELECT b.user_id, sum(trunc(b.amount * r.rate * power(10::numeric, 2 - c.precision)))::bigint AS cents
  FROM fresh f
  JOIN game_bets b ON b.id = f.bet_id
  JOIN currencies c ON c.code = b.currency
  JOIN currency_rates r ON r.base = b.currency AND r.quote = 'USD'
  GROUP BY b.user_id
)
UPDATE users u SET vip_wagered = u.vip_wagered + s.cents
FROM sums s WHERE u.id = s.user_id
RETURNING u.id::text, u.global_id::text, u.vip_wagered::text, u.vip_level`;

export class BetScorer {
  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: () => Date,
  ) {}

  /**
   * One sweep in one transaction: tournament scores, VIP wagers and level-ups, and where it stopped.
   * Answers null when another copy holds the sweep (it does the same work).
   */
  async sweep(): Promise<SweepResult | null> {
    // withTx also retries a deadlock or serialization failure; a copy that finds the lock taken does nothing.
    return withTx(this.pool, async (tx) => {
      const { client } = tx;
      const { rows: locked } = await client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_xact_lock($1) AS ok',
        [SWEEP_LOCK],
      );
      if (!locked[0]?.ok) return null;
      const now = this.clock();
      const { since, until } = await this.window(client, now);
      const entries = await scoreBets(tx, { since, until, now });
      const levelUps = await this.addVipWagers(client, since, until, now);
      await client.query(
        `INSERT INTO bet_sweeps (name, swept_to) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET swept_to = greatest(bet_sweeps.swept_to, excluded.swept_to)`,
        [SWEEP_NAME, until],
      );
      await client.query('DELETE FROM vip_counted_bets WHERE counted_at < $1', [
        new Date(now.getTime() - VIP_PRUNE_MS),
      ]);
      return { entries, levelUps, caughtUp: until.getTime() >= now.getTime() };
    });
  }

  /**
   * Sweeps until the present (or `maxSweeps`): what a test runs after moving its clock. Answers what the
   * sweeps did together (null when another copy held the sweep).
   */
  async catchUp(maxSweeps = 10_000): Promise<SweepResult | null> {
    let all = null as SweepResult | null;
    for (let i = 0; i < maxSweeps; i++) {
      const result = await this.sweep();
      if (!result) return all;
      all = {
        entries: [...(all?.entries ?? []), ...result.entries],
        levelUps: [...(all?.levelUps ?? []), ...result.levelUps],
        caughtUp: result.caughtUp,
      };
      if (result.caughtUp) break;
    }
    return all;
  }

  /**
   * From the last sweep's end less the overlap (the first sweep ever: the earliest live tournament's
   * start) to the present, or MAX_SPAN_MS past the last end.
   */
  private async window(client: pg.PoolClient, now: Date): Promise<{ since: Date; until: Date }> {
    const { rows } = await client.query<{ swept_to: Date | null; first_start: Date | null }>(
      `SELECT (SELECT swept_to FROM bet_sweeps WHERE name = $1) AS swept_to,
              (SELECT min(starts_at) FROM tournaments WHERE settled_at IS NULL AND cancelled_at IS NULL)
                AS first_start`,
      [SWEEP_NAME],
    );
    const sweptTo = rows[0]?.swept_to;
    let from = sweptTo ?? rows[0]?.first_start ?? new Date(now.getTime() - OVERLAP_MS);
    const since = sweptTo ? new Date(sweptTo.getTime() - OVERLAP_MS) : from;
    if (now.getTime() - from.getTime() > MAX_SPAN_MS) {
      // A backlog: its steps start at the first bet, so a stretch without bets (a fresh install whose
      // seeded tournaments started days ago) costs one read, not a sweep per span.
      const { rows: first } = await client.query<{ at: Date | null }>(
        'SELECT min(settled_at) AS at FROM game_bets WHERE settled_at >= $1',
        [from],
      );
      const at = first[0]?.at;
      if (!at) return { since, until: now };
      if (at.getTime() > from.getTime()) from = at;
    }
    const until = new Date(Math.min(now.getTime(), from.getTime() + MAX_SPAN_MS));
    return { since, until: until.getTime() < since.getTime() ? now : until };
  }

  private async addVipWagers(
    client: pg.PoolClient,
    since: Date,
    until: Date,
    now: Date,
  ): Promise<VipLevelUp[]> {
    const { rows } = await client.query<{
      id: string;
      global_id: string;
      vip_wagered: string;
      vip_level: number;
    }>(VIP_SQL, [since, now, until]);
    const levelUps: VipLevelUp[] = [];
    for (const row of rows) {
      const level = vipLevelFor(BigInt(row.vip_wagered));
      if (level <= row.vip_level) continue;
      // Levels only go up, and reaching the VIP level makes the player VIP (an operator may still unset it).
      await client.query(
        `UPDATE users SET vip_level = $2, is_vip = is_vip OR $3 WHERE id = $1 AND vip_level < $2`,
        [row.id, level, level >= VIP_STATUS_LEVEL],
      );
      levelUps.push({ userId: row.id, globalId: row.global_id, level });
    }
    return levelUps;
  }
}

/** Scores the bets settled in [since, until] (into one tournament, or every live one); who moved. */
export async function scoreBets(
  tx: Tx,
  window: { since: Date; until: Date; now: Date },
  tournamentId?: bigint,
): Promise<EntryChange[]> {
  const { rows } = await tx.client.query<{ tournament_id: string; user_id: string }>(SCORE_SQL, [
    window.since,
    window.now,
    tournamentId?.toString() ?? null,
    window.until,
  ]);
  return rows.map((row) => ({ tournamentId: row.tournament_id, userId: row.user_id }));
}
