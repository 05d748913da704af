import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signCryptoPayBody } from '../../src/modules/cashier/providers/crypto-pay.ts';
import { readBody, sendJson } from './http.ts';

export interface StandInInvoice {
  invoice_id: number;
  hash: string;
  status: 'active' | 'paid' | 'expired';
  currency_type: 'crypto';
  asset: string;
  amount: string;
  payload?: string;
  description?: string;
  bot_invoice_url: string;
  created_at: string;
}

export interface StandInTransfer {
  transfer_id: number;
  spend_id: string;
  user_id: number;
  asset: string;
  amount: string;
  status: 'completed';
  completed_at: string;
  comment?: string;
}

/** An ExchangeRate object as getExchangeRates answers it. */
export interface StandInExchangeRate {
  is_valid: boolean;
  is_crypto: boolean;
  is_fiat: boolean;
  source: string;
  target: string;
  rate: string;
}

/** A valid pair: one `source` (a crypto asset) is worth `rate` of `target` (a fiat code). */
export const exchangeRate = (
  source: string,
  target: string,
  rate: string,
  isValid = true,
): StandInExchangeRate => ({
  is_valid: isValid,
  is_crypto: true,
  is_fiat: false,
  source,
  target,
  rate,
});

export interface CryptoPayStandIn {
  /** Base URL to configure, ending in /api like the real one. */
  baseUrl: string;
  token: string;
  invoices: StandInInvoice[];
  transfers: StandInTransfer[];
  /** Requests refused for a missing or wrong token. */
  refused: number;
  /** What getExchangeRates answers (GET or POST); none until a test sets them. */
  exchangeRates: StandInExchangeRate[];
  /** When set, getExchangeRates answers this body (status 200) instead, e.g. `{ ok: false, ... }`. */
  exchangeRatesAnswer: unknown;
  /** getExchangeRates calls answered. */
  exchangeRateCalls: number;
  /** The `invoice_paid` update Crypto Pay would send for an invoice, and its signature. */
  paidUpdate: (
    invoice: StandInInvoice,
    overrides?: Partial<StandInInvoice>,
  ) => { body: string; signature: string };
  close: () => Promise<void>;
}

const ASSETS = new Set(['USDT', 'TON', 'BTC', 'ETH', 'LTC', 'BNB', 'TRX', 'USDC', 'NOT', 'DOGS']);

/** A local server speaking the Crypto Pay API (createInvoice, transfer, getExchangeRates) as published, on a random port. */
export async function startCryptoPayStandIn(token = `123:${randomBytes(12).toString('hex')}`) {
  let nextId = 1000;
  const state = {
    invoices: [] as StandInInvoice[],
    transfers: [] as StandInTransfer[],
    refused: 0,
    exchangeRates: [] as StandInExchangeRate[],
    exchangeRatesAnswer: undefined as unknown,
    exchangeRateCalls: 0,
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => sendJson(response, status, body);
      if (request.headers['crypto-pay-api-token'] !== token) {
        state.refused += 1;
        return send(401, { ok: false, error: { code: 401, name: 'UNAUTHORIZED' } });
      }
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const raw = await readBody(request);
      const params = (raw ? JSON.parse(raw) : Object.fromEntries(url.searchParams)) as Record<
        string,
        unknown
      >;
      if (request.method === 'POST' && url.pathname === '/api/createInvoice') {
        const asset = String(params.asset ?? '');
        const amount = String(params.amount ?? '');
        if (!ASSETS.has(asset)) return send(400, { ok: false, error: { code: 400, name: 'ASSET_INVALID' } });
        if (!/^\d+(\.\d+)?$/.test(amount) || Number(amount) <= 0)
          return send(400, { ok: false, error: { code: 400, name: 'AMOUNT_INVALID' } });
        const hash = `IV${randomBytes(6).toString('hex')}`;
        const invoice: StandInInvoice = {
          invoice_id: nextId++,
          hash,
          status: 'active',
          currency_type: 'crypto',
          asset,
          amount,
          ...(typeof params.payload === 'string' ? { payload: params.payload } : {}),
          ...(typeof params.description === 'string' ? { description: params.description } : {}),
          bot_invoice_url: `https://t.me/CryptoBot?start=${hash}`,
          created_at: new Date().toISOString(),
        };
        state.invoices.push(invoice);
        return send(200, { ok: true, result: invoice });
      }
      if (request.method === 'POST' && url.pathname === '/api/transfer') {
        const asset = String(params.asset ?? '');
        const amount = String(params.amount ?? '');
        const spendId = params.spend_id;
        if (!Number.isInteger(params.user_id))
          return send(400, { ok: false, error: { code: 400, name: 'USER_ID_INVALID' } });
        if (!ASSETS.has(asset)) return send(400, { ok: false, error: { code: 400, name: 'ASSET_INVALID' } });
        if (!/^\d+(\.\d+)?$/.test(amount) || Number(amount) <= 0)
          return send(400, { ok: false, error: { code: 400, name: 'AMOUNT_INVALID' } });
        if (typeof spendId !== 'string' || spendId.length === 0 || spendId.length > 64)
          return send(400, { ok: false, error: { code: 400, name: 'SPEND_ID_INVALID' } });
        // A spend_id is accepted once: a retried transfer never pays twice.
        if (state.transfers.some((t) => t.spend_id === spendId))
          return send(400, { ok: false, error: { code: 400, name: 'SPEND_ID_ALREADY_USED' } });
        const transfer: StandInTransfer = {
          transfer_id: nextId++,
          spend_id: spendId,
          user_id: params.user_id as number,
          asset,
          amount,
          status: 'completed',
          completed_at: new Date().toISOString(),
          ...(typeof params.comment === 'string' ? { comment: params.comment } : {}),
        };
        state.transfers.push(transfer);
        return send(200, { ok: true, result: transfer });
      }
      if (
        (request.method === 'GET' || request.method === 'POST') &&
        url.pathname === '/api/getExchangeRates'
      ) {
        state.exchangeRateCalls += 1;
        if (state.exchangeRatesAnswer !== undefined) return send(200, state.exchangeRatesAnswer);
        return send(200, { ok: true, result: state.exchangeRates });
      }
      return send(404, { ok: false, error: { code: 405, name: 'METHOD_NOT_FOUND' } });
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: CryptoPayStandIn = {
    baseUrl: `http://127.0.0.1:${port}/api`,
    token,
    get invoices() {
      return state.invoices;
    },
    get transfers() {
      return state.transfers;
    },
    get refused() {
      return state.refused;
    },
    get exchangeRates() {
      return state.exchangeRates;
    },
    set exchangeRates(rates) {
      state.exchangeRates = rates;
    },
    get exchangeRatesAnswer() {
      return state.exchangeRatesAnswer;
    },
    set exchangeRatesAnswer(answer) {
      state.exchangeRatesAnswer = answer;
    },
    get exchangeRateCalls() {
      return state.exchangeRateCalls;
    },
    paidUpdate(invoice, overrides = {}) {
      const body = JSON.stringify({
        update_id: invoice.invoice_id * 10,
        update_type: 'invoice_paid',
        request_date: new Date().toISOString(),
        payload: {
          ...invoice,
          status: 'paid',
          paid_asset: invoice.asset,
          paid_amount: invoice.amount,
          paid_at: new Date().toISOString(),
          ...overrides,
        },
      });
      return { body, signature: signCryptoPayBody(token, body) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
