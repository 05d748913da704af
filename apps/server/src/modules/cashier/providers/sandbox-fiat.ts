import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { FiatFlow } from '../methods.config.ts';
import type {
  FiatInvoice,
  FiatInvoiceRequest,
  FiatPaymentEvent,
  FiatPayoutRequest,
  FiatProvider,
} from './fiat-provider.ts';
import { verifyHexHmac } from './webhook-signature.ts';

/** Header of the sandbox's webhook: hex HMAC-SHA256 of the raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

const webhookSchema = z.object({
  event: z.enum(['paid', 'cancelled', 'expired']),
  externalId: z.string().min(1).max(64),
  sentAt: z.string().max(64).optional(),
});

/** Luhn check digit, so sandbox card numbers look like the real thing to any validator. */
function withLuhn(partial: string): string {
  let sum = 0;
  for (let i = 0; i < partial.length; i++) {
    let digit = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return partial + String((10 - (sum % 10)) % 10);
}

const RECIPIENTS = ['Ivan P.', 'Olga S.', 'Dmitry K.', 'Anna M.'];

/**
 * The embedded default (or PAYMENTS_SANDBOX=1): payment details derived from the order with a keyed
 * hash, confirmed later by an operator (there is no bank to tell us), or, for external-invoice methods, a
 * checkout page of ours whose Pay sends this provider's signed webhook. Deterministic per order, so a
 * retry shows the same details; the page's id is 128 bits of that hash, so it cannot be guessed.
 */
export class SandboxFiatProvider implements FiatProvider {
  readonly name = 'sandbox';
  private readonly webhookKey: Buffer;

  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {
    // A key of its own: a signature made for one purpose is never valid for another.
    this.webhookKey = createHmac('sha256', secret).update('sandbox-fiat-webhook').digest();
  }

  flowOf(method: { flow: FiatFlow }): FiatFlow {
    return method.flow;
  }

  async openInvoice(request: FiatInvoiceRequest): Promise<FiatInvoice> {
    const digest = createHmac('sha256', this.secret).update(`fiat:${request.orderId}`).digest();
    const digits = [...digest].map((b) => String(b % 10)).join('');
    const externalId = `sbx_${digest.subarray(0, 16).toString('hex')}`;
    if (request.flow === 'pay_external_invoice') {
      return { externalId, url: `${this.publicUrl}/sandbox/checkout/${externalId}` };
    }
    const name = RECIPIENTS[(digest[0] ?? 0) % RECIPIENTS.length] ?? 'Ivan P.';
    return {
      externalId,
      recipientBank: request.methodName,
      paymentDetails: {
        externalId,
        bankName: 'Sandbox Bank',
        name,
        ...(request.method === 'sbp'
          ? { phone: `+79${digits.slice(0, 9)}` }
          : { card: withLuhn(`2200${digits.slice(0, 11)}`) }),
      },
    };
  }

  /** The webhook the checkout page's buttons send, signed as the provider would sign it. */
  signWebhook(rawBody: Buffer | string): string {
    return createHmac('sha256', this.webhookKey).update(rawBody).digest('hex');
  }

  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): FiatPaymentEvent | 'malformed' | null {
    if (!verifyHexHmac(this.webhookKey, rawBody, headers[SANDBOX_SIGNATURE_HEADER])) return null;
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return 'malformed';
    }
    const parsed = webhookSchema.safeParse(json);
    return parsed.success ? { externalId: parsed.data.externalId, event: parsed.data.event } : 'malformed';
  }

  /** No bank behind the sandbox: the payout is recorded under an id of its own and succeeds. */
  async payout(request: FiatPayoutRequest): Promise<{ externalId: string }> {
    const digest = createHmac('sha256', this.secret).update(`payout:${request.transactionId}`).digest();
    return { externalId: `sbx_payout_${digest.subarray(0, 12).toString('hex')}` };
  }
}
