import {
  formatMajor,
  prizeForPlace,
  TOURNAMENT_BONUS_PRIZE_TERMS,
  TOURNAMENT_SETTLE_GRACE_MS,
  type TournamentEvent,
  type TournamentPrizeKind,
} from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import type { Notify } from '../push/index.ts';
import type { Ledger } from '../wallet/index.ts';
import { OVERLAP_MS, scoreBets } from './bet-scorer.ts';
import { prizesOf } from './tournaments.service.ts';
import type { StoredPrizes } from './tournaments.tables.ts';

/*
 * The end of a tournament, in two steps that each survive a restart (decision 014):
 *  1. settle: once the end and its grace have passed and the scorer has swept past the end, one copy locks
 *     the tournament row (FOR UPDATE SKIP LOCKED, so a second copy or a second run takes another one or
 *     none), scores the last bets, fixes the places and writes one tournament_payouts row per winner, and
 *     marks it settled, in one transaction;
 *  2. pay: each unpaid payout row, locked the same way, is paid in its own transaction: the ledger transfer
 *     from the tournament_prizes house account (idempotency key tournament:{id}:prize:{place}) or the bonus
 *     grant (source the same key), and paid_at. A crash between two winners leaves the rest unpaid rows
 *     that the next run pays; none is paid twice.
 */

export interface BonusPrizeGrant {
  userId: bigint;
  source: string;
  title: string;
  currency: string;
  amount: bigint;
  wagerMultiplier: number;
  hours: number;
}

export interface SettlementDeps {
  pool: pg.Pool;
  ledger: Ledger;
  clock: () => Date;
  grantBonus: (tx: Tx, grant: BonusPrizeGrant) => Promise<unknown>;
  /** Tells the winner on tournaments#{globalId} (after the commit). */
  notify: (globalId: string, event: TournamentEvent) => void;
  /** Web push of the prize to the winner's browsers (after the commit). */
  push?: Notify | undefined;
}

interface DueRow {
  id: string;
  starts_at: Date;
  swept_to: Date | null;
  prizes: StoredPrizes;
  currency: string;
}

interface PayoutRow {
  tournament_id: string;
  place: number;
  user_id: string;
  global_id: string;
  kind: TournamentPrizeKind;
  currency: string;
  amount: string;
  precision: number;
  name: string;
}

export const prizeKey = (tournamentId: string, place: number) => `tournament:${tournamentId}:prize:${place}`;

export class TournamentSettlement {
  constructor(private readonly deps: SettlementDeps) {}

  /** Settles every tournament that is due, then pays what is unpaid. Safe to run anywhere, any number of times. */
  async run(): Promise<{ settled: number; paid: number }> {
    let settled = 0;
    while (await this.settleOne()) settled++;
    const paid = await this.payPending();
    return { settled, paid };
  }

  /** Fixes the places of one due tournament; false when none is due (or the others are being settled). */
  async settleOne(): Promise<boolean> {
    const now = this.deps.clock();
    return withTx(this.deps.pool, async (tx) => {
      // Due once the end and its grace have passed and the scorer has swept past the end, so only the last
      // seconds are left to score here (never the whole period in one statement).
      const { rows } = await tx.client.query<DueRow>(
        `SELECT t.id, t.starts_at, t.prizes, t.currency, s.swept_to FROM tournaments t
         LEFT JOIN bet_sweeps s ON s.name = 'bets'
         WHERE t.settled_at IS NULL AND t.cancelled_at IS NULL AND t.ends_at <= $1
           AND (s.swept_to IS NULL OR s.swept_to >= t.ends_at)
         ORDER BY t.ends_at, t.id LIMIT 1 FOR UPDATE OF t SKIP LOCKED`,
        [new Date(now.getTime() - TOURNAMENT_SETTLE_GRACE_MS)],
      );
      const due = rows[0];
      if (!due) return false;
      // The last bets: what a sweep already counted is skipped by tournament_bets.
      const since = due.swept_to
        ? new Date(Math.max(due.starts_at.getTime(), due.swept_to.getTime() - OVERLAP_MS))
        : due.starts_at;
      await scoreBets(tx, { since, until: now, now }, BigInt(due.id));
      const prizes = prizesOf(due.prizes);
      const { rows: top } = await tx.client.query<{ user_id: string; score: string }>(
        `SELECT e.user_id::text, e.score::text FROM tournament_entries e WHERE e.tournament_id = $1
         ORDER BY e.score DESC, e.reached_at, e.user_id LIMIT $2`,
        [due.id, prizes.length],
      );
      for (const [index, entry] of top.entries()) {
        const place = index + 1;
        const prize = prizeForPlace(prizes, place, BigInt(entry.score));
        if (!prize) continue;
        await tx.client.query(
          `INSERT INTO tournament_payouts (tournament_id, place, user_id, kind, currency, amount, score)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
          [due.id, place, entry.user_id, prize.kind, due.currency, prize.amount.toString(), entry.score],
        );
      }
      await tx.client.query('UPDATE tournaments SET settled_at = $2 WHERE id = $1', [due.id, now]);
      return true;
    });
  }

  /** Pays unpaid winners one transaction each; `limit` stops early (a test's stand-in for a crash). */
  async payPending(limit = Number.POSITIVE_INFINITY): Promise<number> {
    let paid = 0;
    while (paid < limit && (await this.payOne())) paid++;
    return paid;
  }

  private async payOne(): Promise<boolean> {
    const now = this.deps.clock();
    return withTx(this.deps.pool, async (tx) => {
      const { rows } = await tx.client.query<PayoutRow>(
        `SELECT p.tournament_id::text, p.place, p.user_id::text, u.global_id::text, p.kind, p.currency,
                p.amount::text, c.precision, t.descriptions->'en'->>'name' AS name
         FROM tournament_payouts p
         JOIN tournaments t ON t.id = p.tournament_id
         JOIN users u ON u.id = p.user_id
         JOIN currencies c ON c.code = p.currency
         WHERE p.paid_at IS NULL ORDER BY p.tournament_id, p.place LIMIT 1 FOR UPDATE OF p SKIP LOCKED`,
      );
      const payout = rows[0];
      if (!payout) return false;
      const key = prizeKey(payout.tournament_id, payout.place);
      const amount = BigInt(payout.amount);
      const userId = BigInt(payout.user_id);
      if (payout.kind === 'bonus') {
        await this.deps.grantBonus(tx, {
          userId,
          source: key,
          title: payout.name,
          currency: payout.currency,
          amount,
          ...TOURNAMENT_BONUS_PRIZE_TERMS,
        });
      } else {
        await this.deps.ledger.transfer(
          {
            idempotencyKey: key,
            kind: 'tournament_prize',
            entries: [
              { account: { house: 'tournament_prizes', currency: payout.currency }, amount: -amount },
              { account: { userId, name: 'main', currency: payout.currency }, amount },
            ],
            metadata: { tournamentId: payout.tournament_id, place: payout.place },
          },
          tx,
        );
      }
      await tx.client.query(
        'UPDATE tournament_payouts SET paid_at = $3 WHERE tournament_id = $1 AND place = $2',
        [payout.tournament_id, payout.place, now],
      );
      tx.afterCommit(() =>
        this.deps.notify(payout.global_id, {
          type: 'prize',
          tournamentId: payout.tournament_id,
          place: payout.place,
          prize: {
            kind: payout.kind,
            amount: formatMajor(amount, payout.precision),
            currency: payout.currency,
          },
        }),
      );
      tx.afterCommit(() =>
        this.deps.push?.(
          { userId },
          {
            kind: 'tournament_prize',
            tournamentId: payout.tournament_id,
            place: payout.place,
            amount,
            currency: payout.currency,
          },
        ),
      );
      return true;
    });
  }
}
