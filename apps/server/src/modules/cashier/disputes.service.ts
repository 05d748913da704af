import { formatMajor } from '@casino/shared';
import type pg from 'pg';
import type { Tx } from '../../db/tx.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { AuthService } from '../auth/index.ts';
import type { Publish } from '../realtime/index.ts';
import type { OrdersService } from './orders.service.ts';
import { announceTransaction } from './transaction-events.ts';
import { FIAT_PRECISION, type TransactionRow, toFiatOrder } from './views.ts';

export const DISPUTE_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

interface DisputeRow {
  id: string;
  transaction_id: string;
  accept_option: 'CHANGE_INVOICE' | 'REPAY';
  amount: string | null;
  comment: string | null;
  problem: string | null;
  status: DisputeStatus;
  previous_status: string;
  created_at: Date;
  resolved_at: Date | null;
}

export interface DisputeResolution {
  id: string;
  status: DisputeStatus;
  transaction: { id: string; status: string; amount: string };
  /** For the audit: the dispute and its order as they were. */
  before: { status: DisputeStatus; transactionStatus: string };
}

function resolution(
  dispute: DisputeRow,
  before: TransactionRow,
  after: TransactionRow,
  status: DisputeStatus,
): DisputeResolution {
  return {
    id: dispute.id,
    status,
    transaction: {
      id: after.id,
      status: after.status,
      amount: formatMajor(BigInt(after.amount), FIAT_PRECISION),
    },
    before: { status: dispute.status, transactionStatus: before.status },
  };
}

/**
 * Operator resolution of buy-order disputes (SPEC §4.3): accept credits the order through the same confirm
 * path as the operator's confirmation (optionally with the amount the player says was paid), reject puts
 * the order back in the status it had. Locks go order row first, then dispute row, as the confirm path
 * takes them, so an accept racing a reject (or a confirm) has one winner and no deadlock.
 */
export class DisputesService {
  constructor(
    private readonly deps: {
      pool: pg.Pool;
      auth: AuthService;
      publish: Publish;
      orders: OrdersService;
      clock: () => Date;
    },
  ) {}

  /** The dispute and its order, both locked for the rest of `tx`. */
  private async lock(tx: Tx, id: string): Promise<{ dispute: DisputeRow; order: TransactionRow }> {
    if (!/^\d{1,18}$/.test(id)) throw notFound();
    const found = await tx.client.query<{ transaction_id: string }>(
      'SELECT transaction_id FROM cashier_disputes WHERE id = $1',
      [id],
    );
    const transactionId = found.rows[0]?.transaction_id;
    if (!transactionId) throw notFound();
    const order = await tx.client.query<TransactionRow>(
      'SELECT * FROM cashier_transactions WHERE id = $1 FOR UPDATE',
      [transactionId],
    );
    const dispute = await tx.client.query<DisputeRow>(
      'SELECT * FROM cashier_disputes WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!order.rows[0] || !dispute.rows[0]) throw notFound();
    if (dispute.rows[0].status !== 'open')
      throw new AppError(409, 'conflict', { status: dispute.rows[0].status });
    return { dispute: dispute.rows[0], order: order.rows[0] };
  }

  /**
   * Accepts: the order is credited once. Without `amount` a CHANGE_INVOICE dispute credits the amount the
   * player said was paid, a REPAY dispute the order's amount.
   */
  async accept(tx: Tx, id: string, amount?: bigint): Promise<DisputeResolution> {
    const { dispute, order } = await this.lock(tx, id);
    const changed = amount ?? (dispute.amount === null ? undefined : BigInt(dispute.amount));
    // completeBuy settles the open dispute as accepted in the same transaction.
    const row = await this.deps.orders.completeBuy(
      BigInt(order.id),
      changed === undefined ? {} : { amount: changed },
      tx,
    );
    return resolution(dispute, order, row, 'accepted');
  }

  /** Rejects: nothing is credited and the order returns to the status it had before the dispute. */
  async reject(tx: Tx, id: string, reason?: string): Promise<DisputeResolution> {
    const { dispute, order } = await this.lock(tx, id);
    if (order.status !== 'disputed') throw new AppError(409, 'conflict', { status: order.status });
    const now = this.deps.clock();
    const { rows } = await tx.client.query<TransactionRow>(
      `UPDATE cashier_transactions SET status = $2, details = details || $3::jsonb, updated_at = $4
       WHERE id = $1 RETURNING *`,
      [
        order.id,
        dispute.previous_status,
        JSON.stringify({ disputeRejected: { reason: reason ?? null } }),
        now,
      ],
    );
    const row = rows[0] as TransactionRow;
    await tx.client.query(`UPDATE cashier_disputes SET status = 'rejected', resolved_at = $2 WHERE id = $1`, [
      dispute.id,
      now,
    ]);
    const player = await this.deps.auth.getPlayer(BigInt(row.user_id), tx);
    if (player) tx.afterCommit(() => announceTransaction(this.deps.publish, player, row));
    return resolution(dispute, order, row, 'rejected');
  }

  /** Disputes for the back office, oldest first, each with its order. */
  async list(status: DisputeStatus | undefined, offset: number, limit: number) {
    const { rows } = await this.deps.pool.query<DisputeRow & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM cashier_disputes
       WHERE ($1::text IS NULL OR status = $1) ORDER BY id LIMIT $2 OFFSET $3`,
      [status ?? null, limit, offset],
    );
    const orders = await this.deps.pool.query<TransactionRow>(
      'SELECT * FROM cashier_transactions WHERE id = ANY($1::bigint[])',
      [rows.map((r) => r.transaction_id)],
    );
    const orderOf = new Map(orders.rows.map((o) => [o.id, o]));
    return {
      items: rows.flatMap((r) => {
        const order = orderOf.get(r.transaction_id);
        if (!order) return [];
        return [
          {
            id: r.id,
            acceptOption: r.accept_option,
            amount: r.amount === null ? null : formatMajor(BigInt(r.amount), FIAT_PRECISION),
            comment: r.comment,
            problem: r.problem,
            status: r.status,
            previousStatus: r.previous_status,
            createdAt: r.created_at.toISOString(),
            resolvedAt: r.resolved_at?.toISOString() ?? null,
            order: toFiatOrder(order),
            userId: order.user_id,
          },
        ];
      }),
      meta: { total: Number(rows[0]?.total ?? 0), offset, limit },
    };
  }
}
