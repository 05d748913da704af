import { createHmac } from 'node:crypto';
import type { FiatInvoice, FiatInvoiceRequest, FiatProvider } from './fiat-provider.ts';

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
 * The embedded default: payment details derived from the order with a keyed hash, completed later by an
 * operator in the back office (there is no bank to tell us). Deterministic per order, so a retry shows
 * the same details.
 */
export class SandboxFiatProvider implements FiatProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  async openInvoice(request: FiatInvoiceRequest): Promise<FiatInvoice> {
    const digest = createHmac('sha256', this.secret).update(`fiat:${request.orderId}`).digest();
    const digits = [...digest].map((b) => String(b % 10)).join('');
    const externalId = `sbx_${digest.subarray(0, 8).toString('hex')}`;
    if (request.method === 'mpayment' || request.method === 'blik' || request.method === 'skrill') {
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
}
