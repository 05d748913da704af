import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signXrocketBody } from '../../src/modules/cashier/providers/xrocket.ts';
import { readBody, sendJson } from './http.ts';

export interface XrocketStandInInvoice {
  id: number;
  amount: number;
  minPayment: number;
  totalActivations: number;
  activationsLeft: number;
  description?: string;
  payload?: string;
  callbackUrl?: string;
  currency: string;
  created: string;
  status: 'active' | 'paid' | 'expired';
  expiredIn: number;
  link: string;
}

export interface XrocketPayStandIn {
  /** Base URL to configure (no path, like https://pay.xrocket.tg). */
  baseUrl: string;
  token: string;
  invoices: XrocketStandInInvoice[];
  /** Requests refused for a missing or wrong Rocket-Pay-Key. */
  refused: number;
  /** The `invoicePay` webhook xRocket would send for an invoice, and its `rocket-pay-signature`. */
  paidWebhook: (
    invoice: XrocketStandInInvoice,
    /** Fields of `data` to replace, including ones a tampered webhook would carry. */
    overrides?: Record<string, unknown>,
  ) => { body: string; signature: string };
  close: () => Promise<void>;
}

const CURRENCIES = new Set(['TONCOIN', 'USDT', 'NOT', 'DOGS', 'SCALE', 'BOLT']);

/** A local server speaking xRocket Pay's /tg-invoices as published, on a random port. */
export async function startXrocketPayStandIn(token = randomBytes(16).toString('hex')) {
  let nextId = 5000;
  const state = { invoices: [] as XrocketStandInInvoice[], refused: 0 };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => sendJson(response, status, body);
      if (request.headers['rocket-pay-key'] !== token) {
        state.refused += 1;
        return send(401, { success: false, message: 'Unauthorized' });
      }
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const raw = await readBody(request);
      if (request.method === 'POST' && url.pathname === '/tg-invoices') {
        if (request.headers['content-type'] !== 'application/json')
          return send(400, { success: false, message: 'content-type must be application/json' });
        const params = JSON.parse(raw) as Record<string, unknown>;
        const { amount, currency } = params;
        if (typeof currency !== 'string' || !CURRENCIES.has(currency))
          return send(400, { success: false, message: 'currency is not available' });
        if (typeof amount !== 'number' || !(amount > 0))
          return send(400, { success: false, message: 'amount must be a positive number' });
        const id = nextId++;
        const invoice: XrocketStandInInvoice = {
          id,
          // xRocket keeps 9 decimals and cuts the rest off.
          amount: Math.trunc(amount * 1e9) / 1e9,
          minPayment: 0,
          totalActivations: Number(params.numPayments ?? 1),
          activationsLeft: Number(params.numPayments ?? 1),
          ...(typeof params.description === 'string' ? { description: params.description } : {}),
          ...(typeof params.payload === 'string' ? { payload: params.payload } : {}),
          ...(typeof params.callbackUrl === 'string' ? { callbackUrl: params.callbackUrl } : {}),
          currency,
          created: new Date().toISOString(),
          status: 'active',
          expiredIn: Number(params.expiredIn ?? 0),
          link: `https://t.me/xrocket?start=inv_${randomBytes(6).toString('hex')}`,
        };
        state.invoices.push(invoice);
        return send(201, { success: true, data: invoice });
      }
      const one = /^\/tg-invoices\/(\d+)$/.exec(url.pathname);
      if (request.method === 'GET' && one) {
        const invoice = state.invoices.find((i) => i.id === Number(one[1]));
        return invoice
          ? send(200, { success: true, data: { ...invoice, payments: [] } })
          : send(404, { success: false, message: 'Invoice not found' });
      }
      return send(404, { success: false, message: 'Not found' });
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: XrocketPayStandIn = {
    baseUrl: `http://127.0.0.1:${port}`,
    token,
    get invoices() {
      return state.invoices;
    },
    get refused() {
      return state.refused;
    },
    paidWebhook(invoice, overrides = {}) {
      const paid = new Date().toISOString();
      const body = JSON.stringify({
        type: 'invoicePay',
        timestamp: paid,
        data: {
          ...invoice,
          status: 'paid',
          paid,
          activationsLeft: 0,
          payment: {
            userId: 87209764,
            paymentNum: 1,
            paymentAmount: invoice.amount,
            paymentAmountReceived: invoice.amount * 0.985,
            comment: '',
            paid,
          },
          ...overrides,
        },
      });
      return { body, signature: signXrocketBody(token, body) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
