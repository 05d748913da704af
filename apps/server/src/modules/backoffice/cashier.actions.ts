import { FIAT_PRECISION, parseMajor } from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { validationFailed } from '../../http/errors.ts';
import type { AuthService } from '../auth/index.ts';
import type { DisputeStatus, DisputesService, OrdersService, WithdrawalsService } from '../cashier/index.ts';
import { type AuditAction, writeAudit } from './audit.ts';
import type { Operator } from './operators.service.ts';

export interface CashierActionsDeps {
  pool: pg.Pool;
  clock: () => Date;
  auth: AuthService;
  orders: OrdersService;
  withdrawals: WithdrawalsService;
  disputes: DisputesService;
}

/** Minor-unit precision of fiat buy orders (every fiat method's currency has two decimals). */

/** An operator's changed amount of a buy order, in minor units; undefined when none was given. */
function changedAmount(amount: string | undefined): bigint | undefined {
  if (amount === undefined) return undefined;
  const parsed = parseMajor(amount, FIAT_PRECISION);
  if (parsed === null || parsed <= 0n)
    throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);
  return parsed;
}

/**
 * Operator decisions on cashier transactions. Each runs in one transaction with its audit row: the money
 * moves and the record of who moved it commit together or not at all.
 */
export function createCashierActions(deps: CashierActionsDeps) {
  async function statusOf(tx: Tx, id: string): Promise<string | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const { rows } = await tx.client.query<{ status: string }>(
      'SELECT status FROM cashier_transactions WHERE id = $1',
      [id],
    );
    return rows[0]?.status ?? null;
  }

  async function audited<T extends { id: string; status: string }>(
    operator: Operator,
    action: AuditAction,
    id: string,
    change: (tx: Tx) => Promise<T>,
    reason?: string,
  ): Promise<T> {
    return withTx(deps.pool, async (tx) => {
      const before = await statusOf(tx, id);
      const row = await change(tx);
      await writeAudit(
        tx,
        {
          operatorId: operator.id,
          action,
          subjectType: 'transaction',
          subjectId: row.id,
          before: { status: before },
          after: { status: row.status, ...(reason ? { reason } : {}) },
        },
        deps.clock(),
      );
      return row;
    });
  }

  /** Lists carry the player's public id, never the internal one. */
  async function withGlobalIds<T extends { userId: string }>(items: T[]) {
    const ids = new Map<string, string | null>();
    for (const item of items) {
      if (!ids.has(item.userId))
        ids.set(item.userId, (await deps.auth.getPlayer(BigInt(item.userId)))?.globalId ?? null);
    }
    return items.map(({ userId, ...rest }) => ({ ...rest, player: ids.get(userId) ?? null }));
  }

  /** A dispute's resolution and its audit row commit together; of two racing resolutions one wins. */
  function resolveDispute(
    operator: Operator,
    action: AuditAction,
    resolve: (tx: Tx) => ReturnType<DisputesService['accept']>,
    reason?: string,
  ) {
    return withTx(deps.pool, async (tx) => {
      const { before, ...resolution } = await resolve(tx);
      await writeAudit(
        tx,
        {
          operatorId: operator.id,
          action,
          subjectType: 'dispute',
          subjectId: resolution.id,
          before,
          after: {
            status: resolution.status,
            transactionId: resolution.transaction.id,
            transactionStatus: resolution.transaction.status,
            amount: resolution.transaction.amount,
            ...(reason === undefined ? {} : { reason }),
          },
        },
        deps.clock(),
      );
      return resolution;
    });
  }

  return {
    async listBuyOrders(status: string | undefined, offset: number, limit: number) {
      const page = await deps.orders.listBuyOrders(status, offset, limit);
      return { items: await withGlobalIds(page.items), meta: page.meta };
    },
    async listWithdrawals(status: string | undefined, offset: number, limit: number) {
      const page = await deps.withdrawals.list(status, offset, limit);
      return { items: await withGlobalIds(page.items), meta: page.meta };
    },
    confirmBuy(operator: Operator, id: string, amount?: string, reason?: string) {
      const credited = changedAmount(amount);
      return audited(
        operator,
        'buy.confirm',
        id,
        async (tx) => {
          if (!/^\d{1,18}$/.test(id))
            throw validationFailed([{ field: 'id', message: 'Validation.invalid_format' }]);
          const row = await deps.orders.completeBuy(
            BigInt(id),
            credited === undefined ? {} : { amount: credited },
            tx,
          );
          return { id: row.id, status: row.status, amount: row.amount };
        },
        reason,
      );
    },
    declineBuy(operator: Operator, id: string, reason?: string) {
      return audited(
        operator,
        'buy.decline',
        id,
        async (tx) => {
          if (!/^\d{1,18}$/.test(id))
            throw validationFailed([{ field: 'id', message: 'Validation.invalid_format' }]);
          const row = await deps.orders.declineBuy(BigInt(id), tx);
          return { id: row.id, status: row.status };
        },
        reason,
      );
    },
    approveWithdrawal(operator: Operator, id: string, reason?: string) {
      return audited(
        operator,
        'withdrawal.approve',
        id,
        async (tx) => {
          const row = await deps.withdrawals.approve(id, tx);
          return { id: row.id, status: row.status };
        },
        reason,
      );
    },
    declineWithdrawal(operator: Operator, id: string, reason?: string) {
      return audited(
        operator,
        'withdrawal.decline',
        id,
        async (tx) => {
          const row = await deps.withdrawals.decline(id, tx);
          return { id: row.id, status: row.status };
        },
        reason,
      );
    },
    async listDisputes(status: DisputeStatus | undefined, offset: number, limit: number) {
      const page = await deps.disputes.list(status, offset, limit);
      return { items: await withGlobalIds(page.items), meta: page.meta };
    },
    acceptDispute(operator: Operator, id: string, amount?: string) {
      const credited = changedAmount(amount);
      return resolveDispute(operator, 'dispute.accept', (tx) => deps.disputes.accept(tx, id, credited));
    },
    rejectDispute(operator: Operator, id: string, reason?: string) {
      return resolveDispute(operator, 'dispute.reject', (tx) => deps.disputes.reject(tx, id, reason), reason);
    },
  };
}

export type CashierActions = ReturnType<typeof createCashierActions>;
