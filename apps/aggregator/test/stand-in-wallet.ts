import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SIGNATURE_HEADER,
  type WalletCall,
  walletBalanceRequest,
  walletCreditRequest,
  walletDebitRequest,
  walletRollbackRequest,
} from '@casino/shared';
import { verifySignature } from '../src/signature.ts';

/**
 * A casino wallet in miniature for the aggregator's tests: the contract's five calls with in-memory
 * balances, the signature check, idempotency on transactionId (a repeat answers the first reply),
 * rollbacks remembered so a late debit is refused, and switches to misbehave (fail a call's first
 * attempt with a 503, or never answer a call).
 */
export interface StandInWallet {
  url: string;
  balances: Map<string, bigint>;
  /** Every request that passed the signature check, in arrival order. */
  requests: { call: WalletCall; body: Record<string, unknown> }[];
  /** Calls whose first attempt (per transactionId) answers 503 without doing anything. */
  failFirst: Set<WalletCall>;
  /** Calls that never get an answer. */
  hang: Set<WalletCall>;
  close(): Promise<void>;
}

export async function startStandInWallet(secret: string): Promise<StandInWallet> {
  const balances = new Map<string, bigint>();
  const requests: StandInWallet['requests'] = [];
  const failFirst = new Set<WalletCall>();
  const hang = new Set<WalletCall>();
  const seen = new Set<string>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const debits = new Map<string, { playerId: string; amount: bigint }>();
  const rolledBack = new Set<string>();
  const closedRounds = new Set<string>();

  function handle(call: WalletCall, body: Record<string, unknown>): { status: number; body: unknown } {
    const player = String(body.playerId);
    const currency = String(body.currency);
    const balance = () => (balances.get(player) ?? 0n).toString();
    const ok = (reference?: string) => ({ status: 200, body: { balance: balance(), currency, reference } });
    const error = (status: number, code: string) => ({
      status,
      body: { error: { code, message: code }, balance: balance() },
    });
    if (!balances.has(player)) return error(404, 'PLAYER_NOT_FOUND');
    if (call === 'balance')
      return walletBalanceRequest.safeParse(body).success ? ok() : error(400, 'INVALID_REQUEST');
    const transactionId = String(body.transactionId);
    const first = replies.get(transactionId);
    if (first) return first;
    let reply: { status: number; body: unknown };
    if (call === 'debit') {
      const debit = walletDebitRequest.parse(body);
      const amount = BigInt(debit.amount);
      if (rolledBack.has(transactionId)) reply = error(409, 'TRANSACTION_ROLLED_BACK');
      else if (closedRounds.has(debit.roundId)) reply = error(409, 'ROUND_CLOSED');
      else if ((balances.get(player) ?? 0n) < amount) reply = error(402, 'INSUFFICIENT_FUNDS');
      else {
        balances.set(player, (balances.get(player) ?? 0n) - amount);
        debits.set(transactionId, { playerId: player, amount });
        reply = ok(`ref-${transactionId}`);
      }
    } else if (call === 'credit') {
      const credit = walletCreditRequest.parse(body);
      if (closedRounds.has(credit.roundId)) reply = error(409, 'ROUND_CLOSED');
      else {
        balances.set(player, (balances.get(player) ?? 0n) + BigInt(credit.amount));
        if (credit.closeRound) closedRounds.add(credit.roundId);
        reply = ok(`ref-${transactionId}`);
      }
    } else if (call === 'rollback') {
      const rollback = walletRollbackRequest.parse(body);
      const debit = debits.get(rollback.referenceTransactionId);
      if (debit && !rolledBack.has(rollback.referenceTransactionId))
        balances.set(player, (balances.get(player) ?? 0n) + debit.amount);
      rolledBack.add(rollback.referenceTransactionId);
      reply = ok(`ref-${transactionId}`);
    } else reply = ok();
    replies.set(transactionId, reply);
    return reply;
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const call = (request.url ?? '').split('/').pop() as WalletCall;
      if (!verifySignature(secret, raw, request.headers[SIGNATURE_HEADER]))
        return send(401, { error: { code: 'INVALID_SIGNATURE', message: 'bad signature' } });
      const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      requests.push({ call, body });
      if (hang.has(call)) return; // never answered
      const key = `${call}:${String(body.transactionId ?? '')}`;
      if (failFirst.has(call) && !seen.has(key)) {
        seen.add(key);
        return send(503, { error: { code: 'INTERNAL_ERROR', message: 'try again' } });
      }
      const reply = handle(call, body);
      send(reply.status, reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/aggregator/v1`,
    balances,
    requests,
    failFirst,
    hang,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
