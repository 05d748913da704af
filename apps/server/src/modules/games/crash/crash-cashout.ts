import type pg from 'pg';
import { ledgerError, ledgerPostingCtes } from '../../wallet/index.ts';
import { BET_SELECT, type BetRecord, type BetRow, toBetRecord } from '../bet-records.ts';

/** A player's newest crash bet with what decides a cash-out of it: its round's status, start and crash point. */
export interface LatestCrashBet {
  bet: BetRecord;
  round: {
    id: bigint;
    status: 'betting' | 'running' | 'crashed';
    startedAt: Date | null;
    crashPoint: number;
  };
}

type LatestRow = BetRow & {
  round_status: LatestCrashBet['round']['status'];
  round_started_at: Date | null;
  round_crash_point: number;
};

/** Round trip one: read, no locks. A running round's start and crash point never change. */
export async function latestCrashBet(db: pg.Pool, userId: bigint): Promise<LatestCrashBet | undefined> {
  const { rows } = await db.query<LatestRow>({
    name: 'crash_latest_bet',
    text: `SELECT q.*, r.status AS round_status, r.started_at AS round_started_at, r.crash_point AS round_crash_point
             FROM (${BET_SELECT} WHERE b.user_id = $1 AND b.game_id = 'crash' ORDER BY b.id DESC LIMIT 1) q
             JOIN crash_rounds r ON r.id = q.crash_round_id`,
    values: [userId.toString()],
  });
  const row = rows[0];
  if (!row) return undefined;
  return {
    bet: toBetRecord(row),
    round: {
      id: BigInt(row.crash_round_id as string),
      status: row.round_status,
      startedAt: row.round_started_at,
      crashPoint: row.round_crash_point,
    },
  };
}

export interface CashOutWrite {
  betId: bigint;
  roundId: bigint;
  multiplier: bigint;
  payout: bigint;
  outcome: Record<string, unknown>;
  settledAt: Date;
  /** The player's main and bonus accounts, the game bank and the house's bonus account, in the bet's currency. */
  accountId: bigint;
  bonusAccountId: bigint;
  bankId: bigint;
  bonusCostId: bigint;
}

export type CashOutWritten =
  | { kind: 'settled'; bet: BetRecord; main: bigint; bonus: bigint }
  /** The round is no longer running: the crash got its lock first. */
  | { kind: 'round_over' }
  /** The bet is no longer open: settled by its own target, or by another cash-out. */
  | { kind: 'not_open' };

/**
 * Round trip two, one statement: under the round's row lock in share mode (cash-outs side by side, the
 * crash's FOR UPDATE waits for them and they for it), the bet settles only while the round runs and the bet
 * is open, and the payout transfer posts with the player's balance move. The lock order is the crash's
 * own: the round, then the bet. Decision 004 holds: the caller has checked, by the server clock read just
 * before, that the multiplier has not passed the crash point; this statement makes sure the crash has not
 * been recorded either.
 */
const STATEMENT = `WITH r AS MATERIALIZED (
    SELECT id, chain_id, chain_index FROM crash_rounds WHERE id = $1 AND status = 'running' FOR SHARE
  ), settled AS (
    UPDATE game_bets b SET status = 'settled', multiplier = $3, payout = $4, outcome = $5::jsonb, state = NULL,
                           settled_at = $6
      FROM r
     WHERE b.id = $2 AND b.crash_round_id = r.id AND b.status = 'open'
    RETURNING b.*
  ), paid AS (
    -- The payout in the stake's proportions; the bonus part goes back to the house if the bonus has ended.
    SELECT s.id, s.currency, s.payout, s.payout * s.stake_bonus / s.amount AS share,
           EXISTS (SELECT 1 FROM player_bonuses pb WHERE pb.user_id = s.user_id AND pb.currency = s.currency
                     AND pb.status = 'active') AS kept
      FROM settled s WHERE s.payout > 0
  ), transfers AS (
    SELECT 'bet:' || p.id || ':payout' AS key, 'bet_payout' AS kind, p.currency,
           array_agg(e.account_id ORDER BY e.n) AS account_ids, array_agg(e.amount ORDER BY e.n) AS amounts,
           jsonb_build_object('betId', p.id::text) AS metadata
      FROM paid p
      CROSS JOIN LATERAL (VALUES (1, $7::bigint, -p.payout), (2, $8::bigint, p.payout - p.share),
                                 (3, CASE WHEN p.kept THEN $9::bigint ELSE $10::bigint END, p.share))
                         AS e(n, account_id, amount)
     WHERE e.amount <> 0
     GROUP BY p.id, p.currency
  ), moves AS (
    SELECT $8::bigint AS account_id, p.payout - p.share AS delta, 0::bigint AS low FROM paid p
     WHERE p.payout > p.share
    UNION ALL
    SELECT $9::bigint, p.share, 0::bigint FROM paid p WHERE p.kept AND p.share > 0
  ), ${ledgerPostingCtes('transfers', 'moves')}
  SELECT (SELECT count(*) FROM r)::int AS running,
         s.id, s.user_id, s.player_label, s.game_id, s.currency, s.amount, s.stake_bonus, s.payout, s.multiplier,
         s.params,
         s.outcome, s.state, s.status, s.request_hash, s.crash_round_id, s.nonce, s.created_at,
         NULL AS seed_hash, NULL AS client_seed, NULL AS revealed_seed, NULL AS round_hash,
         r.chain_index, c.commitment,
         -- A payout moves the balance (moved); without one the stored balance is current.
         COALESCE(moved.balance, (SELECT balance FROM ledger_accounts a WHERE a.id = $8)) AS main,
         COALESCE((SELECT balance FROM moved WHERE moved.id = $9),
                  (SELECT balance FROM ledger_accounts a WHERE a.id = $9)) AS bonus
    FROM (SELECT 1) one
    LEFT JOIN settled s ON true
    LEFT JOIN r ON true
    LEFT JOIN crash_chains c ON c.id = r.chain_id
    LEFT JOIN moved ON moved.id = $8`;

type WrittenRow = BetRow & {
  running: number;
  main: string;
  bonus: string | null;
};

export async function writeCashOut(db: pg.Pool, write: CashOutWrite): Promise<CashOutWritten> {
  const { rows } = await db
    .query<WrittenRow>({
      name: 'crash_cashout',
      text: STATEMENT,
      values: [
        write.roundId.toString(),
        write.betId.toString(),
        write.multiplier.toString(),
        write.payout.toString(),
        JSON.stringify(write.outcome),
        write.settledAt,
        write.bankId.toString(),
        write.accountId.toString(),
        write.bonusAccountId.toString(),
        write.bonusCostId.toString(),
      ],
    })
    .catch((error: unknown) => {
      throw ledgerError(error);
    });
  const row = rows[0];
  if (!row || row.running === 0) return { kind: 'round_over' };
  if (row.id === null) return { kind: 'not_open' };
  return { kind: 'settled', bet: toBetRecord(row), main: BigInt(row.main), bonus: BigInt(row.bonus ?? 0) };
}
