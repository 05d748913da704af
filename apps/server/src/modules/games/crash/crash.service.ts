import {
  type BetResult,
  CRASH_BETTING_MS,
  CRASH_COOLDOWN_MS,
  type CrashParams,
  type CrashState,
  crashMultiplierAt,
  crashParams,
  fromHundredths,
  newServerSeed,
  payoutFor,
} from '@casino/shared';
import type pg from 'pg';
import { withTx } from '../../../db/tx.ts';
import { AppError } from '../../../http/errors.ts';
import type { Player } from '../../auth/index.ts';
import type { BetRecord } from '../bet-records.ts';
import type { BetRequest, BetsService } from '../bets.service.ts';
import {
  autoCashoutHundredths,
  CRASH_MIN_CASHOUT,
  cashOutWins,
  crashTarget,
  hasCrashed,
} from '../engines/crash.ts';
import type { CrashBets } from '../games.routes.ts';
import { latestCrashBet, writeCashOut } from './crash-cashout.ts';
import {
  type CrashRound,
  currentCommitment,
  latestRound,
  liveRound,
  lockRound,
  markCrashed,
  markRunning,
  openNextRound,
  recentCrashed,
  roundView,
} from './crash-rounds.ts';
import {
  anyDue,
  betTarget,
  type CrashSettlement,
  lockOpenBets,
  playerBet,
  roundBets,
} from './crash-settlement.ts';

/** Crashed rounds the state shows (the web's history strip holds 20). */
const HISTORY = 20;
/** Bets listed in the state; the stream's `bet` events carry the rest. */
const STATE_BETS = 500;

export interface CrashDeps {
  pool: pg.Pool;
  bets: BetsService;
  settlement: CrashSettlement;
  clock: () => Date;
  /** Links per new chain (tests use short chains to see one run out). */
  chainLength?: number;
}

/**
 * Crash: one shared round at a time. Players bet while it is `betting` and cash out while it is `running`;
 * the round's phases are moved by `CrashDriver` (one leader across server copies) through the step methods
 * below. Every step is a conditional transition under the round's row lock, so even two drivers at once
 * could not play a round twice, crash it twice or settle a bet twice.
 *
 * The cash-out race (docs/decisions/004-crash-cash-out-race.md): a cash-out and the crash are decided under
 * the round's row lock (SELECT … FOR UPDATE) by the server clock at that moment. A manual cash-out at
 * m = crashMultiplierAt(now − started_at) wins iff the round is still `running` and m ≤ crash point
 * (`cashOutWins`); the driver crashes the round exactly when m > crash point (`hasCrashed`, the complement)
 * under the same lock. An auto cash-out at T wins iff T ≤ crash point, so a cash-out exactly at the crash
 * point wins whichever way it is made, and auto cash-outs have an RTP of exactly 0.99.
 */
export class CrashService implements CrashBets {
  constructor(private readonly deps: CrashDeps) {}

  /**
   * POST /api/v1/games/crash/bets: only while the live round is betting and its betting time has not ended.
   * The stake is debited at once. Without an auto cash-out the bet cashes out by itself where its payout
   * reaches the max payout per bet (`crashTarget`), so placement checks the payout cap only at 1.01×.
   */
  async placeBet(request: BetRequest): Promise<BetResult> {
    const { bets, settlement } = this.deps;
    const intake = await bets.intake<CrashParams>(request, crashParams, (p) =>
      fromHundredths(autoCashoutHundredths(p.autoCashout) ?? CRASH_MIN_CASHOUT),
    );
    const { player } = request;
    const autoCashout = autoCashoutHundredths(intake.params.autoCashout);
    // The cash-out's accounts, looked up (and remembered) now: the cash-out itself is two round trips.
    await bets.betAccounts(player);
    const place = () =>
      withTx(this.deps.pool, async (tx) => {
        const earlier = await bets.replayed(tx.client, player.id, request.idempotencyKey, intake.requestHash);
        if (earlier) return earlier;
        // FOR SHARE: bets go in side by side, and the start (an UPDATE) waits for those already in.
        const round = await liveRound(tx.client, 'FOR SHARE');
        const now = this.deps.clock();
        if (round?.status !== 'betting' || now >= round.bettingEndsAt) {
          throw new AppError(409, 'round_not_betting');
        }
        const id = await bets.openBet(tx, {
          player,
          gameId: 'crash',
          stake: intake.stake,
          params: intake.params,
          requestHash: intake.requestHash,
          idempotencyKey: request.idempotencyKey,
          status: 'open',
          crashRoundId: round.id,
          outcome: { roundId: round.id.toString(), autoCashout, cashedOutAt: null },
          state: { ...crashTarget(autoCashout, intake.stake, intake.limits.maxPayout) },
        });
        const placed = await bets.loadBet(tx.client, id);
        tx.afterCommit(() =>
          settlement.publish({ type: 'bet', roundId: round.id.toString(), bet: playerBet(placed) }),
        );
        return placed;
      });
    const bet = await place().catch(async (error: unknown) => {
      const e = error as { code?: string; constraint?: string };
      if (e.code !== '23505') throw error;
      if (e.constraint === 'game_bets_idempotency_uq') {
        // The same key raced itself: the first one won, and this one answers as its replay.
        const earlier = await bets.replayed(
          this.deps.pool,
          player.id,
          request.idempotencyKey,
          intake.requestHash,
        );
        if (earlier) return earlier;
      }
      // One bet per player per round.
      if (e.constraint === 'game_bets_one_per_crash_round_uq') throw new AppError(409, 'conflict');
      throw error;
    });
    return bets.result(player, bet);
  }

  /**
   * POST /api/v1/games/crash/cashout: 409 no_open_round without an open bet in a running round, 409
   * round_over once the round has crashed, by the driver or by the clock (the driver settles it soon after).
   * Two round trips: the newest bet and its round, read without locks; then one statement that settles and
   * pays it only if the round is still running (crash-cashout.ts).
   */
  async cashOut(player: Player): Promise<BetResult> {
    const { bets, settlement } = this.deps;
    const latest = await latestCrashBet(this.deps.pool, player.id);
    if (!latest) throw new AppError(409, 'no_open_round');
    const { bet, round } = latest;
    const now = this.deps.clock();
    const elapsed = round.startedAt ? now.getTime() - round.startedAt.getTime() : 0;
    if (round.status === 'crashed' || (round.status === 'running' && hasCrashed(elapsed, round.crashPoint))) {
      throw new AppError(409, 'round_over');
    }
    if (round.status !== 'running' || bet.status !== 'open') throw new AppError(409, 'no_open_round');
    const m = crashMultiplierAt(elapsed);
    // The driver is a tick behind: the bet's own target has been passed already, and that is where it cashes out.
    const target = betTarget(bet);
    const [at, by] = target && target.target <= m ? [target.target, target.by] : [m, 'player' as const];
    // Cashing out at 1.00× would be a free bet (wagering at no risk); the curve shows 1.01× after 166 ms.
    if (by === 'player' && m < CRASH_MIN_CASHOUT) throw new AppError(409, 'conflict', { minCashout: '1.01' });
    if (by === 'player' && !cashOutWins(m, round.crashPoint)) throw new AppError(409, 'round_over');
    const multiplier = fromHundredths(at);
    const written = await writeCashOut(this.deps.pool, {
      betId: bet.id,
      roundId: round.id,
      multiplier,
      payout: payoutFor(bet.amount, multiplier),
      outcome: { ...bet.outcome, cashedOutAt: at, by },
      settledAt: now,
      ...(await bets.betAccounts(player)),
    });
    if (written.kind === 'round_over') throw new AppError(409, 'round_over');
    if (written.kind === 'not_open') throw new AppError(409, 'no_open_round');
    settlement.publish({ type: 'cashout', roundId: round.id.toString(), bet: playerBet(written.bet) });
    return bets.settledResult(player, written.bet, written.main, written.bonus);
  }

  /** GET /api/v1/games/crash/state: the live round (else the last one), the commitment, history, bets. */
  async state(): Promise<CrashState> {
    const { pool } = this.deps;
    const round = (await liveRound(pool)) ?? (await latestRound(pool));
    const [commitment, history, bets] = await Promise.all([
      currentCommitment(pool),
      recentCrashed(pool, HISTORY),
      round ? roundBets(pool, round.id, STATE_BETS) : Promise.resolve([]),
    ]);
    return {
      round: round ? roundView(round) : null,
      serverTime: this.deps.clock().toISOString(),
      commitment,
      history,
      bets: bets.map(playerBet),
    };
  }

  // Round steps, run by the driver. Each checks its precondition again under the lock it takes.

  /** Opens the next round once none is live and the cooldown after the last crash is over. */
  async openRound(now: Date): Promise<CrashRound | undefined> {
    const { settlement } = this.deps;
    return withTx(this.deps.pool, async (tx) => {
      const round = await openNextRound(tx, {
        now,
        bettingMs: CRASH_BETTING_MS,
        cooldownMs: CRASH_COOLDOWN_MS,
        chainLength: this.deps.chainLength,
        newSeed: newServerSeed,
      });
      if (round) tx.afterCommit(() => settlement.publish({ type: 'betting', round: roundView(round) }));
      return round;
    }).catch((error: unknown) => {
      // Another copy opened it first (the one-live-round index): nothing to do.
      if ((error as { code?: string }).code === '23505') return undefined;
      throw error;
    });
  }

  /** Betting → running once betting has ended; the multiplier starts at 1.00× now. */
  async startRound(round: CrashRound, now: Date): Promise<CrashRound | undefined> {
    const { settlement } = this.deps;
    return withTx(this.deps.pool, async (tx) => {
      const running = await markRunning(tx, round.id, now);
      if (running) tx.afterCommit(() => settlement.publish({ type: 'running', round: roundView(running) }));
      return running;
    });
  }

  /** Settles the auto cash-outs whose target the multiplier has reached at `now`. */
  async settleDue(round: CrashRound, now: Date): Promise<void> {
    if (!round.startedAt) return;
    // Safe with a stale `now`: a target T ≤ crash point wins whenever it is settled.
    const m = crashMultiplierAt(now.getTime() - round.startedAt.getTime());
    if (!(await anyDue(this.deps.pool, round.id, m))) return;
    await withTx(this.deps.pool, async (tx) => {
      const locked = await lockRound(tx, round.id);
      if (locked?.status !== 'running') return;
      for (const bet of await lockOpenBets(tx, round.id, m)) {
        const target = betTarget(bet);
        if (target && cashOutWins(target.target, locked.crashPoint)) {
          await this.deps.settlement.cashOut(tx, locked, bet, target.target, target.by);
        }
      }
    });
  }

  /**
   * Ends the round once the clock says so (`hasCrashed`): reveals hash and crash point, pays the auto
   * cash-outs at or below the crash point their target, and settles every other open bet as a loss.
   */
  async crashRound(round: CrashRound): Promise<CrashRound | undefined> {
    const { settlement } = this.deps;
    return withTx(this.deps.pool, async (tx) => {
      const locked = await lockRound(tx, round.id);
      // The clock is read under the lock, as a cash-out reads it: whoever holds the lock decides at its now.
      const now = this.deps.clock();
      if (locked?.status !== 'running' || !locked.startedAt) return undefined;
      if (!hasCrashed(now.getTime() - locked.startedAt.getTime(), locked.crashPoint)) return undefined;
      const crashed = await markCrashed(tx, locked.id, now);
      if (!crashed) return undefined;
      const lost: BetRecord[] = [];
      for (const bet of await lockOpenBets(tx, crashed.id)) {
        const target = betTarget(bet);
        if (target && cashOutWins(target.target, crashed.crashPoint)) {
          await settlement.cashOut(tx, crashed, bet, target.target, target.by);
        } else {
          lost.push(bet);
        }
      }
      await settlement.lose(tx, crashed, lost);
      // After the late winners' cashout events queued above, so they land in the round they belong to.
      tx.afterCommit(() => settlement.publish({ type: 'crashed', round: roundView(crashed) }));
      return crashed;
    });
  }
}
