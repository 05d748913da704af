/** An incoming payment a chain watcher saw to one of our deposit addresses. */
export interface ChainPayment {
  /** Our crypto currency code (a token is its own currency: USDTTRC20, not TRX). */
  currency: string;
  /** The chain's transaction id, plus `:outputIndex` where one transaction pays several outputs. */
  chainTxId: string;
  address: string;
  /** The comment of a shared-address network (TON); null elsewhere. */
  memo: string | null;
  /** Minor units of `currency`. */
  amount: bigint;
  confirmations: number;
}

/** What became of a reported payment; `unconfirmed` ones are reported again with more confirmations. */
export type ChainDepositOutcome =
  | { result: 'credited'; chainDepositId: string; transactionId: string }
  | { result: 'below_minimum' | 'unmatched'; chainDepositId: string }
  | { result: 'replayed'; status: string }
  | { result: 'unconfirmed'; confirmations: number; required: number }
  | { result: 'unsupported'; reason: string };

export type ChainPaymentHandler = (payment: ChainPayment) => Promise<ChainDepositOutcome>;

/**
 * Watches chains for payments to deposit addresses. A watcher may report one payment many times (each new
 * confirmation, after a restart, from every server copy): the handler credits once per (currency, chainTxId).
 * Real watchers (a node or an indexer per network) sit behind this interface; the embedded default is the
 * simulated chain.
 */
export interface ChainWatcher {
  /** Starts reporting payments to `handler`. */
  watch(handler: ChainPaymentHandler): void;
  close(): Promise<void>;
}
