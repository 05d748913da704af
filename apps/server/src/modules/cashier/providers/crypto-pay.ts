import { z } from 'zod';
import { signWithToken, tokenSigningKey, verifyHexHmac } from './webhook-signature.ts';

/**
 * Crypto Pay API (CryptoBot) client: https://help.crypt.bot/crypto-pay-api. Every method is
 * `POST {baseUrl}/{method}` with a JSON body and the app token in `Crypto-Pay-API-Token`; answers are
 * `{ ok: true, result }` or `{ ok: false, error: { code, name } }`.
 */
export const CRYPTO_PAY_BASE_URL = 'https://pay.crypt.bot/api';
export const CRYPTO_PAY_TOKEN_HEADER = 'Crypto-Pay-API-Token';
export const CRYPTO_PAY_SIGNATURE_HEADER = 'crypto-pay-api-signature';

/** Our crypto currency codes → Crypto Pay assets (Crypto Pay has one USDT whatever the network). */
export const CRYPTO_PAY_ASSETS: Readonly<Record<string, string>> = {
  USDTTRC20: 'USDT',
  USDTTON: 'USDT',
  TON: 'TON',
  BTC: 'BTC',
  ETH: 'ETH',
  LTC: 'LTC',
  TRX: 'TRX',
  NOT: 'NOT',
  DOGS: 'DOGS',
};

/** The Invoice object, as far as we read it. */
export interface CryptoPayInvoice {
  invoice_id: number;
  hash?: string;
  status: 'active' | 'paid' | 'expired' | string;
  asset?: string;
  amount: string;
  bot_invoice_url?: string;
  /** Deprecated alias of bot_invoice_url in older API versions. */
  pay_url?: string;
  payload?: string;
  paid_asset?: string;
  paid_amount?: string;
}

export interface CreateInvoiceParams {
  asset: string;
  /** Decimal string in major units. */
  amount: string;
  /** Up to 4 kB; we send our transaction id. */
  payload?: string;
  description?: string;
  paid_btn_name?: 'viewItem' | 'openChannel' | 'openBot' | 'callback';
  paid_btn_url?: string;
  allow_comments?: boolean;
  allow_anonymous?: boolean;
  expires_in?: number;
}

export interface TransferParams {
  user_id: number;
  asset: string;
  amount: string;
  /** Idempotency key of the transfer (Crypto Pay refuses a second transfer with the same spend_id). */
  spend_id: string;
  comment?: string;
}

/**
 * One ExchangeRate object of `getExchangeRates`: `rate` is how many `target` one `source` is worth
 * (sources are crypto assets, targets fiat codes). `rate` stays a string: each pair is checked where it
 * is used, so one malformed pair does not throw away the others.
 */
export interface CryptoPayExchangeRate {
  is_valid: boolean;
  is_crypto?: boolean | undefined;
  is_fiat?: boolean | undefined;
  source: string;
  target: string;
  rate: string;
}

const exchangeRatesSchema = z.array(
  z.object({
    is_valid: z.boolean(),
    is_crypto: z.boolean().optional(),
    is_fiat: z.boolean().optional(),
    source: z.string().min(1).max(32),
    target: z.string().min(1).max(32),
    rate: z.string().max(64),
  }),
);

export class CryptoPayError extends Error {
  constructor(
    readonly method: string,
    readonly code: number | string,
    readonly errorName: string,
  ) {
    super(`Crypto Pay ${method} failed: ${code} ${errorName}`);
    this.name = 'CryptoPayError';
  }
}

export interface CryptoPayClientOptions {
  token: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class CryptoPayClient {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: CryptoPayClientOptions) {
    this.baseUrl = (options.baseUrl ?? CRYPTO_PAY_BASE_URL).replace(/\/+$/, '');
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async call<T>(method: string, params: object = {}): Promise<T> {
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CRYPTO_PAY_TOKEN_HEADER]: this.options.token },
        body: JSON.stringify(params),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new CryptoPayError(method, 'network', error instanceof Error ? error.message : 'unreachable');
    }
    const body = (await response.json().catch(() => null)) as {
      ok?: boolean;
      result?: T;
      error?: { code?: number; name?: string };
    } | null;
    if (body?.ok !== true || body.result === undefined) {
      throw new CryptoPayError(
        method,
        body?.error?.code ?? response.status,
        body?.error?.name ?? 'bad_answer',
      );
    }
    return body.result;
  }

  createInvoice(params: CreateInvoiceParams): Promise<CryptoPayInvoice> {
    return this.call<CryptoPayInvoice>('createInvoice', params);
  }

  transfer(params: TransferParams): Promise<{ transfer_id: number; status: string }> {
    return this.call('transfer', params);
  }

  /** Current exchange rates; an answer that is not a list of ExchangeRate objects throws. */
  async getExchangeRates(): Promise<CryptoPayExchangeRate[]> {
    const result = await this.call<unknown>('getExchangeRates');
    const parsed = exchangeRatesSchema.safeParse(result);
    if (!parsed.success) throw new CryptoPayError('getExchangeRates', 'invalid', 'bad_answer');
    return parsed.data;
  }
}

/** Webhook updates are signed with HMAC-SHA256 keyed by SHA-256 of the app token. */
export const cryptoPaySigningKey = tokenSigningKey;

/** Hex signature of a raw webhook body, as Crypto Pay puts it in `crypto-pay-api-signature`. */
export const signCryptoPayBody = signWithToken;

/** Constant-time check of a webhook signature over the exact bytes received. */
export const verifyCryptoPaySignature = verifyHexHmac;
