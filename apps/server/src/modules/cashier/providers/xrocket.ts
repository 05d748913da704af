import { signWithToken, tokenSigningKey, verifyHexHmac } from './webhook-signature.ts';

/**
 * xRocket Pay API client (https://pay.xrocket.tg/api, the @xrocket bot's payment API). REST over JSON with
 * the app's API key in `Rocket-Pay-Key`; answers are `{ success: true, data }` or
 * `{ success: false, message }`. Amounts are JSON numbers with at most 9 decimals (more are cut off).
 */
export const XROCKET_PAY_BASE_URL = 'https://pay.xrocket.tg';
export const XROCKET_PAY_KEY_HEADER = 'Rocket-Pay-Key';
export const XROCKET_SIGNATURE_HEADER = 'rocket-pay-signature';

/** Our crypto currency codes → xRocket currencies (xRocket names Toncoin TONCOIN; one USDT whatever the network). */
export const XROCKET_ASSETS: Readonly<Record<string, string>> = {
  TON: 'TONCOIN',
  USDTTON: 'USDT',
  USDTTRC20: 'USDT',
  NOT: 'NOT',
  DOGS: 'DOGS',
};

/** POST /tg-invoices body, as far as we use it. */
export interface XrocketCreateInvoice {
  amount: number;
  currency: string;
  /** 1 = a one-time invoice. */
  numPayments?: number;
  description?: string;
  /** Returned in the webhook; we send our transaction id. */
  payload?: string;
  /** Where the Return button leads after payment. */
  callbackUrl?: string;
  /** Seconds, at most a day; 0 = never. */
  expiredIn?: number;
}

/** The invoice object, as far as we read it. */
export interface XrocketInvoice {
  id: number;
  amount: number;
  currency: string;
  status: 'active' | 'paid' | 'expired' | string;
  payload?: string;
  link: string;
}

export class XrocketPayError extends Error {
  constructor(
    readonly path: string,
    readonly status: number | 'network',
    readonly detail: string,
  ) {
    super(`xRocket Pay ${path} failed: ${status} ${detail}`);
    this.name = 'XrocketPayError';
  }
}

export interface XrocketPayClientOptions {
  token: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class XrocketPayClient {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: XrocketPayClientOptions) {
    this.baseUrl = (options.baseUrl ?? XROCKET_PAY_BASE_URL).replace(/\/+$/, '');
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          [XROCKET_PAY_KEY_HEADER]: this.options.token,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new XrocketPayError(path, 'network', error instanceof Error ? error.message : 'unreachable');
    }
    const answer = (await response.json().catch(() => null)) as {
      success?: boolean;
      data?: T;
      message?: string;
    } | null;
    if (!response.ok || answer?.success !== true || answer.data === undefined) {
      throw new XrocketPayError(path, response.status, answer?.message ?? 'bad_answer');
    }
    return answer.data;
  }

  createInvoice(params: XrocketCreateInvoice): Promise<XrocketInvoice> {
    return this.request<XrocketInvoice>('POST', '/tg-invoices', params);
  }

  getInvoice(id: number | string): Promise<XrocketInvoice> {
    return this.request<XrocketInvoice>('GET', `/tg-invoices/${encodeURIComponent(String(id))}`);
  }
}

/** Webhooks are signed like Crypto Pay's: HMAC-SHA256 of the raw body keyed with SHA-256 of the API token. */
export const xrocketSigningKey = tokenSigningKey;

/** Hex signature of a raw webhook body, as xRocket puts it in `rocket-pay-signature`. */
export const signXrocketBody = signWithToken;

/** Constant-time check of a webhook signature over the exact bytes received. */
export const verifyXrocketSignature = verifyHexHmac;
