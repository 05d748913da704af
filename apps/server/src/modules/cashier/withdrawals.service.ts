import {
  type FeeLevel,
  type FieldError,
  fillNameFields,
  formatMajor,
  parseAmount,
  parseMajor,
  type SellRequest,
  validateFiatWithdrawal,
  withdrawFee,
} from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthService, Player } from '../auth/index.ts';
import type { Notify } from '../push/index.ts';
import type { Publish } from '../realtime/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { type FiatMethodConfig, findMethod } from './methods.config.ts';
import type { FiatProviders } from './providers/fiat-providers.ts';
import { announceTransaction } from './transaction-events.ts';
import { FIAT_PRECISION, type TransactionRow, toTransaction } from './views.ts';

/** A player may cancel a pending withdrawal this long after creating it (SPEC cancellableUntil). */
export const CANCEL_WINDOW_MS = 10 * 60 * 1000;
/** Withdrawals (crypto and fiat) a player may create per UTC day. */
export const DAILY_WITHDRAWALS = 10;

/**
 * Refuses a withdrawal request whose rule check found `errors`. The forms show 'Validation.minimum_amount'
 * themselves (SPEC §5.4, §5.5), so a request below the minimum that still reaches the server is a wallet
 * action failure: SPEC §8 `wallet_withdraw_too_small` with the minimum and currency as params. Other field
 * errors stay the validation envelope (with the minimum among them when there are several).
 */
export function refuseWithdrawal(errors: FieldError[]): void {
  if (errors.length === 0) return;
  const [only] = errors;
  if (errors.length === 1 && only?.field === 'amount' && only.message === 'Validation.minimum_amount') {
    throw new AppError(400, 'wallet_withdraw_too_small', only.params);
  }
  throw validationFailed(errors);
}

/** Whether an active bonus still blocks withdrawal; the bonuses module provides the real rule. */
/** What holds a withdrawal back: for the wager check (`check`) or the withdrawal itself (`withdraw`). */
export type WagerRule = (
  player: Player,
  purpose: 'check' | 'withdraw',
) => Promise<'wager' | 'invalid_ggr' | undefined>;

export interface WithdrawalsDeps {
  pool: pg.Pool;
  wallet: Wallet;
  auth: AuthService;
  publish: Publish;
  clock: () => Date;
  /** Config: withdrawals need complete personal data (SPEC §4.4 step 3). */
  requireProfile: boolean;
  wagerBlocks?: WagerRule;
  /** Fiat providers pay approved sell orders out; without one the method takes no withdrawals. */
  providers: FiatProviders;
  /** Web push of an operator's decision, after commit. */
  notify?: Notify;
}

const major = (value: string) => parseMajor(value, FIAT_PRECISION) ?? 0n;

function feeLevels(method: FiatMethodConfig): FeeLevel[] {
  return method.sell.levels.map((l) => ({ from: major(l.from), fee: l.fee }));
}

/** SPEC §4.4 fiat withdrawals (sell orders): funds held at creation, posted on approval, voided on decline or cancel. */
export class WithdrawalsService {
  constructor(private readonly deps: WithdrawalsDeps) {}

  /**
   * GET /api/v2/wallet/wager: answers 'wager' while a deposit's bonus is unwagered (`invalid_ggr` when its
   * winnings already exceed its cap). Other bonuses pass: the page shows the bonus-burn warning instead.
   */
  async wagerCheck(player: Player, purpose: 'check' | 'withdraw' = 'check'): Promise<void> {
    const block = this.deps.wagerBlocks ? await this.deps.wagerBlocks(player, purpose) : undefined;
    if (block) throw new AppError(400, block);
  }

  /**
   * SPEC §4.4 steps 2–3, shared by fiat and crypto withdrawals: no active bonus (the player forfeited those
   * the burn warning named), then personal data.
   */
  async assertMayWithdraw(player: Player): Promise<void> {
    await this.wagerCheck(player, 'withdraw');
    await this.requireProfile(player);
  }

  /**
   * Opens a withdrawal in `tx`: serialises the player's withdrawals, answers the first id for a replayed
   * Idempotency-Key (checked under the lock, so concurrent retries agree), and enforces the daily limit.
   */
  async openSlot(
    tx: Tx,
    player: Player,
    idempotencyKey: string | undefined,
  ): Promise<{ replayOf?: string; now: Date }> {
    await tx.client.query('SELECT pg_advisory_xact_lock(727003, $1::int)', [
      Number(player.id % 2_147_483_647n),
    ]);
    if (idempotencyKey) {
      const replay = await tx.client.query<{ id: string }>(
        'SELECT id FROM cashier_transactions WHERE user_id = $1 AND idempotency_key = $2',
        [player.id.toString(), idempotencyKey],
      );
      if (replay.rows[0]) return { replayOf: replay.rows[0].id, now: this.deps.clock() };
    }
    const now = this.deps.clock();
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const today = await tx.client.query<{ n: string }>(
      `SELECT count(*) AS n FROM cashier_transactions
       WHERE user_id = $1 AND type IN ('withdraw', 'sell') AND created_at >= $2`,
      [player.id.toString(), dayStart],
    );
    if (Number(today.rows[0]?.n ?? 0) >= DAILY_WITHDRAWALS) {
      throw new AppError(400, 'withdraw_daily_limit_exceeded', { limit: DAILY_WITHDRAWALS });
    }
    return { now };
  }

  private async requireProfile(player: Player): Promise<void> {
    if (!this.deps.requireProfile) return;
    const viewer = await this.deps.auth.viewer(player);
    if (!viewer.firstName || !viewer.lastName || !viewer.gender || !viewer.dateOfBirth) {
      throw new AppError(400, 'personal_data_required');
    }
  }

  private announce(player: Player, row: { status: string; type: string }): void {
    announceTransaction(this.deps.publish, player, row);
  }

  /** POST /api/v2/wallet/orders/sell. */
  async sell(player: Player, input: SellRequest, idempotencyKey?: string): Promise<{ id: string }> {
    if (player.fiatBanned) throw new AppError(403, 'wallet_fiat_banned');
    const method = findMethod(input.bankId);
    if (!method || method.currency !== player.currency)
      throw new AppError(400, 'error_currency_not_supported');
    if (!this.deps.providers.forMethod(method.id)) throw new AppError(400, 'payments_are_disabled');
    const subbank = input.subbankId ? method.sell.subbanks.find((s) => s.id === input.subbankId) : undefined;
    if (input.subbankId && !subbank)
      throw validationFailed([{ field: 'subbankId', message: 'Validation.invalid_format' }]);
    await this.assertMayWithdraw(player);

    const levels = feeLevels(method);
    const { main } = await this.deps.wallet.ledger.playerBalances(player.id, player.currency);
    const name = typeof input.details.name === 'string' ? input.details.name : null;
    const errors = validateFiatWithdrawal(
      { amount: input.amount, name, details: input.details },
      {
        method: method.method,
        currency: method.currency,
        precision: FIAT_PRECISION,
        sell: {
          minAmount: major(method.sell.minAmount),
          maxAmount: major(method.sell.maxAmount),
          levels,
          externalDetailsFields: subbank?.externalDetailsFields ?? method.sell.externalDetailsFields,
        },
      },
      main,
    );
    refuseWithdrawal(errors);
    const amount = parseAmount(input.amount, FIAT_PRECISION);
    if (amount === null) throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);
    const fee = withdrawFee(amount, levels);
    const details = name
      ? fillNameFields(name, input.details as Record<string, string>)
      : (input.details as Record<string, string>);

    const id = await withTx(this.deps.pool, async (tx) => {
      const { replayOf, now } = await this.openSlot(tx, player, idempotencyKey);
      if (replayOf) return replayOf;
      const { rows } = await tx.client.query<{ id: string }>(
        `INSERT INTO cashier_transactions
           (user_id, type, status, currency, amount, fee, method_id, subbank_id, details, cancellable_until,
            idempotency_key, created_at, updated_at)
         VALUES ($1, 'sell', 'pending', $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
        [
          player.id.toString(),
          method.currency,
          amount.toString(),
          fee.toString(),
          method.id,
          subbank?.id ?? null,
          JSON.stringify({ payout: details }),
          new Date(now.getTime() + CANCEL_WINDOW_MS),
          idempotencyKey ?? null,
          now,
        ],
      );
      const txId = rows[0]?.id;
      if (!txId) throw new Error('sell insert returned nothing');
      // Amount and fee are held together; the ledger refuses the hold if the balance cannot cover it.
      const hold = await this.deps.wallet.ledger.hold(
        {
          idempotencyKey: `sell:${txId}`,
          account: { userId: player.id, name: 'main', currency: player.currency },
          amount: amount + fee,
          kind: 'withdrawal',
        },
        tx,
      );
      await tx.client.query('UPDATE cashier_transactions SET hold_id = $2 WHERE id = $1', [
        txId,
        hold.id.toString(),
      ]);
      await tx.client.query(
        `INSERT INTO saved_payout_details (user_id, method_id, subbank_id, details, updated_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, method_id) DO UPDATE SET subbank_id = excluded.subbank_id,
           details = excluded.details, updated_at = excluded.updated_at`,
        [player.id.toString(), method.id, subbank?.id ?? null, JSON.stringify(input.details), now],
      );
      tx.afterCommit(() => this.announce(player, { status: 'pending', type: 'sell' }));
      return txId;
    });
    return { id };
  }

  /** GET /api/v2/wallet/orders/sell/saved: the details last used with this method. */
  async savedDetails(player: Player, bankId: string) {
    const { rows } = await this.deps.pool.query<{
      subbank_id: string | null;
      details: Record<string, string>;
    }>('SELECT subbank_id, details FROM saved_payout_details WHERE user_id = $1 AND method_id = $2', [
      player.id.toString(),
      bankId,
    ]);
    const row = rows[0];
    return row ? { bankId, subbankId: row.subbank_id, details: row.details } : null;
  }

  /**
   * Settles a pending withdrawal once: cancel (player, before cancellableUntil), approve or decline
   * (operator). The row lock makes a cancel racing an approval have exactly one winner, and the hold
   * settles in the same transaction, so the ledger always agrees with the status.
   */
  private async settle(
    id: string,
    action: 'cancel' | 'approve' | 'decline',
    check: (row: TransactionRow) => void,
    outer?: Tx,
  ): Promise<TransactionRow> {
    if (!/^\d{1,18}$/.test(id)) throw notFound();
    const run = async (tx: Tx) => {
      const { rows } = await tx.client.query<TransactionRow & { hold_id: string | null }>(
        `SELECT * FROM cashier_transactions WHERE id = $1 AND type IN ('withdraw', 'sell') FOR UPDATE`,
        [id],
      );
      const found = rows[0];
      if (!found) throw notFound();
      check(found);
      if (found.status !== 'pending' || !found.hold_id)
        throw new AppError(409, 'conflict', { status: found.status });
      const holdId = BigInt(found.hold_id);
      if (action === 'approve') {
        await this.deps.wallet.ledger.post(
          {
            holdId,
            idempotencyKey: `${found.type}:${id}:post`,
            destination: 'withdrawals_in_transit',
            kind: 'withdrawal',
          },
          tx,
        );
      } else {
        await this.deps.wallet.ledger.void(
          { holdId, idempotencyKey: `${found.type}:${id}:void`, kind: 'withdrawal' },
          tx,
        );
      }
      const status = action === 'approve' ? 'completed' : 'declined';
      const updated = await tx.client.query<TransactionRow>(
        `UPDATE cashier_transactions SET status = $2, details = details || $3::jsonb, updated_at = $4
         WHERE id = $1 RETURNING *`,
        [
          id,
          status,
          JSON.stringify({ settledBy: action === 'cancel' ? 'player' : 'operator' }),
          this.deps.clock(),
        ],
      );
      const row = updated.rows[0] as TransactionRow;
      const player = await this.deps.auth.getPlayer(BigInt(row.user_id), tx);
      if (player) tx.afterCommit(() => this.announce(player, row));
      // The player's own cancel needs no push: they are looking at it.
      if (action !== 'cancel')
        tx.afterCommit(() =>
          this.deps.notify?.(
            { userId: BigInt(row.user_id) },
            {
              kind: action === 'approve' ? 'withdrawal_approved' : 'withdrawal_declined',
              transactionId: row.id,
              amount: BigInt(row.amount),
              currency: row.currency,
            },
          ),
        );
      // The provider is asked only once the approval has committed, never inside the transaction.
      if (action === 'approve' && row.type === 'sell') tx.afterCommit(() => this.payout(row));
      return row;
    };
    return outer ? run(outer) : withTx(this.deps.pool, run);
  }

  /**
   * Sends an approved sell order's money through its method's provider and records the provider's id,
   * or the failure for the operator to retry by hand: the funds have already left the player's account.
   */
  private async payout(row: TransactionRow): Promise<void> {
    const method = row.method_id ? findMethod(row.method_id) : undefined;
    const provider = method ? this.deps.providers.forMethod(method.id) : null;
    let outcome: Record<string, unknown>;
    try {
      if (!method || !provider) throw new Error('no provider serves this method');
      const paid = await provider.payout({
        transactionId: row.id,
        amount: formatMajor(BigInt(row.amount), FIAT_PRECISION),
        currency: row.currency,
        method: method.method,
        details: (row.details as { payout?: Record<string, string> }).payout ?? {},
      });
      outcome = { payoutSent: { provider: provider.name, externalId: paid.externalId } };
    } catch (error) {
      outcome = { payoutFailed: { provider: provider?.name ?? null, reason: String(error) } };
    }
    await this.deps.pool.query(
      'UPDATE cashier_transactions SET details = details || $2::jsonb, updated_at = $3 WHERE id = $1',
      [row.id, JSON.stringify(outcome), this.deps.clock()],
    );
  }

  /** POST /api/v1/wallet/txns/cancel/{id} (withdraw) and /api/v1/wallet/orders/sell/{id}/cancel (sell). */
  async cancel(player: Player, id: string, type: 'withdraw' | 'sell'): Promise<TransactionRow> {
    return this.settle(id, 'cancel', (row) => {
      // Another player's or another kind of transaction is not found, whatever its id.
      if (row.user_id !== player.id.toString() || row.type !== type) throw notFound();
      const until = row.cancellable_until;
      if (row.status !== 'pending' || !until || until <= this.deps.clock()) {
        throw new AppError(409, 'conflict', { status: row.status });
      }
    });
  }

  approve(id: string, tx?: Tx): Promise<TransactionRow> {
    return this.settle(id, 'approve', () => {}, tx);
  }

  decline(id: string, tx?: Tx): Promise<TransactionRow> {
    return this.settle(id, 'decline', () => {}, tx);
  }

  /** Withdrawals for the back office, oldest first. */
  async list(status: string | undefined, offset: number, limit: number) {
    const { rows } = await this.deps.pool.query<TransactionRow & { total: string; precision: number | null }>(
      `SELECT t.*, c.precision, count(*) OVER () AS total FROM cashier_transactions t
       LEFT JOIN currencies c ON c.code = t.currency
       WHERE t.type IN ('withdraw', 'sell') AND ($1::text IS NULL OR t.status = $1) ORDER BY t.id LIMIT $2 OFFSET $3`,
      [status ?? null, limit, offset],
    );
    return {
      items: rows.map((r) => ({
        ...toTransaction(r, r.precision ?? FIAT_PRECISION),
        userId: r.user_id,
        fee: r.fee,
      })),
      meta: { total: Number(rows[0]?.total ?? 0), offset, limit },
    };
  }
}
