import { formatMajor, parseMajor, validateExternalFields } from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthService, Player } from '../auth/index.ts';
import type { Publish } from '../realtime/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { FIAT_METHODS, type FiatMethodConfig, findMethod } from './methods.config.ts';
import type { FiatProvider } from './providers/fiat-provider.ts';
import { storeImage } from './receipts.ts';
import { announceTransaction } from './transaction-events.ts';
import { FIAT_PRECISION, type TransactionRow, toFiatOrder } from './views.ts';

/** Orders a player may have open at once, over all methods. */
export const MAX_OPEN_ORDERS = 3;
/** How long a buy order's payment details stay valid. */
export const ORDER_TTL_MS = 15 * 60 * 1000;
const OPEN_STATUSES = ['waiting', 'pay_external_invoice', 'wait_for_confirmation'];
const DISPUTABLE = ['timeouted', 'pending', 'declined', 'wait_for_confirmation'];
const CONFIRMABLE = ['waiting', 'pay_external_invoice', 'wait_for_confirmation', 'timeouted', 'disputed'];

export interface OrdersDeps {
  pool: pg.Pool;
  wallet: Wallet;
  auth: AuthService;
  publish: Publish;
  provider: FiatProvider;
  dataDir: string;
  clock: () => Date;
}

export interface BuyOrderInput {
  amount: string;
  bankId: string;
  externalFields: Record<string, string>;
  callbackUrl: string;
}

/** SPEC §4.2 fiat deposits: buy orders from creation to completion, with the sandbox or a real provider. */
export class OrdersService {
  constructor(private readonly deps: OrdersDeps) {}

  methodsFor(player: Player): FiatMethodConfig[] {
    return FIAT_METHODS.filter((m) => m.currency === player.currency).sort((a, b) => b.priority - a.priority);
  }

  private methodOf(player: Player, bankId: string): FiatMethodConfig {
    const method = findMethod(bankId);
    if (!method || method.currency !== player.currency)
      throw new AppError(400, 'error_currency_not_supported');
    return method;
  }

  /** Unpaid orders past their expiry turn timeouted; never a credit. Returns the rows it changed. */
  private async expire(db: pg.Pool | pg.PoolClient, userId: bigint, id?: bigint): Promise<TransactionRow[]> {
    const { rows } = await db.query<TransactionRow>(
      `UPDATE cashier_transactions SET status = 'timeouted', updated_at = $3
       WHERE user_id = $1 AND type = 'buy' AND status IN ('waiting', 'pay_external_invoice')
         AND expires_at <= $3 AND ($2::bigint IS NULL OR id = $2)
       RETURNING *`,
      [userId.toString(), id?.toString() ?? null, this.deps.clock()],
    );
    return rows;
  }

  private announce(player: Player, rows: Array<{ status: string; type: string }>): void {
    for (const row of rows) announceTransaction(this.deps.publish, player, row);
  }

  private async ownOrder(
    player: Player,
    id: string,
    db: pg.Pool | pg.PoolClient = this.deps.pool,
  ): Promise<TransactionRow> {
    if (!/^\d{1,18}$/.test(id)) throw notFound();
    const expired = await this.expire(db, player.id, BigInt(id));
    this.announce(player, expired);
    const { rows } = await db.query<TransactionRow>(
      `SELECT * FROM cashier_transactions WHERE id = $1 AND user_id = $2 AND type = 'buy'`,
      [id, player.id.toString()],
    );
    const row = rows[0];
    if (!row) throw notFound();
    return row;
  }

  /** GET /api/v2/wallet/orders/not-expired: the open order for a method without multiple orders. */
  async notExpired(player: Player, bankId: string) {
    this.methodOf(player, bankId);
    this.announce(player, await this.expire(this.deps.pool, player.id));
    const { rows } = await this.deps.pool.query<TransactionRow>(
      `SELECT * FROM cashier_transactions WHERE user_id = $1 AND type = 'buy' AND method_id = $2
         AND status = ANY($3) ORDER BY id DESC LIMIT 1`,
      [player.id.toString(), bankId, OPEN_STATUSES],
    );
    return rows[0] ? toFiatOrder(rows[0]) : null;
  }

  /** POST /api/v2/wallet/orders/buy. A replayed Idempotency-Key answers the first order. */
  async createBuy(player: Player, input: BuyOrderInput, idempotencyKey?: string): Promise<{ id: string }> {
    if (player.buyBanned) throw new AppError(403, 'wallet_buy_banned');
    if (player.fiatBanned) throw new AppError(403, 'wallet_fiat_banned');
    const method = this.methodOf(player, input.bankId);
    const precision = FIAT_PRECISION;
    const amount = /^\d{1,12}$/.test(input.amount) ? parseMajor(input.amount, precision) : null;
    if (amount === null || amount <= 0n)
      throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);
    const min = parseMajor(method.buy.minAmount, precision) ?? 0n;
    const max = parseMajor(method.buy.maxAmount, precision) ?? 0n;
    if (amount < min || amount > max) {
      const [message, bound] =
        amount < min
          ? (['Validation.minimum_amount', min] as const)
          : (['Validation.maximum_amount', max] as const);
      throw validationFailed([
        {
          field: 'amount',
          message,
          params: { amount: formatMajor(bound, precision), currency: method.currency },
        },
      ]);
    }
    const fieldErrors = validateExternalFields(method.buy.externalDetailsFields, input.externalFields);
    if (fieldErrors.length > 0) {
      throw validationFailed(fieldErrors.map((e) => ({ ...e, field: `externalFields.${e.field}` })));
    }

    const id = await withTx(this.deps.pool, async (tx) => {
      if (idempotencyKey) {
        const replay = await tx.client.query<{ id: string }>(
          'SELECT id FROM cashier_transactions WHERE user_id = $1 AND idempotency_key = $2',
          [player.id.toString(), idempotencyKey],
        );
        if (replay.rows[0]) return replay.rows[0].id;
      }
      // One player's order creations queue here, so two at once cannot both slip under the limit.
      await tx.client.query('SELECT pg_advisory_xact_lock(727002, $1::int)', [
        Number(player.id % 2_147_483_647n),
      ]);
      await this.expire(tx.client, player.id);
      const open = await tx.client.query<{ method_id: string }>(
        `SELECT method_id FROM cashier_transactions WHERE user_id = $1 AND type = 'buy' AND status = ANY($2)`,
        [player.id.toString(), OPEN_STATUSES],
      );
      const sameMethodOpen = open.rows.some((r) => r.method_id === method.id);
      if (open.rows.length >= MAX_OPEN_ORDERS || (!method.buy.multiplyOrdersAllowed && sameMethodOpen)) {
        throw new AppError(400, 'error_orders_limit', { limit: MAX_OPEN_ORDERS });
      }
      const now = this.deps.clock();
      const { rows } = await tx.client.query<{ id: string }>(
        `INSERT INTO cashier_transactions
           (user_id, type, status, currency, amount, method_id, provider, details, callback_url, expires_at,
            idempotency_key, created_at, updated_at)
         VALUES ($1, 'buy', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
        [
          player.id.toString(),
          method.flow === 'pay_external_invoice' ? 'pay_external_invoice' : 'waiting',
          method.currency,
          amount.toString(),
          method.id,
          this.deps.provider.name,
          JSON.stringify({ externalFields: input.externalFields }),
          input.callbackUrl,
          new Date(now.getTime() + ORDER_TTL_MS),
          idempotencyKey ?? null,
          now,
        ],
      );
      const orderId = rows[0]?.id;
      if (!orderId) throw new Error('order insert returned nothing');
      const invoice = await this.deps.provider.openInvoice({
        orderId: BigInt(orderId),
        amount: formatMajor(amount, precision),
        currency: method.currency,
        method: method.method,
        methodName: method.name,
        callbackUrl: input.callbackUrl,
      });
      await tx.client.query(
        `UPDATE cashier_transactions SET external_id = $2, details = details || $3::jsonb WHERE id = $1`,
        [
          orderId,
          invoice.externalId,
          JSON.stringify({
            paymentDetails: invoice.paymentDetails ?? null,
            recipientBank: invoice.recipientBank ?? null,
            url: invoice.url ?? null,
          }),
        ],
      );
      tx.afterCommit(() => this.announce(player, [{ status: 'waiting', type: 'buy' }]));
      return orderId;
    });
    return { id };
  }

  /** GET /api/v1/wallet/orders/buy/{id}. */
  async getBuy(player: Player, id: string) {
    return toFiatOrder(await this.ownOrder(player, id));
  }

  /** POST .../buy/{id}/paid: the player says they paid and shows a receipt. */
  async markPaid(player: Player, id: string, input: { name: string; fileName: string; fileContent: string }) {
    const order = await this.ownOrder(player, id);
    if (order.status !== 'waiting' && order.status !== 'pay_external_invoice')
      throw new AppError(409, 'conflict', { status: order.status });
    const receipt = await storeImage(this.deps.dataDir, 'fileContent', input.fileContent, player.id);
    const { rows } = await this.deps.pool.query<TransactionRow>(
      `UPDATE cashier_transactions SET status = 'wait_for_confirmation', receipt_path = $3,
         details = details || $4::jsonb, updated_at = $5
       WHERE id = $1 AND user_id = $2 AND status IN ('waiting', 'pay_external_invoice') RETURNING *`,
      [
        id,
        player.id.toString(),
        receipt,
        JSON.stringify({ payerName: input.name, receiptFileName: input.fileName }),
        this.deps.clock(),
      ],
    );
    const updated = rows[0];
    if (!updated) throw new AppError(409, 'conflict');
    this.announce(player, [updated]);
    return toFiatOrder(updated);
  }

  /** POST .../buy/{id}/dispute (SPEC §4.3: a buy in timeouted, pending, declined or wait_for_confirmation). */
  async openDispute(
    player: Player,
    id: string,
    input: {
      image: { fileContent: string };
      acceptOption: 'CHANGE_INVOICE' | 'REPAY';
      amount?: string;
      comment?: string;
      problem?: string;
    },
  ) {
    const order = await this.ownOrder(player, id);
    if (!DISPUTABLE.includes(order.status)) throw new AppError(409, 'conflict', { status: order.status });
    let amount: bigint | null = null;
    if (input.acceptOption === 'CHANGE_INVOICE' && input.amount !== undefined) {
      amount = parseMajor(input.amount, FIAT_PRECISION);
      if (amount === null || amount <= 0n)
        throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);
    }
    const image = await storeImage(
      this.deps.dataDir,
      'image.fileContent',
      input.image.fileContent,
      player.id,
    );
    const updated = await withTx(this.deps.pool, async (tx) => {
      const { rows } = await tx.client.query<TransactionRow>(
        `UPDATE cashier_transactions SET status = 'disputed', updated_at = $3
         WHERE id = $1 AND user_id = $2 AND status = ANY($4) RETURNING *`,
        [id, player.id.toString(), this.deps.clock(), DISPUTABLE],
      );
      const row = rows[0];
      if (!row) throw new AppError(409, 'conflict');
      await tx.client.query(
        `INSERT INTO cashier_disputes (transaction_id, accept_option, amount, comment, problem, image_path, previous_status)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          input.acceptOption,
          amount?.toString() ?? null,
          input.comment ?? null,
          input.problem ?? null,
          image,
          order.status,
        ],
      );
      tx.afterCommit(() => this.announce(player, [row]));
      return row;
    });
    return toFiatOrder(updated);
  }

  /**
   * Operator confirms a buy order: the main balance is credited exactly once (the ledger key is the
   * order's), the player is marked as having deposited, and the status becomes completed, all in one
   * transaction. `amount` overrides the order amount (an accepted CHANGE_INVOICE dispute).
   */
  async completeBuy(id: bigint, options: { amount?: bigint } = {}, outer?: Tx): Promise<TransactionRow> {
    const run = async (tx: Tx) => {
      const { rows } = await tx.client.query<TransactionRow>(
        'SELECT * FROM cashier_transactions WHERE id = $1 AND type = $2 FOR UPDATE',
        [id.toString(), 'buy'],
      );
      const order = rows[0];
      if (!order) throw notFound();
      if (!CONFIRMABLE.includes(order.status)) throw new AppError(409, 'conflict', { status: order.status });
      const player = await this.deps.auth.getPlayer(BigInt(order.user_id), tx);
      if (!player) throw notFound();
      const amount = options.amount ?? BigInt(order.amount);
      await this.deps.wallet.ledger.transfer(
        {
          idempotencyKey: `buy:${order.id}:credit`,
          kind: 'deposit',
          entries: [
            { account: { house: 'deposits_in_transit', currency: order.currency }, amount: -amount },
            { account: { userId: player.id, name: 'main', currency: order.currency }, amount },
          ],
          metadata: { transactionId: order.id },
        },
        tx,
      );
      await this.deps.auth.recordDeposit(player.id, tx);
      const updated = await tx.client.query<TransactionRow>(
        `UPDATE cashier_transactions SET status = 'completed', amount = $2, updated_at = $3 WHERE id = $1 RETURNING *`,
        [order.id, amount.toString(), this.deps.clock()],
      );
      await this.closeDispute(tx, order.id, 'accepted');
      const row = updated.rows[0] as TransactionRow;
      tx.afterCommit(() => this.announce(player, [row]));
      return row;
    };
    return outer ? run(outer) : withTx(this.deps.pool, run);
  }

  /**
   * The provider reports the payment window of an unpaid order closed before its expiry here: it turns
   * timeouted now (SPEC §4.3), exactly as at expiry. Never a credit; a paid or settled order is a conflict.
   */
  async timeoutBuy(id: bigint): Promise<TransactionRow> {
    const now = this.deps.clock();
    const { rows } = await this.deps.pool.query<TransactionRow>(
      `UPDATE cashier_transactions SET status = 'timeouted', expires_at = least(expires_at, $2), updated_at = $2
       WHERE id = $1 AND type = 'buy' AND status IN ('waiting', 'pay_external_invoice') RETURNING *`,
      [id.toString(), now],
    );
    const row = rows[0];
    if (!row) throw new AppError(409, 'conflict');
    const player = await this.deps.auth.getPlayer(BigInt(row.user_id));
    if (player) this.announce(player, [row]);
    return row;
  }

  /** Operator declines a buy order: nothing is credited. */
  async declineBuy(id: bigint, outer?: Tx): Promise<TransactionRow> {
    const run = async (tx: Tx) => {
      const { rows } = await tx.client.query<TransactionRow>(
        `UPDATE cashier_transactions SET status = 'declined', updated_at = $2
         WHERE id = $1 AND type = 'buy' AND status = ANY($3) RETURNING *`,
        [id.toString(), this.deps.clock(), CONFIRMABLE],
      );
      const row = rows[0];
      if (!row) {
        const exists = await tx.client.query(
          'SELECT 1 FROM cashier_transactions WHERE id = $1 AND type = $2',
          [id.toString(), 'buy'],
        );
        throw exists.rowCount ? new AppError(409, 'conflict') : notFound();
      }
      await this.closeDispute(tx, row.id, 'rejected');
      const player = await this.deps.auth.getPlayer(BigInt(row.user_id), tx);
      if (player) tx.afterCommit(() => this.announce(player, [row]));
      return row;
    };
    return outer ? run(outer) : withTx(this.deps.pool, run);
  }

  /** An order settled while disputed settles its open dispute with it, so no dispute outlives its order. */
  private async closeDispute(tx: Tx, orderId: string, status: 'accepted' | 'rejected'): Promise<void> {
    await tx.client.query(
      `UPDATE cashier_disputes SET status = $2, resolved_at = $3 WHERE transaction_id = $1 AND status = 'open'`,
      [orderId, status, this.deps.clock()],
    );
  }

  /** Pending buy orders for the back office, oldest first. */
  async listBuyOrders(status: string | undefined, offset: number, limit: number) {
    const { rows } = await this.deps.pool.query<TransactionRow & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM cashier_transactions
       WHERE type = 'buy' AND ($1::text IS NULL OR status = $1) ORDER BY id LIMIT $2 OFFSET $3`,
      [status ?? null, limit, offset],
    );
    return {
      items: rows.map((r) => ({ ...toFiatOrder(r), userId: r.user_id })),
      meta: { total: Number(rows[0]?.total ?? 0), offset, limit },
    };
  }
}
