import type { Viewer } from '@casino/shared';
import { vi } from 'vitest';

export interface FetchCall {
  method: string;
  url: URL;
  /** The request body, parsed when it is JSON. */
  body: unknown;
  /** The request as the page sent it (headers such as Idempotency-Key). */
  init: RequestInit | undefined;
}

/** A reply (status defaults to 200; no body for 204 or an undefined body). */
export type FetchReply = { status?: number; body?: unknown };

/** What an unknown request answers: the server's 404 envelope. */
const NOT_FOUND: FetchReply = {
  status: 404,
  body: { detail: 'not_found', key: 'k-404', time: '2025-01-01T00:00:00Z' },
};

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * The one fetch stand-in of the web tests: replaces global fetch with `handler`, which answers a reply, a
 * promise of one (never settling = loading), undefined (a 404) or throws (the network is down). Returns the
 * vi.fn (its mock.calls are `[input, init]`) and the calls parsed, so a test can assert what was (not) asked.
 */
export function mockFetch(
  handler: (call: FetchCall) => FetchReply | Promise<FetchReply | undefined> | undefined,
) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { method: init?.method ?? 'GET', url, body: parseBody(init?.body), init };
    calls.push(call);
    const reply = (await handler(call)) ?? NOT_FOUND;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
      status,
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

/** "METHOD /path" of a call, with the query when `withQuery`. */
export const routeKey = (call: Pick<FetchCall, 'method' | 'url'>, withQuery = false) =>
  `${call.method} ${call.url.pathname}${withQuery ? call.url.search : ''}`;

export type Route = (
  init: RequestInit | undefined,
  url: URL,
) => FetchReply | Promise<FetchReply | undefined> | undefined;
/** Routes by "METHOD /path?query" (exact), "METHOD /path", or a prefix ending in '*'. */
export type RouteTable = Record<string, Route>;

/** The route answering a call, or undefined. */
export function findRoute(routes: RouteTable, call: Pick<FetchCall, 'method' | 'url'>): Route | undefined {
  const key = routeKey(call);
  return (
    routes[routeKey(call, true)] ??
    routes[key] ??
    Object.entries(routes).find(
      ([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)),
    )?.[1]
  );
}

/** mockFetch answered from a route table; a function is read at each call, so a test may swap the table. */
export function mockRoutes(routes: RouteTable | (() => RouteTable)) {
  return mockFetch((call) =>
    findRoute(typeof routes === 'function' ? routes() : routes, call)?.(call.init, call.url),
  );
}

/** A signed-in player as GET /api/v1/me answers. */
export function testViewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    globalId: 'g-1',
    email: 'player@example.com',
    language: 'en',
    currency: { primary: 'USD', account: 'USD' },
    websocketToken: 'ws',
    isVip: false,
    vip: { level: 0, wagered: '0.00', toNextLevel: '1000.00' },
    isNameChangeAvailable: true,
    isPushNotificationsActive: false,
    hasDeposits: false,
    firstName: null,
    lastName: null,
    gender: null,
    dateOfBirth: null,
    vipManager: null,
    webimUser: { fields: { id: 'g-1', display_name: 'Player' }, hash: 'h' },
    ...overrides,
  };
}
