import { randomBytes } from 'node:crypto';
import type {
  ChainDepositOutcome,
  ChainPayment,
  ChainPaymentHandler,
  ChainWatcher,
} from './chain-watcher.ts';

export interface SimulatedPayment {
  currency: string;
  address: string;
  memo?: string | null;
  amount: bigint;
  /** Default: the currency's required confirmations, so the payment counts at once. */
  confirmations?: number;
  /** Default: a fresh random id. Given, it replays a transaction the chain already carried. */
  chainTxId?: string;
}

/**
 * The embedded default's chain: lives in this process, and tests and the back office "send" payments to
 * it. Reports go to the handler at once, as a real watcher would after seeing the block. Being in one
 * process is fine here: the handler credits through the database, so any copy's simulated chain credits
 * exactly once.
 */
export class SimulatedChain implements ChainWatcher {
  private handler: ChainPaymentHandler | null = null;
  private readonly sent = new Map<string, ChainPayment>();

  constructor(private readonly requiredConfirmations: (currency: string) => number) {}

  watch(handler: ChainPaymentHandler): void {
    this.handler = handler;
  }

  async close(): Promise<void> {
    this.handler = null;
  }

  /** Puts a payment on the chain and reports it. */
  async send(payment: SimulatedPayment): Promise<{ chainTxId: string; outcome: ChainDepositOutcome }> {
    const chainTxId = payment.chainTxId ?? randomBytes(32).toString('hex');
    const reported: ChainPayment = {
      currency: payment.currency,
      chainTxId,
      address: payment.address,
      memo: payment.memo ?? null,
      amount: payment.amount,
      confirmations: payment.confirmations ?? this.requiredConfirmations(payment.currency),
    };
    return { chainTxId, outcome: await this.report(reported) };
  }

  /** A new block: the payment is reported again with `confirmations`. */
  async confirm(currency: string, chainTxId: string, confirmations: number): Promise<ChainDepositOutcome> {
    const payment = this.sent.get(`${currency}:${chainTxId}`);
    if (!payment) throw new RangeError(`no simulated payment ${currency}:${chainTxId}`);
    return this.report({ ...payment, confirmations });
  }

  /** Only payments still waiting for confirmations are kept, so the map never outgrows the backlog. */
  private async report(payment: ChainPayment): Promise<ChainDepositOutcome> {
    if (!this.handler) throw new Error('the simulated chain is not watched');
    const key = `${payment.currency}:${payment.chainTxId}`;
    const outcome = await this.handler(payment);
    if (outcome.result === 'unconfirmed') this.sent.set(key, payment);
    else this.sent.delete(key);
    return outcome;
  }
}
