import type { FiatFlow } from '../methods.config.ts';

/** What a fiat payment provider gives a new buy order: where and how the player pays. */
export interface FiatInvoice {
  externalId: string;
  /** For `details` methods: what to pay to. */
  paymentDetails?: { card?: string; phone?: string; bankName?: string; name?: string; externalId: string };
  recipientBank?: string;
  /** For `pay_external_invoice` methods: the provider's payment page. */
  url?: string;
}

export interface FiatInvoiceRequest {
  orderId: bigint;
  amount: string;
  currency: string;
  method: string;
  methodName: string;
  flow: FiatFlow;
  callbackUrl: string;
}

/** A verified provider report about a buy order it opened. */
export interface FiatPaymentEvent {
  externalId: string;
  event: 'paid' | 'cancelled' | 'expired';
}

export interface FiatPayoutRequest {
  transactionId: string;
  amount: string;
  currency: string;
  method: string;
  details: Record<string, string>;
}

/**
 * One interface for every fiat provider, chosen per method by configuration (fiat-providers.ts). The
 * embedded default's is the sandbox; a method with no provider configured is unavailable.
 */
export interface FiatProvider {
  readonly name: string;
  /** How a method's money arrives with this provider. */
  flowOf(method: { flow: FiatFlow }): FiatFlow;
  /** Opens the payment of a buy order. Called outside any transaction: it may be slow or fail. */
  openInvoice(request: FiatInvoiceRequest): Promise<FiatInvoice>;
  /**
   * Verifies a webhook over its raw bytes (constant-time) and reads it: null when the signature does not
   * verify, 'malformed' when it does but the body is not a report we know.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): FiatPaymentEvent | 'malformed' | null;
  /** Sends an approved withdrawal's money. Called after the approval commits. */
  payout(request: FiatPayoutRequest): Promise<{ externalId: string }>;
}
