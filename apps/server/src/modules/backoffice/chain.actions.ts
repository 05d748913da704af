import type pg from 'pg';
import { withTx } from '../../db/tx.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthService } from '../auth/index.ts';
import type { ChainDepositsService, SimulatedChain } from '../cashier/index.ts';
import { writeAudit } from './audit.ts';
import type { Operator } from './operators.service.ts';

export interface ChainActionsDeps {
  pool: pg.Pool;
  clock: () => Date;
  auth: AuthService;
  chainDeposits: ChainDepositsService;
  /** The simulated chain of the embedded default; null when a real chain watcher runs. */
  chain: SimulatedChain | null;
}

export interface ChainPaymentInput {
  currency: string;
  address: string;
  memo?: string | undefined;
  /** Major units of `currency`. */
  amount: string;
  confirmations?: number | undefined;
}

/** Chain deposits in the back office: what the watcher recorded, and sandbox payments to the simulated chain. */
export function createChainActions(deps: ChainActionsDeps) {
  return {
    async list(status: string | undefined, offset: number, limit: number) {
      const page = await deps.chainDeposits.list(status, offset, limit);
      const items = [];
      for (const { userId, ...item } of page.items) {
        const player = userId === null ? undefined : await deps.auth.getPlayer(BigInt(userId));
        items.push({ ...item, player: player?.globalId ?? null });
      }
      return { items, meta: page.meta };
    },

    /**
     * POST /sandbox/chain-payments: "sends" a payment on the simulated chain, which the chain watcher then
     * credits like any other. The audit row follows the payment in its own transaction: the chain is not
     * ours to roll back, so the record says what the chain was sent and what became of it.
     */
    async sendPayment(operator: Operator, input: ChainPaymentInput) {
      const chain = deps.chain;
      if (!chain) throw notFound();
      const amount = await deps.chainDeposits.paymentAmount(input.currency, input.amount);
      const memo = input.memo?.trim() ? input.memo.trim() : null;
      const { chainTxId, outcome } = await chain.send({
        currency: input.currency,
        address: input.address,
        memo,
        amount,
        ...(input.confirmations === undefined ? {} : { confirmations: input.confirmations }),
      });
      await withTx(deps.pool, (tx) =>
        writeAudit(
          tx,
          {
            operatorId: operator.id,
            action: 'sandbox.chain_payment',
            subjectType: 'chain_payment',
            subjectId: `${input.currency}:${chainTxId}`,
            before: null,
            after: {
              currency: input.currency,
              address: input.address,
              memo,
              amount: input.amount,
              ...outcome,
            },
          },
          deps.clock(),
        ),
      );
      return { chainTxId, ...outcome };
    },
  };
}

export type ChainActions = ReturnType<typeof createChainActions>;
