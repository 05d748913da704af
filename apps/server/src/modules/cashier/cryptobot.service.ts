import { z } from 'zod';
import type { InvoiceDepositsDeps, PaidInvoice, WebhookOutcome } from './invoice-deposits.ts';
import { InvoiceProviderService, type SandboxInvoice } from './invoice-provider.service.ts';
import { CRYPTO_PAY_ASSETS, type CryptoPayClient } from './providers/crypto-pay.ts';

export type { WebhookOutcome } from './invoice-deposits.ts';

export const CRYPTOBOT = 'cryptobot';

export interface CryptobotDeps extends InvoiceDepositsDeps {
  /** Null = sandbox: no HTTP, the signed sandbox webhook completes the deposit. */
  client: CryptoPayClient | null;
  /** The app token; in sandbox mode the server's secret key stands in for it. */
  signingToken: string;
}

/** The webhook update, as far as we rely on it. Unknown fields are allowed: Crypto Pay adds fields. */
const invoiceSchema = z.object({
  invoice_id: z.union([z.number().int().positive(), z.string().min(1).max(64)]),
  status: z.string().max(32),
  asset: z.string().max(16).optional(),
  amount: z.string().max(64),
  payload: z.string().max(4096).optional(),
});
const updateSchema = z.object({
  update_id: z.number().int().optional(),
  update_type: z.string().max(64),
  request_date: z.string().max(64).optional(),
  payload: z.unknown(),
});

/** Crypto deposits through Crypto Pay invoices (SPEC §4.3 "deposit" with provider cryptobot). */
export class CryptobotService extends InvoiceProviderService {
  constructor(deps: CryptobotDeps) {
    const client = deps.client;
    super(
      deps,
      {
        name: CRYPTOBOT,
        assets: CRYPTO_PAY_ASSETS,
        openInvoice: client
          ? async (request) => {
              const invoice = await client.createInvoice({
                asset: request.asset,
                amount: request.amount,
                payload: request.transactionId,
                description: request.description,
                paid_btn_name: 'callback',
                paid_btn_url: deps.publicUrl,
              });
              return {
                invoiceId: invoice.invoice_id ? String(invoice.invoice_id) : '',
                url: invoice.bot_invoice_url ?? invoice.pay_url ?? '',
              };
            }
          : null,
      },
      deps.signingToken,
    );
  }

  /** Only `invoice_paid` updates credit; Crypto Pay sends no other kind today. */
  protected paidInvoice(body: unknown): PaidInvoice | WebhookOutcome {
    const update = updateSchema.safeParse(body);
    if (!update.success) return { result: 'malformed', reason: 'update' };
    if (update.data.update_type !== 'invoice_paid') return { result: 'ignored' };
    const parsed = invoiceSchema.safeParse(update.data.payload);
    if (!parsed.success) return { result: 'malformed', reason: 'invoice' };
    const invoice = parsed.data;
    return {
      invoiceId: String(invoice.invoice_id),
      status: invoice.status,
      asset: invoice.asset,
      amount: invoice.amount,
      payload: invoice.payload,
    };
  }

  protected sandboxPaidWebhook(invoice: SandboxInvoice) {
    return JSON.stringify({
      update_id: Number(invoice.transactionId),
      update_type: 'invoice_paid',
      request_date: invoice.sentAt,
      payload: {
        invoice_id: invoice.invoiceId,
        status: 'paid',
        asset: invoice.asset,
        amount: invoice.amount,
        payload: invoice.transactionId,
      },
    });
  }
}
