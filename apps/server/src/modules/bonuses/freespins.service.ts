import { createHash } from 'node:crypto';
import { type FreeSpinResult, type FreeSpinsView, freeSpinCredit } from '@casino/shared';
import type pg from 'pg';
import { withTx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';
import type { Player } from '../auth/index.ts';
import type { BetRecord, BetsService } from '../games/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { titleOf } from './catalogue.ts';
import type { OffersService } from './offers.service.ts';

export interface FreeSpinsDeps {
  pool: pg.Pool;
  wallet: Wallet;
  clock: () => Date;
  offers: Pick<OffersService, 'termsOf'>;
  games: Pick<BetsService, 'playHouseFunded' | 'replayed' | 'result' | 'playable' | 'announce'>;
}

interface SpinsRow {
  id: string;
  title: string;
  titles: Record<string, string> | null;
  bonus_id: string | null;
  freespins_left: number;
  freespins_amount: string;
  freespins_won: string;
  freespins_max_win: string | null;
  wager_freespins: number;
  expires_at: Date;
}

/** The player's active bonus with free spins left on `gameId` (the oldest first). */
const SPINS_OF = `FROM player_bonuses pb
  WHERE pb.user_id = $1 AND pb.freespins_game_id = $2 AND pb.currency = $3 AND pb.status = 'active'
    AND pb.freespins_left > 0 AND pb.expires_at > $4`;

/**
 * Bonus free spins (decision 013): real spins of the bonus's slot machine with the player's seed pair and
 * next nonce, each at the bonus's stake. The house pays the stake (`bonus_cost`); the winnings, up to the
 * spins' cap, are bonus money in the player's `bonus` account and count towards the bonus's wagering at
 * wagerFreespins. A spin is one transaction: the bonus row's guarded decrement, the bet and its transfers.
 */
export class FreeSpinsService {
  constructor(private readonly deps: FreeSpinsDeps) {}

  /**
   * The spins the player has on `gameId`; with `spunOf`, that bonus's even when none are left (the answer
   * to its last spin says what they won in all).
   */
  async view(player: Player, gameId: string, spunOf?: bigint): Promise<FreeSpinsView | null> {
    const db = this.deps.pool;
    const { rows } = await db.query<SpinsRow>(
      `SELECT pb.id, pb.title, b.titles, pb.bonus_id, pb.freespins_left, pb.freespins_amount, pb.freespins_won,
              pb.freespins_max_win, pb.wager_freespins, pb.expires_at
       FROM player_bonuses pb LEFT JOIN bonuses b ON b.id = pb.bonus_id
       WHERE pb.user_id = $1
         AND pb.id = coalesce($5::bigint, (SELECT pb.id ${SPINS_OF} ORDER BY pb.id LIMIT 1))`,
      [player.id.toString(), gameId, player.currency, this.deps.clock(), spunOf?.toString() ?? null],
    );
    const row = rows[0];
    if (!row) return null;
    const terms = await this.deps.offers.termsOf(player, db);
    return {
      bonusId: row.bonus_id,
      title: row.titles ? titleOf({ titles: row.titles }, player.language) || row.title : row.title,
      gameId,
      left: row.freespins_left,
      stake: terms.money(BigInt(row.freespins_amount)),
      won: terms.money(BigInt(row.freespins_won)),
      maxWin: row.freespins_max_win === null ? null : terms.money(BigInt(row.freespins_max_win)),
      wagerFreespins: row.wager_freespins,
      expiresAt: row.expires_at.toISOString(),
    };
  }

  /**
   * Plays one free spin of `gameId`. The Idempotency-Key is the bet's: a replay answers the spin it played
   * and spends nothing. `no_freespins` when none is left on that game.
   */
  async spin(
    player: Player,
    gameId: string,
    audience: Parameters<BetsService['playable']>[1],
    idempotencyKey: string,
  ): Promise<FreeSpinResult> {
    const { games, pool } = this.deps;
    const requestHash = createHash('sha256')
      .update(JSON.stringify(['freespin', gameId]))
      .digest('hex');
    const earlier = await games.replayed(pool, player.id, idempotencyKey, requestHash);
    if (earlier) return this.answer(player, earlier);
    await games.playable(gameId, audience);
    const bet = await withTx(pool, async (tx) => {
      // The row lock serialises a player's spins of one bonus; the guard re-checks after the wait.
      const { rows } = await tx.client.query<{
        id: string;
        freespins_amount: string;
        freespins_won: string;
        freespins_max_win: string | null;
      }>(
        `UPDATE player_bonuses SET freespins_left = freespins_left - 1
         WHERE id = (SELECT pb.id ${SPINS_OF} ORDER BY pb.id LIMIT 1 FOR UPDATE)
           AND status = 'active' AND freespins_left > 0
         RETURNING id, freespins_amount, freespins_won, freespins_max_win`,
        [player.id.toString(), gameId, player.currency, this.deps.clock()],
      );
      const spins = rows[0];
      if (!spins) throw new AppError(400, 'no_freespins');
      const cap = spins.freespins_max_win === null ? null : BigInt(spins.freespins_max_win);
      const won = BigInt(spins.freespins_won);
      const played = await games.playHouseFunded(tx, {
        player,
        gameId,
        stake: BigInt(spins.freespins_amount),
        idempotencyKey,
        requestHash,
        freeSpinOf: BigInt(spins.id),
        stakeFrom: { house: 'bonus_cost', currency: player.currency },
        payoutTo: { userId: player.id, name: 'bonus', currency: player.currency },
        credit: (payout) => freeSpinCredit(payout, cap, won),
      });
      if (played.credited > 0n) {
        await tx.client.query('UPDATE player_bonuses SET freespins_won = freespins_won + $2 WHERE id = $1', [
          spins.id,
          played.credited.toString(),
        ]);
      }
      return { ...played.bet, spunOf: BigInt(spins.id) };
    }).catch(async (error) => {
      // The same key raced itself: the other request placed the spin.
      const e = error as { code?: string; constraint?: string };
      if (e.code !== '23505' || e.constraint !== 'game_bets_idempotency_uq') throw error;
      const placed = await games.replayed(pool, player.id, idempotencyKey, requestHash);
      if (!placed) throw new AppError(409, 'conflict');
      return placed;
    });
    void games.announce(bet);
    const result = await this.answer(player, bet, 'spunOf' in bet ? bet.spunOf : undefined);
    this.deps.wallet.announceBalance(player, result.balance);
    return result;
  }

  private async answer(player: Player, bet: BetRecord, spunOf?: bigint): Promise<FreeSpinResult> {
    const [result, freespins] = await Promise.all([
      this.deps.games.result(player, bet),
      this.view(player, bet.gameId, spunOf),
    ]);
    return { ...result, freespins };
  }
}
