import { createHmac } from 'node:crypto';
import { formatMajor } from '@casino/shared';
import { notFound } from '../../http/errors.ts';
import type { Player } from '../auth/index.ts';
import {
  type InvoiceDepositInput,
  InvoiceDeposits,
  type InvoiceDepositsDeps,
  type InvoiceProvider,
  type PaidInvoice,
  type WebhookOutcome,
} from './invoice-deposits.ts';
import { tokenSigningKey, verifyHexHmac } from './providers/webhook-signature.ts';

/** A sandbox invoice as its provider's paid webhook describes it; amount in major units. */
export interface SandboxInvoice {
  invoiceId: string;
  asset: string;
  amount: string;
  transactionId: string;
  sentAt: string;
}

/**
 * A crypto-invoice provider as the routes see it: deposits opened through it, and its webhook, verified
 * over the raw body with the published token-keyed HMAC and then credited once. Subclasses only read their
 * provider's webhook format.
 */
export abstract class InvoiceProviderService {
  private readonly signingKey: Buffer;
  private readonly clock: () => Date;
  readonly invoices: InvoiceDeposits;

  /** `signingToken`: the provider's API token; in sandbox mode the server's secret key stands in for it. */
  constructor(deps: InvoiceDepositsDeps, provider: InvoiceProvider, signingToken: string) {
    this.signingKey = tokenSigningKey(signingToken);
    this.clock = deps.clock;
    this.invoices = new InvoiceDeposits(deps, provider);
  }

  get sandbox(): boolean {
    return this.invoices.sandbox;
  }

  get enabled(): boolean {
    return this.invoices.enabled;
  }

  /** 'live', 'sandbox' or 'off', for the startup log. */
  get mode(): 'live' | 'sandbox' | 'off' {
    return !this.enabled ? 'off' : this.sandbox ? 'sandbox' : 'live';
  }

  /** POST /api/v1/wallet/txns/deposit with this provider. A replayed Idempotency-Key answers the first invoice. */
  createDeposit(player: Player, input: InvoiceDepositInput, idempotencyKey?: string) {
    return this.invoices.createDeposit(player, input, idempotencyKey);
  }

  /** True when the signature header is the HMAC of exactly these bytes. */
  verify(rawBody: Buffer, signature: string | string[] | undefined): boolean {
    return verifyHexHmac(this.signingKey, rawBody, signature);
  }

  /** Handles a verified webhook: a paid invoice credits its deposit once; anything else changes nothing. */
  async handleUpdate(rawBody: Buffer): Promise<WebhookOutcome> {
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { result: 'malformed', reason: 'json' };
    }
    const paid = this.paidInvoice(json);
    return 'result' in paid ? paid : this.invoices.credit(paid);
  }

  /**
   * The sandbox checkout's Pay button: sends the provider's own "invoice paid" webhook for a sandbox
   * invoice, signed with the server's secret (the sandbox's stand-in for the API token), through the same
   * verification and crediting as a real one.
   */
  async sandboxPay(transactionId: string): Promise<WebhookOutcome> {
    const invoice = await this.invoices.sandboxInvoice(transactionId);
    if (!invoice?.external_id) throw notFound();
    const body = Buffer.from(
      this.sandboxPaidWebhook({
        invoiceId: invoice.external_id,
        asset: this.invoices.provider.assets[invoice.currency] ?? invoice.currency,
        amount: formatMajor(BigInt(invoice.amount), invoice.precision),
        transactionId: invoice.id,
        sentAt: this.clock().toISOString(),
      }),
    );
    const signature = createHmac('sha256', this.signingKey).update(body).digest('hex');
    if (!this.verify(body, signature)) throw new Error('sandbox webhook signature does not verify');
    return this.handleUpdate(body);
  }

  /** The provider's webhook body as a paid-invoice report, or why it is not one. */
  protected abstract paidInvoice(body: unknown): PaidInvoice | WebhookOutcome;

  /** The webhook body this provider sends when `invoice` is paid (amount: major-unit decimal). */
  protected abstract sandboxPaidWebhook(invoice: SandboxInvoice): string;
}
