import { betPayout, betStatusOf, type Leg, playerChannel, type SportsBetStatus } from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../../db/tx.ts';
import { AppError } from '../../../http/errors.ts';
import type { PlayerDirectory } from '../../auth/index.ts';
import type { Publish } from '../../realtime/index.ts';
import type { Ledger } from '../../wallet/index.ts';
import { BET_COLUMNS, type BetRow, LEG_COLUMNS, LEG_JOINS, type LegRow, legResultOf } from './bet-views.ts';

export interface SettlementDeps {
  pool: pg.Pool;
  ledger: Ledger;
  players: PlayerDirectory;
  publish: Publish;
  clock: () => Date;
  /** Bets read per keyset page of a market (default 500). */
  batchSize?: number;
  /** Groups of bets settled at once, each on its own connection (default 4). */
  concurrency?: number;
  /** Bets settled in one transaction (default 50): one commit for many bets. */
  betsPerTransaction?: number;
}

export interface SettlementSummary {
  /** Bets settled for the first time (won, lost or void). */
  settled: number;
  /** Settled bets whose payout an operator's re-settlement changed. */
  corrected: number;
  /**
   * What corrections could not take back because the player had spent it, minor units per currency.
   * The bet's `payout` records what it really paid, so the shortfall stays visible on it and the next
   * re-settlement of its markets tries to collect it again.
   */
  shortfall: Record<string, string>;
}

type Done =
  | { kind: 'settled' | 'corrected' | 'untouched' }
  | { kind: 'short'; currency: string; amount: bigint };

/** How far back the sweep looks for decided markets with open bets: older ones were settled on result. */
const SWEEP_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** transaction#{globalId}: a sportsbook bet was settled, cashed out or corrected (never 'completed'). */
export const BET_TRANSACTION_TYPE = 'sportsbook_bet';

/** The ledger keys of a bet's settlement: one per bet and settle version, so a re-run posts nothing twice. */
export const settlementKeys = (betId: string, version: number) => ({
  stake: `sportsbook:stake:${betId}:${version}`,
  payout: `sportsbook:payout:${betId}:${version}`,
  release: `sportsbook:void:${betId}:${version}`,
  correction: `sportsbook:correct:${betId}:${version}`,
  cashout: `sportsbook:cashout:${betId}:${version}`,
});

/**
 * Settles sportsbook bets from their markets' results. Each bet is its own short transaction: its row is
 * locked, found still open (or, re-settling, still settled), its legs read from the markets, and its money
 * moved under keys of the bet id and settle version. A crash between bets leaves the rest open for the
 * next run; a crash inside one rolls it back whole; two runners (or a cash-out) meet on the bet's row lock.
 *
 * Money: won → the held stake is posted to the house `sportsbook` account and the payout credited from it;
 * lost → the stake is posted; void → the hold is released. A re-settlement moves the difference between
 * the new payout and what the bet paid, from or to `sportsbook`; a player who has spent it gives what the
 * balance holds (see SettlementSummary.shortfall). Cashed-out bets are final and never re-settled.
 */
export class BetSettlement {
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly betsPerTransaction: number;

  constructor(private readonly deps: SettlementDeps) {
    this.batchSize = deps.batchSize ?? 500;
    this.concurrency = deps.concurrency ?? 4;
    this.betsPerTransaction = Math.max(1, deps.betsPerTransaction ?? 50);
  }

  /**
   * Settles the open bets on `marketIds` whose legs are now decided (the feed calls this after it results
   * markets). `resettle` also revisits their settled bets, correcting payouts the new results change.
   */
  async settleMarkets(
    marketIds: readonly bigint[],
    options: { resettle?: boolean } = {},
  ): Promise<SettlementSummary> {
    const summary: SettlementSummary = { settled: 0, corrected: 0, shortfall: {} };
    for (const marketId of new Set(marketIds)) {
      let after = 0n;
      for (;;) {
        const ids = await this.page(marketId, after, options.resettle ?? false);
        if (ids.length === 0) break;
        after = ids[ids.length - 1] as bigint;
        await this.settleAll(ids, options.resettle ?? false, summary);
        if (ids.length < this.batchSize) break;
      }
    }
    return summary;
  }

  /** Every decided market of the last two weeks that still has open bets (a safety net for missed calls). */
  async sweep(): Promise<SettlementSummary> {
    const { rows } = await this.deps.pool.query<{ id: string }>(
      `SELECT m.id FROM sportsbook_markets m JOIN sportsbook_events e ON e.id = m.event_id
       WHERE m.status IN ('settled', 'void') AND e.starts_at > $1
         AND EXISTS (SELECT 1 FROM sportsbook_selections s JOIN sportsbook_bets b ON b.id = s.bet_id
                     WHERE s.market_id = m.id AND b.status = 'open')`,
      [new Date(this.deps.clock().getTime() - SWEEP_WINDOW_MS)],
    );
    return this.settleMarkets(rows.map((row) => BigInt(row.id)));
  }

  /** The next keyset page of a market's bets (open ones, or with `resettle` every one not cashed out). */
  private async page(marketId: bigint, after: bigint, resettle: boolean): Promise<bigint[]> {
    const { rows } = await this.deps.pool.query<{ bet_id: string }>(
      `SELECT s.bet_id FROM sportsbook_selections s JOIN sportsbook_bets b ON b.id = s.bet_id
       WHERE s.market_id = $1 AND s.bet_id > $2 AND ${resettle ? "b.status <> 'cashed_out'" : "b.status = 'open'"}
       ORDER BY s.bet_id LIMIT $3`,
      [marketId.toString(), after.toString(), this.batchSize],
    );
    return rows.map((row) => BigInt(row.bet_id));
  }

  private async settleAll(ids: readonly bigint[], resettle: boolean, summary: SettlementSummary) {
    const groups: bigint[][] = [];
    for (let i = 0; i < ids.length; i += this.betsPerTransaction)
      groups.push(ids.slice(i, i + this.betsPerTransaction));
    const count = (done: Done) => {
      if (done.kind === 'settled') summary.settled++;
      else if (done.kind === 'corrected') summary.corrected++;
      else if (done.kind === 'short') {
        summary.corrected++;
        const before = BigInt(summary.shortfall[done.currency] ?? '0');
        summary.shortfall[done.currency] = (before + done.amount).toString();
      }
    };
    let next = 0;
    const worker = async () => {
      while (next < groups.length) {
        for (const done of await this.settleGroup(groups[next++] as bigint[], resettle)) count(done);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, groups.length) }, worker));
  }

  /**
   * Settles a group of bets in one transaction. Every bet row is locked first, in id order, before any
   * money moves: a cash-out locks its bet and then the house account, so taking the bets' locks before
   * the house's keeps one order and no deadlock.
   */
  private async settleGroup(ids: readonly bigint[], resettle: boolean): Promise<Done[]> {
    return withTx(this.deps.pool, async (tx) => {
      await tx.client.query({
        name: 'sportsbook_lock_bets',
        text: 'SELECT id FROM sportsbook_bets WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
        values: [ids.map(String)],
      });
      const results: Done[] = [];
      for (const id of ids) results.push(await this.settleLocked(tx, id, resettle));
      return results;
    });
  }

  /** Settles (or, with `resettle`, corrects) one bet if its legs say so; a no-op otherwise. */
  async settleBet(betId: bigint, resettle = false): Promise<Done> {
    return withTx(this.deps.pool, (tx) => this.settleLocked(tx, betId, resettle));
  }

  private async settleLocked(tx: Tx, betId: bigint, resettle: boolean): Promise<Done> {
    const { rows } = await tx.client.query<BetRow>({
      name: 'sportsbook_lock_bet',
      text: `SELECT ${BET_COLUMNS} FROM sportsbook_bets b WHERE b.id = $1 FOR UPDATE`,
      values: [betId.toString()],
    });
    const bet = rows[0];
    if (!bet || bet.status === 'cashed_out') return { kind: 'untouched' };
    if (bet.status !== 'open' && !resettle) return { kind: 'untouched' };
    // Read after the lock: a run that waited for it sees the markets as they are now.
    const legs = await tx.client.query<LegRow>({
      name: 'sportsbook_bet_legs',
      text: `SELECT ${LEG_COLUMNS} FROM sportsbook_selections s ${LEG_JOINS} WHERE s.bet_id = $1 ORDER BY s.leg`,
      values: [betId.toString()],
    });
    const results: Leg[] = legs.rows.map((leg) => ({
      odds: BigInt(leg.odds),
      result: legResultOf(leg.market_status, leg.outcome_result),
    }));
    const status = betStatusOf(results);
    const stake = BigInt(bet.stake);
    if (bet.settle_version === 0) {
      if (status === 'open') return { kind: 'untouched' };
      const payout = betPayout(stake, results) ?? 0n;
      await this.firstSettlement(tx, bet, status, payout);
      await this.record(tx, bet, status, payout, results);
      return { kind: 'settled' };
    }
    // Its hold is settled: any change is a correction of what it paid. Re-opened (a lost leg turned
    // out otherwise while others are pending), it pays nothing until it settles again.
    const payout = status === 'open' ? 0n : (betPayout(stake, results) ?? 0n);
    const paid = BigInt(bet.payout ?? '0');
    if (status === bet.status && payout === paid) return { kind: 'untouched' };
    const moved = payout === paid ? 0n : await this.correct(tx, bet, payout - paid);
    await this.record(tx, bet, status, paid + moved, results);
    const owed = payout - paid - moved;
    return owed < 0n ? { kind: 'short', currency: bet.currency, amount: -owed } : { kind: 'corrected' };
  }

  private async firstSettlement(tx: Tx, bet: BetRow, status: SportsBetStatus, payout: bigint) {
    const keys = settlementKeys(String(bet.id), bet.settle_version + 1);
    const holdId = BigInt(bet.hold_id);
    if (status === 'void') {
      await this.deps.ledger.void({ holdId, idempotencyKey: keys.release, kind: 'sportsbook_void' }, tx);
      return;
    }
    await this.deps.ledger.post(
      { holdId, idempotencyKey: keys.stake, destination: 'sportsbook', kind: 'sportsbook_stake' },
      tx,
    );
    if (payout > 0n) {
      await this.deps.ledger.transfer(
        {
          idempotencyKey: keys.payout,
          kind: 'sportsbook_payout',
          entries: [
            { account: { house: 'sportsbook', currency: bet.currency }, amount: -payout },
            {
              account: { userId: BigInt(bet.user_id), name: 'main', currency: bet.currency },
              amount: payout,
            },
          ],
          metadata: { betId: String(bet.id) },
        },
        tx,
      );
    }
  }

  /**
   * Moves `difference` (positive: to the player) and answers what moved. Taking back more than the
   * balance holds is refused by the database; then it takes what is there.
   */
  private async correct(tx: Tx, bet: BetRow, difference: bigint): Promise<bigint> {
    const key = settlementKeys(String(bet.id), bet.settle_version + 1).correction;
    const userId = BigInt(bet.user_id);
    const move = (amount: bigint) =>
      this.deps.ledger.transfer(
        {
          idempotencyKey: key,
          kind: 'sportsbook_correction',
          entries: [
            { account: { house: 'sportsbook', currency: bet.currency }, amount: -amount },
            { account: { userId, name: 'main', currency: bet.currency }, amount },
          ],
          metadata: { betId: String(bet.id), owed: difference.toString(), moved: amount.toString() },
        },
        tx,
      );
    if (difference > 0n) {
      await move(difference);
      return difference;
    }
    await tx.client.query('SAVEPOINT sportsbook_correction');
    try {
      await move(difference);
      return difference;
    } catch (error) {
      if (!(error instanceof AppError) || error.detail !== 'insufficient_balance') throw error;
      await tx.client.query('ROLLBACK TO SAVEPOINT sportsbook_correction');
    }
    const { main } = await this.deps.ledger.playerBalances(userId, bet.currency, tx.client);
    const take = main < -difference ? main : -difference;
    if (take <= 0n) return 0n;
    await move(-take);
    return -take;
  }

  private async record(tx: Tx, bet: BetRow, status: SportsBetStatus, paid: bigint, legs: readonly Leg[]) {
    // The bet and its legs' results in one statement.
    await tx.client.query({
      name: 'sportsbook_record_settlement',
      text: `WITH bet AS (
         UPDATE sportsbook_bets SET status = $2, payout = $3, settled_at = $4, settle_version = settle_version + 1
         WHERE id = $1 RETURNING id
       )
       UPDATE sportsbook_selections s SET result = r.result
       FROM bet, unnest($5::text[]) WITH ORDINALITY AS r(result, n)
       WHERE s.bet_id = bet.id AND s.leg = r.n - 1 AND s.result <> r.result`,
      values: [
        bet.id,
        status,
        paid.toString(),
        status === 'open' ? null : this.deps.clock(),
        legs.map((l) => l.result),
      ],
    });
    const userId = BigInt(bet.user_id);
    // Not awaited: the next bet need not wait for this one's announcement.
    tx.afterCommit(() => {
      void this.deps.players
        .getPlayer(userId)
        .then((player) => {
          if (player)
            this.deps.publish(playerChannel('transaction', player.globalId), {
              status,
              type: BET_TRANSACTION_TYPE,
            });
        })
        .catch(() => {});
    });
  }
}
