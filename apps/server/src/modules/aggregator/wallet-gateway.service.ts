import { createHash } from 'node:crypto';
import {
  isExcluded,
  playerChannel,
  type WalletBalanceRequest,
  type WalletCreditRequest,
  type WalletDebitRequest,
  type WalletEndRoundRequest,
  type WalletOkResponse,
  type WalletProtocolError,
  type WalletRollbackRequest,
} from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError } from '../../http/errors.ts';
import type { Player } from '../auth/index.ts';
import type { BonusesService } from '../bonuses/index.ts';
import type { ProviderRoundBets } from '../games/index.ts';
import type { PlayGuard } from '../protection/index.ts';
import type { Publish } from '../realtime/index.ts';
import type { Ledger } from '../wallet/index.ts';
import { gameByCode, isBlacklisted, isLive, type ProviderGame, stakeLimits } from './provider-games.ts';
import { tokenHashOf } from './sessions.ts';

/** A refusal in the protocol's words (WALLET_ERRORS gives its HTTP status). */
export class WalletRefusal extends Error {
  constructor(
    readonly code: WalletProtocolError,
    message: string,
    /** The player's balance, when known: the game shows it after the refusal. */
    readonly balance?: bigint,
  ) {
    super(message);
    this.name = 'WalletRefusal';
  }
}

export interface PlayerLookup {
  getPlayerByGlobalId(globalId: string): Promise<Player | undefined>;
}

export interface WalletGatewayDeps {
  pool: pg.Pool;
  ledger: Ledger;
  players: PlayerLookup;
  guard: PlayGuard;
  publish: Publish;
  clock: () => Date;
  /** Our operator id at the aggregator: transaction ids are unique per operator. */
  operatorId: string;
  /**
   * The games module's bet records: each round is kept there as one bet, so loss and wager limits, the
   * reality check, bonus wagering, tournaments, VIP wagering, the history and the live feed count it.
   */
  bets: Pick<ProviderRoundBets, 'record'>;
  /** An active bonus's stake cap (decision 013's wagerMaxBet) holds for provider stakes too. */
  bonusRules: Pick<BonusesService, 'wagerMaxBet'>;
}

/** Ledger transfer kinds (and `transaction#` event types) of provider games. */
export const CASINO_BET = 'casino_bet';
export const CASINO_WIN = 'casino_win';
export const CASINO_BET_REFUND = 'casino_bet_refund';

interface SessionRow {
  user_id: string;
  game_id: string;
  currency: string;
  expires_at: Date;
  /** The player's country at launch (the catalogue's country blacklist). */
  country: string | null;
}

interface TransactionRow {
  id: string;
  kind: 'debit' | 'credit' | 'rollback';
  user_id: string;
  round_id: string;
  amount: string;
  status: 'done' | 'rolled_back' | 'rollback_recorded_before_debit';
  request_hash: string;
  reply: WalletOkResponse;
}

interface RoundRow {
  id: string;
  game_id: string;
  currency: string;
  status: 'open' | 'closed';
}

/** A round's totals after a call changed them: what its bet in the games module's records says. */
interface RoundTotals {
  id: string;
  round_id: string;
  game_id: string;
  currency: string;
  status: 'open' | 'closed';
  debited: string;
  credited: string;
}

const TOTALS = 'id, round_id, game_id, currency, status, debited, credited';

interface Caller {
  player: Player;
  session: SessionRow;
}

type Queryable = pg.Pool | pg.PoolClient;

/**
 * The hash a repeated call must match: every field but the session token (a retry may carry a refreshed
 * one; the player id stays in), keys sorted so the aggregator's field order does not matter.
 */
export function requestHashOf(call: string, request: object): string {
  const fields = Object.entries(request)
    .filter(([key]) => key !== 'sessionToken')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256')
    .update(JSON.stringify([call, fields]))
    .digest('hex');
}

/** A 64-bit advisory lock key for one transaction id: calls about the same transaction run one at a time. */
function lockKey(operatorId: string, transactionId: string): string {
  return createHash('sha256')
    .update(`${operatorId}\u0000${transactionId}`)
    .digest()
    .readBigInt64BE(0)
    .toString();
}

/**
 * The casino's side of the seamless wallet: the aggregator's game servers ask it to debit stakes and credit
 * wins. Each money call is one database transaction: serialized on its transaction id (an advisory lock),
 * its round row locked, one ledger transfer keyed by the call's own row, and the reply stored so a repeat
 * answers it again. Player balances announce themselves after commit (the ledger's listener).
 */
export class WalletGateway {
  constructor(private readonly deps: WalletGatewayDeps) {}

  /** The spendable balance: main money only (provider games do not stake bonus money; decision 021). */
  private async spendable(db: Queryable, userId: bigint, currency: string): Promise<bigint> {
    return (await this.deps.ledger.playerBalances(userId, currency, db)).main;
  }

  private async reply(db: Queryable, userId: bigint, currency: string, reference?: string) {
    const balance = (await this.spendable(db, userId, currency)).toString();
    return reference === undefined ? { balance, currency } : { balance, currency, reference };
  }

  async balance(request: WalletBalanceRequest): Promise<WalletOkResponse> {
    const { player, session } = await this.caller(request);
    return this.reply(this.deps.pool, player.id, session.currency);
  }

  async debit(request: WalletDebitRequest): Promise<WalletOkResponse> {
    const hash = requestHashOf('debit', request);
    const earlier = await this.replayed(this.deps.pool, request.transactionId, hash);
    if (earlier) return earlier;
    const { player, session } = await this.caller(request);
    const { currency } = session;
    const now = this.deps.clock();
    const amount = BigInt(request.amount);
    if (amount === 0n) throw new WalletRefusal('INVALID_REQUEST', 'a debit moves a positive amount');
    if (session.expires_at <= now) throw new WalletRefusal('SESSION_EXPIRED', 'the session has expired');
    if (player.banReason !== null || isExcluded(player.exclusion, now))
      throw new WalletRefusal('PLAYER_BLOCKED', 'the player may not play now');
    // The account currency changed since the launch: its limits and stakes no longer speak this currency.
    if (player.currency !== currency)
      throw new WalletRefusal('CURRENCY_MISMATCH', "the session's currency is not the player's");
    const game = await this.gameOf(request.gameCode, session);
    if (!isLive(game) || isBlacklisted(game, { country: session.country, currency }))
      throw new WalletRefusal('GAME_UNAVAILABLE', 'the game is not available to this player');
    const limits = stakeLimits(game, currency);
    if (limits && (amount < limits.min || amount > limits.max))
      throw new WalletRefusal('BET_LIMIT', `the stake is outside ${limits.min}..${limits.max}`);

    return this.refusing(player.id, currency, () =>
      withTx(this.deps.pool, async (tx) => {
        await this.lock(tx, [request.transactionId]);
        const again = await this.replayed(tx.client, request.transactionId, hash);
        if (again) return again;
        if (await this.rolledBackEarly(tx, request.transactionId))
          throw new WalletRefusal('TRANSACTION_ROLLED_BACK', 'this debit was rolled back before it arrived');
        const round = await this.lockRound(tx, request.roundId, player.id, { game, currency, open: true });
        if (round.status === 'closed') throw new WalletRefusal('ROUND_CLOSED', 'the round is closed');
        if (round.game_id !== game.id || round.currency !== currency)
          throw new WalletRefusal('INVALID_REQUEST', 'the round belongs to another game or currency');
        // Main money only, but a stake while a bonus is wagered still counts towards it, so its cap holds.
        const maxBet = await this.deps.bonusRules.wagerMaxBet(tx.client, player.id, currency);
        if (maxBet !== null && amount > maxBet)
          throw new WalletRefusal('BET_LIMIT', `an active bonus caps the stake at ${maxBet}`);
        await this.deps.guard.checkStake(tx, player, amount);
        const id = await this.record(tx, {
          kind: 'debit',
          request,
          userId: player.id,
          gameId: game.id,
          currency,
          amount,
          hash,
        });
        await this.deps.ledger.transfer(
          {
            idempotencyKey: `aggregator:${id}`,
            kind: CASINO_BET,
            entries: [
              { account: { userId: player.id, name: 'main', currency }, amount: -amount },
              { account: { house: 'game_bank', currency }, amount },
            ],
            metadata: { roundId: request.roundId, transactionId: request.transactionId, gameId: game.id },
          },
          tx,
        );
        await this.recordBet(
          tx,
          player,
          `UPDATE aggregator_rounds SET debited = debited + $2 WHERE id = $1 RETURNING ${TOTALS}`,
          [round.id, amount.toString()],
        );
        return this.finish(tx, id, player, currency, { type: CASINO_BET, status: 'accepted' });
      }),
    );
  }

  /**
   * Pays a win into an open round of the player's (0 closes a lost round). No live session needed: wins
   * land after the session's expiry too, but the token must be one we issued to this player.
   */
  async credit(request: WalletCreditRequest): Promise<WalletOkResponse> {
    const hash = requestHashOf('credit', request);
    const earlier = await this.replayed(this.deps.pool, request.transactionId, hash);
    if (earlier) return earlier;
    const { player, session } = await this.caller(request);
    const { currency } = session;
    const game = await this.gameOf(request.gameCode, session);
    const amount = BigInt(request.amount);

    return this.refusing(player.id, currency, () =>
      withTx(this.deps.pool, async (tx) => {
        await this.lock(tx, [request.transactionId]);
        const again = await this.replayed(tx.client, request.transactionId, hash);
        if (again) return again;
        const round = await this.lockRound(tx, request.roundId, player.id);
        if (!round) throw new WalletRefusal('INVALID_REQUEST', 'no debit opened this round');
        if (round.status === 'closed') throw new WalletRefusal('ROUND_CLOSED', 'the round is closed');
        if (round.game_id !== game.id)
          throw new WalletRefusal('INVALID_REQUEST', 'the round is of another game');
        if (round.currency !== currency)
          throw new WalletRefusal('CURRENCY_MISMATCH', "the round's currency is not the session's");
        const id = await this.record(tx, {
          kind: 'credit',
          request,
          userId: player.id,
          gameId: game.id,
          currency,
          amount,
          hash,
        });
        if (amount > 0n) {
          await this.deps.ledger.transfer(
            {
              idempotencyKey: `aggregator:${id}`,
              kind: CASINO_WIN,
              entries: [
                { account: { house: 'game_bank', currency }, amount: -amount },
                { account: { userId: player.id, name: 'main', currency }, amount },
              ],
              metadata: { roundId: request.roundId, transactionId: request.transactionId, gameId: game.id },
            },
            tx,
          );
        }
        await this.recordBet(
          tx,
          player,
          `UPDATE aggregator_rounds SET credited = credited + $2,
             status = CASE WHEN $3 THEN 'closed' ELSE status END,
             closed_at = CASE WHEN $3 THEN $4 ELSE closed_at END
           WHERE id = $1 RETURNING ${TOTALS}`,
          [round.id, amount.toString(), request.closeRound, this.deps.clock()],
        );
        return this.finish(tx, id, player, currency, { type: CASINO_WIN, status: 'paid' });
      }),
    );
  }

  /**
   * Cancels a debit: refunded exactly once however many rollbacks name it. A debit we never saw is recorded
   * as rolled back, so it is refused if it arrives late. Only debits roll back (a credit cannot be taken
   * back from a player who may have spent it).
   */
  async rollback(request: WalletRollbackRequest): Promise<WalletOkResponse> {
    const hash = requestHashOf('rollback', request);
    const earlier = await this.replayed(this.deps.pool, request.transactionId, hash);
    if (earlier) return earlier;
    const { player, session } = await this.caller(request);
    const { currency } = session;
    const game = await gameByCode(this.deps.pool, request.gameCode);

    return this.refusing(player.id, currency, () =>
      withTx(this.deps.pool, async (tx) => {
        await this.lock(tx, [request.transactionId, request.referenceTransactionId]);
        const again = await this.replayed(tx.client, request.transactionId, hash);
        if (again) return again;
        const target = await this.transaction(tx.client, request.referenceTransactionId);
        const record = (status: 'done' | 'rollback_recorded_before_debit', gameId: string, amount: bigint) =>
          this.record(tx, {
            kind: 'rollback',
            request,
            userId: player.id,
            gameId,
            currency,
            amount,
            hash,
            status,
          });
        if (!target) {
          if (!game) throw new WalletRefusal('GAME_UNAVAILABLE', 'unknown game');
          const id = await record('rollback_recorded_before_debit', game.id, 0n);
          return this.finish(tx, id, player, currency);
        }
        if (target.kind !== 'debit')
          throw new WalletRefusal('INVALID_REQUEST', 'only a debit can be rolled back');
        if (target.user_id !== player.id.toString() || target.round_id !== request.roundId)
          throw new WalletRefusal('INVALID_REQUEST', "the debit is not this player's in this round");
        const round = await this.lockRound(tx, request.roundId, player.id);
        if (!round) throw new Error('a debit without its round');
        if (round.currency !== currency)
          throw new WalletRefusal('CURRENCY_MISMATCH', "the round's currency is not the session's");
        if (target.status === 'rolled_back') {
          // Another rollback already refunded it: this one is recorded and answered, nothing moves.
          const id = await record('done', round.game_id, 0n);
          return this.finish(tx, id, player, currency);
        }
        const amount = BigInt(target.amount);
        const id = await record('done', round.game_id, amount);
        await this.deps.ledger.transfer(
          {
            idempotencyKey: `aggregator:${id}`,
            kind: CASINO_BET_REFUND,
            entries: [
              { account: { house: 'game_bank', currency }, amount: -amount },
              { account: { userId: player.id, name: 'main', currency }, amount },
            ],
            metadata: {
              roundId: request.roundId,
              transactionId: request.transactionId,
              referenceTransactionId: request.referenceTransactionId,
            },
          },
          tx,
        );
        await tx.client.query(
          `UPDATE aggregator_transactions SET status = 'rolled_back', updated_at = $2 WHERE id = $1`,
          [target.id, this.deps.clock()],
        );
        await this.recordBet(
          tx,
          player,
          `UPDATE aggregator_rounds SET debited = debited - $2 WHERE id = $1 RETURNING ${TOTALS}`,
          [round.id, amount.toString()],
        );
        return this.finish(tx, id, player, currency, { type: CASINO_BET, status: 'rolled_back' });
      }),
    );
  }

  /**
   * Closes the round; closing a closed one answers the same. A round we never saw (its only debit was
   * refused) is recorded closed, so nothing more is taken or paid in it.
   */
  async endRound(request: WalletEndRoundRequest): Promise<WalletOkResponse> {
    const { player, session } = await this.caller(request);
    const { currency } = session;
    const game = await this.gameOf(request.gameCode, session);
    return this.refusing(player.id, currency, () =>
      withTx(this.deps.pool, async (tx) => {
        const round = await this.lockRound(tx, request.roundId, player.id, { game, currency, open: false });
        if (round.game_id !== game.id)
          throw new WalletRefusal('INVALID_REQUEST', 'the round is of another game');
        if (round.status === 'open') {
          await this.recordBet(
            tx,
            player,
            `UPDATE aggregator_rounds SET status = 'closed', closed_at = $2 WHERE id = $1 RETURNING ${TOTALS}`,
            [round.id, this.deps.clock()],
          );
        }
        return this.reply(tx.client, player.id, currency);
      }),
    );
  }

  /** The player and the session the token names: the token must be one we issued to that player. */
  private async caller(request: {
    playerId: string;
    sessionToken: string;
    currency: string;
  }): Promise<Caller> {
    const player = await this.deps.players.getPlayerByGlobalId(request.playerId);
    if (!player) throw new WalletRefusal('PLAYER_NOT_FOUND', 'unknown player');
    const { rows } = await this.deps.pool.query<SessionRow>(
      `SELECT user_id, game_id, currency, expires_at, country FROM aggregator_sessions
       WHERE token_hash = $1 AND user_id = $2`,
      [tokenHashOf(request.sessionToken), player.id.toString()],
    );
    const session = rows[0];
    if (!session) throw new WalletRefusal('SESSION_EXPIRED', 'not a session of this player');
    if (session.currency !== request.currency)
      throw new WalletRefusal('CURRENCY_MISMATCH', `the session plays ${session.currency}`);
    return { player, session };
  }

  /** The call's game: an aggregator game, and the one the session launched. */
  private async gameOf(code: string, session: SessionRow): Promise<ProviderGame> {
    const game = await gameByCode(this.deps.pool, code);
    if (!game) throw new WalletRefusal('GAME_UNAVAILABLE', 'unknown game');
    if (game.id !== session.game_id)
      throw new WalletRefusal('INVALID_REQUEST', 'the game is not the one this session launched');
    return game;
  }

  private async transaction(db: Queryable, transactionId: string): Promise<TransactionRow | undefined> {
    const { rows } = await db.query<TransactionRow>(
      `SELECT id, kind, user_id, round_id, amount, status, request_hash, reply FROM aggregator_transactions
       WHERE operator_id = $1 AND transaction_id = $2`,
      [this.deps.operatorId, transactionId],
    );
    return rows[0];
  }

  /**
   * The first reply to this transaction id; the same id with another body is a conflict. A debit rolled back
   * since is refused instead: answering its old success would tell the game a refunded stake still stands.
   */
  private async replayed(db: Queryable, transactionId: string, hash: string) {
    const earlier = await this.transaction(db, transactionId);
    if (!earlier) return undefined;
    if (earlier.request_hash !== hash)
      throw new WalletRefusal('TRANSACTION_CONFLICT', 'this transactionId came with another request');
    if (earlier.kind === 'debit' && earlier.status === 'rolled_back')
      throw new WalletRefusal('TRANSACTION_ROLLED_BACK', 'this debit has been rolled back');
    return earlier.reply;
  }

  private async rolledBackEarly(tx: Tx, transactionId: string): Promise<boolean> {
    const { rows } = await tx.client.query(
      `SELECT 1 FROM aggregator_transactions
       WHERE operator_id = $1 AND reference_transaction_id = $2 AND kind = 'rollback'`,
      [this.deps.operatorId, transactionId],
    );
    return rows.length > 0;
  }

  /** Serializes calls about these transaction ids (sorted, so two calls naming both cannot deadlock). */
  private async lock(tx: Tx, transactionIds: string[]): Promise<void> {
    const keys = [...new Set(transactionIds.map((id) => lockKey(this.deps.operatorId, id)))].sort();
    for (const key of keys) await tx.client.query('SELECT pg_advisory_xact_lock($1::bigint)', [key]);
  }

  /** Locks the player's round; with `create`, makes it first (open for a debit, closed for end-round). */
  private async lockRound(tx: Tx, roundId: string, userId: bigint): Promise<RoundRow | undefined>;
  private async lockRound(
    tx: Tx,
    roundId: string,
    userId: bigint,
    create: { game: ProviderGame; currency: string; open: boolean },
  ): Promise<RoundRow>;
  private async lockRound(
    tx: Tx,
    roundId: string,
    userId: bigint,
    create?: { game: ProviderGame; currency: string; open: boolean },
  ): Promise<RoundRow | undefined> {
    if (create) {
      const now = this.deps.clock();
      await tx.client.query(
        `INSERT INTO aggregator_rounds (operator_id, round_id, user_id, game_id, currency, status, created_at, closed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (operator_id, round_id, user_id) DO NOTHING`,
        [
          this.deps.operatorId,
          roundId,
          userId.toString(),
          create.game.id,
          create.currency,
          create.open ? 'open' : 'closed',
          now,
          create.open ? null : now,
        ],
      );
    }
    const { rows } = await tx.client.query<RoundRow>(
      `SELECT id, game_id, currency, status FROM aggregator_rounds
       WHERE operator_id = $1 AND round_id = $2 AND user_id = $3 FOR UPDATE`,
      [this.deps.operatorId, roundId, userId.toString()],
    );
    if (create && !rows[0]) throw new Error('round vanished');
    return rows[0];
  }

  /**
   * Runs the round's update (`update` returns its totals) and keeps the round's bet in the games module's
   * records equal to them, under the round's lock. The key holds spaces, which no player's
   * Idempotency-Key can, and the round row's id, unique per player.
   */
  private async recordBet(tx: Tx, player: Player, update: string, values: unknown[]): Promise<void> {
    const { rows } = await tx.client.query<RoundTotals>(update, values);
    const round = rows[0];
    if (!round) throw new Error('a locked round vanished');
    await this.deps.bets.record(tx, {
      player,
      key: `provider round ${round.id}`,
      roundId: round.round_id,
      gameId: round.game_id,
      currency: round.currency,
      staked: BigInt(round.debited),
      won: BigInt(round.credited),
      closed: round.status === 'closed',
    });
  }

  /** Inserts the call's row (its reply filled in by `finish`, in the same transaction). */
  private async record(
    tx: Tx,
    row: {
      kind: 'debit' | 'credit' | 'rollback';
      request: { transactionId: string; roundId: string; referenceTransactionId?: string };
      userId: bigint;
      gameId: string;
      currency: string;
      amount: bigint;
      hash: string;
      status?: 'done' | 'rollback_recorded_before_debit';
    },
  ): Promise<bigint> {
    const now = this.deps.clock();
    const { rows } = await tx.client.query<{ id: string }>(
      `INSERT INTO aggregator_transactions (operator_id, transaction_id, kind, round_id, user_id, game_id, currency,
         amount, reference_transaction_id, status, request_hash, reply, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '{}', $12, $12) RETURNING id`,
      [
        this.deps.operatorId,
        row.request.transactionId,
        row.kind,
        row.request.roundId,
        row.userId.toString(),
        row.gameId,
        row.currency,
        row.amount.toString(),
        row.request.referenceTransactionId ?? null,
        row.status ?? 'done',
        row.hash,
        now,
      ],
    );
    return BigInt((rows[0] as { id: string }).id);
  }

  /** Stores the reply a repeat will get, and announces the move on `transaction#` after commit. */
  private async finish(
    tx: Tx,
    id: bigint,
    player: Player,
    currency: string,
    event?: { type: string; status: string },
  ): Promise<WalletOkResponse> {
    const reply = await this.reply(tx.client, player.id, currency, id.toString());
    await tx.client.query('UPDATE aggregator_transactions SET reply = $2 WHERE id = $1', [
      id.toString(),
      JSON.stringify(reply),
    ]);
    if (event) tx.afterCommit(() => this.deps.publish(playerChannel('transaction', player.globalId), event));
    return reply;
  }

  /**
   * Runs a money call and turns what the rules refused into the protocol's refusals, with the balance as
   * it is after the rollback of the attempt (read outside the transaction, which has ended by then).
   */
  private async refusing(
    userId: bigint,
    currency: string,
    run: () => Promise<WalletOkResponse>,
  ): Promise<WalletOkResponse> {
    try {
      return await run();
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      const balance = await this.spendable(this.deps.pool, userId, currency).catch(() => undefined);
      throw new WalletRefusal(refusal.code, refusal.message, balance);
    }
  }
}

function refusalOf(error: unknown): WalletRefusal | undefined {
  if (error instanceof WalletRefusal) return error;
  if (!(error instanceof AppError)) return undefined;
  switch (error.detail) {
    case 'insufficient_balance':
      return new WalletRefusal('INSUFFICIENT_FUNDS', 'the balance does not cover the stake');
    case 'loss_limit_exceeded':
    case 'wager_limit_exceeded':
      return new WalletRefusal(
        'BET_LIMIT',
        `the player's own ${error.detail.replace('_exceeded', '')} is reached`,
      );
    case 'player_excluded':
      return new WalletRefusal('PLAYER_BLOCKED', 'the player may not play now');
    default:
      return undefined;
  }
}
