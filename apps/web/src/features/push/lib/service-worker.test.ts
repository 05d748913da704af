import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const source = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public/sw.js'),
  'utf8',
);
const ORIGIN = 'https://casino.example';

type Listener = (event: Record<string, unknown>) => void;

/** public/sw.js run against a stand-in ServiceWorkerGlobalScope. */
function loadWorker(windows: Array<{ url: string }> = []) {
  const listeners = new Map<string, Listener>();
  const clientsOf = windows.map((w) => {
    const client = {
      url: w.url,
      focus: vi.fn(async () => client),
      navigate: vi.fn(async (url: string) => ({ ...client, url })),
    };
    return client;
  });
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => {}) },
    clients: {
      claim: vi.fn(async () => {}),
      matchAll: vi.fn(async () => clientsOf),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', source)(scope);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { scope, dispatch, clients: clientsOf };
}

const pushEvent = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
  },
});

describe('the service worker (public/sw.js)', () => {
  it('shows the push as a notification with its tag and a same-site url', async () => {
    const { scope, dispatch } = loadWorker();
    await dispatch(
      'push',
      pushEvent({
        title: 'Deposit credited',
        body: '12.50 USD',
        url: '/en?wallet=history',
        tag: 'transaction-7',
      }),
    );
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Deposit credited', {
      body: '12.50 USD',
      icon: '/tonconnect-icon.png',
      tag: 'transaction-7',
      data: { url: `${ORIGIN}/en?wallet=history` },
    });
  });

  it('never sends a click off the site, and survives a payload that is not JSON', async () => {
    const { scope, dispatch } = loadWorker();
    await dispatch('push', pushEvent({ title: 'x', url: 'https://evil.example/phish' }));
    await dispatch('push', pushEvent('{not json'));
    await dispatch('push', { data: null });
    const calls = scope.registration.showNotification.mock.calls as unknown as Array<
      [string, { data: { url: string } }]
    >;
    expect(calls.map(([, options]) => options.data.url)).toEqual([`${ORIGIN}/`, `${ORIGIN}/`, `${ORIGIN}/`]);
    expect(calls[1]?.[0]).toBe('Casino');
  });

  it('a click focuses an open tab of the site and takes it to the url, or opens one', async () => {
    const close = vi.fn();
    const notification = { close, data: { url: `${ORIGIN}/en/bonuses` } };
    const open = loadWorker([{ url: `${ORIGIN}/en` }]);
    await open.dispatch('notificationclick', { notification });
    expect(close).toHaveBeenCalled();
    expect(open.clients[0]?.focus).toHaveBeenCalled();
    expect(open.clients[0]?.navigate).toHaveBeenCalledWith(`${ORIGIN}/en/bonuses`);
    expect(open.scope.clients.openWindow).not.toHaveBeenCalled();

    const none = loadWorker([]);
    await none.dispatch('notificationclick', { notification });
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/en/bonuses`);
  });
});
