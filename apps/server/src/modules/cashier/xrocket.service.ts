import { z } from 'zod';
import type { InvoiceDepositsDeps, PaidInvoice, WebhookOutcome } from './invoice-deposits.ts';
import { InvoiceProviderService, type SandboxInvoice } from './invoice-provider.service.ts';
import { XROCKET_ASSETS, type XrocketPayClient } from './providers/xrocket.ts';

export const XROCKET = 'xrocket';
/** How long an xRocket invoice may be paid (its API allows at most a day). */
const INVOICE_TTL_SECONDS = 60 * 60;

export interface XrocketDeps extends InvoiceDepositsDeps {
  /** Null = sandbox: no HTTP, the signed sandbox webhook completes the deposit. */
  client: XrocketPayClient | null;
  /** The API token; in sandbox mode the server's secret key stands in for it. */
  signingToken: string;
}

/** The webhook, as far as we rely on it. Unknown fields are allowed: xRocket adds fields. */
const webhookSchema = z.object({
  type: z.string().max(64),
  timestamp: z.string().max(64).optional(),
  data: z.unknown(),
});
const invoiceSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().min(1).max(64)]),
  amount: z.number(),
  currency: z.string().max(16),
  status: z.string().max(32),
  payload: z.string().max(4096).optional(),
});

/** Crypto deposits through xRocket Pay invoices (the mini-app's x-rocket view). */
export class XrocketService extends InvoiceProviderService {
  constructor(deps: XrocketDeps) {
    const client = deps.client;
    super(
      deps,
      {
        name: XROCKET,
        assets: XROCKET_ASSETS,
        openInvoice: client
          ? async (request) => {
              const invoice = await client.createInvoice({
                // xRocket takes a JSON number and keeps 9 decimals; none of our currencies has more.
                amount: Number(request.amount),
                currency: request.asset,
                numPayments: 1,
                description: request.description,
                payload: request.transactionId,
                callbackUrl: deps.publicUrl,
                expiredIn: INVOICE_TTL_SECONDS,
              });
              return { invoiceId: invoice.id ? String(invoice.id) : '', url: invoice.link ?? '' };
            }
          : null,
      },
      deps.signingToken,
    );
  }

  /** Only `invoicePay` webhooks credit; the invoice's own status must be paid. */
  protected paidInvoice(body: unknown): PaidInvoice | WebhookOutcome {
    const update = webhookSchema.safeParse(body);
    if (!update.success) return { result: 'malformed', reason: 'update' };
    if (update.data.type !== 'invoicePay') return { result: 'ignored' };
    const parsed = invoiceSchema.safeParse(update.data.data);
    if (!parsed.success) return { result: 'malformed', reason: 'invoice' };
    const invoice = parsed.data;
    return {
      invoiceId: String(invoice.id),
      status: invoice.status,
      asset: invoice.currency,
      amount: invoice.amount,
      payload: invoice.payload,
    };
  }

  protected sandboxPaidWebhook(invoice: SandboxInvoice) {
    return JSON.stringify({
      type: 'invoicePay',
      timestamp: invoice.sentAt,
      data: {
        id: invoice.invoiceId,
        amount: Number(invoice.amount),
        currency: invoice.asset,
        status: 'paid',
        payload: invoice.transactionId,
      },
    });
  }
}
