import { createHmac, timingSafeEqual } from 'node:crypto';
import { FIAT_ORDER_UNPAID_STATUSES, formatMajor } from '@casino/shared';
import type pg from 'pg';
import { AppError, notFound } from '../../http/errors.ts';
import { transactionOfPageId } from './invoice-deposits.ts';
import type { InvoiceProviderService } from './invoice-provider.service.ts';
import { findMethod } from './methods.config.ts';
import type { OrdersService } from './orders.service.ts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxFiatProvider } from './providers/sandbox-fiat.ts';
import { FIAT_PRECISION, type TransactionRow } from './views.ts';

export { SANDBOX_SIGNATURE_HEADER };
/** The fiat sandbox page's path segment (SandboxFiatProvider links to /sandbox/checkout/{externalId}). */
export const FIAT_CHECKOUT = 'checkout';
export type CheckoutKind = typeof FIAT_CHECKOUT | 'cryptobot' | 'xrocket';
/** `expire`: the provider closes the payment window (fiat only), as a real provider's expiry report does. */
export type CheckoutAction = 'pay' | 'cancel' | 'expire';

const FIAT_EVENTS = { pay: 'paid', cancel: 'cancelled', expire: 'expired' } as const;

/** Buy orders the sandbox page can still pay or cancel: not yet claimed paid, not yet settled. */
const PAYABLE: readonly string[] = FIAT_ORDER_UNPAID_STATUSES;

/** What the checkout page shows. */
export interface CheckoutView {
  title: string;
  reference: string;
  amount: string;
  currency: string;
  status: string;
  payable: boolean;
  /** Fiat orders only: the provider can close the payment window early. */
  expirable: boolean;
}

export interface SandboxCheckoutDeps {
  pool: pg.Pool;
  secretKey: string;
  clock: () => Date;
  /** Set when buy orders go to the sandbox fiat provider. */
  fiat: { provider: SandboxFiatProvider; orders: OrdersService } | null;
  /** Crypto-invoice providers by page kind, each only while it runs as a sandbox. */
  invoiceProviders: Partial<Record<'cryptobot' | 'xrocket', InvoiceProviderService>>;
  /** Keys the invoice pages' ids (InvoiceDeposits.sandboxUrl). */
  pageIdKey: Buffer;
}

/**
 * The pages the sandbox providers send players to, so the money loop works offline: they show the amount
 * and Pay / Cancel. Pay and Cancel travel as each provider's signed webhook and are credited or declined
 * by exactly the code a real provider's webhook (crypto) or the operator's confirm/decline (fiat) uses.
 * Only sandbox providers get pages; with a real provider configured its kind answers 404.
 */
export class SandboxCheckout {
  private readonly pageKey: Buffer;

  constructor(private readonly deps: SandboxCheckoutDeps) {
    // A key of its own: a signature made for one purpose is never valid for another.
    this.pageKey = createHmac('sha256', deps.secretKey).update('sandbox-checkout-page').digest();
  }

  private provider(kind: CheckoutKind): InvoiceProviderService | null {
    return kind === FIAT_CHECKOUT ? null : (this.deps.invoiceProviders[kind] ?? null);
  }

  /** Whether any sandbox provider runs (else the pages and the sandbox webhook are not served). */
  anyEnabled(): boolean {
    return this.deps.fiat !== null || Object.keys(this.deps.invoiceProviders).length > 0;
  }

  enabled(kind: CheckoutKind): boolean {
    return kind === FIAT_CHECKOUT ? this.deps.fiat !== null : this.provider(kind) !== null;
  }

  /** Binds a page's form to its order, so a Pay can only come from someone who was shown that page. */
  formToken(kind: CheckoutKind, id: string): string {
    return createHmac('sha256', this.pageKey).update(`${kind}:${id}`).digest('hex');
  }

  checkFormToken(kind: CheckoutKind, id: string, token: string): boolean {
    const expected = Buffer.from(this.formToken(kind, id), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/.test(token) ? token : '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async fiatOrder(externalId: string): Promise<TransactionRow | null> {
    const { rows } = await this.deps.pool.query<TransactionRow>(
      `SELECT * FROM cashier_transactions WHERE provider = 'sandbox' AND external_id = $1 AND type = 'buy'`,
      [externalId],
    );
    // Only orders the provider sent to its checkout page; details orders are the operator's to confirm.
    return rows[0]?.details.url ? rows[0] : null;
  }

  private isPayable(row: TransactionRow): boolean {
    return PAYABLE.includes(row.status) && (row.expires_at === null || row.expires_at > this.deps.clock());
  }

  /** The page's content, or null when there is no such sandbox payment. */
  async view(kind: CheckoutKind, id: string): Promise<CheckoutView | null> {
    if (!this.enabled(kind)) return null;
    if (kind === FIAT_CHECKOUT) {
      const order = await this.fiatOrder(id);
      if (!order) return null;
      return {
        title: `${order.method_id ? (findMethod(order.method_id)?.name ?? 'Payment') : 'Payment'} (sandbox)`,
        reference: `Order ${order.id}`,
        amount: formatMajor(BigInt(order.amount), FIAT_PRECISION),
        currency: order.currency,
        status: this.isPayable(order) ? 'awaiting payment' : order.status,
        payable: this.isPayable(order),
        expirable: true,
      };
    }
    const transactionId = transactionOfPageId(this.deps.pageIdKey, id);
    const invoice = transactionId ? await this.provider(kind)?.invoices.sandboxInvoice(transactionId) : null;
    if (!invoice) return null;
    return {
      title: `${kind === 'xrocket' ? 'xRocket Pay' : 'Crypto Pay'} invoice (sandbox)`,
      reference: `Deposit ${invoice.id}`,
      amount: formatMajor(BigInt(invoice.amount), invoice.precision),
      currency: invoice.currency,
      status: invoice.status === 'pending' ? 'awaiting payment' : invoice.status,
      payable: invoice.status === 'pending',
      expirable: false,
    };
  }

  /** Pay or Cancel pressed on a page. */
  async act(kind: CheckoutKind, id: string, action: CheckoutAction): Promise<{ result: string }> {
    if (!this.enabled(kind)) throw notFound();
    if (kind === FIAT_CHECKOUT) {
      // Like a real provider's page, ours takes no payment (and no closing) outside the order's window.
      const order = await this.fiatOrder(id);
      if (!order || !this.isPayable(order)) return { result: 'not_payable' };
      const body = Buffer.from(
        JSON.stringify({
          event: FIAT_EVENTS[action],
          externalId: id,
          sentAt: this.deps.clock().toISOString(),
        }),
      );
      return this.handleFiatWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: this.signFiatWebhook(body) });
    }
    const provider = this.provider(kind);
    const transactionId = transactionOfPageId(this.deps.pageIdKey, id);
    if (!provider || !transactionId || action === 'expire') throw notFound();
    if (action === 'pay') return provider.sandboxPay(transactionId);
    await provider.invoices.declineSandboxInvoice(transactionId).catch((error: unknown) => {
      // Already paid or declined: the page then just shows that.
      if (!(error instanceof AppError && error.status === 409)) throw error;
    });
    return { result: 'declined' };
  }

  verifyFiatWebhook(rawBody: Buffer, signature: string | string[] | undefined): boolean {
    return this.deps.fiat?.provider.parseWebhook(rawBody, { [SANDBOX_SIGNATURE_HEADER]: signature }) != null;
  }

  signFiatWebhook(rawBody: Buffer | string): string {
    if (!this.deps.fiat) throw notFound();
    return this.deps.fiat.provider.signWebhook(rawBody);
  }

  /**
   * POST /api/v1/webhooks/sandbox: the sandbox fiat provider reports a checkout paid, cancelled or
   * expired, through exactly the path a real provider's report takes (OrdersService.handleProviderWebhook).
   */
  async handleFiatWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ result: string }> {
    const fiat = this.deps.fiat;
    if (!fiat) return { result: 'ignored' };
    return fiat.orders.handleProviderWebhook(fiat.provider, rawBody, headers);
  }
}
