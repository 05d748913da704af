import { formatMajor, parseMajor, playerChannel, type SportsBetView } from '@casino/shared';
import type pg from 'pg';
import { withTx } from '../../../db/tx.ts';
import { AppError, notFound, validationFailed } from '../../../http/errors.ts';
import type { Player } from '../../auth/index.ts';
import type { Publish } from '../../realtime/index.ts';
import type { Ledger } from '../../wallet/index.ts';
import {
  BET_COLUMNS,
  type BetRow,
  betView,
  LEG_COLUMNS,
  LEG_JOINS,
  type LegRow,
  offerOf,
  precisionOf,
} from './bet-views.ts';
import { BET_TRANSACTION_TYPE, settlementKeys } from './settlement.ts';

export interface CashoutDeps {
  pool: pg.Pool;
  ledger: Ledger;
  publish: Publish;
  clock: () => Date;
  cashoutMarginBasisPoints: number;
}

/**
 * A player takes a bet's cash-out offer. The offer is computed again under the bet's row lock, so a
 * cash-out and the bet's settlement (which takes the same lock) never both happen: whoever finds the bet
 * still open goes on. Refusals: 404 (not this player's bet), 409 cashout_unavailable (settled, cashed out,
 * or no offer now), 409 cashout_changed with params amount (the offer moved from the one the player saw).
 */
export async function cashOut(
  deps: CashoutDeps,
  player: Player,
  betId: bigint,
  amountText: string,
): Promise<SportsBetView> {
  const result = await withTx(deps.pool, async (tx) => {
    const { rows } = await tx.client.query<BetRow>(
      `SELECT ${BET_COLUMNS} FROM sportsbook_bets b WHERE b.id = $1 AND b.user_id = $2 FOR UPDATE`,
      [betId.toString(), player.id.toString()],
    );
    const bet = rows[0];
    if (!bet) throw notFound();
    const precision = precisionOf(bet.currency);
    const amount = parseMajor(amountText, precision);
    if (amount === null || amount <= 0n)
      throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);
    if (bet.status !== 'open') throw new AppError(409, 'cashout_unavailable');
    const legs = await tx.client.query<LegRow>(
      `SELECT ${LEG_COLUMNS} FROM sportsbook_selections s ${LEG_JOINS} WHERE s.bet_id = $1 ORDER BY s.leg`,
      [bet.id],
    );
    const offer = offerOf(bet, legs.rows, deps.cashoutMarginBasisPoints);
    if (offer === null) throw new AppError(409, 'cashout_unavailable');
    if (offer !== amount)
      throw new AppError(409, 'cashout_changed', { amount: formatMajor(offer, precision) });

    const keys = settlementKeys(String(bet.id), bet.settle_version + 1);
    await deps.ledger.post(
      {
        holdId: BigInt(bet.hold_id),
        idempotencyKey: keys.stake,
        destination: 'sportsbook',
        kind: 'sportsbook_stake',
      },
      tx,
    );
    await deps.ledger.transfer(
      {
        idempotencyKey: keys.cashout,
        kind: 'sportsbook_cashout',
        entries: [
          { account: { house: 'sportsbook', currency: bet.currency }, amount: -offer },
          { account: { userId: player.id, name: 'main', currency: bet.currency }, amount: offer },
        ],
        metadata: { betId: String(bet.id) },
      },
      tx,
    );
    const updated = await tx.client.query<BetRow>(
      `UPDATE sportsbook_bets b SET status = 'cashed_out', payout = $2, settled_at = $3,
         settle_version = settle_version + 1
       WHERE b.id = $1 RETURNING ${BET_COLUMNS}`,
      [bet.id, offer.toString(), deps.clock()],
    );
    return betView(updated.rows[0] as BetRow, legs.rows, deps.cashoutMarginBasisPoints);
  });
  deps.publish(playerChannel('transaction', player.globalId), {
    status: 'cashed_out',
    type: BET_TRANSACTION_TYPE,
  });
  return result;
}
