import type { Viewer } from '@casino/shared';
import { vi } from 'vitest';

export interface FetchCall {
  method: string;
  url: URL;
  body: unknown;
}

/** A reply (status defaults to 200; no body for 204), or a promise of one (never settling = loading). */
export type FetchReply = { status?: number; body?: unknown };

/**
 * Replaces global fetch with `handler`; unknown requests answer 404. Returns the calls made, so a test
 * can assert what was (not) asked for.
 */
export function mockFetch(handler: (call: FetchCall) => FetchReply | Promise<FetchReply> | undefined) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const reply = (await handler(call)) ?? { status: 404, body: { detail: 'not_found' } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
      status,
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
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
