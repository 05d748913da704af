import {
  type BetResult,
  formatMultiplier,
  MINES_TILES,
  type MinesParams,
  minesParams,
  payoutFor,
} from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import type { Player } from '../auth/index.ts';
import { type BetRecord, betView, findBets } from './bet-records.ts';
import type { BetRequest, BetsService } from './bets.service.ts';
import { MINES_FLOATS_NEEDED, minesBoard, minesMaxMultiplier, minesMultiplier } from './engines/index.ts';
import { fairFloats } from './fair-floats.ts';
import type { FairnessService } from './fairness.service.ts';

interface MinesState {
  minePositions: number[];
}

/** What the player sees of a round; mine positions only once it is over. */
function roundOutcome(mines: number, revealed: number[], extra: Record<string, unknown> = {}) {
  const safeLeft = MINES_TILES - mines - revealed.length;
  return {
    mines,
    revealed,
    multiplier: formatMultiplier(revealed.length ? minesMultiplier(mines, revealed.length) : 0n),
    nextMultiplier: safeLeft > 0 ? formatMultiplier(minesMultiplier(mines, revealed.length + 1)) : null,
    ...extra,
  };
}

/**
 * Mines rounds (start → reveal tiles → cash out, or hit a mine) kept on the server: the board is drawn from
 * the seed pair when the round starts, so a reload or a second tab continues the same round.
 */
export class MinesService {
  constructor(private readonly deps: { pool: pg.Pool; bets: BetsService; fairness: FairnessService }) {}

  async start(request: BetRequest): Promise<BetResult> {
    const { bets, fairness } = this.deps;
    const intake = await bets.intake<MinesParams>(request, minesParams, (p) => minesMaxMultiplier(p.mines));
    const { player } = request;
    const bet = await withTx(this.deps.pool, async (tx) => {
      const seeds = await fairness.lockForBet(tx, player.id);
      const earlier = await bets.replayed(tx.client, player.id, request.idempotencyKey, intake.requestHash);
      if (earlier) return earlier;
      if (await this.openRound(tx.client, player.id)) throw new AppError(409, 'round_open');
      await fairness.consumeNonce(tx, seeds);
      const minePositions = minesBoard(fairFloats(seeds, MINES_FLOATS_NEEDED), intake.params.mines);
      const id = await bets.openBet(tx, {
        player,
        gameId: 'mines',
        stake: intake.stake,
        params: intake.params,
        requestHash: intake.requestHash,
        idempotencyKey: request.idempotencyKey,
        status: 'open',
        seedId: seeds.seedId,
        nonce: seeds.nonce,
        outcome: roundOutcome(intake.params.mines, []),
        state: { minePositions } satisfies MinesState,
      });
      return bets.loadBet(tx.client, id);
    });
    return bets.result(player, bet);
  }

  private async openRound(
    db: pg.Pool | pg.PoolClient,
    userId: bigint,
    lock = false,
  ): Promise<BetRecord | undefined> {
    const [bet] = await findBets(
      db,
      `WHERE b.user_id = $1 AND b.game_id = 'mines' AND b.status = 'open'${lock ? ' FOR UPDATE OF b' : ''}`,
      [userId.toString()],
    );
    return bet;
  }

  async current(player: Player) {
    const bet = await this.openRound(this.deps.pool, player.id);
    return { bet: bet ? betView(bet) : null };
  }

  async reveal(player: Player, tile: number): Promise<BetResult> {
    return this.step(player, async (tx, bet, mines, revealed, minePositions) => {
      if (revealed.includes(tile))
        throw validationFailed([{ field: 'tile', message: 'Validation.invalid_format' }]);
      if (minePositions.includes(tile)) {
        await this.deps.bets.settleBet(tx, bet, {
          multiplier: 0n,
          payout: 0n,
          outcome: { ...roundOutcome(mines, revealed), multiplier: '0', hit: tile, minePositions },
        });
        return;
      }
      const nowRevealed = [...revealed, tile];
      if (nowRevealed.length === MINES_TILES - mines) {
        // The last safe tile: nothing is left to risk, so the round cashes out.
        await this.cashOutIn(tx, bet, mines, nowRevealed, minePositions);
        return;
      }
      await tx.client.query('UPDATE game_bets SET outcome = $2 WHERE id = $1', [
        bet.id.toString(),
        JSON.stringify(roundOutcome(mines, nowRevealed)),
      ]);
    });
  }

  async cashOut(player: Player): Promise<BetResult> {
    return this.step(player, async (tx, bet, mines, revealed, minePositions) => {
      if (revealed.length === 0) throw validationFailed([{ field: 'tile', message: 'Validation.required' }]);
      await this.cashOutIn(tx, bet, mines, revealed, minePositions);
    });
  }

  private async cashOutIn(
    tx: Tx,
    bet: BetRecord,
    mines: number,
    revealed: number[],
    minePositions: number[],
  ) {
    const multiplier = minesMultiplier(mines, revealed.length);
    await this.deps.bets.settleBet(tx, bet, {
      multiplier,
      payout: payoutFor(bet.amount, multiplier),
      outcome: { ...roundOutcome(mines, revealed), minePositions },
    });
  }

  /** Runs one step on the player's open round under its row lock, then answers with the round and balance. */
  private async step(
    player: Player,
    apply: (
      tx: Tx,
      bet: BetRecord,
      mines: number,
      revealed: number[],
      minePositions: number[],
    ) => Promise<void>,
  ): Promise<BetResult> {
    const { bets } = this.deps;
    const bet = await withTx(this.deps.pool, async (tx) => {
      const open = await this.openRound(tx.client, player.id, true);
      if (!open) throw new AppError(409, 'no_open_round');
      const mines = Number(open.params.mines);
      const revealed = (open.outcome.revealed as number[] | undefined) ?? [];
      const minePositions = (open.state as MinesState | null)?.minePositions ?? [];
      await apply(tx, open, mines, revealed, minePositions);
      const updated = await bets.loadBet(tx.client, open.id);
      tx.afterCommit(() => bets.announce(updated));
      return updated;
    });
    return bets.result(player, bet);
  }
}
