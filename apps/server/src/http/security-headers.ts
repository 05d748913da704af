import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { routedPath } from './request-path.ts';

/**
 * Where TON Connect (@tonconnect/ui-react in the wallet modal) talks to: the wallets list and the bridges
 * of the wallets in the SDK's bundled list. A remote wallet is reached through an HTTP bridge (an
 * EventSource plus POSTs), so each bridge must be in connect-src or that wallet cannot connect. Kept in
 * step with the SDK by test/http/security-headers.test.ts, which reads the SDK's list. The SDK's telemetry
 * (analytics.ton.org) is left out on purpose: it is not needed to connect, and players' data stays here.
 */
export const TON_CONNECT_ORIGINS = [
  'https://config.ton.org',
  'https://walletbot.me',
  'https://bridge.tonapi.io',
  'https://tonconnectbridge.mytonwallet.org',
  'https://connect.tonhubapi.com',
  'https://ton-connect-bridge.bgwapi.io',
  'https://www.okx.com',
  'https://wallet.binance.com',
  'https://wallet-bridge.fintopio.com',
  'https://web3-bridge.kolo.in',
  'https://tc.nicegram.app',
  'https://tc.architecton.su',
  'https://ton-connect.mytokenpocket.vip',
  'https://ton-connect-bridge.echooo.link',
  'https://ton-bridge.safepal.com',
  'https://api-node.bybit.com',
  'https://bridge.dewallet.pro',
  'https://bridge.mirai.app',
  'https://bridge.uxuy.me',
  'https://connect.token.im',
  'https://dapp.gateio.services',
  'https://go-bridge.tomo.inc',
  'https://sse-bridge.hot-labs.org',
  'https://blitzwallet.cfd',
];

/** The messenger's web clients may frame the site (the mini-app); nobody else may. */
export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org', 'https://*.telegram.org'];

type Directives = Record<string, string[] | null>;

/**
 * The page: only our own scripts. Styles allow inline because the TON Connect UI and the toast library
 * insert <style> elements at run time (no script runs from a style). Images come from any HTTPS host:
 * wallet icons are listed by the wallets list, not by us.
 */
export function pageDirectives(
  https: boolean,
  chatVendorOrigins: readonly string[] = [],
  gameOrigins: readonly string[] = [],
): Directives {
  return {
    'default-src': ["'self'"],
    // An outside support-chat vendor (SUPPORT_CHAT=webim) runs its widget from its own origin.
    'script-src': ["'self'", ...chatVendorOrigins],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The game aggregator's tile art (the local sandbox serves it over plain http).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...gameOrigins],
    'font-src': ["'self'", 'data:'],
    // 'self' covers our own websocket (ws/wss on this host) in CSP level 3 browsers.
    'connect-src': ["'self'", ...TON_CONNECT_ORIGINS, ...chatVendorOrigins],
    // External invoices open in a frame (SPEC §4.2); the sandbox checkout is ours; provider games play in
    // a frame from the aggregator.
    'frame-src': ["'self'", ...chatVendorOrigins, ...gameOrigins],
    'frame-ancestors': FRAME_ANCESTORS,
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // On plain HTTP (local development) an upgrade would break every request.
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/** JSON answers render nothing: no source of any kind, never framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Swagger UI (/api/docs): its own scripts are files, but the UI styles itself inline and shows its logo as
 * a data: image. Relaxed for styles only, and for nothing else on the site.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * The headers helmet sets with `options`, computed once: helmet is a connect middleware that works out the
 * same headers on every call, which cost a few percent of the server's time per request.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Security headers on every answer: helmet's set (nosniff, Referrer-Policy, HSTS over HTTPS, ...) with
 * the page's CSP; by path, the CSP narrowed for API JSON or widened for the docs. A route that sends its
 * own CSP (the sandbox checkout page) still wins: its header is set after these.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  chatVendorOrigins: readonly string[] = [],
  gameOrigins: readonly string[] = [],
): void {
  const https = publicUrl.startsWith('https://');
  const page = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: pageDirectives(https, chatVendorOrigins, gameOrigins),
    },
    // Only once HTTPS is how players reach us; a year, no subdomains (they may be other services).
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // frame-ancestors decides who may frame us; X-Frame-Options cannot name Telegram's clients.
    xFrameOptions: false,
    // Wallet apps and Telegram open popups from the page; a strict opener policy would sever them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const api = { ...page, 'content-security-policy': API_CSP };
  const docs = { ...page, 'content-security-policy': DOCS_CSP };
  // Wallets load the TON Connect manifest and its icon from their own origins.
  const site = { ...page, 'cross-origin-resource-policy': 'cross-origin' };
  app.addHook('onRequest', (request, reply, done) => {
    const path = routedPath(request.url) ?? '';
    if (path === '/api/docs' || path.startsWith('/api/docs/')) void reply.headers(docs);
    else if (path === '/api' || path.startsWith('/api/')) void reply.headers(api);
    else void reply.headers(site);
    done();
  });
}
