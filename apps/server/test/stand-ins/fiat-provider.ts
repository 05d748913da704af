import { createHmac } from 'node:crypto';
import type {
  FiatInvoiceRequest,
  FiatPaymentEvent,
  FiatPayoutRequest,
  FiatProvider,
} from '../../src/modules/cashier/providers/fiat-provider.ts';
import { verifyHexHmac } from '../../src/modules/cashier/providers/webhook-signature.ts';

/**
 * A fiat provider as a deployment would plug one in: hosted payment pages, webhooks signed with a
 * shared secret in `acme-signature`, payouts by API. Records what it was asked, and can be made to fail.
 */
export class StandInFiatProvider implements FiatProvider {
  readonly name = 'acme';
  readonly invoices: FiatInvoiceRequest[] = [];
  readonly payouts: FiatPayoutRequest[] = [];
  failInvoices = false;
  private readonly key = Buffer.from('acme-webhook-secret');

  flowOf(): 'pay_external_invoice' {
    return 'pay_external_invoice';
  }

  async openInvoice(request: FiatInvoiceRequest) {
    if (this.failInvoices) throw new Error('acme is down');
    this.invoices.push(request);
    const externalId = `acme_${request.orderId}`;
    return { externalId, url: `https://pay.acme.example/${externalId}` };
  }

  sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('hex');
  }

  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): FiatPaymentEvent | 'malformed' | null {
    if (!verifyHexHmac(this.key, rawBody, headers['acme-signature'])) return null;
    try {
      const { payment_id, state } = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
      const event = { succeeded: 'paid', failed: 'cancelled', expired: 'expired' }[String(state)];
      if (typeof payment_id !== 'string' || !event) return 'malformed';
      return { externalId: payment_id, event: event as FiatPaymentEvent['event'] };
    } catch {
      return 'malformed';
    }
  }

  async payout(request: FiatPayoutRequest) {
    this.payouts.push(request);
    return { externalId: `acme_payout_${request.transactionId}` };
  }
}
