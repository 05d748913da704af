import {
  changeLimit,
  type ExclusionKind,
  effectiveLimit,
  exclusionEnd,
  formatMajor,
  isExclusionDuration,
  type LimitKind,
  type LimitPeriod,
  limitWindow,
  mayExclude,
  type PlayerLimit,
  type PlaySession,
  type Protection,
  parseMajor,
  type StoredLimit,
  type Viewer,
} from '@casino/shared';
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
    exclusion: null,
    realityCheckMinutes: null,
    twoFactorEnabled: false,
    vipManager: null,
    webimUser: { fields: { id: 'g-1', display_name: 'Player' }, hash: 'h' },
    ...overrides,
  };
}

/** What a refused call answers: the server's error envelope. */
const refusal = (status: number, detail: string, extra: Record<string, unknown> = {}): FetchReply => ({
  status,
  body: { detail, key: `k-${detail}`, time: '2025-01-01T00:00:00Z', ...extra },
});

/**
 * A stand-in for `/api/v1/me/protection…` (issue 20) that keeps its state and follows the shared rules
 * (changeLimit: lower at once, higher or removal after the cooling-off; mayExclude), in USD on the clock
 * `now`; GET /api/v1/me answers `viewer` with the exclusion and reality-check interval it holds. `password`
 * is the account's (omit for an account without one). `used` sets what a limit has counted this period.
 */
export function protectionRoutes({
  now = () => Date.now(),
  viewer = testViewer(),
  password = 'secret-password',
  session = {},
}: {
  now?: () => number;
  viewer?: Viewer;
  password?: string | null;
  session?: Partial<PlaySession>;
} = {}) {
  const limits = new Map<string, StoredLimit>();
  const used = new Map<string, string>();
  const state = {
    realityCheck: viewer.realityCheckMinutes,
    exclusion: viewer.exclusion,
  };
  const view = (key: string, stored: StoredLimit): PlayerLimit => {
    const [kind, period] = key.split('/') as [LimitKind, LimitPeriod];
    return {
      kind,
      period,
      amount: formatMajor(stored.amount, 2),
      currency: 'USD',
      used: used.get(key) ?? '0.00',
      resetsAt: limitWindow(stored.anchor, period, new Date(now())).end.toISOString(),
      pending: stored.pending && {
        amount: stored.pending.amount === null ? null : formatMajor(stored.pending.amount, 2),
        from: stored.pending.from.toISOString(),
      },
    };
  };
  const current = (key: string) => effectiveLimit(limits.get(key) ?? null, new Date(now()));
  const keyOf = (url: URL) => url.pathname.split('/').slice(-2).join('/');
  const bodyOf = (init: RequestInit | undefined) => (parseBody(init?.body) ?? {}) as Record<string, unknown>;

  const routes: RouteTable = {
    'GET /api/v1/me': () => ({
      body: { ...viewer, exclusion: state.exclusion, realityCheckMinutes: state.realityCheck },
    }),
    'GET /api/v1/me/protection': () => ({
      body: {
        limits: [...limits.keys()].flatMap((key) => {
          const stored = current(key);
          return stored ? [view(key, stored)] : [];
        }),
        realityCheck: { intervalMinutes: state.realityCheck },
        exclusion: state.exclusion,
      } satisfies Protection,
    }),
    'PUT /api/v1/me/protection/limits/*': (init, url) => {
      const amount = bodyOf(init).amount;
      const minor = typeof amount === 'string' ? parseMajor(amount, 2) : null;
      if (minor === null || minor <= 0n)
        return refusal(400, 'validation_error', {
          errors: [{ field: 'amount', message: 'Validation.invalid_format' }],
        });
      const key = keyOf(url);
      const next = changeLimit(current(key), minor, new Date(now()));
      if (next) limits.set(key, next);
      return next ? { body: view(key, next) } : { status: 204 };
    },
    'DELETE /api/v1/me/protection/limits/*': (_init, url) => {
      const key = keyOf(url);
      const next = changeLimit(current(key), null, new Date(now()));
      if (!next) {
        limits.delete(key);
        return { status: 204 };
      }
      limits.set(key, next);
      return { body: view(key, next) };
    },
    'PUT /api/v1/me/protection/reality-check': (init) => {
      const minutes = bodyOf(init).intervalMinutes;
      state.realityCheck = typeof minutes === 'number' ? minutes : null;
      return { body: { intervalMinutes: state.realityCheck } };
    },
    'POST /api/v1/me/protection/exclusion': (init) => {
      const body = bodyOf(init);
      if (password !== null && !body.password)
        return refusal(400, 'validation_error', {
          errors: [{ field: 'password', message: 'Validation.required' }],
        });
      if (password !== null && body.password !== password) return refusal(400, 'invalid_credentials');
      const kind = body.kind as ExclusionKind;
      const duration = String(body.duration);
      if (!isExclusionDuration(kind, duration)) return refusal(400, 'validation_error');
      const at = new Date(now());
      const until = exclusionEnd(duration, at);
      const inForce = state.exclusion && {
        kind: state.exclusion.kind,
        until: state.exclusion.until === null ? null : new Date(state.exclusion.until),
      };
      if (!mayExclude(inForce, { kind, until }, at)) return refusal(400, 'exclusion_active');
      state.exclusion = { kind, until: until?.toISOString() ?? null };
      return { body: state.exclusion };
    },
    'GET /api/v1/me/protection/session': () => ({
      body: {
        startedAt: new Date(now() - 60_000).toISOString(),
        now: new Date(now()).toISOString(),
        intervalMinutes: state.realityCheck,
        currency: 'USD',
        bets: 0,
        wagered: '0.00',
        net: '0.00',
        ...session,
      } satisfies PlaySession,
    }),
    'POST /api/v1/auth/logout': () => ({ status: 204 }),
  };
  return { routes, state, limits, used };
}
