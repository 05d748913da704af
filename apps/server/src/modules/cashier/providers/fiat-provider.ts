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
  callbackUrl: string;
}

/** One interface for every fiat provider; the embedded default is the sandbox. */
export interface FiatProvider {
  readonly name: string;
  openInvoice(request: FiatInvoiceRequest): Promise<FiatInvoice>;
}
