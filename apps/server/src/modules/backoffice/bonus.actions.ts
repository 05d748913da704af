import { createHash } from 'node:crypto';
import { type BalanceView, formatMajor, parseMajor } from '@casino/shared';
import type pg from 'pg';
import { withTx } from '../../db/tx.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthService } from '../auth/index.ts';
import type { BonusesService } from '../bonuses/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { writeAudit } from './audit.ts';
import type { Operator } from './operators.service.ts';
import { MAX_ADJUSTMENT_MINOR } from './players.service.ts';

export interface BonusGrantInput {
  /** Major units of the player's account currency. */
  amount: string;
  currency: string;
  /** Stakes needed = amount × wager. */
  wager: number;
  days: number;
  title: string;
}

export interface BonusActions {
  /** Grants a bonus with its wagering; a replayed Idempotency-Key grants nothing more and writes no audit row. */
  grant(
    operator: Operator,
    globalId: string,
    input: BonusGrantInput,
    idempotencyKey: string,
  ): Promise<BalanceView>;
}

export function createBonusActions(deps: {
  pool: pg.Pool;
  clock: () => Date;
  auth: AuthService;
  wallet: Wallet;
  bonuses: BonusesService;
}): BonusActions {
  const { pool, clock, auth, wallet, bonuses } = deps;
  return {
    async grant(operator, globalId, input, idempotencyKey) {
      const player = await auth.getPlayerByGlobalId(globalId);
      if (!player) throw notFound();
      if (input.currency !== player.currency) {
        throw new AppError(400, 'error_currency_not_supported', { currency: input.currency });
      }
      const currency = (await wallet.balances.currencies([player.currency])).get(player.currency);
      if (!currency) throw new AppError(400, 'error_currency_not_supported', { currency: input.currency });
      const amount = parseMajor(input.amount, currency.precision);
      if (amount === null || amount <= 0n || amount > MAX_ADJUSTMENT_MINOR) {
        throw validationFailed([{ field: 'amount', message: 'Validation.invalid_amount' }]);
      }
      const source = `operator:${operator.id}:${createHash('sha256').update(idempotencyKey).digest('hex')}`;
      await withTx(pool, async (tx) => {
        const id = await bonuses.grant(tx, {
          userId: player.id,
          source,
          title: input.title,
          currency: player.currency,
          amount,
          wagerMultiplier: input.wager,
          hours: input.days * 24,
        });
        if (id === undefined) return;
        await writeAudit(
          tx,
          {
            operatorId: operator.id,
            action: 'player.bonus',
            subjectType: 'player',
            subjectId: player.globalId,
            before: null,
            after: {
              bonusId: id.toString(),
              amount: formatMajor(amount, currency.precision),
              currency: player.currency,
              wager: input.wager,
              days: input.days,
              title: input.title,
            },
          },
          clock(),
        );
      });
      return wallet.balances.balanceOf(player);
    },
  };
}
