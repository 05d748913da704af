import { type BetResult, formatMajor, IllegalActionError, payoutFor, splitStake } from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../../db/tx.ts';
import { AppError, notFound, validationFailed } from '../../../http/errors.ts';
import type { Player } from '../../auth/index.ts';
import type { PlayGuard } from '../../protection/index.ts';
import type { Wallet } from '../../wallet/index.ts';
import { type BetRecord, betView, findBets } from '../bet-records.ts';
import type { BetRequest, BetsService } from '../bets.service.ts';
import { blackjackEngine } from '../engines/blackjack.ts';
import { coinflipEngine } from '../engines/coinflip.ts';
import { hiloEngine } from '../engines/hilo.ts';
import { fairFloats } from '../fair-floats.ts';
import type { FairnessService } from '../fairness.service.ts';
import type { SteppedEngine, SteppedGameId } from './stepped-engine.ts';

// biome-ignore lint/suspicious/noExplicitAny: engines with their own params, states and actions; each parses its own.
type AnySteppedEngine = SteppedEngine<any, any, any>;

export const steppedEngines: Record<SteppedGameId, AnySteppedEngine> = {
  coinflip: coinflipEngine,
  hilo: hiloEngine,
  blackjack: blackjackEngine,
};

/** What the bet row keeps server-side while the round is open. */
interface RoundState {
  /** The first stake, minor units: doubles, splits and insurance are counted in it. */
  base: string;
  game: unknown;
  /** The last decision applied, so the same decision sent again (a lost answer) replays the round. */
  last: unknown;
}

/** A decision as the route passes it: the step it was made at, and the game's own fields. */
export interface SteppedDecision {
  step: number;
  action: Record<string, unknown>;
}

/** Decisions are flat objects; jsonb stores their keys in its own order, so compare key by key. */
const flat = (value: unknown) =>
  JSON.stringify(
    Object.entries((value ?? {}) as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
  );
const sameAction = (a: unknown, b: unknown) => a !== null && b !== null && flat(a) === flat(b);

/**
 * Rounds of coin flip, hi-lo and blackjack: one open round per player per game, kept in the bet row
 * (`state`, server-only; `outcome`, what the player sees), so a reload or another tab continues it. Every
 * decision is checked against the rules under the round's row lock. The stake is taken when the round
 * starts (`bet:{id}:stake`), each extra stake (double, split, insurance) at its decision
 * (`bet:{id}:stake:{step}`), the payout once the round ends (`bet:{id}:payout`).
 */
export class SteppedService {
  constructor(
    private readonly deps: {
      pool: pg.Pool;
      bets: BetsService;
      fairness: FairnessService;
      wallet: Wallet;
      guard: PlayGuard;
    },
  ) {}

  private engine(gameId: string) {
    const engine = steppedEngines[gameId as SteppedGameId];
    if (!engine) throw notFound();
    return engine;
  }

  async start(request: BetRequest): Promise<BetResult> {
    const { bets, fairness } = this.deps;
    const engine = this.engine(request.gameId);
    const intake = await bets.intake(request, engine.params, (p) => engine.maxMultiplier(p));
    const { player } = request;
    const bet = await withTx(this.deps.pool, async (tx) => {
      const seeds = await fairness.lockForBet(tx, player.id);
      const earlier = await bets.replayed(tx.client, player.id, request.idempotencyKey, intake.requestHash);
      if (earlier) return earlier;
      if (await this.openRound(tx.client, player.id, engine.id)) throw new AppError(409, 'round_open');
      await fairness.consumeNonce(tx, seeds);
      const game = engine.start(intake.params, fairFloats(seeds, engine.floatsNeeded));
      const id = await bets.openBet(tx, {
        player,
        gameId: engine.id,
        stake: intake.stake,
        params: intake.params,
        requestHash: intake.requestHash,
        idempotencyKey: request.idempotencyKey,
        status: 'open',
        seedId: seeds.seedId,
        nonce: seeds.nonce,
        outcome: engine.view(game),
        state: { base: intake.stake.toString(), game, last: null } satisfies RoundState,
      });
      const opened = await bets.loadBet(tx.client, id);
      // A blackjack dealt (the player's or the dealer's) ends the round at once.
      if (engine.done(game)) await this.finish(tx, engine, opened, game, intake.stake);
      const placed = await bets.loadBet(tx.client, id);
      tx.afterCommit(() => bets.announce(placed));
      return placed;
    });
    return bets.result(player, bet);
  }

  private async openRound(
    db: pg.Pool | pg.PoolClient,
    userId: bigint,
    gameId: SteppedGameId,
    lock = false,
  ): Promise<BetRecord | undefined> {
    const [bet] = await findBets(
      db,
      `WHERE b.user_id = $1 AND b.game_id = $2 AND b.status = 'open'${lock ? ' FOR UPDATE OF b' : ''}`,
      [userId.toString(), gameId],
    );
    return bet;
  }

  /** GET /api/v1/games/{id}/round: the player's open round of the game, or null. */
  async current(player: Player, gameId: string) {
    const engine = this.engine(gameId);
    const bet = await this.openRound(this.deps.pool, player.id, engine.id);
    return { bet: bet ? betView(bet) : null };
  }

  /**
   * POST /api/v1/games/{id}/round/action: one decision on the open round. 409 no_open_round without one;
   * 409 conflict when `step` is not the round's (another tab moved it on), except the last decision sent
   * again, which answers the round as it is; 400 illegal_action (params reason) for a decision the rules
   * refuse now; 400 payout_too_large past the max payout; 400 insufficient_balance for an extra stake the
   * balance cannot cover.
   */
  async act(player: Player, gameId: string, decision: SteppedDecision): Promise<BetResult> {
    const engine = this.engine(gameId);
    const parsed = engine.action.safeParse(decision.action);
    if (!parsed.success) {
      throw validationFailed(
        parsed.error.issues.map((issue) => ({
          field: issue.path.join('.') || 'action',
          message: 'Validation.invalid_format',
        })),
      );
    }
    const action = parsed.data;
    const { bets } = this.deps;
    const bet = await withTx(this.deps.pool, async (tx) => {
      const open = await this.openRound(tx.client, player.id, engine.id, true);
      if (!open) throw new AppError(409, 'no_open_round');
      const round = open.state as unknown as RoundState;
      const step = engine.step(round.game);
      if (decision.step !== step) {
        if (decision.step === step - 1 && sameAction(round.last, action)) return open;
        throw new AppError(409, 'conflict');
      }
      const base = BigInt(round.base);
      const refused = engine.refuse?.(round.game, action, base);
      if (refused) throw new AppError(400, 'illegal_action', { reason: refused });
      const reach = engine.reachIfWon?.(round.game, action);
      const { maxPayout, precision, currency } = bets.limitsFor(open.currency);
      if (reach != null && payoutFor(base, reach) > maxPayout) {
        throw new AppError(400, 'payout_too_large', { amount: formatMajor(maxPayout, precision), currency });
      }
      let game: unknown;
      try {
        game = engine.act(round.game, action);
      } catch (error) {
        if (error instanceof IllegalActionError)
          throw new AppError(400, 'illegal_action', { reason: error.reason });
        throw error;
      }
      const extra = engine.stake(game, base) - engine.stake(round.game, base);
      const staked = extra > 0n ? await this.takeExtraStake(tx, player, open, extra, step + 1) : open;
      if (engine.done(game)) {
        await this.finish(tx, engine, staked, game, base);
      } else {
        await tx.client.query('UPDATE game_bets SET outcome = $2, state = $3 WHERE id = $1', [
          open.id.toString(),
          JSON.stringify(engine.view(game)),
          JSON.stringify({ base: round.base, game, last: action } satisfies RoundState),
        ]);
      }
      const updated = await bets.loadBet(tx.client, open.id);
      tx.afterCommit(() => bets.announce(updated));
      return updated;
    });
    return bets.result(player, bet);
  }

  private async finish(tx: Tx, engine: AnySteppedEngine, bet: BetRecord, game: unknown, base: bigint) {
    const { payout, multiplier } = engine.result(game, base);
    await this.deps.bets.settleBet(tx, bet, { multiplier, payout, outcome: engine.view(game) });
  }

  /**
   * A double's, split's or insurance's stake: main money first, then bonus money (decision 013), one
   * transfer keyed by the bet and the decision's step, and the bet's amount grows by it.
   */
  private async takeExtraStake(
    tx: Tx,
    player: Player,
    bet: BetRecord,
    extra: bigint,
    step: number,
  ): Promise<BetRecord> {
    await this.deps.guard.checkStake(tx, player, extra);
    const { rows } = await tx.client.query<{ name: 'main' | 'bonus'; balance: string }>(
      `SELECT name, balance FROM ledger_accounts
        WHERE kind = 'player' AND user_id = $1 AND currency = $2 AND name IN ('main', 'bonus')`,
      [player.id.toString(), bet.currency],
    );
    const balance = (name: 'main' | 'bonus') => BigInt(rows.find((row) => row.name === name)?.balance ?? 0);
    const split = splitStake(extra, balance('main'), balance('bonus'));
    if (!split) throw new AppError(400, 'insufficient_balance');
    const account = (name: 'main' | 'bonus') => ({ userId: bet.userId, name, currency: bet.currency });
    await this.deps.wallet.ledger.transfer(
      {
        idempotencyKey: `bet:${bet.id}:stake:${step}`,
        kind: 'bet_stake',
        entries: [
          ...(split.main > 0n ? [{ account: account('main'), amount: -split.main }] : []),
          ...(split.bonus > 0n ? [{ account: account('bonus'), amount: -split.bonus }] : []),
          { account: { house: 'game_bank' as const, currency: bet.currency }, amount: extra },
        ],
        metadata: { betId: bet.id.toString(), step },
      },
      tx,
    );
    await tx.client.query(
      'UPDATE game_bets SET amount = amount + $2, stake_bonus = stake_bonus + $3 WHERE id = $1',
      [bet.id.toString(), extra.toString(), split.bonus.toString()],
    );
    return { ...bet, amount: bet.amount + extra, stakeBonus: bet.stakeBonus + split.bonus };
  }
}
