import { createHash } from 'node:crypto';
import {
  type BetResult,
  formatMajor,
  LAST_BET_CHANNEL,
  type LastBet,
  parseMajor,
  payoutFor,
  splitStake,
} from '@casino/shared';
import type pg from 'pg';
import type { z } from 'zod';
import { type Tx, withTx } from '../../db/tx.ts';
import { toFieldError } from '../../http/error-handler.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import type { Player } from '../auth/index.ts';
import type { PlayGuard } from '../protection/index.ts';
import type { Publish } from '../realtime/index.ts';
import type { AccountRef, Wallet } from '../wallet/index.ts';
import {
  BET_SELECT,
  type BetRecord,
  betView,
  creditPayout,
  debitStake,
  findBets,
  playerLabel,
  precisionOf,
  toBetRecord,
} from './bet-records.ts';
import type { Audience, CatalogService } from './catalog.service.ts';
import type { InstantEngine } from './engines/types.ts';
import { fairFloats } from './fair-floats.ts';
import type { FairnessService } from './fairness.service.ts';
import { type InstantBetRow, InstantBetWriter } from './instant-bet-writer.ts';
import type { BetLimits } from './limits.ts';
import { PlayerQueue } from './player-queue.ts';

export interface BetsDeps {
  pool: pg.Pool;
  wallet: Wallet;
  fairness: FairnessService;
  catalog: CatalogService;
  limits: Map<string, BetLimits>;
  publish: Publish;
  engines: Record<string, InstantEngine>;
  clock: () => Date;
  /** Player protection: no play while excluded, no stake over the player's loss or wager limits. */
  guard: PlayGuard;
}

export interface BetRequest {
  player: Player;
  audience: Audience;
  gameId: string;
  amount: string;
  params: unknown;
  idempotencyKey: string;
}

/**
 * A bet the house pays for (a bonus free spin): its stake comes from a house account, its winnings go to a
 * player account, at most `credit(payout)` of them (the rest stays in the game bank).
 */
export interface HouseFundedBet {
  player: Player;
  gameId: string;
  stake: bigint;
  idempotencyKey: string;
  requestHash: string;
  /** The player bonus whose free spin this is. */
  freeSpinOf: bigint;
  stakeFrom: AccountRef;
  payoutTo: AccountRef;
  credit: (payout: bigint) => bigint;
}

/** A checked bet request: stake in minor units, parsed params, and the hash a replay must match. */
export interface BetIntake<P> {
  stake: bigint;
  params: P;
  requestHash: string;
  limits: BetLimits;
}

const LAST_BETS = 10;
/** Plays against a fresh nonce this often before telling the player to try again. */
const INSTANT_ATTEMPTS = 5;

/**
 * Bets of every game: intake checks (limits, params, availability), idempotent replays, the stake and payout
 * transfers in the bet's own transaction, history, and the live feed. Instant games settle here; mines and
 * crash build their rounds on the same pieces.
 */
export class BetsService {
  private readonly instantBets: InstantBetWriter;
  private readonly playerQueue = new PlayerQueue();

  constructor(private readonly deps: BetsDeps) {
    this.instantBets = new InstantBetWriter(deps.pool);
  }

  limitsFor(currency: string): BetLimits {
    const limits = this.deps.limits.get(currency);
    if (!limits) throw new AppError(400, 'error_currency_not_supported');
    return limits;
  }

  /** Checks amount (digits in the player's currency, within min/max), params and the max payout. */
  async intake<P>(
    request: BetRequest,
    schema: z.ZodType<P>,
    maxMultiplier: (params: P) => bigint,
  ): Promise<BetIntake<P>> {
    this.deps.guard.assertNotExcluded(request.player);
    await this.deps.catalog.playable(request.gameId, request.audience);
    const limits = this.limitsFor(request.player.currency);
    const stake = parseMajor(request.amount, limits.precision);
    if (stake === null || stake <= 0n) {
      throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);
    }
    const money = (minor: bigint) => ({
      amount: formatMajor(minor, limits.precision),
      currency: limits.currency,
    });
    if (stake < limits.minBet) throw new AppError(400, 'bet_too_small', money(limits.minBet));
    if (stake > limits.maxBet) throw new AppError(400, 'bet_too_large', money(limits.maxBet));
    const parsed = schema.safeParse(request.params);
    if (!parsed.success) {
      throw validationFailed(
        parsed.error.issues.flatMap((issue) =>
          toFieldError({
            keyword: issue.code,
            instancePath: `/params/${issue.path.join('/')}`.replace(/\/$/, ''),
            message: issue.message,
            params: 'keys' in issue ? { keys: issue.keys } : undefined,
          }),
        ),
      );
    }
    if (payoutFor(stake, maxMultiplier(parsed.data)) > limits.maxPayout) {
      throw new AppError(400, 'payout_too_large', money(limits.maxPayout));
    }
    const requestHash = createHash('sha256')
      .update(JSON.stringify([request.gameId, stake.toString(), parsed.data]))
      .digest('hex');
    return { stake, params: parsed.data, requestHash, limits };
  }

  /** The bet an Idempotency-Key already placed: the same request replays it, another one is a conflict. */
  async replayed(db: pg.Pool | pg.PoolClient, userId: bigint, key: string, requestHash: string) {
    // Cheap probe first: nearly every bet is new.
    const { rows } = await db.query<{ id: string; request_hash: string }>(
      'SELECT id, request_hash FROM game_bets WHERE user_id = $1 AND idempotency_key = $2',
      [userId.toString(), key],
    );
    const earlier = rows[0];
    if (!earlier) return undefined;
    if (earlier.request_hash !== requestHash) throw new AppError(409, 'conflict');
    return this.loadBet(db, BigInt(earlier.id));
  }

  /** Inserts the bet row and debits its stake, in the caller's transaction. */
  async openBet(
    tx: Tx,
    row: {
      player: Player;
      gameId: string;
      stake: bigint;
      params: unknown;
      requestHash: string;
      idempotencyKey: string;
      status: 'open' | 'settled';
      seedId?: bigint;
      nonce?: number;
      crashRoundId?: bigint;
      freeSpinOf?: bigint;
      multiplier?: bigint;
      payout?: bigint;
      outcome?: Record<string, unknown>;
      state?: Record<string, unknown>;
      createdAt?: Date;
    },
  ): Promise<bigint> {
    const now = row.createdAt ?? this.deps.clock();
    if (row.freeSpinOf === undefined) await this.deps.guard.checkStake(tx, row.player, row.stake);
    const stakeBonus = row.freeSpinOf === undefined ? await this.bonusStake(tx, row.player, row.stake) : 0n;
    const { rows } = await tx.client.query<{ id: string }>(
      `INSERT INTO game_bets (user_id, player_label, game_id, currency, amount, payout, multiplier, params, outcome,
                              state, status, seed_id, nonce, crash_round_id, idempotency_key, request_hash,
                              created_at, settled_at, free_spin_of, stake_bonus)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       RETURNING id`,
      [
        row.player.id.toString(),
        playerLabel(row.player),
        row.gameId,
        row.player.currency,
        row.stake.toString(),
        (row.payout ?? 0n).toString(),
        (row.multiplier ?? 0n).toString(),
        JSON.stringify(row.params),
        JSON.stringify(row.outcome ?? {}),
        row.state ? JSON.stringify(row.state) : null,
        row.status,
        row.seedId?.toString() ?? null,
        row.nonce ?? null,
        row.crashRoundId?.toString() ?? null,
        row.idempotencyKey,
        row.requestHash,
        now,
        row.status === 'settled' ? now : null,
        row.freeSpinOf?.toString() ?? null,
        stakeBonus.toString(),
      ],
    );
    const id = BigInt((rows[0] as { id: string }).id);
    if (row.freeSpinOf !== undefined) return id;
    await debitStake(this.deps.wallet.ledger, tx, {
      id,
      userId: row.player.id,
      currency: row.player.currency,
      amount: row.stake,
      stakeBonus,
    });
    return id;
  }

  /**
   * How much of a round's stake bonus money pays (decision 013: main money first), refusing a stake above
   * an active bonus's wagerMaxBet. Balances read without a lock: a concurrent bet that spent them first
   * makes the stake's transfer fail on the ledger's CHECK (insufficient_balance), never overdraw.
   */
  private async bonusStake(tx: Tx, player: Player, stake: bigint): Promise<bigint> {
    const { rows } = await tx.client.query<{
      max_bet: string | null;
      main: string | null;
      bonus: string | null;
    }>(
      `SELECT (SELECT min(wager_max_bet) FROM player_bonuses
                WHERE user_id = $1 AND currency = $2 AND status = 'active') AS max_bet,
              (SELECT balance FROM ledger_accounts
                WHERE kind = 'player' AND user_id = $1 AND name = 'main' AND currency = $2) AS main,
              (SELECT balance FROM ledger_accounts
                WHERE kind = 'player' AND user_id = $1 AND name = 'bonus' AND currency = $2) AS bonus`,
      [player.id.toString(), player.currency],
    );
    const row = rows[0];
    const maxBet = row?.max_bet == null ? null : BigInt(row.max_bet);
    if (maxBet !== null && stake > maxBet) {
      const { precision, currency } = this.limitsFor(player.currency);
      throw new AppError(400, 'bet_too_large', { amount: formatMajor(maxBet, precision), currency });
    }
    const split = splitStake(stake, BigInt(row?.main ?? 0), BigInt(row?.bonus ?? 0));
    return split?.bonus ?? 0n;
  }

  /**
   * Plays a house-funded bet (a bonus free spin) of an instant game inside the caller's transaction, with
   * the player's next nonce like any bet: the stake moves from `stakeFrom` to the game bank, and what it
   * credits from the bank to `payoutTo`. The bet records the credited payout; a cut is noted in its outcome.
   */
  async playHouseFunded(tx: Tx, spin: HouseFundedBet): Promise<{ bet: BetRecord; credited: bigint }> {
    const engine = this.deps.engines[spin.gameId];
    if (!engine) throw notFound();
    const { player } = spin;
    this.deps.guard.assertNotExcluded(player);
    const seeds = await this.deps.fairness.lockForBet(tx, player.id);
    await this.deps.fairness.consumeNonce(tx, seeds);
    const params = engine.params.parse(engine.defaultParams) as Record<string, unknown>;
    const played = engine.play(params, fairFloats(seeds, engine.floatsNeeded(params)));
    const payout = payoutFor(spin.stake, played.multiplier);
    const credited = spin.credit(payout);
    const outcome = {
      ...played.outcome,
      freeSpin: true,
      ...(credited < payout ? { cappedFrom: payout.toString() } : {}),
    };
    const id = await this.openBet(tx, {
      player,
      gameId: spin.gameId,
      stake: spin.stake,
      params,
      requestHash: spin.requestHash,
      idempotencyKey: spin.idempotencyKey,
      status: 'settled',
      seedId: seeds.seedId,
      nonce: seeds.nonce,
      freeSpinOf: spin.freeSpinOf,
      multiplier: played.multiplier,
      payout: credited,
      outcome,
    });
    const { ledger } = this.deps.wallet;
    const bank = { house: 'game_bank' as const, currency: player.currency };
    const metadata = { betId: id.toString(), freeSpinOf: spin.freeSpinOf.toString() };
    await ledger.transfer(
      {
        idempotencyKey: `bet:${id}:stake`,
        kind: 'bet_stake',
        entries: [
          { account: spin.stakeFrom, amount: -spin.stake },
          { account: bank, amount: spin.stake },
        ],
        metadata,
      },
      tx,
    );
    if (credited > 0n) {
      await ledger.transfer(
        {
          idempotencyKey: `bet:${id}:payout`,
          kind: 'bet_payout',
          entries: [
            { account: bank, amount: -credited },
            { account: spin.payoutTo, amount: credited },
          ],
          metadata,
        },
        tx,
      );
    }
    return { bet: await this.loadBet(tx.client, id), credited };
  }

  /** Settles an open bet: result fields, then the payout (none for a loss), in the caller's transaction. */
  async settleBet(
    tx: Tx,
    bet: Pick<BetRecord, 'id' | 'userId' | 'currency' | 'amount' | 'stakeBonus'>,
    result: { multiplier: bigint; payout: bigint; outcome: Record<string, unknown> },
  ): Promise<void> {
    await tx.client.query(
      `UPDATE game_bets SET status = 'settled', multiplier = $2, payout = $3, outcome = $4, state = NULL,
              settled_at = $5 WHERE id = $1`,
      [
        bet.id.toString(),
        result.multiplier.toString(),
        result.payout.toString(),
        JSON.stringify(result.outcome),
        this.deps.clock(),
      ],
    );
    await creditPayout(this.deps.wallet.ledger, tx, bet, result.payout);
  }

  async loadBet(db: pg.Pool | pg.PoolClient, id: bigint): Promise<BetRecord> {
    const [bet] = await findBets(db, 'WHERE b.id = $1', [id.toString()]);
    if (!bet) throw notFound();
    return bet;
  }

  /**
   * A bet's accounts in the player's currency (ids cached by the ledger): the player's main and bonus money
   * (decision 013), the game bank, and the house's bonus account (a round's bonus payout once its bonus ended).
   */
  async betAccounts(
    player: Player,
  ): Promise<{ accountId: bigint; bonusAccountId: bigint; bankId: bigint; bonusCostId: bigint }> {
    const { ledger } = this.deps.wallet;
    const { id: userId, currency } = player;
    return {
      accountId: await ledger.accountId({ userId, name: 'main', currency }),
      bonusAccountId: await ledger.accountId({ userId, name: 'bonus', currency }),
      bankId: await ledger.accountId({ house: 'game_bank', currency }),
      bonusCostId: await ledger.accountId({ house: 'bonus_cost', currency }),
    };
  }

  /**
   * The answer to a bet a single statement settled, with the balances that statement returned (no read
   * after it); the balance and the live-bets record go out.
   */
  async settledResult(player: Player, bet: BetRecord, main: bigint, bonus: bigint): Promise<BetResult> {
    const balance = await this.deps.wallet.balances.balanceFrom(player, main, bonus);
    this.deps.wallet.announceBalance(player, balance);
    void this.announce(bet);
    return { bet: betView(bet), balance };
  }

  /** Whether the game may be played here now (catalog availability, the region's and currency's lists). */
  playable(gameId: string, audience: Audience): Promise<void> {
    return this.deps.catalog.playable(gameId, audience).then(() => undefined);
  }

  async result(player: Player, bet: BetRecord): Promise<BetResult> {
    return { bet: betView(bet), balance: await this.deps.wallet.balances.balanceOf(player) };
  }

  /**
   * Dice, limbo, plinko and slots: played in the process with the player's next nonce, then written in one
   * statement (instant-bet-writer.ts), batched with other players' bets. A replay answers like the first
   * time; it neither moves money nor consumes a nonce.
   */
  async playInstant(request: BetRequest): Promise<BetResult> {
    const engine = this.deps.engines[request.gameId];
    if (!engine) throw notFound();
    const intake = await this.intake(request, engine.params, (p) => engine.maxMultiplier(p));
    const { player } = request;
    const { accountId, bonusAccountId, bankId } = await this.betAccounts(player);
    return this.playerQueue.run(player.id, async () => {
      for (let attempt = 0; attempt < INSTANT_ATTEMPTS; attempt++) {
        const seeds = await this.deps.fairness.seedForBet(player.id);
        const floats = fairFloats(seeds, engine.floatsNeeded(intake.params));
        const played = engine.play(intake.params, floats);
        const bet: BetRecord = {
          id: 0n,
          userId: player.id,
          playerLabel: playerLabel(player),
          gameId: request.gameId,
          currency: player.currency,
          amount: intake.stake,
          stakeBonus: 0n,
          payout: payoutFor(intake.stake, played.multiplier),
          multiplier: played.multiplier,
          params: intake.params as Record<string, unknown>,
          outcome: played.outcome,
          state: null,
          status: 'settled',
          requestHash: intake.requestHash,
          crashRoundId: null,
          createdAt: this.deps.clock(),
          fairness: {
            serverSeedHash: seeds.serverSeedHash,
            serverSeed: null,
            clientSeed: seeds.clientSeed,
            nonce: seeds.nonce,
          },
        };
        const row: InstantBetRow = {
          userId: player.id,
          seedId: seeds.seedId,
          nonce: seeds.nonce,
          idempotencyKey: request.idempotencyKey,
          requestHash: intake.requestHash,
          gameId: bet.gameId,
          currency: bet.currency,
          stake: bet.amount,
          payout: bet.payout,
          multiplier: bet.multiplier,
          params: bet.params,
          outcome: bet.outcome,
          playerLabel: bet.playerLabel,
          createdAt: bet.createdAt,
          accountId,
          bonusAccountId,
          bankId,
        };
        let written = await this.instantBets.write(row).catch((error) => {
          throw this.duplicateKeyAsConflict(error);
        });
        if (written && 'limited' in written) {
          // The player set loss or wager limits: counted with their lock held, then the same statement.
          written = await withTx(this.deps.pool, async (tx) => {
            await this.deps.guard.checkStake(tx, player, intake.stake);
            return this.instantBets.writeChecked(tx.client, row);
          }).catch((error) => {
            throw this.duplicateKeyAsConflict(error);
          });
        }
        if (written && 'maxBet' in written) {
          // An active bonus caps the stake (its wagerMaxBet); nothing was written.
          const limits = this.limitsFor(player.currency);
          throw new AppError(400, 'bet_too_large', {
            amount: formatMajor(written.maxBet, limits.precision),
            currency: limits.currency,
          });
        }
        if (written && 'id' in written) {
          this.deps.fairness.advance(player.id, seeds);
          return this.settledResult(player, { ...bet, id: written.id }, written.main, written.bonus);
        }
        // Left out: the key was used, or the remembered nonce was stale (another server, a rotation).
        this.deps.fairness.forget(player.id);
        const earlier = await this.replayed(
          this.deps.pool,
          player.id,
          request.idempotencyKey,
          intake.requestHash,
        );
        if (earlier) return this.result(player, earlier);
      }
      throw new AppError(409, 'conflict');
    });
  }

  private duplicateKeyAsConflict(error: unknown): unknown {
    const e = error as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === 'game_bets_idempotency_uq')
      return new AppError(409, 'conflict');
    return error;
  }

  /**
   * Publishes a settled bet on the live feed, throttled: at most 10 a second, the newest of each 100 ms
   * window (older ones are dropped from the feed only; GET /api/v1/games/last-bets stays exact).
   */
  async announce(bet: BetRecord): Promise<void> {
    if (bet.status !== 'settled') return;
    this.deps.publish(LAST_BET_CHANNEL, await this.lastBet(bet), { throttle: 'newest' });
  }

  private async lastBet(bet: BetRecord): Promise<LastBet> {
    const view = betView(bet);
    return {
      id: view.id,
      game: bet.gameId,
      gameTitle: await this.deps.catalog.title(bet.gameId),
      player: bet.playerLabel,
      amount: view.amount,
      currency: bet.currency,
      multiplier: view.multiplier,
      payout: view.payout,
      createdAt: view.createdAt,
    };
  }

  async lastBets(): Promise<LastBet[]> {
    const bets = await findBets(
      this.deps.pool,
      `WHERE b.status = 'settled' ORDER BY b.id DESC LIMIT ${LAST_BETS}`,
      [],
    );
    return Promise.all(bets.map((bet) => this.lastBet(bet)));
  }

  /**
   * The id of the player's newest bet (0 when none): bonus wagering counts the bets after it. Inside a
   * transaction pass its connection: a second one from the pool could wait forever on a pool of such.
   */
  async lastBetId(userId: bigint, db: pg.Pool | pg.PoolClient = this.deps.pool): Promise<bigint> {
    const { rows } = await db.query<{ id: string }>(
      'SELECT coalesce(max(id), 0) AS id FROM game_bets WHERE user_id = $1',
      [userId.toString()],
    );
    return BigInt(rows[0]?.id ?? 0);
  }

  /** Whether a round of the player's (mines, crash) is still open with bonus money in its stake. */
  async bonusInPlay(userId: bigint, currency: string): Promise<boolean> {
    const { rows } = await this.deps.pool.query(
      `SELECT 1 FROM game_bets WHERE user_id = $1 AND status = 'open' AND currency = $2 AND stake_bonus > 0
       LIMIT 1`,
      [userId.toString(), currency],
    );
    return rows.length > 0;
  }

  /** The player's stakes in `currency` on settled bets after `afterBetId`, per game (bonus wagering). */
  async stakesByGameAfter(
    userId: bigint,
    currency: string,
    afterBetId: bigint,
  ): Promise<Map<string, bigint>> {
    const { rows } = await this.deps.pool.query<{ game_id: string; total: string }>(
      `SELECT game_id, sum(amount) AS total FROM game_bets
       WHERE user_id = $1 AND id > $2 AND currency = $3 AND status = 'settled' AND free_spin_of IS NULL
       GROUP BY game_id`,
      [userId.toString(), afterBetId.toString(), currency],
    );
    return new Map(rows.map((r) => [r.game_id, BigInt(r.total)]));
  }

  /**
   * GET /api/v1/games/bets: the player's bets, newest first, by offset or after the `before` cursor
   * (betsHistorySql). `total` counts every bet of the player (in the game, if filtered); `nextBefore` answers
   * cursor requests only: the cursor of the next page, null at the end.
   */
  async history(player: Player, query: BetsHistoryQuery) {
    const sql = betsHistorySql(player.id, query);
    const [page, count] = await Promise.all([
      this.deps.pool.query<Parameters<typeof toBetRecord>[0]>(sql.page.text, sql.page.values),
      this.deps.pool.query<{ total: string }>(sql.count.text, sql.count.values),
    ]);
    const bets = page.rows.slice(0, query.limit).map(toBetRecord);
    const meta = { total: Number(count.rows[0]?.total ?? 0), offset: query.offset, limit: query.limit };
    if (query.before === undefined) return { items: bets.map(betView), meta };
    const last = bets[bets.length - 1];
    const nextBefore = page.rows.length > query.limit && last ? last.id.toString() : null;
    return { items: bets.map(betView), meta: { ...meta, nextBefore } };
  }

  /** One of the player's own bets; another player's id is 404. */
  async own(player: Player, id: bigint) {
    const [bet] = await findBets(this.deps.pool, 'WHERE b.id = $1 AND b.user_id = $2', [
      id.toString(),
      player.id.toString(),
    ]);
    if (!bet) throw notFound();
    return betView(bet);
  }

  limitsView(player: Player) {
    const limits = this.limitsFor(player.currency);
    return {
      currency: limits.currency,
      minBet: formatMajor(limits.minBet, limits.precision),
      maxBet: formatMajor(limits.maxBet, limits.precision),
      maxPayout: formatMajor(limits.maxPayout, limits.precision),
    };
  }
}

export interface BetsHistoryQuery {
  offset: number;
  limit: number;
  game?: string;
  /** Digits: only bets with a smaller id. */
  before?: string;
}

/**
 * The statements of the bets history, exported so test/platform/list-plans.test.ts explains exactly these.
 * The page's ids come off game_bets_user_idx (user_id, id), or game_bets_user_game_idx (user_id, game_id, id)
 * with a game, read backwards from `before` when given, by an index-only scan: offset rows are skipped in
 * the index, and only the page's rows are fetched (by primary key: `= ANY (ARRAY(...))` runs the ids once,
 * where `IN (...)` may be planned as a hash join over the whole table) and joined. The count is an
 * index-only scan too. A cursor page asks for one row more than `limit`: it tells whether another follows.
 */
export function betsHistorySql(userId: bigint, query: BetsHistoryQuery) {
  const values: unknown[] = [userId.toString()];
  let where = 'WHERE user_id = $1';
  if (query.game) {
    values.push(query.game);
    where += ` AND game_id = $${values.length}`;
  }
  const count = { text: `SELECT count(*) AS total FROM game_bets ${where}`, values: [...values] };
  if (query.before !== undefined) {
    values.push(query.before);
    where += ` AND id < $${values.length}`;
  }
  values.push(query.before === undefined ? query.limit : query.limit + 1, query.offset);
  const ids = `SELECT id FROM game_bets ${where} ORDER BY id DESC LIMIT $${values.length - 1} OFFSET $${values.length}`;
  const page = { text: `${BET_SELECT} WHERE b.id = ANY (ARRAY(${ids})) ORDER BY b.id DESC`, values };
  return { page, count };
}

export { precisionOf };
