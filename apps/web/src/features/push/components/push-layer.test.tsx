// @vitest-environment jsdom
import type { Viewer } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { mockFetch, testViewer } from '../../../test/fetch-routes.ts';
import { PUSH_REFUSAL_PAUSE_MS, readPushRefusal } from '../lib/prompt-rule.ts';
import { type PushBrowser, PushLayer } from './push-layer.tsx';

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';

let permission: NotificationPermission;
let config: { enabled: boolean; publicKey: string | null };
let fetched: ReturnType<typeof mockFetch>;

function fakeSubscription(endpoint = ENDPOINT) {
  const json = { endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };
  return { endpoint, toJSON: () => json } as unknown as PushSubscription;
}

const browser = {
  permission: vi.fn(() => permission),
  requestPermission: vi.fn(async (): Promise<NotificationPermission> => permission),
  subscribe: vi.fn(async (_key: string) => fakeSubscription()),
  unsubscribe: vi.fn(async () => {}),
} satisfies PushBrowser;

beforeEach(() => {
  permission = 'default';
  config = { enabled: true, publicKey: KEY };
  fetched = mockFetch((call) => {
    if (call.url.pathname === '/api/v1/push/config') return { body: config };
    if (call.method === 'PATCH' && call.url.pathname === '/api/v1/me/push-subscription')
      return { body: { isPushNotificationsActive: (call.body as { token: unknown }).token !== null } };
    return undefined;
  });
  localStorage.setItem('casino.token', 't');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  for (const fn of [toast.info, toast.success, toast.error]) fn.mockReset();
  browser.permission.mockClear();
  browser.requestPermission.mockClear();
  browser.subscribe.mockClear();
  browser.unsubscribe.mockClear();
});

function renderLayer(viewer: Viewer, props: { delayMs?: number; now?: () => number } = {}) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  client.setQueryData(['me'], viewer);
  void i18n.changeLanguage('en');
  const view = render(
    <QueryClientProvider client={client}>
      <PushLayer viewer={viewer} browser={browser} now={() => NOW} delayMs={0} {...props} />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

const patches = () =>
  fetched.calls.filter((c) => c.method === 'PATCH').map((c) => (c.body as { token: string | null }).token);

describe('the web-push prompt (SPEC §4.6)', () => {
  it('asks a signed-in player when the server sends pushes; it is a labelled, non-modal dialog', async () => {
    renderLayer(testViewer({ globalId: 'g-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on notifications?' });
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allow' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('"Not now" stores the date for that player and says so in a 2500 ms info toast', async () => {
    renderLayer(testViewer({ globalId: 'g-1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('web-push-prompt')).toBeNull();
    expect(readPushRefusal('g-1')).toBe(NOW);
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(expect.stringContaining('not ask again for a week'), {
        duration: 2500,
      }),
    );
    expect(patches()).toEqual([]);
  });

  it('Escape and the close button dismiss it as "Not now" does', async () => {
    renderLayer(testViewer({ globalId: 'g-esc' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readPushRefusal('g-esc')).toBe(NOW);
    cleanup();
    renderLayer(testViewer({ globalId: 'g-x' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(readPushRefusal('g-x')).toBe(NOW);
  });

  it('stays away for 7 days after a refusal by that player (on the injected clock), not for another player', async () => {
    localStorage.setItem('casino.push.refusedAt.g-1', String(NOW - PUSH_REFUSAL_PAUSE_MS + 60_000));
    localStorage.setItem('casino.push.refusedAt.g-2', String(NOW - PUSH_REFUSAL_PAUSE_MS));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const first = renderLayer(testViewer({ globalId: 'g-1' }), { delayMs: 4000 });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10_000);
      });
      expect(screen.queryByTestId('web-push-prompt')).toBeNull();
      first.unmount();
      // Refused exactly 7 days ago: asked again, after the delay.
      renderLayer(testViewer({ globalId: 'g-2' }), { delayMs: 4000 });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      expect(screen.queryByTestId('web-push-prompt')).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(screen.getByTestId('web-push-prompt')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not shown when the server sends no pushes', async () => {
    config = { enabled: false, publicKey: null };
    renderLayer(testViewer({ globalId: 'g-off' }));
    await waitFor(() => expect(fetched.calls.length).toBeGreaterThan(0));
    await act(async () => {});
    expect(screen.queryByTestId('web-push-prompt')).toBeNull();
  });

  it('"Allow": the browser grants, the subscription goes to the server and the viewer is updated', async () => {
    const { client } = renderLayer(testViewer({ globalId: 'g-6' }));
    browser.requestPermission.mockImplementationOnce(async () => {
      permission = 'granted';
      return 'granted';
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith(KEY);
    expect(JSON.parse(patches()[0] as string)).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    });
    await waitFor(() => expect(client.getQueryData<Viewer>(['me'])?.isPushNotificationsActive).toBe(true));
    expect(screen.queryByTestId('web-push-prompt')).toBeNull();
    expect(readPushRefusal('g-6')).toBeNull();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Notifications are on.'));
  });

  it('a browser refusal counts as a refusal: the date is stored and a 2500 ms info toast says so', async () => {
    renderLayer(testViewer({ globalId: 'g-7' }));
    browser.requestPermission.mockImplementationOnce(async () => 'denied');
    await userEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    expect(readPushRefusal('g-7')).toBe(NOW);
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(expect.stringContaining('blocked'), { duration: 2500 }),
    );
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(patches()).toEqual([]);
  });

  it('a subscription that fails is no refusal: an error toast, no date stored', async () => {
    renderLayer(testViewer({ globalId: 'g-8' }));
    browser.requestPermission.mockImplementationOnce(async () => 'granted');
    browser.subscribe.mockImplementationOnce(async () => {
      throw new Error('push service down');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringContaining('could not')));
    expect(readPushRefusal('g-8')).toBeNull();
    expect(screen.queryByTestId('web-push-prompt')).toBeNull();
  });

  it('with permission already granted: no prompt; the subscription is handed over once per tab session', async () => {
    permission = 'granted';
    const first = renderLayer(testViewer({ globalId: 'g-9' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(screen.queryByTestId('web-push-prompt')).toBeNull();
    first.unmount();
    renderLayer(testViewer({ globalId: 'g-9', isPushNotificationsActive: true }));
    await waitFor(() => expect(browser.subscribe).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(patches()).toHaveLength(1);
  });

  it('on sign-out the browser’s subscription is dropped; not before', async () => {
    permission = 'granted';
    renderLayer(testViewer({ globalId: 'g-10' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(browser.unsubscribe).not.toHaveBeenCalled();
    act(() => setToken('another-token'));
    expect(browser.unsubscribe).not.toHaveBeenCalled();
    act(() => setToken(null));
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });
});
