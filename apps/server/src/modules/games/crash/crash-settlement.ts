import {
  CRASH_CHANNEL,
  type CrashEvent,
  type CrashPlayerBet,
  formatMajor,
  fromHundredths,
  payoutFor,
} from '@casino/shared';
import type pg from 'pg';
import type { Tx } from '../../../db/tx.ts';
import type { Publish } from '../../realtime/index.ts';
import { type BetRecord, findBets, precisionOf } from '../bet-records.ts';
import type { BetsService } from '../bets.service.ts';
import type { CrashTarget } from '../engines/crash.ts';
import type { CrashRound } from './crash-rounds.ts';

/** Who cashed a bet out: the player's own call, their auto cash-out, or the max payout cap. */
export type CashOutBy = 'player' | CrashTarget['by'];

/** The target a crash bet cashes out at by itself, kept in the bet's server-only `state` while it is open. */
export function betTarget(bet: BetRecord): CrashTarget | null {
  const state = bet.state as Partial<CrashTarget> | null;
  return typeof state?.target === 'number' && state.by ? { target: state.target, by: state.by } : null;
}

/** A bet as everyone in the round sees it (multipliers in hundredths, as the crash stream carries them). */
export function playerBet(bet: BetRecord): CrashPlayerBet {
  const precision = precisionOf(bet.currency);
  const cashedOutAt = bet.outcome.cashedOutAt;
  const autoCashout = bet.outcome.autoCashout;
  return {
    betId: bet.id.toString(),
    player: bet.playerLabel,
    amount: formatMajor(bet.amount, precision),
    currency: bet.currency,
    autoCashout: typeof autoCashout === 'number' ? autoCashout : null,
    cashedOutAt: typeof cashedOutAt === 'number' ? cashedOutAt : null,
    payout: bet.status === 'settled' && bet.payout > 0n ? formatMajor(bet.payout, precision) : null,
  };
}

/** A round's open bets under their row locks (after the round's), optionally only those due at `upTo`. */
export function lockOpenBets(tx: Tx, roundId: bigint, upTo?: number): Promise<BetRecord[]> {
  const values: unknown[] = [roundId.toString()];
  let due = '';
  if (upTo !== undefined) {
    values.push(upTo);
    due = `AND (b.state->>'target')::int <= $2`;
  }
  // User order: a settlement touching many players' accounts takes their row locks in one order.
  return findBets(
    tx.client,
    `WHERE b.crash_round_id = $1 AND b.status = 'open' ${due} ORDER BY b.user_id FOR UPDATE OF b`,
    values,
  );
}

/** Whether any open bet of the round is due at `upTo` (a cheap look before taking locks). */
export async function anyDue(db: pg.Pool | pg.PoolClient, roundId: bigint, upTo: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM game_bets WHERE crash_round_id = $1 AND status = 'open' AND (state->>'target')::int <= $2 LIMIT 1`,
    [roundId.toString(), upTo],
  );
  return rows.length > 0;
}

export function roundBets(db: pg.Pool | pg.PoolClient, roundId: bigint, limit: number): Promise<BetRecord[]> {
  return findBets(db, 'WHERE b.crash_round_id = $1 ORDER BY b.id LIMIT $2', [roundId.toString(), limit]);
}

/**
 * Settles crash bets inside the caller's transaction, which holds the round's row lock; the `cashout` event
 * and the live-bets record go out after commit.
 */
export class CrashSettlement {
  constructor(private readonly deps: { bets: BetsService; publish: Publish; clock: () => Date }) {}

  /** Pays `bet` stake × `at` (hundredths). The caller has checked `cashOutWins(at, round.crashPoint)`. */
  async cashOut(tx: Tx, round: CrashRound, bet: BetRecord, at: number, by: CashOutBy): Promise<BetRecord> {
    const multiplier = fromHundredths(at);
    await this.deps.bets.settleBet(tx, bet, {
      multiplier,
      payout: payoutFor(bet.amount, multiplier),
      outcome: { ...bet.outcome, cashedOutAt: at, by },
    });
    const settled = await this.deps.bets.loadBet(tx.client, bet.id);
    tx.afterCommit(async () => {
      this.publish({ type: 'cashout', roundId: round.id.toString(), bet: playerBet(settled) });
      await this.deps.bets.announce(settled);
    });
    return settled;
  }

  /** Settles bets that rode into the crash as losses (payout 0, multiplier 0), in one statement. */
  async lose(tx: Tx, round: CrashRound, bets: BetRecord[]): Promise<void> {
    if (bets.length === 0) return;
    const ids = bets.map((bet) => bet.id.toString());
    await tx.client.query(
      `UPDATE game_bets SET status = 'settled', multiplier = 0, payout = 0, state = NULL, settled_at = $3,
              outcome = outcome || $2::jsonb
        WHERE id = ANY($1::bigint[]) AND status = 'open'`,
      [ids, JSON.stringify({ cashedOutAt: null, crashPoint: round.crashPoint }), this.deps.clock()],
    );
    const settled = await findBets(tx.client, 'WHERE b.id = ANY($1::bigint[])', [ids]);
    tx.afterCommit(async () => {
      for (const bet of settled) await this.deps.bets.announce(bet);
    });
  }

  publish(event: CrashEvent): void {
    this.deps.publish(CRASH_CHANNEL, event);
  }
}
