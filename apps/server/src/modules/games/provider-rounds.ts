import { MULTIPLIER_SCALE } from '@casino/shared';
import type { Tx } from '../../db/tx.ts';
import type { Player } from '../auth/index.ts';
import { playerLabel } from './bet-records.ts';
import type { BetsService } from './bets.service.ts';

/** A provider game round (the aggregator module's record) with its totals after a wallet call. */
export interface ProviderRound {
  player: Player;
  /**
   * The round's bet key, unique per player. It must hold a character no Idempotency-Key header can (a
   * space), so a player's own bet can never take a provider round's place.
   */
  key: string;
  /** The aggregator's round id, shown as the bet's outcome. */
  roundId: string;
  gameId: string;
  currency: string;
  /** Minor units staked (less refunded stakes) and won so far. */
  staked: bigint;
  won: bigint;
  closed: boolean;
}

/** Marks a provider round's bet row: nothing else writes this request hash. */
const PROVIDER_ROUND = 'provider-round';

/**
 * Provider rounds as bets: one game_bets row per round, kept equal to the round's totals in the wallet
 * call's own transaction. Everything that counts bets (loss and wager limits, the reality check, bonus
 * wagering, tournaments, VIP wagering, reports, the history and the live feed) then counts provider play
 * as it counts an original's, with no second implementation. The money itself moves in the aggregator's
 * own transfers (casino_bet, casino_win, casino_bet_refund); this row carries none.
 */
export class ProviderRoundBets {
  constructor(private readonly deps: { bets: BetsService; clock: () => Date }) {}

  /**
   * Writes the round's bet as it stands: opened by its first stake, settled when the round closes
   * (announced on the live feed after commit), gone when every stake was refunded (it never happened).
   * The caller holds the round's lock, so one round's calls write its row one at a time.
   */
  async record(tx: Tx, round: ProviderRound): Promise<void> {
    const userId = round.player.id.toString();
    const { rows } = await tx.client.query<{ id: string; status: 'open' | 'settled'; request_hash: string }>(
      'SELECT id, status, request_hash FROM game_bets WHERE user_id = $1 AND idempotency_key = $2 FOR UPDATE',
      [userId, round.key],
    );
    const earlier = rows[0];
    if (earlier && earlier.request_hash !== PROVIDER_ROUND)
      throw new Error('a bet holds a provider round key');
    if (round.staked <= 0n) {
      if (earlier) await tx.client.query('DELETE FROM game_bets WHERE id = $1', [earlier.id]);
      return;
    }
    const now = this.deps.clock();
    const multiplier = (round.won * MULTIPLIER_SCALE) / round.staked;
    const status = round.closed ? 'settled' : 'open';
    let id: string;
    if (earlier) {
      id = earlier.id;
      await tx.client.query(
        `UPDATE game_bets SET amount = $2, payout = $3, multiplier = $4, status = $5,
                settled_at = CASE WHEN $5 = 'settled' THEN coalesce(settled_at, $6) END
         WHERE id = $1`,
        [id, round.staked.toString(), round.won.toString(), multiplier.toString(), status, now],
      );
    } else {
      const inserted = await tx.client.query<{ id: string }>(
        `INSERT INTO game_bets (user_id, player_label, game_id, currency, amount, payout, multiplier, params, outcome,
                                status, idempotency_key, request_hash, created_at, settled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, '{}', $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          userId,
          playerLabel(round.player),
          round.gameId,
          round.currency,
          round.staked.toString(),
          round.won.toString(),
          multiplier.toString(),
          JSON.stringify({ roundId: round.roundId }),
          status,
          round.key,
          PROVIDER_ROUND,
          now,
          round.closed ? now : null,
        ],
      );
      id = (inserted.rows[0] as { id: string }).id;
    }
    if (round.closed && earlier?.status !== 'settled') {
      const bet = await this.deps.bets.loadBet(tx.client, BigInt(id));
      tx.afterCommit(() => this.deps.bets.announce(bet));
    }
  }
}
