import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aggregatorGamesRequest, aggregatorSessionRequest, SIGNATURE_HEADER } from '@casino/shared';
import { gameArt } from './art.ts';
import { catalogue, findGame, toAggregatorGame } from './catalogue.ts';
import type { ChaosOptions } from './chaos.ts';
import { demoBalance } from './currencies.ts';
import { renderGamePage } from './page.ts';
import { playRound, type RoundDeps, rollbackFirstCounter, roundRequest, type Session } from './rounds.ts';
import { verifySignature } from './signature.ts';
import { RetryQueue, WalletClient } from './wallet-client.ts';

export interface AggregatorOptions {
  secret: string;
  operatorId: string;
  /** e.g. http://127.0.0.1:3000/api/aggregator/v1 (no trailing slash needed). */
  casinoWalletUrl: string;
  /** Where players and the casino reach us; defaults to the listening URL. */
  publicUrl?: string;
  /** Without publicUrl: the host name players reach us by, with the port we listen on (default: the bound address). */
  publicHost?: string;
  chaos?: ChaosOptions;
  /** Per wallet attempt (default 5000 ms). */
  walletTimeoutMs?: number;
  /** Attempts per wallet call before its outcome counts as unknown (default 4). */
  walletAttempts?: number;
  /** The first retry's delay, doubling after (default 200 ms). */
  backoffMs?: number;
  /** How often queued credits and rollbacks are retried (default 5000 ms). */
  retryIntervalMs?: number;
  /** Injected by tests so retries do not wait. */
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
}

export interface Aggregator {
  server: Server;
  retries: RetryQueue;
  /** Starts listening; resolves with the public URL. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024;
const MAX_SESSIONS = 20_000;
const SESSION_PATH = /^\/play\/([A-Za-z0-9_-]{16,64})(\/round|\/balance)?$/;
const ART_PATH = /^\/art\/([a-z0-9][a-z0-9-]{0,62})\.svg$/;

const LOOPBACK = ['localhost', '127.0.0.1'];

/**
 * Only the casino may frame its player's game: the return URL's origin. A local casino answers on both
 * loopback names, so either may frame it (the default PUBLIC_URL says localhost, the start prints 127.0.0.1).
 */
function frameAncestorsOf(returnUrl: string): string {
  const url = new URL(returnUrl);
  if (!LOOPBACK.includes(url.hostname)) return url.origin;
  return LOOPBACK.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`).join(' ');
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function createAggregator(options: AggregatorOptions): Aggregator {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const chaos = options.chaos ?? {};
  const wallet = new WalletClient({
    casinoWalletUrl: options.casinoWalletUrl.replace(/\/+$/, ''),
    secret: options.secret,
    timeoutMs: options.walletTimeoutMs ?? 5000,
    attempts: options.walletAttempts ?? 4,
    backoffMs: options.backoffMs ?? 200,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    chaos,
    log,
  });
  const retries = new RetryQueue(wallet, log);
  const deps: RoundDeps = {
    wallet,
    retries,
    rollbackFirstNow: rollbackFirstCounter(chaos.rollbackFirstEvery),
    log,
  };
  const sessions = new Map<string, Session>();
  let publicBase = options.publicUrl?.replace(/\/+$/, '') ?? '';

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://aggregator.invalid');
    const path = url.pathname;
    if (request.method === 'POST' && path === '/v1/games') {
      const body = await signedJson(request);
      const parsed = aggregatorGamesRequest.safeParse(body);
      if (!parsed.success) throw new HttpError(400, 'INVALID_REQUEST', 'expected {operatorId}');
      checkOperator(parsed.data.operatorId);
      return json(response, 200, { games: catalogue().map((game) => toAggregatorGame(game, publicBase)) });
    }
    if (request.method === 'POST' && path === '/v1/sessions') {
      const body = await signedJson(request);
      const parsed = aggregatorSessionRequest.safeParse(body);
      if (!parsed.success)
        throw new HttpError(400, 'INVALID_REQUEST', parsed.error.issues[0]?.message ?? 'bad session');
      const input = parsed.data;
      checkOperator(input.operatorId);
      const game = findGame(input.gameCode);
      if (!game) throw new HttpError(404, 'GAME_UNAVAILABLE', 'no such game');
      if (input.mode === 'demo' && !game.demo)
        throw new HttpError(403, 'GAME_UNAVAILABLE', 'no demo for this game');
      if (input.mode === 'real' && (!input.sessionToken || !input.playerId))
        throw new HttpError(400, 'INVALID_REQUEST', 'real mode needs sessionToken and playerId');
      const returnUrl = new URL(input.returnUrl);
      // The page links to it with target _top: only web URLs, never a script.
      if (returnUrl.protocol !== 'http:' && returnUrl.protocol !== 'https:')
        throw new HttpError(400, 'INVALID_REQUEST', 'returnUrl must be http(s)');
      const id = randomBytes(18).toString('base64url');
      if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
      sessions.set(id, {
        id,
        game,
        mode: input.mode,
        currency: input.currency,
        language: input.language,
        returnUrl: returnUrl.href,
        ...(input.mode === 'real' && { sessionToken: input.sessionToken, playerId: input.playerId }),
        funBalance: demoBalance(input.currency),
        tail: Promise.resolve(),
      });
      return json(response, 200, { url: `${publicBase}/play/${id}`, sessionId: id });
    }
    const art = ART_PATH.exec(path);
    if (art && (request.method === 'GET' || request.method === 'HEAD')) {
      const game = findGame(art[1] as string);
      if (!game) throw new HttpError(404, 'NOT_FOUND', 'no such game');
      response.writeHead(200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=86400',
        // An SVG opened on its own runs no script and loads nothing.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
      });
      response.end(request.method === 'HEAD' ? undefined : gameArt(game));
      return;
    }
    const play = SESSION_PATH.exec(path);
    if (play) {
      const session = sessions.get(play[1] as string);
      if (!session) throw new HttpError(404, 'SESSION_EXPIRED', 'no such session');
      const action = play[2];
      if (!action && request.method === 'GET') return page(response, session);
      if (action === '/balance' && request.method === 'GET') return balance(response, session);
      if (action === '/round' && request.method === 'POST') {
        // JSON only: a cross-site form cannot send it, so the page's own script is the only caller.
        if (!(request.headers['content-type'] ?? '').startsWith('application/json'))
          throw new HttpError(415, 'INVALID_REQUEST', 'send application/json');
        const raw = await readBody(request);
        const parsed = roundRequest.safeParse(parseJson(raw));
        if (!parsed.success) throw new HttpError(400, 'INVALID_REQUEST', 'bad round request');
        const result = await playRound(session, parsed.data, deps);
        return json(response, result.status === 'refused' ? result.httpStatus : 200, result);
      }
      throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'method not allowed');
    }
    if (request.method === 'GET' && path === '/health') return json(response, 200, { ok: true });
    throw new HttpError(404, 'NOT_FOUND', 'not found');
  }

  function checkOperator(operatorId: string): void {
    if (operatorId !== options.operatorId) throw new HttpError(401, 'UNKNOWN_OPERATOR', 'unknown operator');
  }

  async function signedJson(request: IncomingMessage): Promise<unknown> {
    const raw = await readBody(request);
    if (!verifySignature(options.secret, raw, request.headers[SIGNATURE_HEADER]))
      throw new HttpError(401, 'INVALID_SIGNATURE', 'bad or missing x-signature');
    return parseJson(raw);
  }

  function page(response: ServerResponse, session: Session): void {
    const nonce = randomBytes(16).toString('base64');
    const ancestors = frameAncestorsOf(session.returnUrl);
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        "img-src 'self' data:",
        "connect-src 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        // Framed by the casino that launched it, and nobody else.
        `frame-ancestors ${ancestors}`,
      ].join('; '),
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
    response.end(renderGamePage(session, nonce));
  }

  async function balance(response: ServerResponse, session: Session): Promise<void> {
    if (session.mode === 'demo')
      return json(response, 200, { balance: session.funBalance.toString(), currency: session.currency });
    const outcome = await wallet.call(
      'balance',
      { sessionToken: session.sessionToken, playerId: session.playerId, currency: session.currency },
      2,
    );
    if (outcome.kind === 'ok') return json(response, 200, outcome.reply);
    if (outcome.kind === 'refused')
      return json(response, outcome.status, { error: { code: outcome.code, message: outcome.message } });
    return json(response, 503, { error: { code: 'WALLET_UNAVAILABLE', message: outcome.reason } });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.end();
      if (error instanceof HttpError)
        return json(response, error.status, { error: { code: error.code, message: error.message } });
      log(`aggregator: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      json(response, 500, { error: { code: 'INTERNAL_ERROR', message: 'internal error' } });
    });
  });

  return {
    server,
    retries,
    async listen(port = 0, host = '127.0.0.1') {
      // Built before the first request, not during it (tuning the slot strips takes a moment).
      catalogue();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      if (!publicBase) publicBase = `http://${options.publicHost ?? shownHost}:${address.port}`;
      retries.start(options.retryIntervalMs ?? 5000);
      return publicBase;
    },
    async close() {
      retries.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit the rest is read and dropped, so the 413 can still be answered.
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () =>
      size > MAX_BODY
        ? reject(new HttpError(413, 'INVALID_REQUEST', 'body too large'))
        : resolve(Buffer.concat(chunks)),
    );
    request.on('error', reject);
  });
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'INVALID_REQUEST', 'body is not JSON');
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}
