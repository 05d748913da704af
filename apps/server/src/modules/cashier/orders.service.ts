import {
  DISPUTABLE_STATUSES,
  FIAT_ORDER_CONFIRMABLE_STATUSES,
  FIAT_ORDER_OPEN_STATUSES,
  FIAT_ORDER_UNPAID_STATUSES,
  FIAT_PRECISION,
  formatMajor,
  parseMajor,
  validateAmount,
  validateExternalFields,
} from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthService, Player } from '../auth/index.ts';
import type { PlayGuard } from '../protection/index.ts';
import type { Publish } from '../realtime/index.ts';
import type { CompleteDeposit } from './deposit-completion.ts';
import { FIAT_METHODS, type FiatMethodConfig, findMethod } from './methods.config.ts';
import type { FiatProvider } from './providers/fiat-provider.ts';
import type { FiatProviders } from './providers/fiat-providers.ts';
import { prepareUpload, withUpload } from './receipts.ts';
import { announceTransaction } from './transaction-events.ts';
import { type TransactionRow, toFiatOrder } from './views.ts';

/** Orders a player may have open at once, over all methods. */
export const MAX_OPEN_ORDERS = 3;
/** How long a buy order's payment details stay valid. */
export const ORDER_TTL_MS = 15 * 60 * 1000;
const OPEN_STATUSES: readonly string[] = FIAT_ORDER_OPEN_STATUSES;
const UNPAID_STATUSES: readonly string[] = FIAT_ORDER_UNPAID_STATUSES;
const DISPUTABLE: readonly string[] = DISPUTABLE_STATUSES;
const CONFIRMABLE: readonly string[] = FIAT_ORDER_CONFIRMABLE_STATUSES;

export interface OrdersDeps {
  guard: PlayGuard;
  pool: pg.Pool;
  auth: AuthService;
  publish: Publish;
  providers: FiatProviders;
  completeDeposit: CompleteDeposit;
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

  /** The real fiat providers in use (their webhooks are routed to handleProviderWebhook). */
  liveProviders(): FiatProvider[] {
    return this.deps.providers.live();
  }

  /** Method id → the provider serving it, or 'unavailable'. */
  providerSummary(): Record<string, string> {
    return this.deps.providers.summary();
  }

  /** A method is available when a payment provider is configured for it. */
  isAvailable(methodId: string): boolean {
    return this.deps.providers.forMethod(methodId) !== null;
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
       WHERE user_id = $1 AND type = 'buy' AND status = ANY($4)
         AND expires_at <= $3 AND ($2::bigint IS NULL OR id = $2)
       RETURNING *`,
      [userId.toString(), id?.toString() ?? null, this.deps.clock(), UNPAID_STATUSES],
    );
    return rows;
  }

  /**
   * Every player's lapsed unpaid orders turn timeouted (run on a schedule, so history and the open-order
   * limit never wait for the player to come back), each announced on its player's transaction channel.
   */
  async expireLapsed(limit = 500): Promise<number> {
    const { rows } = await this.deps.pool.query<TransactionRow>(
      `UPDATE cashier_transactions SET status = 'timeouted', updated_at = $1
       WHERE id IN (SELECT id FROM cashier_transactions
                    WHERE type = 'buy' AND status = ANY($2) AND expires_at <= $1 LIMIT $3)
         AND status = ANY($2)
       RETURNING *`,
      [this.deps.clock(), UNPAID_STATUSES, limit],
    );
    for (const row of rows) {
      const player = await this.deps.auth.getPlayer(BigInt(row.user_id));
      if (player) this.announce(player, [row]);
    }
    return rows.length;
  }

  private announce(player: Player, rows: Array<{ status: string; type: string }>): void {
    for (const row of rows) announceTransaction(this.deps.publish, player, row);
  }

  /** An unpaid order past its expiry reads as timeouted, whether or not the row has caught up yet. */
  private asOfNow(row: TransactionRow): TransactionRow {
    const lapsed =
      UNPAID_STATUSES.includes(row.status) && row.expires_at && row.expires_at <= this.deps.clock();
    return lapsed ? { ...row, status: 'timeouted' } : row;
  }

  /** The player's own buy order; another player's id is not found. `expire` first turns it timeouted if due. */
  private async ownOrder(player: Player, id: string, expire = true): Promise<TransactionRow> {
    if (!/^\d{1,18}$/.test(id)) throw notFound();
    const db = this.deps.pool;
    if (expire) this.announce(player, await this.expire(db, player.id, BigInt(id)));
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
    // Reads only: a lapsed unpaid order is not open, whether or not the sweep has marked it yet.
    const { rows } = await this.deps.pool.query<TransactionRow>(
      `SELECT * FROM cashier_transactions WHERE user_id = $1 AND type = 'buy' AND method_id = $2
         AND status = ANY($3) AND NOT (status = ANY($4) AND expires_at <= $5)
       ORDER BY id DESC LIMIT 1`,
      [player.id.toString(), bankId, OPEN_STATUSES, UNPAID_STATUSES, this.deps.clock()],
    );
    return rows[0] ? toFiatOrder(rows[0]) : null;
  }

  /** POST /api/v2/wallet/orders/buy. A replayed Idempotency-Key answers the first order. */
  async createBuy(player: Player, input: BuyOrderInput, idempotencyKey?: string): Promise<{ id: string }> {
    if (player.buyBanned) throw new AppError(403, 'wallet_buy_banned');
    if (player.fiatBanned) throw new AppError(403, 'wallet_fiat_banned');
    this.deps.guard.assertNotExcluded(player);
    const method = this.methodOf(player, input.bankId);
    const provider = this.deps.providers.forMethod(method.id);
    if (!provider) throw new AppError(400, 'payments_are_disabled');
    const precision = FIAT_PRECISION;
    const bounds = {
      min: parseMajor(method.buy.minAmount, precision),
      max: parseMajor(method.buy.maxAmount, precision),
    };
    // SPEC §5.1: the fiat deposit amount is whole units, digits only.
    const checked = validateAmount(input.amount, { code: method.currency, precision }, bounds, {
      digitsOnly: true,
    });
    if ('error' in checked) {
      const { message, params } = checked.error;
      throw validationFailed([{ field: 'amount', message, ...(params ? { params } : {}) }]);
    }
    const { amount } = checked;
    const fieldErrors = validateExternalFields(method.buy.externalDetailsFields, input.externalFields);
    if (fieldErrors.length > 0) {
      throw validationFailed(fieldErrors.map((e) => ({ ...e, field: `externalFields.${e.field}` })));
    }

    const flow = provider.flowOf(method);
    const opened = await withTx(
      this.deps.pool,
      async (tx): Promise<{ replayOf: string } | { orderId: string }> => {
        // One player's order creations queue here (the key's replay check included), so two at once can
        // neither both slip under the limit nor both take one Idempotency-Key.
        await tx.client.query('SELECT pg_advisory_xact_lock(727002, $1::int)', [
          Number(player.id % 2_147_483_647n),
        ]);
        if (idempotencyKey) {
          const replay = await tx.client.query<{ id: string }>(
            'SELECT id FROM cashier_transactions WHERE user_id = $1 AND idempotency_key = $2',
            [player.id.toString(), idempotencyKey],
          );
          if (replay.rows[0]) return { replayOf: replay.rows[0].id };
        }
        await this.expire(tx.client, player.id);
        const open = await tx.client.query<{ method_id: string }>(
          `SELECT method_id FROM cashier_transactions WHERE user_id = $1 AND type = 'buy' AND status = ANY($2)`,
          [player.id.toString(), OPEN_STATUSES],
        );
        const sameMethodOpen = open.rows.some((r) => r.method_id === method.id);
        if (open.rows.length >= MAX_OPEN_ORDERS || (!method.buy.multiplyOrdersAllowed && sameMethodOpen)) {
          throw new AppError(400, 'error_orders_limit', { limit: MAX_OPEN_ORDERS });
        }
        await this.deps.guard.checkDeposit(tx, player, method.currency, amount);
        const now = this.deps.clock();
        const { rows } = await tx.client.query<{ id: string }>(
          `INSERT INTO cashier_transactions
           (user_id, type, status, currency, amount, method_id, provider, details, callback_url, expires_at,
            idempotency_key, created_at, updated_at)
         VALUES ($1, 'buy', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
          [
            player.id.toString(),
            flow === 'pay_external_invoice' ? 'pay_external_invoice' : 'waiting',
            method.currency,
            amount.toString(),
            method.id,
            provider.name,
            JSON.stringify({ externalFields: input.externalFields }),
            input.callbackUrl,
            new Date(now.getTime() + ORDER_TTL_MS),
            idempotencyKey ?? null,
            now,
          ],
        );
        const orderId = rows[0]?.id;
        if (!orderId) throw new Error('order insert returned nothing');
        return { orderId };
      },
    );
    if ('replayOf' in opened) return { id: opened.replayOf };
    await this.openInvoice(player, provider, method, opened.orderId, amount, input.callbackUrl);
    return { id: opened.orderId };
  }

  /**
   * Asks the provider for the order's payment, with no transaction open and no lock held (it may be slow
   * or down). A provider that fails leaves the order declined, never waiting for a payment nobody can make.
   */
  private async openInvoice(
    player: Player,
    provider: FiatProvider,
    method: FiatMethodConfig,
    orderId: string,
    amount: bigint,
    callbackUrl: string,
  ): Promise<void> {
    let invoice: Awaited<ReturnType<FiatProvider['openInvoice']>>;
    try {
      invoice = await provider.openInvoice({
        orderId: BigInt(orderId),
        amount: formatMajor(amount, FIAT_PRECISION),
        currency: method.currency,
        method: method.method,
        methodName: method.name,
        flow: provider.flowOf(method),
        callbackUrl,
      });
    } catch {
      await this.deps.pool.query(
        `UPDATE cashier_transactions SET status = 'declined', details = details || '{"providerFailed":true}',
           updated_at = $2
         WHERE id = $1`,
        [orderId, this.deps.clock()],
      );
      throw new AppError(502, 'payments_are_disabled');
    }
    await this.deps.pool.query(
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
    this.announce(player, [{ status: 'waiting', type: 'buy' }]);
  }

  /** GET /api/v1/wallet/orders/buy/{id}: reads, never writes (a lapsed order reads as timeouted). */
  async getBuy(player: Player, id: string) {
    return toFiatOrder(this.asOfNow(await this.ownOrder(player, id, false)));
  }

  /**
   * POST .../buy/{id}/cancel: the player drops their own unpaid order before its expiry. It turns declined
   * (`cancelledBy: 'player'`), never a credit, and no longer counts as open. One guarded UPDATE, so of
   * concurrent cancels exactly one wins; a second cancel, a paid, settled or lapsed order is a 409.
   */
  async cancelBuy(player: Player, id: string) {
    if (!/^\d{1,18}$/.test(id)) throw notFound();
    const now = this.deps.clock();
    const { rows } = await this.deps.pool.query<TransactionRow>(
      `UPDATE cashier_transactions SET status = 'declined', details = details || $5::jsonb, updated_at = $3
       WHERE id = $1 AND user_id = $2 AND type = 'buy' AND status = ANY($4) AND expires_at > $3
       RETURNING *`,
      [id, player.id.toString(), now, UNPAID_STATUSES, JSON.stringify({ cancelledBy: 'player' })],
    );
    const row = rows[0];
    if (!row) {
      // Not cancelled: another player's (or no) order is not found; a lapsed one turns timeouted here.
      const order = this.asOfNow(await this.ownOrder(player, id));
      throw new AppError(409, 'conflict', { status: order.status });
    }
    this.announce(player, [row]);
    return toFiatOrder(row);
  }

  /** POST .../buy/{id}/paid: the player says they paid and shows a receipt. */
  async markPaid(player: Player, id: string, input: { name: string; fileName: string; fileContent: string }) {
    const order = await this.ownOrder(player, id);
    if (!UNPAID_STATUSES.includes(order.status))
      throw new AppError(409, 'conflict', { status: order.status });
    const upload = await prepareUpload(this.deps.dataDir, 'fileContent', input.fileContent, player.id);
    const updated = await withUpload(upload, async (receipt) => {
      const { rows } = await this.deps.pool.query<TransactionRow>(
        `UPDATE cashier_transactions SET status = 'wait_for_confirmation', receipt_path = $3,
           details = details || $4::jsonb, updated_at = $5
         WHERE id = $1 AND user_id = $2 AND status = ANY($6) RETURNING *`,
        [
          id,
          player.id.toString(),
          receipt,
          JSON.stringify({ payerName: input.name, receiptFileName: input.fileName }),
          this.deps.clock(),
          UNPAID_STATUSES,
        ],
      );
      const row = rows[0];
      if (!row) throw new AppError(409, 'conflict');
      return row;
    });
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
    const upload = await prepareUpload(
      this.deps.dataDir,
      'image.fileContent',
      input.image.fileContent,
      player.id,
    );
    const updated = await withUpload(upload, (image) =>
      this.disputeOrder(player, order, id, input, amount, image),
    );
    return toFiatOrder(updated);
  }

  private disputeOrder(
    player: Player,
    order: TransactionRow,
    id: string,
    input: { acceptOption: string; comment?: string; problem?: string },
    amount: bigint | null,
    image: string,
  ): Promise<TransactionRow> {
    return withTx(this.deps.pool, async (tx) => {
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
  }

  /**
   * Operator confirms a buy order: the main balance is credited exactly once (the ledger key is the
   * order's), the player is marked as having deposited, and the status becomes completed, all in one
   * transaction. `amount` overrides the order amount (an accepted CHANGE_INVOICE dispute).
   */
  async completeBuy(
    id: bigint,
    options: { amount?: bigint; reportedPaid?: boolean } = {},
    outer?: Tx,
  ): Promise<TransactionRow> {
    const run = async (tx: Tx) => {
      const { rows } = await tx.client.query<TransactionRow>(
        'SELECT * FROM cashier_transactions WHERE id = $1 AND type = $2 FOR UPDATE',
        [id.toString(), 'buy'],
      );
      const order = rows[0];
      if (!order) throw notFound();
      // A provider's "paid" means the money arrived: it credits an order the player cancelled too.
      const cancelledByPlayer =
        order.status === 'declined' && (order.details as { cancelledBy?: string }).cancelledBy === 'player';
      if (!CONFIRMABLE.includes(order.status) && !(options.reportedPaid && cancelledByPlayer))
        throw new AppError(409, 'conflict', { status: order.status });
      const player = await this.deps.auth.getPlayer(BigInt(order.user_id), tx);
      if (!player) throw notFound();
      await this.deps.completeDeposit(tx, {
        transactionId: order.id,
        type: 'buy',
        player,
        currency: order.currency,
        amount: options.amount ?? BigInt(order.amount),
        ledgerKey: `buy:${order.id}`,
        metadata: {},
      });
      await this.closeDispute(tx, order.id, 'accepted');
      const updated = await tx.client.query<TransactionRow>(
        'SELECT * FROM cashier_transactions WHERE id = $1',
        [order.id],
      );
      return updated.rows[0] as TransactionRow;
    };
    return outer ? run(outer) : withTx(this.deps.pool, run);
  }

  /**
   * A fiat provider's webhook, verified by the provider over the raw body: a paid order completes through
   * the same step as an operator's confirm, a cancelled one is declined, an expired one times out. Each
   * happens at most once; a replay or a late report changes nothing.
   */
  async handleProviderWebhook(
    provider: FiatProvider,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ result: string }> {
    const event = provider.parseWebhook(rawBody, headers);
    if (event === null) return { result: 'unauthorized' };
    if (event === 'malformed') return { result: 'malformed' };
    const { rows } = await this.deps.pool.query<TransactionRow>(
      `SELECT * FROM cashier_transactions WHERE provider = $1 AND external_id = $2 AND type = 'buy'`,
      [provider.name, event.externalId],
    );
    const order = rows[0];
    if (!order) return { result: 'unknown_order' };
    // A payment report credits whatever became of the order meanwhile (lapsed, cancelled): the money is
    // with the provider. Closing reports only close an order still unpaid.
    if (event.event !== 'paid' && !UNPAID_STATUSES.includes(this.asOfNow(order).status))
      return { result: 'replayed' };
    try {
      const id = BigInt(order.id);
      if (event.event === 'paid') await this.completeBuy(id, { reportedPaid: true });
      else if (event.event === 'expired') await this.timeoutBuy(id);
      else await this.declineBuy(id);
    } catch (error) {
      if (error instanceof AppError && error.status === 409) return { result: 'replayed' };
      throw error;
    }
    return { result: { paid: 'completed', cancelled: 'declined', expired: 'timeouted' }[event.event] };
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
