import { createHash } from 'node:crypto';
import { type BalanceView, type BanReason, formatMajor, parseMajor } from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthService, PaymentRestrictions, Player, PlayerRecord, VipInput } from '../auth/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { type AuditEntry, writeAudit } from './audit.ts';
import type { Operator } from './operators.service.ts';

/**
 * The largest single adjustment, in minor units: far above any real correction, and far enough below the
 * bigint range that no run of adjustments can overflow a balance by accident.
 */
export const MAX_ADJUSTMENT_MINOR = 10n ** 15n;

export interface AdjustmentInput {
  /** Signed decimal in major units: positive credits, negative debits. */
  amount: string;
  currency: string;
  reason: string;
}

export interface PlayerSummary {
  globalId: string;
  email: string | null;
  language: string;
  currency: string;
  isVip: boolean;
  vipManager: { telegramUsername: string } | null;
  vipLevel: number;
  banReason: string | null;
  buyBanned: boolean;
  fiatBanned: boolean;
  depositCount: number;
  balance: BalanceView;
}

export interface PlayerActions {
  summary(globalId: string): Promise<PlayerSummary>;
  /** Replays of `idempotencyKey` post nothing and write no second audit row. */
  adjust(
    operator: Operator,
    globalId: string,
    input: AdjustmentInput,
    idempotencyKey: string,
  ): Promise<BalanceView>;
  ban(operator: Operator, globalId: string, reason: BanReason): Promise<PlayerSummary>;
  unban(operator: Operator, globalId: string): Promise<PlayerSummary>;
  setVip(operator: Operator, globalId: string, input: VipInput): Promise<PlayerSummary>;
  /** Bars or allows fiat deposits (buy) and every fiat method (fiat). */
  restrict(operator: Operator, globalId: string, input: PaymentRestrictions): Promise<PlayerSummary>;
}

export interface PlayerActionsDeps {
  pool: pg.Pool;
  clock: () => Date;
  auth: AuthService;
  wallet: Wallet;
}

const invalidAmount = (message: 'Validation.invalid_amount' | 'Validation.maximum_amount', max?: string) =>
  validationFailed([{ field: 'amount', message, ...(max ? { params: { amount: max } } : {}) }]);

/** An operator's key, in its own space and of fixed length whatever the client sent. */
function adjustmentKey(operatorId: bigint, clientKey: string): string {
  return `admin-adjust:${operatorId}:${createHash('sha256').update(clientKey).digest('hex')}`;
}

export function createPlayerActions({ pool, clock, auth, wallet }: PlayerActionsDeps): PlayerActions {
  async function playerOf(globalId: string): Promise<Player> {
    const player = await auth.getPlayerByGlobalId(globalId);
    if (!player) throw notFound();
    return player;
  }

  async function summary(globalId: string): Promise<PlayerSummary> {
    const player = await playerOf(globalId);
    const record = await auth.getPlayerRecord(player.id);
    if (!record) throw notFound();
    return {
      globalId: record.globalId,
      email: record.email,
      language: record.language,
      currency: record.currency,
      isVip: record.isVip,
      vipManager: record.vipManagerTelegram ? { telegramUsername: record.vipManagerTelegram } : null,
      vipLevel: record.vipLevel,
      banReason: record.banReason,
      buyBanned: record.buyBanned,
      fiatBanned: record.fiatBanned,
      depositCount: record.depositCount,
      balance: await wallet.balances.balanceOf(record),
    };
  }

  /**
   * Locks the player's row, applies `change` and writes its audit row, all in one transaction. `change`
   * returns the audit's before/after pair.
   */
  async function audited(
    operator: Operator,
    globalId: string,
    action: AuditEntry['action'],
    change: (tx: Tx, record: PlayerRecord) => Promise<Pick<AuditEntry, 'before' | 'after'>>,
  ): Promise<PlayerSummary> {
    const player = await playerOf(globalId);
    await withTx(pool, async (tx) => {
      const record = await auth.getPlayerRecord(player.id, tx);
      if (!record) throw notFound();
      const { before, after } = await change(tx, record);
      await writeAudit(
        tx,
        { operatorId: operator.id, action, subjectType: 'player', subjectId: record.globalId, before, after },
        clock(),
      );
    });
    return summary(globalId);
  }

  return {
    summary,

    async adjust(operator, globalId, input, idempotencyKey) {
      const player = await playerOf(globalId);
      if (input.currency !== player.currency) {
        throw new AppError(400, 'error_currency_not_supported', { currency: input.currency });
      }
      const currency = (await wallet.balances.currencies([player.currency])).get(player.currency);
      if (!currency) throw new AppError(400, 'error_currency_not_supported', { currency: input.currency });
      const amount = parseMajor(input.amount, currency.precision);
      if (amount === null || amount === 0n) throw invalidAmount('Validation.invalid_amount');
      if (amount > MAX_ADJUSTMENT_MINOR || -amount > MAX_ADJUSTMENT_MINOR) {
        throw invalidAmount(
          'Validation.maximum_amount',
          formatMajor(MAX_ADJUSTMENT_MINOR, currency.precision),
        );
      }
      const format = (minor: bigint) => formatMajor(minor, currency.precision);
      const main = { userId: player.id, name: 'main' as const, currency: player.currency };
      const house = { house: 'adjustments' as const, currency: player.currency };
      try {
        await withTx(pool, async (tx) => {
          const { transferId, replayed } = await wallet.ledger.transfer(
            {
              idempotencyKey: adjustmentKey(operator.id, idempotencyKey),
              kind: amount > 0n ? 'admin_credit' : 'admin_debit',
              entries: [
                { account: house, amount: -amount },
                { account: main, amount },
              ],
              metadata: { operatorId: operator.id.toString(), reason: input.reason },
            },
            tx,
          );
          if (replayed) return;
          // Read after our own update on the same connection: exact, whatever else moves the balance.
          const balanceAfter = (await wallet.ledger.playerBalances(player.id, player.currency, tx.client))
            .main;
          await writeAudit(
            tx,
            {
              operatorId: operator.id,
              action: 'player.adjustment',
              subjectType: 'player',
              subjectId: player.globalId,
              before: { balance: format(balanceAfter - amount), currency: player.currency },
              after: {
                balance: format(balanceAfter),
                currency: player.currency,
                amount: format(amount),
                reason: input.reason,
                transferId: transferId.toString(),
              },
            },
            clock(),
          );
        });
      } catch (error) {
        if (error instanceof AppError && error.detail === 'insufficient_balance') {
          throw new AppError(400, 'insufficient_balance', {
            amount: input.amount,
            currency: player.currency,
          });
        }
        // numeric_value_out_of_range: the credit would carry the balance past bigint.
        if ((error as { code?: string }).code === '22003') throw invalidAmount('Validation.invalid_amount');
        throw error;
      }
      return wallet.balances.balanceOf(player);
    },

    ban: (operator, globalId, reason) =>
      audited(operator, globalId, 'player.ban', async (tx, record) => {
        await auth.ban(record.id, reason, tx);
        return { before: { banReason: record.banReason }, after: { banReason: reason } };
      }),

    unban: (operator, globalId) =>
      audited(operator, globalId, 'player.unban', async (tx, record) => {
        await auth.unban(record.id, tx);
        return { before: { banReason: record.banReason }, after: { banReason: null } };
      }),

    setVip: (operator, globalId, input) =>
      audited(operator, globalId, 'player.vip', async (tx, record) => {
        await auth.setVip(record.id, input, tx);
        return {
          before: {
            isVip: record.isVip,
            vipManagerTelegram: record.vipManagerTelegram,
            level: record.vipLevel,
          },
          after: {
            isVip: input.isVip,
            vipManagerTelegram: input.vipManagerTelegram,
            level: input.level ?? record.vipLevel,
          },
        };
      }),
    restrict: (operator, globalId, input) =>
      audited(operator, globalId, 'player.restrictions', async (tx, record) => {
        await auth.setPaymentRestrictions(record.id, input, tx);
        return {
          before: { buyBanned: record.buyBanned, fiatBanned: record.fiatBanned },
          after: {
            buyBanned: input.buyBanned ?? record.buyBanned,
            fiatBanned: input.fiatBanned ?? record.fiatBanned,
          },
        };
      }),
  };
}
